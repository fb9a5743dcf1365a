// The spec card: the workflow (stages of worker / review nodes, serial or parallel) and the agent
// presets the nodes run, one node's or agent's editor open at a time. Advanced below it comes from the
// mode's descriptor (ui/panel/modes).
import { useMemo } from 'preact/hooks';
import { memo } from '../../../common/memo.ts';
import type { SpecAgent, SpecNode, SpecProfile, SpecStage } from '../../../../src/core/profiles/schemas/spec.ts';
import { specAgentSchema, specNodeSchema } from '../../../../src/core/profiles/schemas/spec.ts';
import type { SkillPolicy } from '../../../../src/core/skills/types.ts';
import type { SelectOption } from '../../../../src/app/panel-contract.ts';
import { Section, SelectField, TextAreaField, TextField, Toggle } from '../../fields.tsx';
import { pt } from '../../i18n.ts';
import { specT } from './i18n.ts';
import { idProblems, uniqueId, withFields } from '../../listEdit.ts';
import { AGENT_BUDGETS } from '../../limits.ts';
import type { EffectiveSkills } from '../../skillsModel.ts';
import { useListOps, useRename, type ListOps } from '../../useListOps.ts';
import { AgentRouting, BudgetFields, IdField, PromptFields, RowAgentTools, RowSkills } from '../../cards/agentFields.tsx';
import { AddButton, connectionLabel, listRow, RowFrame, RowList, rowTitle, useExpanded } from '../../cards/rows.tsx';
import { useRowShared, type CardProps, type RowShared } from '../../cards/shared.tsx';

type Problem = '' | 'empty' | 'duplicate';

export function SpecCard({ profile, editor, shared }: CardProps<SpecProfile>) {
  const expanded = useExpanded();
  return (
    <>
      <Workflow profile={profile} editor={editor} shared={shared} expandedKey={expanded.key} onToggle={expanded.toggle} onOpen={expanded.open} />
      <AgentPresets profile={profile} editor={editor} shared={shared} expandedKey={expanded.key} onToggle={expanded.toggle} onOpen={expanded.open} />
    </>
  );
}

interface ListProps extends CardProps<SpecProfile> {
  expandedKey: string | null;
  onToggle(key: string): void;
  onOpen(key: string): void;
}

// ---- Workflow: stages and their nodes ----

interface StageShared extends RowShared {
  agentOptions: readonly SelectOption[];
  skills: EffectiveSkills;
  expandedKey: string | null;
  onOpen(key: string): void;
  /** Nodes in the whole workflow (MAX_TEAM counts them all). */
  nodeCount: number;
}

function Workflow({ profile, editor, shared, expandedKey, onToggle, onOpen }: ListProps) {
  const ops = useListOps<SpecStage>(
    () => editor.get().stages,
    (stages) => editor.update((p) => ({ ...p, stages })),
  );
  const stages = profile.stages;
  // Node ids are unique across the whole workflow; one string per stage keeps rows memoizable.
  const problemsByStage = useMemo(() => {
    const flat = idProblems(stages.flatMap((s) => s.nodes.map((n) => n.id)));
    let at = 0;
    return stages.map((s) => s.nodes.map(() => flat[at++]!).join(','));
  }, [stages]);
  const agentOptions = useMemo(() => profile.agents.filter((a) => a.id.trim()).map((a) => ({ value: a.id, label: a.id })), [profile.agents]);
  const rowsBase = useRowShared('spec', profile, shared, onToggle);
  const nodeCount = stages.reduce((n, s) => n + s.nodes.length, 0);
  const rowShared = useMemo<StageShared>(
    () => ({ ...rowsBase, agentOptions, skills: shared.skills, expandedKey, onOpen, nodeCount }),
    [rowsBase, agentOptions, shared.skills, expandedKey, onOpen, nodeCount],
  );
  const allNodeIds = () => editor.get().stages.flatMap((s) => s.nodes.map((n) => n.id));
  const newNode = (): SpecNode => {
    const agent = editor.get().agents[0]?.id ?? '';
    return specNodeSchema.parse({ id: uniqueId(agent || 'node', allNodeIds()), agent }) as SpecNode;
  };
  const addStage = () =>
    ops.add({
      id: uniqueId(
        `stage_${stages.length + 1}`,
        stages.map((s) => s.id),
      ),
      mode: 'serial',
      nodes: [newNode()],
    } as SpecStage);
  return (
    <Section title={specT('spec.workflow')}>
      <RowList ops={ops} label={specT('spec.workflow')}>
        {stages.map((stage, i) => (
          <StageRow
            key={ops.keyOf(stage)}
            rowKey={ops.keyOf(stage)}
            stage={stage}
            index={i}
            isLast={i === stages.length - 1}
            problems={problemsByStage[i]!}
            shared={rowShared}
            ops={ops}
            newNode={newNode}
          />
        ))}
      </RowList>
      <AddButton ops={ops} label={specT('spec.addStage')} count={nodeCount} what={pt('team.whatNodes')} onClick={addStage} />
    </Section>
  );
}

interface StageRowProps {
  rowKey: string;
  stage: SpecStage;
  index: number;
  isLast: boolean;
  /** Comma-joined id problem per node. */
  problems: string;
  shared: StageShared;
  ops: ListOps<SpecStage>;
  newNode(): SpecNode;
}

const StageRow = memo(function StageRow({ rowKey, stage, index, isLast, problems, shared, ops, newNode }: StageRowProps) {
  const nodeOps = useListOps<SpecNode>(
    () => ops.get()[index]?.nodes ?? [],
    (nodes) => ops.update(index, (s) => ({ ...s, nodes })),
  );
  const patch = (p: Partial<SpecStage>) => ops.update(index, (s) => withFields(s, p));
  const title = `${specT('spec.stage', { n: index + 1 })} · ${rowTitle(stage.id)}`;
  const nodeProblems = problems.split(',') as Problem[];
  const path = `stages[${index}]`;
  return (
    <RowFrame
      rowKey={rowKey}
      title={title}
      open={false}
      onToggle={shared.onToggle}
      list={{ index, isLast, ops: ops as ListOps<object> }}
      class="troupe-row--stage"
    >
      <div class="troupe-fieldrow">
        <TextField label={specT('spec.stageId')} value={stage.id} mono path={`${path}.id`} onValue={(id) => patch({ id })} />
        <SelectField
          label={specT('spec.stageMode')}
          value={stage.mode}
          options={[
            { value: 'serial', label: specT('spec.serial') },
            { value: 'parallel', label: specT('spec.parallel') },
          ]}
          hint={stage.nodes.some((n) => n.type === 'review') ? specT('spec.serialForced') : undefined}
          path={`${path}.mode`}
          onValue={(mode) => patch({ mode: mode as SpecStage['mode'] })}
        />
      </div>
      <h6 class="troupe-rows__caption">{specT('spec.nodes')}</h6>
      <RowList ops={nodeOps} nested>
        {stage.nodes.map((node, ni) => (
          <NodeRow
            key={nodeOps.keyOf(node)}
            rowKey={nodeOps.keyOf(node)}
            node={node}
            index={ni}
            stageIndex={index}
            isLast={ni === stage.nodes.length - 1}
            open={shared.expandedKey === nodeOps.keyOf(node)}
            idProblem={nodeProblems[ni] ?? ''}
            effective={shared.skills.forAgent(node.skills)}
            shared={shared}
            ops={nodeOps}
          />
        ))}
      </RowList>
      <AddButton
        ops={nodeOps}
        label={specT('spec.addNode', { n: index + 1 })}
        count={shared.nodeCount}
        what={pt('team.whatNodes')}
        onClick={() => {
          const node = newNode();
          nodeOps.add(node);
          shared.onOpen(nodeOps.keyOf(node));
        }}
      />
    </RowFrame>
  );
});

interface NodeRowProps {
  rowKey: string;
  node: SpecNode;
  index: number;
  stageIndex: number;
  isLast: boolean;
  open: boolean;
  idProblem: Problem;
  effective: readonly string[];
  shared: StageShared;
  ops: ListOps<SpecNode>;
}

const NodeRow = memo(function NodeRow({ rowKey, node, index, stageIndex, isLast, open, idProblem, effective, shared, ops }: NodeRowProps) {
  const ownTemplate = node.userPromptTemplate !== undefined;
  const { patch, title, path, idError, frame } = listRow(ops, { rowKey, path: `stages[${stageIndex}].nodes[${index}]`, index, isLast, id: node.id, idProblem });
  return (
    <RowFrame
      {...frame}
      open={open}
      onToggle={shared.onToggle}
      class="troupe-row--node"
      badge={node.type === 'review' ? specT('spec.review') : undefined}
      summary={node.agent ? specT('spec.runs', { agent: node.agent }) : undefined}
      skills={{ policy: node.skills as SkillPolicy | undefined, installed: shared.installed }}
      details={() => (
        <>
          <div class="troupe-fieldrow">
            <IdField label={specT('spec.nodeId')} value={node.id} error={idError} path={path} onValue={(id) => patch({ id })} />
            <SelectField
              label={specT('spec.nodeAgent')}
              value={node.agent}
              options={shared.agentOptions}
              missingLabel={(name) => specT('spec.missingAgent', { name })}
              path={`${path}.agent`}
              onValue={(agent) => patch({ agent })}
            />
            <SelectField
              label={specT('spec.nodeType')}
              value={node.type}
              options={[
                { value: 'worker', label: specT('spec.worker') },
                { value: 'review', label: specT('spec.review') },
              ]}
              path={`${path}.type`}
              onValue={(type) => patch({ type: type as SpecNode['type'] })}
            />
          </div>
          <OwnTemplate
            enabled={ownTemplate}
            value={node.userPromptTemplate ?? ''}
            path={`${path}.userPromptTemplate`}
            onEnabled={(on) =>
              ops.update(index, (n) => {
                if (on) return { ...n, userPromptTemplate: n.userPromptTemplate ?? '' };
                const { userPromptTemplate: _drop, ...rest } = n;
                return rest as SpecNode;
              })
            }
            onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
          />
          <RowAgentTools name={title} value={node.tools} shared={shared} path={path} onChange={(tools) => patch({ tools: tools as SpecNode['tools'] })} />
          <RowSkills
            label={specT('spec.nodeSkills', { name: title })}
            policy={node.skills as SkillPolicy | undefined}
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

function OwnTemplate(props: { enabled: boolean; value: string; path: string; onEnabled(on: boolean): void; onValue(v: string): void }) {
  return (
    <div class="troupe-owntemplate">
      <Toggle label={specT('spec.ownTemplate')} checked={props.enabled} onValue={props.onEnabled} />
      {props.enabled && <TextAreaField label={pt('common.userTemplate')} value={props.value} rows={3} mono path={props.path} onValue={props.onValue} />}
    </div>
  );
}

// ---- Agent presets (identity templates) ----

function AgentPresets({ profile, editor, shared, expandedKey, onToggle, onOpen }: ListProps) {
  const ops = useListOps<SpecAgent>(
    () => editor.get().agents,
    (agents) => editor.update((p) => ({ ...p, agents })),
  );
  // Renaming an agent keeps the nodes that run it pointing at it.
  const rename = useRename(editor, ops, 'agents', (p, oldId, id) => ({
    stages: p.stages.map((s) =>
      s.nodes.some((n) => n.agent === oldId) ? { ...s, nodes: s.nodes.map((n) => (n.agent === oldId ? { ...n, agent: id } : n)) } : s,
    ),
  }));
  const list = profile.agents;
  const problems = useMemo(() => idProblems(list.map((a) => a.id)), [list]);
  const add = () => {
    const item = specAgentSchema.parse({
      id: uniqueId(
        'agent',
        list.map((a) => a.id),
      ),
    }) as SpecAgent;
    ops.add(item);
    onOpen(ops.keyOf(item));
  };
  return (
    <Section title={specT('spec.agents')}>
      <p class="troupe-note">{specT('spec.agentsNote')}</p>
      <RowList ops={ops} label={specT('spec.agents')}>
        {list.map((agent, i) => (
          <AgentPresetRow
            key={ops.keyOf(agent)}
            rowKey={ops.keyOf(agent)}
            agent={agent}
            index={i}
            isLast={i === list.length - 1}
            open={expandedKey === ops.keyOf(agent)}
            onToggle={onToggle}
            idProblem={problems[i]!}
            connections={shared.connections}
            promptPresets={shared.promptPresets}
            ops={ops}
            rename={rename}
          />
        ))}
      </RowList>
      <AddButton ops={ops} label={specT('spec.addAgent')} count={list.length} what={pt('team.whatAgents')} onClick={add} />
    </Section>
  );
}

interface AgentPresetRowProps {
  rowKey: string;
  agent: SpecAgent;
  index: number;
  isLast: boolean;
  open: boolean;
  onToggle(key: string): void;
  idProblem: Problem;
  connections: readonly SelectOption[];
  promptPresets: readonly SelectOption[];
  ops: ListOps<SpecAgent>;
  rename(index: number, id: string): void;
}

const AgentPresetRow = memo(function AgentPresetRow(props: AgentPresetRowProps) {
  const { agent, index, ops } = props;
  const { patch, path, idError, frame } = listRow(ops, {
    rowKey: props.rowKey,
    path: `agents[${index}]`,
    index,
    isLast: props.isLast,
    id: agent.id,
    idProblem: props.idProblem,
  });
  return (
    <RowFrame
      {...frame}
      open={props.open}
      onToggle={props.onToggle}
      summary={agent.description}
      connection={connectionLabel(agent.apiPreset, props.connections)}
      details={() => (
        <>
          <IdField label={specT('spec.agentId')} value={agent.id} error={idError} path={path} onValue={(id) => props.rename(index, id)} />
          <PromptFields agent={agent} path={path} patch={patch} />
          <AgentRouting agent={agent} options={props} path={path} patch={patch} />
          <BudgetFields agent={agent} ranges={AGENT_BUDGETS.specAgent} path={path} patch={patch} />
        </>
      )}
    />
  );
});
