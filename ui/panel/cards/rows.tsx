// The team list every mode card shows: one compact row per agent (id, one-line role, the agent's
// own skills as small chips, its connection when it has one), and one agent expanded at a time with
// its whole editor. Rows of editable lists carry their move / remove buttons inside the editor.
import type { ComponentChildren, VNode } from 'preact';
import { useCallback, useRef, useState } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import { MAX_TEAM } from '../../../src/app/profiles/profile-guards.ts';
import type { SelectOption } from '../../../src/app/panel-contract.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { pt } from '../i18n.ts';
import { withFields } from '../listEdit.ts';
import { RowTools, rowKeyHandler } from '../RowTools.tsx';
import type { ListOps } from '../useListOps.ts';
import { useProgressive } from '../useProgressive.ts';
import { pathWithin, useReveal } from '../reveal.ts';

/** Which agent of a card is expanded (at most one). */
export interface Expanded {
  key: string | null;
  toggle(key: string): void;
  open(key: string): void;
}

export function useExpanded(initial: string | null = null): Expanded {
  const [key, setKey] = useState<string | null>(initial);
  const toggle = useCallback((k: string) => setKey((cur) => (cur === k ? null : k)), []);
  const open = useCallback((k: string) => setKey(k), []);
  return { key, toggle, open };
}

/** The label of an agent's own connection ('' = the profile's: nothing to show). */
export function connectionLabel(name: string, options: readonly SelectOption[]): string {
  if (!name) return '';
  return options.find((o) => o.value === name)?.label ?? pt('routing.missing', { name });
}

/** The agent's own skills list as small read-only chips: "+ mode", names, denied names; preloaded names marked. */
export function SkillLine({ policy, installed }: { policy: SkillPolicy | undefined; installed: ReadonlySet<string> }) {
  const visible = policy?.visible ?? [];
  const deny = policy?.deny ?? [];
  const preload = policy?.preload ?? [];
  const chip = (key: string, text: string, kind: string, extra?: string, pre?: boolean) => (
    <span key={key} class={`troupe-skillline__chip troupe-skillline__chip--${kind}${pre ? ' troupe-skillline__chip--preload' : ''}`}>
      {text}
      {extra && <span class="troupe-visually-hidden"> {extra}</span>}
      {pre && <span class="troupe-visually-hidden"> {pt('team.preloaded')}</span>}
    </span>
  );
  // A preloaded name reached through "+" or "*" (not listed itself) gets a chip of its own.
  const unlisted = preload.filter((n) => !visible.includes(n) && !deny.includes(n));
  const pre = (name: string) => preload.includes(name);
  return (
    <p class="troupe-skillline">
      <span class="troupe-visually-hidden">{pt('team.skills')} </span>
      {visible.length === 0 && chip('mode', pt('team.modeSkills'), 'inherit')}
      {visible.map((name, i) =>
        name === '+'
          ? chip(`v${i}`, pt('team.plusMode'), 'inherit')
          : name === '*'
            ? chip(`v${i}`, pt('team.allSkills'), 'visible')
            : installed.has(name)
              ? chip(`v${i}`, name, 'visible', undefined, pre(name))
              : chip(`v${i}`, name, 'missing', pt('team.notInstalled'), pre(name)),
      )}
      {unlisted.map((name, i) =>
        chip(`p${i}`, name, installed.has(name) ? 'visible' : 'missing', installed.has(name) ? undefined : pt('team.notInstalled'), true),
      )}
      {deny.map((name, i) => chip(`d${i}`, name === '*' ? pt('team.allSkills') : name, 'deny', pt('team.denied')))}
    </p>
  );
}

/** A short mark on a row's head; `title` says it in full. */
export interface RowBadge {
  text: string;
  title?: string;
  /** A modifier of the badge's class (`troupe-row__badge--<kind>`). */
  kind?: string;
}

export interface RowFrameProps {
  rowKey: string;
  /** The heading text (the item's id, or "(unnamed)"). */
  title: string;
  /** This row's editor is the one open. */
  open: boolean;
  onToggle(rowKey: string): void;
  /** Editable lists: move / remove (fixed agents such as the main agent have none). */
  list?: { index: number; isLast: boolean; ops: Pick<ListOps<object>, 'move' | 'remove'> };
  /** Shown next to the title (e.g. a duplicate id), also while the row is closed. */
  error?: string;
  /** A one-line role (the description). */
  summary?: string;
  /** The agent's own connection, when it has one. */
  connection?: string;
  /** A short mark after the title ("final", "review"). */
  badge?: string;
  /** More short marks after it, each with a tooltip (a sub-agent's wave, "every 3"). */
  badges?: readonly RowBadge[];
  /** The agent's own skills list; omit for agents without skills (spec agent presets). */
  skills?: { policy: SkillPolicy | undefined; installed: ReadonlySet<string> };
  /** The agent's editor, rendered only while open. */
  details?: () => ComponentChildren;
  /** The data-path of this agent's fields (e.g. `subAgents[2]`): the profile check can open its editor. */
  path?: string;
  /** Always shown under the row's head (a stage's nodes). */
  children?: ComponentChildren;
  class?: string;
}

/**
 * One agent of the team: an <li> with a heading whose button opens the editor (aria-expanded), the
 * role and skills line under it, and the editor (ending with move / remove) while open.
 */
export function RowFrame(props: RowFrameProps) {
  const titleId = useUid();
  const bodyId = useUid();
  const { open, list } = props;
  const ref = useRef<HTMLLIElement>(null);
  const { path, rowKey, onToggle } = props;
  useReveal(ref, path && props.details ? (p) => !open && pathWithin(p, path) : null, () => onToggle(rowKey));
  return (
    <li
      ref={ref}
      data-row-key={props.rowKey}
      data-fixed={list ? undefined : ''}
      class={`troupe-row${open ? ' is-open' : ''}${props.class ? ` ${props.class}` : ''}`}
      onKeyDown={list ? rowKeyHandler(list.index, list.ops) : undefined}
    >
      <div role="group" aria-labelledby={titleId} class="troupe-row__group">
        <div class="troupe-row__head">
          <h5 class="troupe-row__title">
            {props.details ? (
              <button
                type="button"
                class="troupe-disclosure troupe-row__toggle"
                aria-expanded={open}
                aria-controls={open ? bodyId : undefined}
                onClick={() => props.onToggle(props.rowKey)}
              >
                <span id={titleId}>{props.title}</span>
              </button>
            ) : (
              <span id={titleId}>{props.title}</span>
            )}
          </h5>
          {props.badge && <span class="troupe-row__badge">{props.badge}</span>}
          {props.badges?.map((b) => (
            <span key={b.text} class={`troupe-row__badge${b.kind ? ` troupe-row__badge--${b.kind}` : ''}`} title={b.title}>
              {b.text}
            </span>
          ))}
          {props.summary && (
            <span class="troupe-row__summary" title={props.summary}>
              {props.summary}
            </span>
          )}
          {props.connection && (
            <span class="troupe-row__conn" title={pt('team.connectionOf', { name: props.title, connection: props.connection })}>
              <span class="troupe-visually-hidden">{pt('team.connection')} </span>
              {props.connection}
            </span>
          )}
        </div>
        {props.error && <span class="troupe-row__error">{props.error}</span>}
        {props.skills && <SkillLine policy={props.skills.policy} installed={props.skills.installed} />}
        {open && props.details && (
          <div id={bodyId} class="troupe-row__details">
            {props.details()}
            {list && <RowTools name={props.title} index={list.index} isLast={list.isLast} ops={list.ops} />}
          </div>
        )}
        {!props.details && list && <RowTools name={props.title} index={list.index} isLast={list.isLast} ops={list.ops} />}
        {props.children}
      </div>
    </li>
  );
}

/** The id error text for a row ('' = fine). */
export function idErrorText(problem: '' | 'empty' | 'duplicate', id: string): string | undefined {
  if (problem === 'empty') return pt('agent.idEmpty');
  if (problem === 'duplicate') return pt('agent.idDuplicate', { id: id.trim() });
  return undefined;
}

/** Where a row of an editable team list sits: its key, data-path, place and id (with its problem, if any). */
export interface ListRowAt {
  rowKey: string;
  path: string;
  index: number;
  isLast: boolean;
  id: string;
  idProblem: '' | 'empty' | 'duplicate';
}

/**
 * What a row of an editable team list works out first: how it patches its item, its title and id
 * error, and the RowFrame props that follow from where it sits (`frame`).
 */
export function listRow<T extends object>(ops: ListOps<T>, at: ListRowAt) {
  const title = rowTitle(at.id);
  const idError = idErrorText(at.idProblem, at.id);
  return {
    patch: (p: Partial<T>) => ops.update(at.index, (item) => withFields(item, p)),
    title,
    path: at.path,
    idError,
    frame: { rowKey: at.rowKey, path: at.path, title, list: { index: at.index, isLast: at.isLast, ops: ops as ListOps<object> }, error: idError },
  };
}

export const rowTitle = (id: string) => id.trim() || pt('agent.unnamed');

/** The <ol> of an editable list; its ops find rows (focus after a move or remove) through it. */
export function RowList(props: { ops?: Pick<ListOps<object>, 'containerRef'>; nested?: boolean; label?: string; children: ComponentChildren }) {
  return (
    <ol
      class={props.nested ? 'troupe-rows troupe-rows--nested' : 'troupe-rows'}
      aria-label={props.label}
      ref={props.ops ? (el) => void (props.ops!.containerRef.current = el) : undefined}
    >
      {props.children}
    </ol>
  );
}

/**
 * A list that may be long (sub-agents, workers): a screenful of rows mounts at once and the rest
 * over the next frames (see useProgressive), each held by a PendingRow until then. `before` rows
 * (the main agent) come first in the same list.
 */
export function ProgressiveRowList<T extends object>(props: {
  list: readonly T[];
  ops: ListOps<T>;
  label?: string;
  before?: ComponentChildren;
  row(item: T, index: number, rowKey: string): VNode;
}) {
  const shown = useProgressive(props.list.length);
  return (
    <RowList ops={props.ops} label={props.label}>
      {props.before}
      {props.list.map((item, i) => {
        const rowKey = props.ops.keyOf(item);
        return i >= shown ? <PendingRow key={rowKey} rowKey={rowKey} /> : props.row(item, i, rowKey);
      })}
    </RowList>
  );
}

/**
 * The "Add …" button under a list; focus returns here when the last row is removed. At MAX_TEAM
 * members it is disabled and says why.
 */
export function AddButton(props: { ops: Pick<ListOps<object>, 'addRef'>; label: string; count: number; what: string; onClick(): void }) {
  const noteId = useUid();
  const full = props.count >= MAX_TEAM;
  return (
    <div class="troupe-rows__addbar">
      <button
        type="button"
        class="troupe-btn troupe-btn--default troupe-rows__add"
        ref={(el) => void (props.ops.addRef.current = el)}
        disabled={full}
        aria-describedby={full ? noteId : undefined}
        onClick={props.onClick}
      >
        {props.label}
      </button>
      {full && (
        <span id={noteId} class="troupe-note">
          {pt('team.full', { max: MAX_TEAM, what: props.what })}
        </span>
      )}
    </div>
  );
}

/** Stands in for a row not rendered yet (see useProgressive): same key, a reserved height. */
export function PendingRow({ rowKey }: { rowKey: string }) {
  return <li data-row-key={rowKey} class="troupe-row troupe-row--pending" aria-busy="true" />;
}
