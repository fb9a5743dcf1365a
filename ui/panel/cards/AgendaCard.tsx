// The agenda card: the planner, the agents it dispatches, the final agent, limits, tools, capsule.
import { useMemo } from 'preact/hooks';
import { memo } from '../../common/memo.ts';
import { defaultProfile, type AgendaProfile, type AgendaWorker } from '../../../src/core/profiles/index.ts';
import { agendaWorkerSchema } from '../../../src/core/profiles/schemas/agenda.ts';
import type { ToolOverride } from '../../../src/core/profiles/tools.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import { NumberField, RoutingFields, Section, SelectField, TextAreaField, TextField, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { AgentTools } from '../ToolsEditor.tsx';
import { useListOps, type ListOps } from '../useListOps.ts';
import { useProgressive } from '../useProgressive.ts';
import {
  AddButton,
  CapsuleSection,
  idErrorText,
  LorebookSection,
  ModeSkills,
  PendingRow,
  RoutingSection,
  RowFrame,
  rowTitle,
  ToolsSection,
  type CardProps,
  type RowShared,
} from './shared.tsx';

type Planner = AgendaProfile['planner'];
let defaults: AgendaProfile | undefined;
const agendaDefaults = () => (defaults ??= defaultProfile('agenda'));

export function AgendaCard({ profile, editor, shared }: CardProps<AgendaProfile>) {
  const R = RANGES.agenda;
  const planner = profile.planner;
  const patchPlanner = (p: Partial<Planner>) => editor.update((prof) => withField(prof, 'planner', withFields(prof.planner, p)));
  const set = <K extends keyof AgendaProfile>(key: K) => (value: AgendaProfile[K]) => editor.update((p) => withField(p, key, value));
  const num = (key: 'plannerMaxRounds' | 'maxConcurrentWorkers' | 'maxTotalRuns' | 'workerMaxRounds' | 'toolCallRetryMax' | 'maxRecentMessages') =>
    (v: number | null) => v !== null && set(key)(v);
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('agenda.planner')}>
        <TextAreaField
          label={pt('agenda.plannerPrompt')}
          value={planner.systemPrompt}
          defaultValue={agendaDefaults().planner.systemPrompt}
          rows={8}
          path="planner.systemPrompt"
          onValue={(systemPrompt) => patchPlanner({ systemPrompt })}
        />
        <TextAreaField
          label={pt('agenda.plannerTemplate')}
          value={planner.userPromptTemplate}
          defaultValue={agendaDefaults().planner.userPromptTemplate}
          rows={5}
          mono
          path="planner.userPromptTemplate"
          onValue={(userPromptTemplate) => patchPlanner({ userPromptTemplate })}
        />
        <RoutingFields
          level="agent"
          api={planner.apiPreset}
          prompt={planner.promptPreset}
          connections={shared.connections}
          promptPresets={shared.promptPresets}
          pathPrefix="planner"
          onApi={(apiPreset) => patchPlanner({ apiPreset })}
          onPrompt={(promptPreset) => patchPlanner({ promptPreset })}
        />
        <SelectField
          label={pt('agenda.finalWorker')}
          value={profile.finalWorkerId}
          options={profile.workers.filter((w) => w.id.trim()).map((w) => ({ value: w.id, label: w.id }))}
          missingLabel={(name) => pt('agenda.finalMissing', { name })}
          path="finalWorkerId"
          onValue={set('finalWorkerId')}
        />
        <SkillChipsRow
          label={pt('agenda.plannerSkills')}
          level="agent"
          policy={planner.skills as SkillPolicy | undefined}
          inherited={profile.skills.visible}
          inventory={shared.inventory}
          effective={shared.skills.forAgent(planner.skills)}
          rowId="planner"
          onChange={(skills) => patchPlanner({ skills: skills as Planner['skills'] })}
        />
      </Section>
      <WorkerList profile={profile} editor={editor} shared={shared} />
      <Section title={pt('section.limits')}>
        <div class="troupe-fieldrow">
          <NumberField label={pt('agenda.plannerMaxRounds')} value={profile.plannerMaxRounds} range={R.plannerMaxRounds} path="plannerMaxRounds" onValue={num('plannerMaxRounds')} />
          <NumberField label={pt('agenda.maxConcurrent')} value={profile.maxConcurrentWorkers} range={R.maxConcurrentWorkers} path="maxConcurrentWorkers" onValue={num('maxConcurrentWorkers')} />
          <NumberField label={pt('agenda.maxTotal')} value={profile.maxTotalRuns} range={R.maxTotalRuns} path="maxTotalRuns" onValue={num('maxTotalRuns')} />
          <NumberField label={pt('agenda.workerMaxRounds')} value={profile.workerMaxRounds} range={R.workerMaxRounds} path="workerMaxRounds" onValue={num('workerMaxRounds')} />
          <NumberField label={pt('common.retries')} value={profile.toolCallRetryMax} range={R.toolCallRetryMax} path="toolCallRetryMax" onValue={num('toolCallRetryMax')} />
          <NumberField label={pt('common.recent')} value={profile.maxRecentMessages} range={R.maxRecentMessages} path="maxRecentMessages" onValue={num('maxRecentMessages')} />
        </div>
      </Section>
      <Section title={pt('section.behaviour')}>
        <Toggle label={pt('common.worldInfo')} checked={profile.includeWorldInfo} path="includeWorldInfo" onValue={set('includeWorldInfo')} />
        <Toggle label={pt('common.streaming')} checked={profile.useStreaming} path="useStreaming" onValue={set('useStreaming')} />
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
  const shown = useProgressive(list.length);
  const problems = useMemo(() => idProblems(list.map((w) => w.id)), [list]);
  const rowShared = useMemo<RowShared>(
    () => ({
      mode: 'agenda',
      connections: shared.connections,
      promptPresets: shared.promptPresets,
      inventory: shared.inventory,
      modeVisible: profile.skills.visible,
      profileTools: profile.tools,
    }),
    [shared.connections, shared.promptPresets, shared.inventory, profile.skills.visible, profile.tools],
  );
  const add = () => ops.add(agendaWorkerSchema.parse({ id: uniqueId('agent', list.map((w) => w.id)) }) as AgendaWorker);
  return (
    <Section title={pt('agenda.workers')}>
      <ol class="troupe-rows" ref={(el) => void (ops.containerRef.current = el)}>
        {list.map((worker, i) =>
          i >= shown ? (
            <PendingRow key={ops.keyOf(worker)} rowKey={ops.keyOf(worker)} />
          ) : (
            <WorkerRow
              key={ops.keyOf(worker)}
              rowKey={ops.keyOf(worker)}
              worker={worker}
              index={i}
              isLast={i === list.length - 1}
              idProblem={problems[i]!}
              effective={shared.skills.forAgent(worker.skills)}
              shared={rowShared}
              ops={ops}
              rename={rename}
            />
          ),
        )}
      </ol>
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
  return (
    <RowFrame rowKey={rowKey} title={title} index={index} isLast={isLast} ops={ops}
      error={idErrorText(idProblem, worker.id)}
      summary={worker.description}
      details={() => (
        <>
          <TextField
            label={pt('agenda.workerId')}
            value={worker.id}
            mono
            reserveError
            error={idErrorText(idProblem, worker.id)}
            path={`${path}.id`}
            onValue={(id) => rename(index, id)}
          />
          <TextAreaField label={pt('common.description')} value={worker.description} rows={2} path={`${path}.description`} onValue={(description) => patch({ description })} />
          <TextAreaField label={pt('common.systemPrompt')} value={worker.systemPrompt} rows={3} path={`${path}.systemPrompt`} onValue={(systemPrompt) => patch({ systemPrompt })} />
          <TextAreaField
            label={pt('common.userTemplate')}
            value={worker.userPromptTemplate}
            rows={3}
            mono
            path={`${path}.userPromptTemplate`}
            onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
          />
          <RoutingFields
            level="agent"
            api={worker.apiPreset}
            prompt={worker.promptPreset}
            connections={shared.connections}
            promptPresets={shared.promptPresets}
            pathPrefix={path}
            onApi={(apiPreset) => patch({ apiPreset })}
            onPrompt={(promptPreset) => patch({ promptPreset })}
          />
          <AgentTools
            mode="agenda"
            name={title}
            profileTools={shared.profileTools}
            value={worker.tools}
            path={path}
            onChange={(tools: ToolOverride | null) => patch({ tools: tools as AgendaWorker['tools'] })}
          />
        </>
      )}
    >
      <SkillChipsRow
        label={pt('agent.skillsOf', { name: title })}
        level="agent"
        policy={worker.skills as SkillPolicy | undefined}
        inherited={shared.modeVisible}
        inventory={shared.inventory}
        effective={effective}
        rowId={String(index)}
        onChange={ops.setSkills}
      />
    </RowFrame>
  );
});
