// The director card: main agent, sub-agents, limits, abort and streaming behaviour, tools.
import { useMemo } from 'preact/hooks';
import { memo } from '../../common/memo.ts';
import {
  defaultProfile,
  directorSubAgentSchema,
  type DirectorMainAgent,
  type DirectorProfile,
  type DirectorSubAgent,
} from '../../../src/core/profiles/index.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import type { ToolOverride } from '../../../src/core/profiles/tools.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import { NumberField, RoutingFields, Section, TextAreaField, TextField, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { AgentTools } from '../ToolsEditor.tsx';
import { useListOps, type ListOps } from '../useListOps.ts';
import { useProgressive } from '../useProgressive.ts';
import {
  AddButton,
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

let defaults: DirectorProfile | undefined;
const directorDefaults = () => (defaults ??= defaultProfile('director'));

export function DirectorCard({ profile, editor, shared }: CardProps<DirectorProfile>) {
  const R = RANGES.director;
  const set = <K extends keyof DirectorProfile>(key: K) => (value: DirectorProfile[K]) => editor.update((p) => withField(p, key, value));
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
          effective={shared.skills.forAgent(profile.mainAgent.skills)}
          shared={shared}
          onMain={onMain}
        />
      </Section>
      <SubAgentList profile={profile} editor={editor} shared={shared} />
      <Section title={pt('section.limits')}>
        <div class="troupe-fieldrow">
          <NumberField label={pt('director.maxRounds')} value={profile.maxRounds} range={R.maxRounds} path="maxRounds" onValue={(v) => v !== null && set('maxRounds')(v)} />
          <NumberField
            label={pt('director.subAgentMaxRounds')}
            value={profile.subAgentMaxRounds}
            range={R.subAgentMaxRounds}
            path="subAgentMaxRounds"
            onValue={(v) => v !== null && set('subAgentMaxRounds')(v)}
          />
          <NumberField
            label={pt('director.maxConcurrent')}
            value={profile.maxConcurrentSubagents}
            range={R.maxConcurrentSubagents}
            path="maxConcurrentSubagents"
            onValue={(v) => v !== null && set('maxConcurrentSubagents')(v)}
          />
          <NumberField
            label={pt('director.maxTotal')}
            value={profile.maxTotalSubagentRuns}
            range={R.maxTotalSubagentRuns}
            path="maxTotalSubagentRuns"
            onValue={(v) => v !== null && set('maxTotalSubagentRuns')(v)}
          />
          <NumberField
            label={pt('common.retries')}
            value={profile.toolCallRetryMax}
            range={R.toolCallRetryMax}
            path="toolCallRetryMax"
            onValue={(v) => v !== null && set('toolCallRetryMax')(v)}
          />
        </div>
      </Section>
      <Section title={pt('section.behaviour')}>
        <Toggle
          label={pt('director.discardOnAbort')}
          hint={pt('director.discardHint')}
          checked={profile.discardOnAbort}
          path="discardOnAbort"
          onValue={set('discardOnAbort')}
        />
        <Toggle
          label={pt('director.streaming')}
          hint={pt('director.streamingHint')}
          checked={profile.useStreaming}
          path="useStreaming"
          onValue={set('useStreaming')}
        />
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
  effective: readonly string[];
  shared: CardProps<DirectorProfile>['shared'];
  onMain(fn: (m: DirectorMainAgent) => DirectorMainAgent): void;
}

const MainAgent = memo(function MainAgent({ agent, profileTools, modeVisible, effective, shared, onMain }: MainAgentProps) {
  const patch = (p: Partial<DirectorMainAgent>) => onMain((m) => withFields(m, p));
  return (
    <div class="troupe-agent">
      <TextAreaField
        label={pt('director.mainPrompt')}
        value={agent.systemPrompt}
        defaultValue={directorDefaults().mainAgent.systemPrompt}
        rows={8}
        path="mainAgent.systemPrompt"
        onValue={(systemPrompt) => patch({ systemPrompt })}
      />
      <RoutingFields
        level="agent"
        api={agent.apiPreset}
        prompt={agent.promptPreset}
        connections={shared.connections}
        promptPresets={shared.promptPresets}
        pathPrefix="mainAgent"
        onApi={(apiPreset) => patch({ apiPreset })}
        onPrompt={(promptPreset) => patch({ promptPreset })}
      />
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
      <SkillChipsRow
        label={pt('director.mainSkills')}
        level="agent"
        policy={agent.skills}
        inherited={modeVisible}
        inventory={shared.inventory}
        effective={effective}
        rowId="main"
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
  const shown = useProgressive(list.length);
  const problems = useMemo(() => idProblems(list.map((s) => s.id)), [list]);
  const rowShared = useMemo<RowShared & { defaultRounds: number }>(
    () => ({
      mode: 'director',
      connections: shared.connections,
      promptPresets: shared.promptPresets,
      inventory: shared.inventory,
      modeVisible: profile.skills.visible,
      profileTools: profile.tools,
      defaultRounds: profile.subAgentMaxRounds,
    }),
    [shared.connections, shared.promptPresets, shared.inventory, profile.skills.visible, profile.tools, profile.subAgentMaxRounds],
  );
  const add = () => ops.add(directorSubAgentSchema.parse({ id: uniqueId('sub_agent', list.map((s) => s.id)) }) as DirectorSubAgent);
  return (
    <Section title={pt('director.subAgentsCount', { count: list.length })}>
      {list.length === 0 && <p class="troupe-note">{pt('director.noSubAgents')}</p>}
      <ol class="troupe-rows" ref={(el) => void (ops.containerRef.current = el)}>
        {list.map((agent, i) =>
          i >= shown ? (
            <PendingRow key={ops.keyOf(agent)} rowKey={ops.keyOf(agent)} />
          ) : (
            <SubAgentRow
              key={ops.keyOf(agent)}
              rowKey={ops.keyOf(agent)}
              agent={agent}
              index={i}
              isLast={i === list.length - 1}
              idProblem={problems[i]!}
              effective={shared.skills.forAgent(agent.skills)}
              shared={rowShared}
              ops={ops}
            />
          ),
        )}
      </ol>
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
  return (
    <RowFrame rowKey={rowKey} title={title} index={index} isLast={isLast} ops={ops as ListOps<object>}
      error={idErrorText(idProblem, agent.id)}
      summary={agent.description}
      details={() => (
        <>
          <div class="troupe-fieldrow">
            <TextField
              label={pt('director.subId')}
              value={agent.id}
              mono
              reserveError
              error={idErrorText(idProblem, agent.id)}
              path={`${path}.id`}
              onValue={(id) => patch({ id })}
            />
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
          <RoutingFields
            level="agent"
            api={agent.apiPreset}
            prompt={agent.promptPreset}
            connections={shared.connections}
            promptPresets={shared.promptPresets}
            pathPrefix={path}
            onApi={(apiPreset) => patch({ apiPreset })}
            onPrompt={(promptPreset) => patch({ promptPreset })}
          />
          <AgentTools
            mode="director"
            name={title}
            profileTools={shared.profileTools}
            value={agent.tools}
            path={path}
            rowId={String(index)}
            onChange={(tools: ToolOverride | null) => patch({ tools: tools as DirectorSubAgent['tools'] })}
          />
        </>
      )}
    >
      <SkillChipsRow
        label={pt('agent.skillsOf', { name: title })}
        level="agent"
        policy={agent.skills as SkillPolicy | undefined}
        inherited={shared.modeVisible}
        inventory={shared.inventory}
        effective={effective}
        rowId={String(index)}
        onChange={ops.setSkills}
      />
    </RowFrame>
  );
});
