// The field groups every agent editor repeats, whether the agent is the card's own (main agent,
// planner, loop agent, single node) or a row of a list (sub-agents, workers, nodes, agent presets).
import { useCallback, useRef } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import type { ToolOverride } from '../../../src/core/profiles/tools.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import { NumberField, RoutingFields, TextAreaField, TextField } from '../fields.tsx';
import type { AgentBudgetRanges } from '../limits.ts';
import { pt } from '../i18n.ts';
import { AgentTools } from '../ToolsEditor.tsx';
import type { CardShared, RowShared } from './shared.tsx';

interface Routing {
  apiPreset: string;
  promptPreset: string;
}

/** The agent's own API and prompt preset ('' = the profile's). */
export function AgentRouting(props: {
  agent: Routing;
  options: Pick<CardShared, 'connections' | 'promptPresets'>;
  /** data-path of the agent (e.g. `workers[2]`). */
  path: string;
  patch(p: Partial<Routing>): void;
}) {
  const { agent, patch } = props;
  return (
    <RoutingFields
      level="agent"
      api={agent.apiPreset}
      prompt={agent.promptPreset}
      connections={props.options.connections}
      promptPresets={props.options.promptPresets}
      pathPrefix={props.path}
      onApi={(apiPreset) => patch({ apiPreset })}
      onPrompt={(promptPreset) => patch({ promptPreset })}
    />
  );
}

/** The skills row of a card's own agent: its policy over the mode's visible list. */
export function AgentSkills(props: {
  label: string;
  rowId: string;
  policy: SkillPolicy | undefined;
  /** The mode's visible list. */
  inherited: readonly string[];
  shared: Pick<CardShared, 'inventory' | 'skills'>;
  /** The agent's data-path (e.g. `mainAgent`): shows the Preload chips, whose paths start with it. */
  preloadPath?: string;
  onChange(policy: SkillPolicy): void;
}) {
  const effective = props.shared.skills.forAgent(props.policy);
  const onChips = useChipsChange(props.policy, props.onChange);
  return (
    <>
      <SkillChipsRow
        label={props.label}
        level="agent"
        policy={props.policy}
        inherited={props.inherited}
        inventory={props.shared.inventory}
        effective={effective}
        rowId={props.rowId}
        onChange={onChips}
      />
      {props.preloadPath !== undefined && <PreloadChips policy={props.policy} effective={effective} path={props.preloadPath} onChange={props.onChange} />}
    </>
  );
}

/**
 * The chips edit `visible` and `deny` only: the agent's `preload` list stays as it was (a name that
 * stops being visible stays listed, shown as ignored, until it is removed or visible again).
 */
export function keepPreload(next: SkillPolicy, prev: SkillPolicy | undefined): SkillPolicy {
  const preload = prev?.preload;
  return preload?.length && next.preload !== preload ? { ...next, preload } : next;
}

/** The chips row's onChange: stable (the row stays memoized), keeping the latest policy's `preload`. */
function useChipsChange(policy: SkillPolicy | undefined, onChange: (policy: SkillPolicy, rowId?: string) => void) {
  const latest = useRef({ policy, onChange });
  latest.current = { policy, onChange };
  return useCallback((next: SkillPolicy, rowId?: string) => latest.current.onChange(keepPreload(next, latest.current.policy), rowId), []);
}

/** `policy` with `preload` as given (the key dropped when the list is empty). */
export function withPreload(policy: SkillPolicy | undefined, preload: string[]): SkillPolicy {
  const { preload: _old, ...rest } = policy ?? {};
  return preload.length ? { ...rest, preload } : rest;
}

/**
 * Which of the agent's visible skills are preloaded: their text goes into its system message instead
 * of its catalog, so it never spends a round reading them. One toggle button (aria-pressed) per
 * visible skill, in the effective order; a preloaded name that is not visible is shown as ignored
 * and pressing it removes it. Each preloaded chip carries the path of its `preload` entry (the
 * profile check focuses it).
 */
export function PreloadChips(props: { policy: SkillPolicy | undefined; effective: readonly string[]; path: string; onChange(policy: SkillPolicy): void }) {
  const labelId = useUid();
  const preload = props.policy?.preload ?? [];
  const visible = new Set(props.effective);
  const stale = preload.filter((n) => !visible.has(n));
  const toggle = (name: string) => {
    const next = preload.includes(name) ? preload.filter((n) => n !== name) : [...preload, name];
    props.onChange(withPreload(props.policy, next));
  };
  const at = (name: string) => {
    const i = preload.indexOf(name);
    return i < 0 ? undefined : `${props.path}.skills.preload[${i}]`;
  };
  return (
    <div class="troupe-preload" role="group" aria-labelledby={labelId}>
      <span id={labelId} class="troupe-preload__label">
        {pt('skills.preload')}
      </span>
      <div class="troupe-preload__chips">
        {props.effective.length === 0 && stale.length === 0 && <span class="troupe-chipline__empty">{pt('skills.preloadNone')}</span>}
        {props.effective.map((name) => {
          const on = preload.includes(name);
          return (
            <button
              key={name}
              type="button"
              class={`troupe-preload__chip${on ? ' is-on' : ''}`}
              aria-pressed={on}
              title={on ? pt('skills.preloadOn', { name }) : undefined}
              data-path={at(name)}
              onClick={() => toggle(name)}
            >
              {name}
            </button>
          );
        })}
        {stale.map((name) => (
          <button
            key={`stale:${name}`}
            type="button"
            class="troupe-preload__chip troupe-preload__chip--stale"
            aria-pressed="true"
            aria-label={pt('skills.preloadStale', { name })}
            title={pt('skills.preloadStaleTitle')}
            data-path={at(name)}
            onClick={() => toggle(name)}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The id of a list row, with its error line reserved (ids must be filled in and unique). */
export function IdField(props: { label: string; value: string; error: string | undefined; path: string; onValue(id: string): void }) {
  return <TextField label={props.label} value={props.value} mono reserveError error={props.error} path={`${props.path}.id`} onValue={props.onValue} />;
}

interface Prompts {
  description: string;
  systemPrompt: string;
  userPromptTemplate: string;
}

/** Description, system prompt and user prompt template of a listed agent (agenda workers, spec agents). */
export function PromptFields({ agent, path, patch }: { agent: Prompts; path: string; patch(p: Partial<Prompts>): void }) {
  return (
    <>
      <TextAreaField
        label={pt('common.description')}
        value={agent.description}
        rows={2}
        path={`${path}.description`}
        onValue={(description) => patch({ description })}
      />
      <TextAreaField
        label={pt('common.systemPrompt')}
        value={agent.systemPrompt}
        rows={3}
        path={`${path}.systemPrompt`}
        onValue={(systemPrompt) => patch({ systemPrompt })}
      />
      <TextAreaField
        label={pt('common.userTemplate')}
        value={agent.userPromptTemplate}
        rows={3}
        mono
        path={`${path}.userPromptTemplate`}
        onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
      />
    </>
  );
}

/** A list row's tools override, over the profile's tools of the list's mode. */
export function RowAgentTools(props: {
  /** The row's title, for the group's label. */
  name: string;
  value: ToolOverride | null | undefined;
  shared: Pick<RowShared, 'mode' | 'profileTools'>;
  path: string;
  onChange(tools: ToolOverride | null): void;
}) {
  return (
    <AgentTools
      mode={props.shared.mode}
      name={props.name}
      profileTools={props.shared.profileTools}
      value={props.value}
      path={props.path}
      onChange={props.onChange}
    />
  );
}

/**
 * A list row's skills row. Its rowId is the row's index, so the list's one stable `setSkills`
 * serves every row and a chip edit re-renders only the edited row.
 */
export function RowSkills(props: {
  label: string;
  policy: SkillPolicy | undefined;
  effective: readonly string[];
  index: number;
  shared: Pick<RowShared, 'modeVisible' | 'inventory'>;
  /** The row's data-path (e.g. `subAgents[2]`): shows the Preload chips, whose paths start with it. */
  preloadPath?: string;
  onChange(policy: SkillPolicy, rowId?: string): void;
}) {
  const rowId = String(props.index);
  const onChips = useChipsChange(props.policy, props.onChange);
  return (
    <>
      <SkillChipsRow
        label={props.label}
        level="agent"
        policy={props.policy}
        inherited={props.shared.modeVisible}
        inventory={props.shared.inventory}
        effective={props.effective}
        rowId={rowId}
        onChange={onChips}
      />
      {props.preloadPath !== undefined && (
        <PreloadChips policy={props.policy} effective={props.effective} path={props.preloadPath} onChange={(next) => props.onChange(next, rowId)} />
      )}
    </>
  );
}

interface Budget {
  maxTokens: number;
  storyMessages?: number | null;
  storyTokens?: number;
}

/**
 * An agent's own output limit (tokens per response; never the host's reply-length setting) and,
 * for agents that read the story, how much of it: the last N messages and a token cap. The role's
 * default is shown with each range; a prompt preset with its own limit overrides the output limit.
 */
export function BudgetFields(props: { agent: Budget; ranges: AgentBudgetRanges; path: string; patch(p: Partial<Budget>): void }) {
  const { agent, ranges, path, patch } = props;
  return (
    <div class="troupe-fieldrow">
      <NumberField
        label={pt('agent.maxTokens')}
        value={agent.maxTokens}
        range={ranges.maxTokens}
        defaultValue={ranges.maxTokens.def}
        hint={pt('agent.maxTokensHint')}
        path={`${path}.maxTokens`}
        onValue={(maxTokens) => maxTokens !== null && patch({ maxTokens })}
      />
      {ranges.storyMessages && (
        <NumberField
          label={pt('agent.storyMessages')}
          value={agent.storyMessages ?? null}
          range={ranges.storyMessages}
          nullable
          defaultValue={ranges.storyMessages.def}
          placeholder={pt('agent.storyAll')}
          hint={pt('agent.storyMessagesHint')}
          path={`${path}.storyMessages`}
          onValue={(storyMessages) => patch({ storyMessages })}
        />
      )}
      {ranges.storyTokens && (
        <NumberField
          label={pt('agent.storyTokens')}
          value={agent.storyTokens ?? 0}
          range={ranges.storyTokens}
          defaultValue={ranges.storyTokens.def}
          hint={pt('agent.storyTokensHint')}
          path={`${path}.storyTokens`}
          onValue={(storyTokens) => storyTokens !== null && patch({ storyTokens })}
        />
      )}
    </div>
  );
}
