// The agenda card: the planner, the agents it dispatches, the final agent, limits, tools, capsule.
import { useMemo } from 'preact/hooks';
import { memo } from '../../common/memo.ts';
import { shippedDefaultOf, type AgendaProfile, type AgendaWorker } from '../../../src/core/profiles/index.ts';
import { agendaWorkerSchema } from '../../../src/core/profiles/schemas/agenda.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, SelectField, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { useListOps, type ListOps } from '../useListOps.ts';
import { AgentRouting, AgentSkills, IdField, PromptFields, RowAgentTools, RowSkills } from './agentFields.tsx';
import { BudgetTokens, LimitsSection, ProfileNumber, ProfileToggle } from './settings.tsx';
import {
  AddButton,
  CapsuleSection,
  idErrorText,
  LorebookSection,
  ModeSkills,
  ProgressiveRowList,
  RoutingSection,
  RowFrame,
  rowTitle,
  ToolsSection,
  useRowShared,
  type CardProps,
  type RowShared,
} from './shared.tsx';

type Planner = AgendaProfile['planner'];

export function AgendaCard({ profile, editor, shared }: CardProps<AgendaProfile>) {
  const R = RANGES.agenda;
  const planner = profile.planner;
  const patchPlanner = (p: Partial<Planner>) => editor.update((prof) => withField(prof, 'planner', withFields(prof.planner, p)));
  const set = <K extends keyof AgendaProfile>(key: K) => (value: AgendaProfile[K]) => editor.update((p) => withField(p, key, value));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('agenda.planner')}>
        <TextAreaField
          label={pt('agenda.plannerPrompt')}
          value={planner.systemPrompt}
          defaultValue={shippedDefaultOf('agenda', profile).planner.systemPrompt}
          rows={8}
          path="planner.systemPrompt"
          onValue={(systemPrompt) => patchPlanner({ systemPrompt })}
        />
        <TextAreaField
          label={pt('agenda.plannerTemplate')}
          value={planner.userPromptTemplate}
          defaultValue={shippedDefaultOf('agenda', profile).planner.userPromptTemplate}
          rows={5}
          mono
          path="planner.userPromptTemplate"
          onValue={(userPromptTemplate) => patchPlanner({ userPromptTemplate })}
        />
        <AgentRouting agent={planner} options={shared} path="planner" patch={patchPlanner} />
        <SelectField
          label={pt('agenda.finalWorker')}
          value={profile.finalWorkerId}
          options={profile.workers.filter((w) => w.id.trim()).map((w) => ({ value: w.id, label: w.id }))}
          missingLabel={(name) => pt('agenda.finalMissing', { name })}
          path="finalWorkerId"
          onValue={set('finalWorkerId')}
        />
        <AgentSkills
          label={pt('agenda.plannerSkills')}
          rowId="planner"
          policy={planner.skills as SkillPolicy | undefined}
          inherited={profile.skills.visible}
          shared={shared}
          onChange={(skills) => patchPlanner({ skills: skills as Planner['skills'] })}
        />
      </Section>
      <WorkerList profile={profile} editor={editor} shared={shared} />
      <LimitsSection>
        <ProfileNumber profile={profile} editor={editor} field="plannerMaxRounds" label={pt('agenda.plannerMaxRounds')} range={R.plannerMaxRounds} />
        <ProfileNumber profile={profile} editor={editor} field="maxConcurrentWorkers" label={pt('agenda.maxConcurrent')} range={R.maxConcurrentWorkers} />
        <ProfileNumber profile={profile} editor={editor} field="maxTotalRuns" label={pt('agenda.maxTotal')} range={R.maxTotalRuns} />
        <ProfileNumber profile={profile} editor={editor} field="workerMaxRounds" label={pt('agenda.workerMaxRounds')} range={R.workerMaxRounds} />
        <ProfileNumber profile={profile} editor={editor} field="toolCallRetryMax" label={pt('common.retries')} range={R.toolCallRetryMax} />
        <ProfileNumber profile={profile} editor={editor} field="maxRecentMessages" label={pt('common.recent')} range={R.maxRecentMessages} />
        <BudgetTokens profile={profile} editor={editor} />
      </LimitsSection>
      <Section title={pt('section.behaviour')}>
        <ProfileToggle profile={profile} editor={editor} field="includeWorldInfo" label={pt('common.worldInfo')} />
        <ProfileToggle profile={profile} editor={editor} field="useStreaming" label={pt('common.streaming')} />
      </Section>
      <ToolsSection profile={profile} editor={editor} shared={shared} />
      <CapsuleSection profile={profile} editor={editor} />
      <LorebookSection profile={profile} editor={editor} />
    </>
  );
}

function WorkerList({ profile, editor, shared }: CardProps<AgendaProfile>) {
  const ops = useListOps<AgendaWorker>(
    () => editor.get().workers,
    (workers) => editor.update((p) => ({ ...p, workers })),
  );
  // Renaming the final agent keeps it the final agent.
  const rename = useMemo(
    () => (index: number, id: string) =>
      editor.update((p) => {
        const old = p.workers[index];
        if (!old || old.id === id) return p;
        const workers = p.workers.slice();
        workers[index] = { ...old, id };
        ops.carryKey(old, workers[index]!);
        return { ...p, workers, finalWorkerId: p.finalWorkerId === old.id ? id : p.finalWorkerId };
      }),
    [editor, ops],
  );
  const list = profile.workers;
  const problems = useMemo(() => idProblems(list.map((w) => w.id)), [list]);
  const rowShared = useRowShared('agenda', profile, shared);
  const add = () => ops.add(agendaWorkerSchema.parse({ id: uniqueId('agent', list.map((w) => w.id)) }) as AgendaWorker);
  return (
    <Section title={pt('agenda.workers')}>
      <ProgressiveRowList
        list={list}
        ops={ops}
        row={(worker, i, rowKey) => (
          <WorkerRow
            key={rowKey}
            rowKey={rowKey}
            worker={worker}
            index={i}
            isLast={i === list.length - 1}
            idProblem={problems[i]!}
            effective={shared.skills.forAgent(worker.skills)}
            shared={rowShared}
            ops={ops}
            rename={rename}
          />
        )}
      />
      <AddButton ops={ops} label={pt('agenda.addWorker')} onClick={add} />
    </Section>
  );
}

interface WorkerRowProps {
  rowKey: string;
  worker: AgendaWorker;
  index: number;
  isLast: boolean;
  idProblem: '' | 'empty' | 'duplicate';
  effective: readonly string[];
  shared: RowShared;
  ops: ListOps<AgendaWorker>;
  rename(index: number, id: string): void;
}

const WorkerRow = memo(function WorkerRow({ rowKey, worker, index, isLast, idProblem, effective, shared, ops, rename }: WorkerRowProps) {
  const patch = (p: Partial<AgendaWorker>) => ops.update(index, (w) => withFields(w, p));
  const title = rowTitle(worker.id);
  const path = `workers[${index}]`;
  const idError = idErrorText(idProblem, worker.id);
  return (
    <RowFrame rowKey={rowKey} title={title} index={index} isLast={isLast} ops={ops}
      error={idError}
      summary={worker.description}
      details={() => (
        <>
          <IdField label={pt('agenda.workerId')} value={worker.id} error={idError} path={path} onValue={(id) => rename(index, id)} />
          <PromptFields agent={worker} path={path} patch={patch} />
          <AgentRouting agent={worker} options={shared} path={path} patch={patch} />
          <RowAgentTools name={title} value={worker.tools} shared={shared} path={path} onChange={(tools) => patch({ tools: tools as AgendaWorker['tools'] })} />
        </>
      )}
    >
      <RowSkills
        label={pt('agent.skillsOf', { name: title })}
        policy={worker.skills as SkillPolicy | undefined}
        effective={effective}
        index={index}
        shared={shared}
        onChange={ops.setSkills}
      />
    </RowFrame>
  );
});
