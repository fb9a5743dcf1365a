// The director card: main agent, sub-agents, limits, abort and streaming behaviour, tools.
import { useMemo } from 'preact/hooks';
import { memo } from '../../common/memo.ts';
import {
  directorSubAgentSchema,
  shippedDefaultOf,
  type DirectorMainAgent,
  type DirectorProfile,
  type DirectorSubAgent,
} from '../../../src/core/profiles/index.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { NumberField, Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { AgentTools } from '../ToolsEditor.tsx';
import { useListOps, type ListOps } from '../useListOps.ts';
import { AgentRouting, AgentSkills, IdField, RowAgentTools, RowSkills } from './agentFields.tsx';
import { BudgetTokens, LimitsSection, ProfileNumber, ProfileToggle } from './settings.tsx';
import {
  AddButton,
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


export function DirectorCard({ profile, editor, shared }: CardProps<DirectorProfile>) {
  const R = RANGES.director;
  const onMain = useMemo(() => (fn: (m: DirectorMainAgent) => DirectorMainAgent) => editor.update((p) => withField(p, 'mainAgent', fn(p.mainAgent))), [editor]);
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('director.main')}>
        <MainAgent
          agent={profile.mainAgent}
          profileTools={profile.tools}
          modeVisible={profile.skills.visible}
          defaultPrompt={shippedDefaultOf('director', profile).mainAgent.systemPrompt}
          shared={shared}
          onMain={onMain}
        />
      </Section>
      <SubAgentList profile={profile} editor={editor} shared={shared} />
      <LimitsSection>
        <ProfileNumber profile={profile} editor={editor} field="maxRounds" label={pt('director.maxRounds')} range={R.maxRounds} />
        <ProfileNumber profile={profile} editor={editor} field="subAgentMaxRounds" label={pt('director.subAgentMaxRounds')} range={R.subAgentMaxRounds} />
        <ProfileNumber profile={profile} editor={editor} field="maxConcurrentSubagents" label={pt('director.maxConcurrent')} range={R.maxConcurrentSubagents} />
        <ProfileNumber profile={profile} editor={editor} field="maxTotalSubagentRuns" label={pt('director.maxTotal')} range={R.maxTotalSubagentRuns} />
        <ProfileNumber profile={profile} editor={editor} field="toolCallRetryMax" label={pt('common.retries')} range={R.toolCallRetryMax} />
        <BudgetTokens profile={profile} editor={editor} />
      </LimitsSection>
      <Section title={pt('section.behaviour')}>
        <ProfileToggle profile={profile} editor={editor} field="discardOnAbort" label={pt('director.discardOnAbort')} hint={pt('director.discardHint')} />
        <ProfileToggle profile={profile} editor={editor} field="useStreaming" label={pt('director.streaming')} hint={pt('director.streamingHint')} />
      </Section>
      <ToolsSection profile={profile} editor={editor} shared={shared} />
      <LorebookSection profile={profile} editor={editor} />
    </>
  );
}

interface MainAgentProps {
  agent: DirectorMainAgent;
  profileTools: DirectorProfile['tools'];
  modeVisible: readonly string[];
  /** The shipped main prompt in the profile's language ("Reset to default"). */
  defaultPrompt: string;
  shared: CardProps<DirectorProfile>['shared'];
  onMain(fn: (m: DirectorMainAgent) => DirectorMainAgent): void;
}

const MainAgent = memo(function MainAgent({ agent, profileTools, modeVisible, defaultPrompt, shared, onMain }: MainAgentProps) {
  const patch = (p: Partial<DirectorMainAgent>) => onMain((m) => withFields(m, p));
  return (
    <div class="troupe-agent">
      <TextAreaField
        label={pt('director.mainPrompt')}
        value={agent.systemPrompt}
        defaultValue={defaultPrompt}
        rows={8}
        path="mainAgent.systemPrompt"
        onValue={(systemPrompt) => patch({ systemPrompt })}
      />
      <AgentRouting agent={agent} options={shared} path="mainAgent" patch={patch} />
      <div class="troupe-field troupe-field--wide">
        <span class="troupe-field__label">{pt('director.mainTools')}</span>
        <AgentTools
          mode="director"
          name={pt('director.main')}
          profileTools={profileTools}
          value={agent.tools}
          path="mainAgent"
          onChange={(tools) => patch({ tools: tools as DirectorMainAgent['tools'] })}
        />
      </div>
      <AgentSkills
        label={pt('director.mainSkills')}
        rowId="main"
        policy={agent.skills}
        inherited={modeVisible}
        shared={shared}
        onChange={(skills) => patch({ skills: skills as DirectorMainAgent['skills'] })}
      />
    </div>
  );
});

const selectSubAgents = (p: DirectorProfile) => p.subAgents;

function SubAgentList({ profile, editor, shared }: CardProps<DirectorProfile>) {
  const ops = useListOps<DirectorSubAgent>(
    () => selectSubAgents(editor.get()),
    (subAgents) => editor.update((p) => ({ ...p, subAgents })),
  );
  const list = profile.subAgents;
  const problems = useMemo(() => idProblems(list.map((s) => s.id)), [list]);
  const rowsBase = useRowShared('director', profile, shared);
  const rowShared = useMemo(() => ({ ...rowsBase, defaultRounds: profile.subAgentMaxRounds }), [rowsBase, profile.subAgentMaxRounds]);
  const add = () => ops.add(directorSubAgentSchema.parse({ id: uniqueId('sub_agent', list.map((s) => s.id)) }) as DirectorSubAgent);
  return (
    <Section title={pt('director.subAgentsCount', { count: list.length })}>
      {list.length === 0 && <p class="troupe-note">{pt('director.noSubAgents')}</p>}
      <ProgressiveRowList
        list={list}
        ops={ops}
        row={(agent, i, rowKey) => (
          <SubAgentRow
            key={rowKey}
            rowKey={rowKey}
            agent={agent}
            index={i}
            isLast={i === list.length - 1}
            idProblem={problems[i]!}
            effective={shared.skills.forAgent(agent.skills)}
            shared={rowShared}
            ops={ops}
          />
        )}
      />
      <AddButton ops={ops} label={pt('director.addSubAgent')} onClick={add} />
    </Section>
  );
}

interface SubAgentRowProps {
  rowKey: string;
  agent: DirectorSubAgent;
  index: number;
  isLast: boolean;
  idProblem: '' | 'empty' | 'duplicate';
  effective: readonly string[];
  shared: RowShared & { defaultRounds: number };
  ops: ListOps<DirectorSubAgent>;
}

const SubAgentRow = memo(function SubAgentRow({ rowKey, agent, index, isLast, idProblem, effective, shared, ops }: SubAgentRowProps) {
  const patch = (p: Partial<DirectorSubAgent>) => ops.update(index, (a) => withFields(a, p));
  const title = rowTitle(agent.id);
  const path = `subAgents[${index}]`;
  const idError = idErrorText(idProblem, agent.id);
  return (
    <RowFrame rowKey={rowKey} title={title} index={index} isLast={isLast} ops={ops as ListOps<object>}
      error={idError}
      summary={agent.description}
      details={() => (
        <>
          <div class="troupe-fieldrow">
            <IdField label={pt('director.subId')} value={agent.id} error={idError} path={path} onValue={(id) => patch({ id })} />
            <NumberField
              label={pt('director.subMaxRounds')}
              value={agent.maxRounds}
              range={RANGES.director.subAgentRounds}
              nullable
              placeholder={pt('field.inherit', { value: shared.defaultRounds })}
              path={`${path}.maxRounds`}
              onValue={(maxRounds) => patch({ maxRounds })}
            />
          </div>
          <TextAreaField
            label={pt('director.subDescription')}
            value={agent.description}
            rows={2}
            path={`${path}.description`}
            onValue={(description) => patch({ description })}
          />
          <TextAreaField
            label={pt('director.subPrompt')}
            value={agent.systemPrompt}
            rows={3}
            path={`${path}.systemPrompt`}
            onValue={(systemPrompt) => patch({ systemPrompt })}
          />
          <AgentRouting agent={agent} options={shared} path={path} patch={patch} />
          <RowAgentTools name={title} value={agent.tools} shared={shared} path={path} onChange={(tools) => patch({ tools: tools as DirectorSubAgent['tools'] })} />
        </>
      )}
    >
      <RowSkills
        label={pt('agent.skillsOf', { name: title })}
        policy={agent.skills as SkillPolicy | undefined}
        effective={effective}
        index={index}
        shared={shared}
        onChange={ops.setSkills}
      />
    </RowFrame>
  );
});
