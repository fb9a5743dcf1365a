// The director card: the team (the main agent first, then the sub-agents), one agent's editor open
// at a time. Advanced below it comes from the mode's descriptor (ui/panel/modes).
import { useMemo } from 'preact/hooks';
import { memo } from '../../../common/memo.ts';
import {
  directorSubAgentSchema,
  SUBAGENT_WAVES,
  type DirectorMainAgent,
  type DirectorProfile,
  type DirectorSubAgent,
  type SubagentWave,
} from '../../../../src/core/profiles/schemas/director.ts';
import { shippedDefaultOf } from '../../../../src/core/profiles/shipped.ts';
import type { SkillPolicy } from '../../../../src/core/skills/types.ts';
import { NumberField, Section, SelectField, TextAreaField, Toggle } from '../../fields.tsx';
import { pt } from '../../i18n.ts';
import { directorT, type DirectorKey } from './i18n.ts';
import { idProblems, uniqueId, withField, withFields } from '../../listEdit.ts';
import { AGENT_BUDGETS, RANGES, rangeOf } from '../../limits.ts';
import { AgentTools } from '../../ToolsEditor.tsx';
import { useListOps, type ListOps } from '../../useListOps.ts';
import { AgentRouting, AgentSkills, BudgetFields, IdField, RowAgentTools, RowSkills } from '../../cards/agentFields.tsx';
import { AddButton, connectionLabel, listRow, ProgressiveRowList, type RowBadge, RowFrame, useExpanded } from '../../cards/rows.tsx';
import { useRowShared, type CardProps, type RowShared } from '../../cards/shared.tsx';

const MAIN_KEY = 'main';

export function DirectorCard({ profile, editor, shared }: CardProps<DirectorProfile>) {
  const expanded = useExpanded();
  return <Team profile={profile} editor={editor} shared={shared} expandedKey={expanded.key} onToggle={expanded.toggle} onOpen={expanded.open} />;
}

interface TeamProps extends CardProps<DirectorProfile> {
  expandedKey: string | null;
  onToggle(key: string): void;
  onOpen(key: string): void;
}

const selectSubAgents = (p: DirectorProfile) => p.subAgents;

/** The main agent and the sub-agents in one list. */
function Team({ profile, editor, shared, expandedKey, onToggle, onOpen }: TeamProps) {
  const ops = useListOps<DirectorSubAgent>(
    () => selectSubAgents(editor.get()),
    (subAgents) => editor.update((p) => ({ ...p, subAgents })),
  );
  const list = profile.subAgents;
  const problems = useMemo(() => idProblems(list.map((s) => s.id)), [list]);
  const rowsBase = useRowShared('director', profile, shared, onToggle);
  const rowShared = useMemo(() => ({ ...rowsBase, defaultRounds: profile.subAgentMaxRounds }), [rowsBase, profile.subAgentMaxRounds]);
  const onMain = useMemo(() => (fn: (m: DirectorMainAgent) => DirectorMainAgent) => editor.update((p) => withField(p, 'mainAgent', fn(p.mainAgent))), [editor]);
  const add = () => {
    const item = directorSubAgentSchema.parse({
      id: uniqueId(
        'sub_agent',
        list.map((s) => s.id),
      ),
    }) as DirectorSubAgent;
    ops.add(item);
    onOpen(ops.keyOf(item));
  };
  return (
    <Section title={pt('team.title', { count: list.length + 1 })}>
      <ProgressiveRowList
        list={list}
        ops={ops}
        label={pt('team.title', { count: list.length + 1 })}
        before={
          <MainAgent
            agent={profile.mainAgent}
            open={expandedKey === MAIN_KEY}
            profileTools={profile.tools}
            modeVisible={profile.skills.visible}
            defaultPrompt={shippedDefaultOf('director', profile).mainAgent.systemPrompt}
            shared={shared}
            rowShared={rowShared}
            onMain={onMain}
          />
        }
        row={(agent, i, rowKey) => (
          <SubAgentRow
            key={rowKey}
            rowKey={rowKey}
            agent={agent}
            index={i}
            isLast={i === list.length - 1}
            open={expandedKey === rowKey}
            idProblem={problems[i]!}
            effective={shared.skills.forAgent(agent.skills)}
            shared={rowShared}
            ops={ops}
          />
        )}
      />
      {list.length === 0 && <p class="troupe-note">{directorT('director.noSubAgents')}</p>}
      <AddButton ops={ops} label={directorT('director.addSubAgent')} count={list.length} what={pt('team.whatSubAgents')} onClick={add} />
    </Section>
  );
}

interface MainAgentProps {
  agent: DirectorMainAgent;
  open: boolean;
  profileTools: DirectorProfile['tools'];
  modeVisible: readonly string[];
  /** The shipped main prompt in the profile's language ("Reset to default"). */
  defaultPrompt: string;
  shared: CardProps<DirectorProfile>['shared'];
  rowShared: RowShared;
  onMain(fn: (m: DirectorMainAgent) => DirectorMainAgent): void;
}

const MainAgent = memo(function MainAgent({ agent, open, profileTools, modeVisible, defaultPrompt, shared, rowShared, onMain }: MainAgentProps) {
  const patch = (p: Partial<DirectorMainAgent>) => onMain((m) => withFields(m, p));
  const title = directorT('director.main');
  return (
    <RowFrame
      rowKey={MAIN_KEY}
      path="mainAgent"
      title={title}
      open={open}
      onToggle={rowShared.onToggle}
      summary={directorT('director.mainRole')}
      connection={connectionLabel(agent.apiPreset, rowShared.connections)}
      skills={{ policy: agent.skills as SkillPolicy | undefined, installed: rowShared.installed }}
      class="troupe-row--lead"
      details={() => (
        <>
          <TextAreaField
            label={directorT('director.mainPrompt')}
            value={agent.systemPrompt}
            defaultValue={defaultPrompt}
            rows={8}
            path="mainAgent.systemPrompt"
            onValue={(systemPrompt) => patch({ systemPrompt })}
          />
          <AgentRouting agent={agent} options={shared} path="mainAgent" patch={patch} />
          <BudgetFields agent={agent} ranges={AGENT_BUDGETS.directorMain} path="mainAgent" patch={patch} />
          <div class="troupe-field troupe-field--wide">
            <span class="troupe-field__label">{directorT('director.mainTools')}</span>
            <AgentTools
              mode="director"
              name={title}
              profileTools={profileTools}
              value={agent.tools}
              path="mainAgent"
              onChange={(tools) => patch({ tools: tools as DirectorMainAgent['tools'] })}
            />
          </div>
          <AgentSkills
            label={directorT('director.mainSkills')}
            rowId="main"
            policy={agent.skills}
            inherited={modeVisible}
            shared={shared}
            preloadPath="mainAgent"
            onChange={(skills) => patch({ skills: skills as DirectorMainAgent['skills'] })}
          />
        </>
      )}
    />
  );
});

interface SubAgentRowProps {
  rowKey: string;
  agent: DirectorSubAgent;
  index: number;
  isLast: boolean;
  open: boolean;
  idProblem: '' | 'empty' | 'duplicate';
  effective: readonly string[];
  shared: RowShared & { defaultRounds: number };
  ops: ListOps<DirectorSubAgent>;
}

const SubAgentRow = memo(function SubAgentRow({ rowKey, agent, index, isLast, open, idProblem, effective, shared, ops }: SubAgentRowProps) {
  const { patch, title, path, idError, frame } = listRow(ops, { rowKey, path: `subAgents[${index}]`, index, isLast, id: agent.id, idProblem });
  return (
    <RowFrame
      {...frame}
      open={open}
      onToggle={shared.onToggle}
      summary={agent.description}
      badges={scheduleBadges(agent)}
      connection={connectionLabel(agent.apiPreset, shared.connections)}
      skills={{ policy: agent.skills as SkillPolicy | undefined, installed: shared.installed }}
      details={() => (
        <>
          <div class="troupe-fieldrow">
            <IdField label={directorT('director.subId')} value={agent.id} error={idError} path={path} onValue={(id) => patch({ id })} />
            <NumberField
              label={directorT('director.subMaxRounds')}
              value={agent.maxRounds}
              range={RANGES.director.subAgentRounds}
              nullable
              placeholder={pt('field.inherit', { value: shared.defaultRounds })}
              path={`${path}.maxRounds`}
              onValue={(maxRounds) => patch({ maxRounds })}
            />
          </div>
          <ScheduleFields agent={agent} path={path} patch={patch} />
          <TextAreaField
            label={directorT('director.subDescription')}
            value={agent.description}
            rows={2}
            path={`${path}.description`}
            onValue={(description) => patch({ description })}
          />
          <TextAreaField
            label={directorT('director.subPrompt')}
            value={agent.systemPrompt}
            rows={3}
            path={`${path}.systemPrompt`}
            onValue={(systemPrompt) => patch({ systemPrompt })}
          />
          <AgentRouting agent={agent} options={shared} path={path} patch={patch} />
          <BudgetFields agent={agent} ranges={AGENT_BUDGETS.directorSub} path={path} patch={patch} />
          <RowAgentTools
            name={title}
            value={agent.tools}
            shared={shared}
            path={path}
            onChange={(tools) => patch({ tools: tools as DirectorSubAgent['tools'] })}
          />
          <RowSkills
            label={pt('agent.skillsOf', { name: title })}
            policy={agent.skills as SkillPolicy | undefined}
            effective={effective}
            index={index}
            shared={shared}
            preloadPath={path}
            onChange={ops.setSkills}
          />
        </>
      )}
    />
  );
});

const EVERY_TURNS = rangeOf(directorSubAgentSchema, 'everyTurns');

type Schedule = Pick<DirectorSubAgent, 'wave' | 'everyTurns' | 'fullTurnsOnly'>;

/** When a sub-agent runs: its wave, every Nth turn, and (after the reply only) whether it waits for a full turn. */
function ScheduleFields({ agent, path, patch }: { agent: Partial<Schedule>; path: string; patch(p: Partial<Schedule>): void }) {
  const wave = agent.wave ?? 'dispatch';
  return (
    <>
      <div class="troupe-fieldrow">
        <SelectField
          label={directorT('director.wave')}
          value={wave}
          options={SUBAGENT_WAVES.map((w) => ({ value: w, label: directorT(`director.wave.${w}` as DirectorKey) }))}
          hint={directorT(`director.waveHint.${wave}` as DirectorKey)}
          path={`${path}.wave`}
          onValue={(v) => patch({ wave: v as SubagentWave })}
        />
        <NumberField
          label={directorT('director.everyTurns')}
          value={agent.everyTurns ?? 1}
          range={EVERY_TURNS}
          hint={directorT('director.everyTurnsHint')}
          path={`${path}.everyTurns`}
          onValue={(everyTurns) => everyTurns !== null && patch({ everyTurns })}
        />
      </div>
      {wave === 'after' && (
        <Toggle
          label={directorT('director.fullTurnsOnly')}
          checked={agent.fullTurnsOnly === true}
          hint={directorT('director.fullTurnsOnlyHint')}
          path={`${path}.fullTurnsOnly`}
          onValue={(fullTurnsOnly) => patch({ fullTurnsOnly })}
        />
      )}
    </>
  );
}

/** The closed row's marks: an opening or after member, and "every N" when N > 1. */
function scheduleBadges(agent: Partial<Schedule>): RowBadge[] | undefined {
  const out: RowBadge[] = [];
  if (agent.wave === 'opening') out.push({ text: directorT('director.badge.opening'), title: directorT('director.badgeTitle.opening'), kind: 'wave' });
  if (agent.wave === 'after') {
    out.push({
      text: directorT('director.badge.after'),
      title: directorT(agent.fullTurnsOnly ? 'director.badgeTitle.afterFull' : 'director.badgeTitle.after'),
      kind: 'wave',
    });
  }
  const n = agent.everyTurns ?? 1;
  if (n > 1) out.push({ text: directorT('director.badge.every', { n }), title: directorT('director.badgeTitle.every', { n }), kind: 'every' });
  return out.length ? out : undefined;
}
