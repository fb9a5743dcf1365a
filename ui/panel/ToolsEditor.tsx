// Tool switches: the profile's `tools.<namespace>.<verb>` grid, and an agent's override
// (inherit the profile, or replace chosen namespaces with its own switches).
import { useContext, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { memo } from '../common/memo.ts';
import type { Mode } from '../../src/core/profiles/modes.ts';
import {
  agentToolFlags,
  enabledToolNames,
  toolNameFor,
  type NamespaceFlags,
  type ToolFlags,
  type ToolNamespace,
  type ToolOverride,
} from '../../src/core/profiles/tools.ts';
import { pt, type PanelKey } from './i18n.ts';
import { ToolAvailability, useOfferedNamespaces, useOfferedVerbs } from './toolAvailability.ts';
import { CustomOverride, CustomSwitches } from './CustomSwitches.tsx';
import { useCustomOffers } from './customTools.ts';

const nsLabel = (ns: ToolNamespace | 'custom') => pt(`tools.ns.${ns}` as PanelKey);

function countOn(verbs: readonly string[], flags: NamespaceFlags | undefined) {
  return { on: verbs.filter((v) => flags?.[v] === true).length, total: verbs.length };
}

interface NamespaceGridProps {
  mode: Mode;
  ns: ToolNamespace;
  flags: NamespaceFlags | undefined;
  onFlags(flags: NamespaceFlags): void;
  /** Prefix for data-path (e.g. `tools` or `subAgents[2].tools`). */
  path: string;
}

/**
 * The namespace's "All … tools" control: a button acting as a tri-state checkbox. It draws its own
 * box (✓ all on, – some on, empty none), so a host's checkbox style cannot hide the "some" state.
 */
function AllSwitch(props: { label: string; on: number; total: number; onValue(value: boolean): void }) {
  const { on, total } = props;
  const state = on === total && total > 0 ? 'true' : on > 0 ? 'mixed' : 'false';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={state}
      class={`troupe-tristate troupe-tristate--${state === 'true' ? 'on' : state === 'mixed' ? 'some' : 'off'}`}
      onClick={() => props.onValue(state !== 'true')}
    >
      <span class="troupe-tristate__box" aria-hidden="true">
        {state === 'true' ? '✓' : state === 'mixed' ? '–' : ''}
      </span>
      <span class="troupe-tristate__label">{props.label}</span>
    </button>
  );
}

/** One namespace: a switch for all its verbs (mixed when some are on) and one per verb whose tool exists. */
function NamespaceGrid({ mode, ns, flags, onFlags, path }: NamespaceGridProps) {
  const verbs = useOfferedVerbs(mode, ns);
  const { on, total } = countOn(verbs, flags);
  // Switches of tools that do not exist here keep their stored value.
  const setAll = (value: boolean) => onFlags({ ...flags, ...Object.fromEntries(verbs.map((v) => [v, value])) });
  return (
    <fieldset class="troupe-tools__ns" data-ns={ns}>
      <legend class="troupe-tools__legend">
        <AllSwitch label={pt('tools.all', { ns: nsLabel(ns) })} on={on} total={total} onValue={setAll} />
        <span class="troupe-tools__count">{pt('tools.onCount', { on, total })}</span>
      </legend>
      <div class="troupe-tools__verbs">
        {verbs.map((verb) => (
          <VerbSwitch
            key={verb}
            name={toolNameFor(ns, verb)}
            checked={flags?.[verb] === true}
            path={`${path}.${ns}.${verb}`}
            onValue={(value) => onFlags({ ...flags, [verb]: value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

function VerbSwitch(props: { name: string; checked: boolean; path: string; onValue(v: boolean): void }) {
  const id = useUid();
  return (
    <span class="troupe-tools__verb">
      <input id={id} type="checkbox" checked={props.checked} data-path={props.path} onChange={(e) => props.onValue(e.currentTarget.checked)} />
      <label for={id} class="troupe-tools__name">
        {props.name}
      </label>
    </span>
  );
}

export interface ProfileToolsProps {
  mode: Mode;
  tools: ToolFlags;
  onChange(tools: ToolFlags): void;
}

/** The profile's default tools for every agent. */
export const ProfileTools = memo(function ProfileTools({ mode, tools, onChange }: ProfileToolsProps) {
  const namespaces = useOfferedNamespaces(mode);
  const customs = useCustomOffers();
  if (namespaces.length === 0 && customs.length === 0) return <p class="troupe-note">{pt('tools.none')}</p>;
  return (
    <div class="troupe-tools" role="group" aria-label={pt('tools.profile')}>
      {namespaces.map((ns) => (
        <NamespaceGrid key={ns} mode={mode} ns={ns} flags={tools[ns]} path="tools" onFlags={(flags) => onChange({ ...tools, [ns]: flags })} />
      ))}
      <CustomSwitches custom={tools.custom} path="tools" onValue={(custom) => onChange({ ...tools, custom })} />
    </div>
  );
});

export interface AgentToolsProps {
  mode: Mode;
  /** The agent's name, for the group's label. */
  name: string;
  profileTools: ToolFlags;
  value: ToolOverride | null | undefined;
  /** data-path prefix of the agent (e.g. `subAgents[2]`). */
  path: string;
  rowId?: string;
  onChange(value: ToolOverride | null, rowId?: string): void;
}

/**
 * An agent's tools behind a disclosure button ("Tools: inherit" / "Tools: custom (N on)"): the
 * switches are only rendered while it is open, so fifty rows stay cheap.
 */
export const AgentTools = memo(function AgentTools(props: AgentToolsProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useUid();
  const custom = props.value != null;
  const available = useContext(ToolAvailability);
  const customs = useCustomOffers();
  const flags = agentToolFlags(props.profileTools, props.value);
  const summary = custom
    ? pt('tools.summaryCustom', {
        count: enabledToolNames(flags).filter((n) => available.has(n)).length + customs.filter((o) => flags.custom?.[o.name] === true).length,
      })
    : pt('tools.summaryInherit');
  return (
    <div class="troupe-agenttools">
      <button type="button" class="troupe-disclosure" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {summary}
      </button>
      <div id={bodyId} class="troupe-agenttools__body" hidden={!open}>
        {open && <AgentToolsBody {...props} />}
      </div>
    </div>
  );
});

function AgentToolsBody(props: AgentToolsProps) {
  const groupName = useUid();
  const value = props.value ?? null;
  const namespaces = useOfferedNamespaces(props.mode);
  const emit = (next: ToolOverride | null) => props.onChange(next, props.rowId);
  return (
    <div>
      <div role="radiogroup" aria-label={pt('agent.toolsOf', { name: props.name })} class="troupe-agenttools__choice">
        <label>
          <input type="radio" name={groupName} checked={value === null} onChange={() => emit(null)} />
          {pt('tools.inherit')}
        </label>
        <label>
          <input type="radio" name={groupName} checked={value !== null} onChange={() => emit(value ?? {})} />
          {pt('tools.custom')}
        </label>
      </div>
      {value !== null &&
        namespaces.map((ns) => (
          <NamespaceOverride
            key={ns}
            mode={props.mode}
            ns={ns}
            own={value[ns]}
            inherited={props.profileTools[ns]}
            path={`${props.path}.tools`}
            onFlags={(flags) => {
              const next: ToolOverride = { ...value };
              if (flags) next[ns] = flags;
              else delete next[ns];
              emit(next);
            }}
          />
        ))}
      {value !== null && (
        <CustomOverride
          own={value.custom}
          inherited={props.profileTools.custom}
          path={`${props.path}.tools`}
          onValue={(custom) => {
            const next: ToolOverride = { ...value };
            if (custom) next.custom = custom;
            else delete next.custom;
            emit(next);
          }}
        />
      )}
    </div>
  );
}

function NamespaceOverride(props: {
  mode: Mode;
  ns: ToolNamespace;
  own: NamespaceFlags | undefined;
  inherited: NamespaceFlags | undefined;
  path: string;
  onFlags(flags: NamespaceFlags | undefined): void;
}) {
  const id = useUid();
  const { on, total } = countOn(useOfferedVerbs(props.mode, props.ns), props.inherited);
  return (
    <div class="troupe-agenttools__ns">
      <span class="troupe-toggle">
        <input
          id={id}
          type="checkbox"
          checked={props.own !== undefined}
          onChange={(e) => props.onFlags(e.currentTarget.checked ? { ...props.inherited } : undefined)}
        />
        <label for={id}>{pt('tools.nsOverride', { ns: nsLabel(props.ns) })}</label>
        {props.own === undefined && <span class="troupe-tools__count">{pt('tools.nsInherited', { on, total })}</span>}
      </span>
      {props.own !== undefined && <NamespaceGrid mode={props.mode} ns={props.ns} flags={props.own} path={props.path} onFlags={props.onFlags} />}
    </div>
  );
}
