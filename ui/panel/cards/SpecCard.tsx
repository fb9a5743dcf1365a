// The spec card: the workflow (stages of worker / review nodes, serial or parallel), the agent
// presets the nodes run, limits, tools and capsule injection.
import { useMemo } from 'preact/hooks';
import { memo } from '../../common/memo.ts';
import type { SpecAgent, SpecNode, SpecProfile, SpecStage } from '../../../src/core/profiles/index.ts';
import { specAgentSchema, specNodeSchema } from '../../../src/core/profiles/schemas/spec.ts';
import type { ToolOverride } from '../../../src/core/profiles/tools.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import type { SelectOption } from '../actions.ts';
import { NumberField, RoutingFields, Section, SelectField, TextAreaField, TextField, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import type { EffectiveSkills } from '../skillsModel.ts';
import { AgentTools } from '../ToolsEditor.tsx';
import { useListOps, type ListOps } from '../useListOps.ts';
import {
  AddButton,
  CapsuleSection,
  idErrorText,
  LorebookSection,
  ModeSkills,
  RoutingSection,
  RowFrame,
  rowTitle,
  ToolsSection,
  type CardProps,
  type RowShared,
} from './shared.tsx';

type Problem = '' | 'empty' | 'duplicate';

export function SpecCard({ profile, editor, shared }: CardProps<SpecProfile>) {
  const R = RANGES.spec;
  const set = <K extends keyof SpecProfile>(key: K) => (value: SpecProfile[K]) => editor.update((p) => withField(p, key, value));
  const num = (key: 'nodeIterationMaxRounds' | 'reviewRerunMaxRounds' | 'toolCallRetryMax' | 'maxRecentMessages') => (v: number | null) =>
    v !== null && set(key)(v);
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Workflow profile={profile} editor={editor} shared={shared} />
      <AgentPresets profile={profile} editor={editor} shared={shared} />
      <Section title={pt('section.limits')}>
        <div class="troupe-fieldrow">
          <NumberField label={pt('spec.nodeIterations')} value={profile.nodeIterationMaxRounds} range={R.nodeIterationMaxRounds} path="nodeIterationMaxRounds" onValue={num('nodeIterationMaxRounds')} />
          <NumberField label={pt('spec.reviewReruns')} value={profile.reviewRerunMaxRounds} range={R.reviewRerunMaxRounds} path="reviewRerunMaxRounds" onValue={num('reviewRerunMaxRounds')} />
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

// ---- Workflow: stages and their nodes ----

interface StageShared extends RowShared {
  agentOptions: readonly SelectOption[];
  skills: EffectiveSkills;
}

function Workflow({ profile, editor, shared }: CardProps<SpecProfile>) {
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
  const rowShared = useMemo<StageShared>(
    () => ({
      mode: 'spec',
      connections: shared.connections,
      promptPresets: shared.promptPresets,
      inventory: shared.inventory,
      modeVisible: profile.skills.visible,
      profileTools: profile.tools,
      agentOptions,
      skills: shared.skills,
    }),
    [shared.connections, shared.promptPresets, shared.inventory, shared.skills, profile.skills.visible, profile.tools, agentOptions],
  );
  const allNodeIds = () => editor.get().stages.flatMap((s) => s.nodes.map((n) => n.id));
  const newNode = (): SpecNode => {
    const agent = editor.get().agents[0]?.id ?? '';
    return specNodeSchema.parse({ id: uniqueId(agent || 'node', allNodeIds()), agent }) as SpecNode;
  };
  const addStage = () =>
    ops.add({ id: uniqueId(`stage_${stages.length + 1}`, stages.map((s) => s.id)), mode: 'serial', nodes: [newNode()] } as SpecStage);
  return (
    <Section title={pt('spec.workflow')}>
      <ol class="troupe-rows" ref={(el) => void (ops.containerRef.current = el)}>
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
      </ol>
      <AddButton ops={ops} label={pt('spec.addStage')} onClick={addStage} />
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
  const title = `${pt('spec.stage', { n: index + 1 })} · ${rowTitle(stage.id)}`;
  const nodeProblems = problems.split(',') as Problem[];
  const path = `stages[${index}]`;
  return (
    <RowFrame rowKey={rowKey} title={title} index={index} isLast={isLast} ops={ops} class="troupe-row--stage">
      <div class="troupe-fieldrow">
        <TextField label={pt('spec.stageId')} value={stage.id} mono path={`${path}.id`} onValue={(id) => patch({ id })} />
        <SelectField
          label={pt('spec.stageMode')}
          value={stage.mode}
          options={[
            { value: 'serial', label: pt('spec.serial') },
            { value: 'parallel', label: pt('spec.parallel') },
          ]}
          hint={stage.nodes.some((n) => n.type === 'review') ? pt('spec.serialForced') : undefined}
          path={`${path}.mode`}
          onValue={(mode) => patch({ mode: mode as SpecStage['mode'] })}
        />
      </div>
      <h6 class="troupe-rows__caption">{pt('spec.nodes')}</h6>
      <ol class="troupe-rows troupe-rows--nested" ref={(el) => void (nodeOps.containerRef.current = el)}>
        {stage.nodes.map((node, ni) => (
          <NodeRow
            key={nodeOps.keyOf(node)}
            rowKey={nodeOps.keyOf(node)}
            node={node}
            index={ni}
            stageIndex={index}
            isLast={ni === stage.nodes.length - 1}
            idProblem={nodeProblems[ni] ?? ''}
            effective={shared.skills.forAgent(node.skills)}
            shared={shared}
            ops={nodeOps}
          />
        ))}
      </ol>
      <AddButton ops={nodeOps} label={pt('spec.addNode', { n: index + 1 })} onClick={() => nodeOps.add(newNode())} />
    </RowFrame>
  );
});

interface NodeRowProps {
  rowKey: string;
  node: SpecNode;
  index: number;
  stageIndex: number;
  isLast: boolean;
  idProblem: Problem;
  effective: readonly string[];
  shared: StageShared;
  ops: ListOps<SpecNode>;
}

const NodeRow = memo(function NodeRow({ rowKey, node, index, stageIndex, isLast, idProblem, effective, shared, ops }: NodeRowProps) {
  const patch = (p: Partial<SpecNode>) => ops.update(index, (n) => withFields(n, p));
  const title = rowTitle(node.id);
  const path = `stages[${stageIndex}].nodes[${index}]`;
  const ownTemplate = node.userPromptTemplate !== undefined;
  return (
    <RowFrame rowKey={rowKey} title={title} index={index} isLast={isLast} ops={ops} class="troupe-row--node"
      error={idErrorText(idProblem, node.id)}
      summary={node.agent}
      details={() => (
        <>
          <div class="troupe-fieldrow">
            <TextField
              label={pt('spec.nodeId')}
              value={node.id}
              mono
              reserveError
              error={idErrorText(idProblem, node.id)}
              path={`${path}.id`}
              onValue={(id) => patch({ id })}
            />
            <SelectField
              label={pt('spec.nodeAgent')}
              value={node.agent}
              options={shared.agentOptions}
              missingLabel={(name) => pt('spec.missingAgent', { name })}
              path={`${path}.agent`}
              onValue={(agent) => patch({ agent })}
            />
            <SelectField
              label={pt('spec.nodeType')}
              value={node.type}
              options={[
                { value: 'worker', label: pt('spec.worker') },
                { value: 'review', label: pt('spec.review') },
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
          <AgentTools
            mode="spec"
            name={title}
            profileTools={shared.profileTools}
            value={node.tools}
            path={path}
            onChange={(tools: ToolOverride | null) => patch({ tools: tools as SpecNode['tools'] })}
          />
        </>
      )}
    >
      <SkillChipsRow
        label={pt('spec.nodeSkills', { name: title })}
        level="agent"
        policy={node.skills as SkillPolicy | undefined}
        inherited={shared.modeVisible}
        inventory={shared.inventory}
        effective={effective}
        rowId={String(index)}
        onChange={ops.setSkills}
      />
    </RowFrame>
  );
});

function OwnTemplate(props: { enabled: boolean; value: string; path: string; onEnabled(on: boolean): void; onValue(v: string): void }) {
  return (
    <div class="troupe-owntemplate">
      <Toggle label={pt('spec.ownTemplate')} checked={props.enabled} onValue={props.onEnabled} />
      {props.enabled && <TextAreaField label={pt('common.userTemplate')} value={props.value} rows={3} mono path={props.path} onValue={props.onValue} />}
    </div>
  );
}

// ---- Agent presets (identity templates) ----

function AgentPresets({ profile, editor, shared }: CardProps<SpecProfile>) {
  const ops = useListOps<SpecAgent>(
    () => editor.get().agents,
    (agents) => editor.update((p) => ({ ...p, agents })),
  );
  // Renaming an agent keeps the nodes that run it pointing at it.
  const rename = useMemo(
    () => (index: number, id: string) =>
      editor.update((p) => {
        const old = p.agents[index];
        if (!old || old.id === id) return p;
        const agents = p.agents.slice();
        agents[index] = { ...old, id };
        ops.carryKey(old, agents[index]!);
        const stages = p.stages.map((s) =>
          s.nodes.some((n) => n.agent === old.id) ? { ...s, nodes: s.nodes.map((n) => (n.agent === old.id ? { ...n, agent: id } : n)) } : s,
        );
        return { ...p, agents, stages };
      }),
    [editor, ops],
  );
  const list = profile.agents;
  const problems = useMemo(() => idProblems(list.map((a) => a.id)), [list]);
  const add = () => ops.add(specAgentSchema.parse({ id: uniqueId('agent', list.map((a) => a.id)) }) as SpecAgent);
  return (
    <Section title={pt('spec.agents')}>
      <p class="troupe-note">{pt('spec.agentsNote')}</p>
      <ol class="troupe-rows" ref={(el) => void (ops.containerRef.current = el)}>
        {list.map((agent, i) => (
          <AgentPresetRow
            key={ops.keyOf(agent)}
            rowKey={ops.keyOf(agent)}
            agent={agent}
            index={i}
            isLast={i === list.length - 1}
            idProblem={problems[i]!}
            connections={shared.connections}
            promptPresets={shared.promptPresets}
            ops={ops}
            rename={rename}
          />
        ))}
      </ol>
      <AddButton ops={ops} label={pt('spec.addAgent')} onClick={add} />
    </Section>
  );
}

interface AgentPresetRowProps {
  rowKey: string;
  agent: SpecAgent;
  index: number;
  isLast: boolean;
  idProblem: Problem;
  connections: readonly SelectOption[];
  promptPresets: readonly SelectOption[];
  ops: ListOps<SpecAgent>;
  rename(index: number, id: string): void;
}

const AgentPresetRow = memo(function AgentPresetRow(props: AgentPresetRowProps) {
  const { agent, index, ops } = props;
  const patch = (p: Partial<SpecAgent>) => ops.update(index, (a) => withFields(a, p));
  const title = rowTitle(agent.id);
  const path = `agents[${index}]`;
  return (
    <RowFrame rowKey={props.rowKey} title={title} index={index} isLast={props.isLast} ops={ops}
      error={idErrorText(props.idProblem, agent.id)}
      summary={agent.description}
      details={() => (
        <>
          <TextField
            label={pt('spec.agentId')}
            value={agent.id}
            mono
            reserveError
            error={idErrorText(props.idProblem, agent.id)}
            path={`${path}.id`}
            onValue={(id) => props.rename(index, id)}
          />
          <TextAreaField label={pt('common.description')} value={agent.description} rows={2} path={`${path}.description`} onValue={(description) => patch({ description })} />
          <TextAreaField label={pt('common.systemPrompt')} value={agent.systemPrompt} rows={3} path={`${path}.systemPrompt`} onValue={(systemPrompt) => patch({ systemPrompt })} />
          <TextAreaField
            label={pt('common.userTemplate')}
            value={agent.userPromptTemplate}
            rows={3}
            mono
            path={`${path}.userPromptTemplate`}
            onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
          />
          <RoutingFields
            level="agent"
            api={agent.apiPreset}
            prompt={agent.promptPreset}
            connections={props.connections}
            promptPresets={props.promptPresets}
            pathPrefix={path}
            onApi={(apiPreset) => patch({ apiPreset })}
            onPrompt={(promptPreset) => patch({ promptPreset })}
          />
        </>
      )}
    />
  );
});
