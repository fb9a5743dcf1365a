// The agenda card: the team (the planner first, then the agents it dispatches, the final one marked),
// one agent's editor open at a time. Advanced below it comes from the mode's descriptor (ui/panel/modes).
import { useMemo } from 'preact/hooks';
import { memo } from '../../../common/memo.ts';
import type { AgendaProfile, AgendaWorker } from '../../../../src/core/profiles/schemas/agenda.ts';
import { shippedDefaultOf } from '../../../../src/core/profiles/shipped.ts';
import { agendaWorkerSchema } from '../../../../src/core/profiles/schemas/agenda.ts';
import type { SkillPolicy } from '../../../../src/core/skills/types.ts';
import { Section, SelectField, TextAreaField } from '../../fields.tsx';
import { pt } from '../../i18n.ts';
import { agendaT } from './i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../../listEdit.ts';
import { AGENT_BUDGETS } from '../../limits.ts';
import { useListOps, useRename, type ListOps } from '../../useListOps.ts';
import { AgentRouting, AgentSkills, BudgetFields, IdField, PromptFields, RowAgentTools, RowSkills } from '../../cards/agentFields.tsx';
import { AddButton, connectionLabel, listRow, ProgressiveRowList, RowFrame, useExpanded } from '../../cards/rows.tsx';
import { useRowShared, type CardProps, type RowShared } from '../../cards/shared.tsx';

type Planner = AgendaProfile['planner'];

const PLANNER_KEY = 'planner';

export function AgendaCard({ profile, editor, shared }: CardProps<AgendaProfile>) {
  const expanded = useExpanded();
  return <WorkerList profile={profile} editor={editor} shared={shared} expandedKey={expanded.key} onToggle={expanded.toggle} onOpen={expanded.open} />;
}

interface PlannerRowProps {
  profile: AgendaProfile;
  editor: CardProps<AgendaProfile>['editor'];
  shared: CardProps<AgendaProfile>['shared'];
  open: boolean;
  onToggle(key: string): void;
}

/** The planner: the team's fixed first row. */
function PlannerRow({ profile, editor, shared, open, onToggle }: PlannerRowProps) {
  const planner = profile.planner;
  const patchPlanner = (p: Partial<Planner>) => editor.update((prof) => withField(prof, 'planner', withFields(prof.planner, p)));
  return (
    <RowFrame
      rowKey={PLANNER_KEY}
      path="planner"
      title={agendaT('agenda.planner')}
      open={open}
      onToggle={onToggle}
      summary={agendaT('agenda.plannerRole')}
      connection={connectionLabel(planner.apiPreset, shared.connections)}
      skills={{ policy: planner.skills as SkillPolicy | undefined, installed: shared.skills.installed }}
      class="troupe-row--lead"
      details={() => (
        <>
          <TextAreaField
            label={agendaT('agenda.plannerPrompt')}
            value={planner.systemPrompt}
            defaultValue={shippedDefaultOf('agenda', profile).planner.systemPrompt}
            rows={8}
            path="planner.systemPrompt"
            onValue={(systemPrompt) => patchPlanner({ systemPrompt })}
          />
          <TextAreaField
            label={agendaT('agenda.plannerTemplate')}
            value={planner.userPromptTemplate}
            defaultValue={shippedDefaultOf('agenda', profile).planner.userPromptTemplate}
            rows={5}
            mono
            path="planner.userPromptTemplate"
            onValue={(userPromptTemplate) => patchPlanner({ userPromptTemplate })}
          />
          <AgentRouting agent={planner} options={shared} path="planner" patch={patchPlanner} />
          <BudgetFields agent={planner} ranges={AGENT_BUDGETS.agendaPlanner} path="planner" patch={patchPlanner} />
          <SelectField
            label={agendaT('agenda.finalWorker')}
            value={profile.finalWorkerId}
            options={profile.workers.filter((w) => w.id.trim()).map((w) => ({ value: w.id, label: w.id }))}
            missingLabel={(name) => agendaT('agenda.finalMissing', { name })}
            path="finalWorkerId"
            onValue={(finalWorkerId) => editor.update((p) => withField(p, 'finalWorkerId', finalWorkerId))}
          />
          <AgentSkills
            label={agendaT('agenda.plannerSkills')}
            rowId="planner"
            policy={planner.skills as SkillPolicy | undefined}
            inherited={profile.skills.visible}
            shared={shared}
            onChange={(skills) => patchPlanner({ skills: skills as Planner['skills'] })}
          />
        </>
      )}
    />
  );
}

interface WorkerListProps extends CardProps<AgendaProfile> {
  expandedKey: string | null;
  onToggle(key: string): void;
  onOpen(key: string): void;
}

function WorkerList({ profile, editor, shared, expandedKey, onToggle, onOpen }: WorkerListProps) {
  const ops = useListOps<AgendaWorker>(
    () => editor.get().workers,
    (workers) => editor.update((p) => ({ ...p, workers })),
  );
  // Renaming the final agent keeps it the final agent.
  const rename = useRename(editor, ops, 'workers', (p, oldId, id) => ({ finalWorkerId: p.finalWorkerId === oldId ? id : p.finalWorkerId }));
  const list = profile.workers;
  const problems = useMemo(() => idProblems(list.map((w) => w.id)), [list]);
  const rowShared = useRowShared('agenda', profile, shared, onToggle);
  const add = () => {
    const item = agendaWorkerSchema.parse({
      id: uniqueId(
        'agent',
        list.map((w) => w.id),
      ),
    }) as AgendaWorker;
    ops.add(item);
    onOpen(ops.keyOf(item));
  };
  const title = pt('team.title', { count: list.length + 1 });
  return (
    <Section title={title}>
      <ProgressiveRowList
        list={list}
        ops={ops}
        label={title}
        before={<PlannerRow profile={profile} editor={editor} shared={shared} open={expandedKey === PLANNER_KEY} onToggle={onToggle} />}
        row={(worker, i, rowKey) => (
          <WorkerRow
            key={rowKey}
            rowKey={rowKey}
            worker={worker}
            index={i}
            isLast={i === list.length - 1}
            open={expandedKey === rowKey}
            final={worker.id === profile.finalWorkerId}
            idProblem={problems[i]!}
            effective={shared.skills.forAgent(worker.skills)}
            shared={rowShared}
            ops={ops}
            rename={rename}
          />
        )}
      />
      <AddButton ops={ops} label={agendaT('agenda.addWorker')} count={list.length} what={pt('team.whatAgents')} onClick={add} />
    </Section>
  );
}

interface WorkerRowProps {
  rowKey: string;
  worker: AgendaWorker;
  index: number;
  isLast: boolean;
  open: boolean;
  /** This agent writes the capsule. */
  final: boolean;
  idProblem: '' | 'empty' | 'duplicate';
  effective: readonly string[];
  shared: RowShared;
  ops: ListOps<AgendaWorker>;
  rename(index: number, id: string): void;
}

const WorkerRow = memo(function WorkerRow({ rowKey, worker, index, isLast, open, final, idProblem, effective, shared, ops, rename }: WorkerRowProps) {
  const { patch, title, path, idError, frame } = listRow(ops, { rowKey, path: `workers[${index}]`, index, isLast, id: worker.id, idProblem });
  return (
    <RowFrame
      {...frame}
      open={open}
      onToggle={shared.onToggle}
      badge={final ? agendaT('agenda.finalBadge') : undefined}
      summary={worker.description}
      connection={connectionLabel(worker.apiPreset, shared.connections)}
      skills={{ policy: worker.skills as SkillPolicy | undefined, installed: shared.installed }}
      details={() => (
        <>
          <IdField label={agendaT('agenda.workerId')} value={worker.id} error={idError} path={path} onValue={(id) => rename(index, id)} />
          <PromptFields agent={worker} path={path} patch={patch} />
          <AgentRouting agent={worker} options={shared} path={path} patch={patch} />
          <BudgetFields agent={worker} ranges={AGENT_BUDGETS.agendaWorker} path={path} patch={patch} />
          <RowAgentTools name={title} value={worker.tools} shared={shared} path={path} onChange={(tools) => patch({ tools: tools as AgendaWorker['tools'] })} />
          <RowSkills
            label={pt('agent.skillsOf', { name: title })}
            policy={worker.skills as SkillPolicy | undefined}
            effective={effective}
            index={index}
            shared={shared}
            onChange={ops.setSkills}
          />
        </>
      )}
    />
  );
});
