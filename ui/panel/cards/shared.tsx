// Pieces every mode card uses: the card props, the mode-level skills row, the profile's default
// routing, tools, capsule injection and world book filter sections, and the agent row frame.
import type { ComponentChildren, VNode } from 'preact';
import { useContext, useMemo, useState } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import { CAPSULE_POSITIONS, CAPSULE_ROLES, type Profile } from '../../../src/core/profiles/index.ts';
import type { Mode } from '../../../src/core/profiles/modes.ts';
import type { ToolFlags } from '../../../src/core/profiles/tools.ts';
import type { SkillPolicy, SkillSummary } from '../../../src/core/skills/types.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import type { SelectOption } from '../../../src/app/panel-contract.ts';
import { RoutingFields, Section, SelectField, TextAreaField, NumberField } from '../fields.tsx';
import { pt, type PanelKey } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import type { EffectiveSkills } from '../skillsModel.ts';
import type { Editor } from '../useEditor.ts';
import { ProfileTools } from '../ToolsEditor.tsx';
import { HandToolsEditor } from '../HandToolsEditor.tsx';
import { CustomTools } from '../customTools.ts';
import type { HandTool } from '../../../src/core/profiles/hand-tools.ts';
import { RowTools, rowKeyHandler } from '../RowTools.tsx';
import type { ListOps } from '../useListOps.ts';
import { useProgressive } from '../useProgressive.ts';

/** What every card needs besides its profile. Stable while none of its parts changes. */
export interface CardShared {
  connections: readonly SelectOption[];
  promptPresets: readonly SelectOption[];
  inventory: readonly SkillSummary[];
  skills: EffectiveSkills;
}

export interface CardProps<P> {
  profile: P;
  editor: Editor<P>;
  shared: CardShared;
}

/** Shared by the rows of one list: changes rarely (mode skills, profile tools, the option lists). */
export interface RowShared {
  mode: Mode;
  connections: readonly SelectOption[];
  promptPresets: readonly SelectOption[];
  inventory: readonly SkillSummary[];
  modeVisible: readonly string[];
  profileTools: ToolFlags;
}

type AnyProfile = Profile & { skills: Required<SkillPolicy>; apiPreset: string; promptPreset: string };

/** The RowShared of a card's lists: a new object only when one of its parts changes. */
export function useRowShared(mode: Mode, profile: AnyProfile & { tools: ToolFlags }, shared: CardShared): RowShared {
  return useMemo<RowShared>(
    () => ({
      mode,
      connections: shared.connections,
      promptPresets: shared.promptPresets,
      inventory: shared.inventory,
      modeVisible: profile.skills.visible,
      profileTools: profile.tools,
    }),
    [mode, shared.connections, shared.promptPresets, shared.inventory, profile.skills.visible, profile.tools],
  );
}

/** The mode-level skills row at the top of the card. */
export function ModeSkills<P extends AnyProfile>({ profile, editor, shared }: CardProps<P>) {
  const onChange = useMemo(
    () => (policy: SkillPolicy) =>
      editor.update((p) => withField(p, 'skills', { visible: policy.visible ?? [], deny: policy.deny ?? [] } as P['skills'])),
    [editor],
  );
  return (
    <div class="troupe-card__skills">
      <SkillChipsRow
        label={pt('section.skills')}
        level="mode"
        policy={profile.skills}
        inventory={shared.inventory}
        effective={shared.skills.mode}
        rowId="mode"
        onChange={onChange}
      />
    </div>
  );
}

/** The profile's own API and prompt preset ('' = the global orchestration presets). */
export function RoutingSection<P extends AnyProfile>({ profile, editor, shared }: CardProps<P>) {
  return (
    <Section title={pt('section.routing')}>
      <RoutingFields
        level="profile"
        api={profile.apiPreset}
        prompt={profile.promptPreset}
        connections={shared.connections}
        promptPresets={shared.promptPresets}
        onApi={(v) => editor.update((p) => withField(p, 'apiPreset', v))}
        onPrompt={(v) => editor.update((p) => withField(p, 'promptPreset', v))}
      />
      <p class="troupe-note">{pt('routing.note')}</p>
    </Section>
  );
}

export function ToolsSection<P extends AnyProfile & { tools: ToolFlags }>({ profile, editor, extra }: CardProps<P> & { extra?: ComponentChildren }) {
  const api = useContext(CustomTools);
  const hand = (profile as { customTools?: HandTool[] }).customTools;
  const registered = useMemo(() => new Set((api?.registered ?? []).map((o) => o.name)), [api?.registered]);
  return (
    <Section title={pt('section.tools')}>
      <ProfileTools mode={profile.mode} tools={profile.tools} onChange={(tools) => editor.update((p) => withField(p, 'tools', tools))} />
      {extra}
      {hand && <HandToolsEditor tools={hand} registeredNames={registered} onChange={(list) => editor.update((p) => withField(p as P & { customTools: HandTool[] }, 'customTools', list))} />}
    </Section>
  );
}

interface Capsule {
  customInstruction: string;
  position: (typeof CAPSULE_POSITIONS)[number];
  depth: number;
  role: (typeof CAPSULE_ROLES)[number];
}

/** Where the capsule enters the main prompt. Depth and role stay in place (disabled) unless at depth. */
export function CapsuleSection<P extends { capsule: Capsule }>({ profile, editor }: Pick<CardProps<P>, 'profile' | 'editor'>) {
  const c = profile.capsule;
  const set = (patch: Partial<Capsule>) => editor.update((p) => withField(p, 'capsule', withFields(p.capsule, patch)));
  const atDepth = c.position === 'atDepth';
  return (
    <Section title={pt('section.capsule')}>
      <TextAreaField
        label={pt('capsule.instruction')}
        value={c.customInstruction}
        rows={2}
        path="capsule.customInstruction"
        onValue={(customInstruction) => set({ customInstruction })}
      />
      <div class="troupe-fieldrow">
        <SelectField
          label={pt('capsule.position')}
          value={c.position}
          options={CAPSULE_POSITIONS.map((v) => ({ value: v, label: pt(`capsule.pos.${v}` as PanelKey) }))}
          path="capsule.position"
          onValue={(v) => set({ position: v as Capsule['position'] })}
        />
        <fieldset class="troupe-fieldset-plain" disabled={!atDepth}>
          <NumberField label={pt('capsule.depth')} value={c.depth} range={RANGES.capsuleDepth} path="capsule.depth" onValue={(v) => v !== null && set({ depth: v })} />
        </fieldset>
        <SelectField
          label={pt('capsule.role')}
          value={c.role}
          disabled={!atDepth}
          options={CAPSULE_ROLES.map((v) => ({ value: v, label: pt(`capsule.role.${v}` as PanelKey) }))}
          path="capsule.role"
          onValue={(v) => set({ role: v as Capsule['role'] })}
        />
      </div>
      <p class="troupe-note">{pt('capsule.depthOnly')}</p>
    </Section>
  );
}

interface LorebookFilter {
  bookPattern: string;
  entryPattern: string;
}

export function LorebookSection<P extends { lorebookFilter: LorebookFilter }>({ profile, editor }: Pick<CardProps<P>, 'profile' | 'editor'>) {
  const f = profile.lorebookFilter;
  const set = (patch: Partial<LorebookFilter>) => editor.update((p) => withField(p, 'lorebookFilter', withFields(p.lorebookFilter, patch)));
  return (
    <Section title={pt('section.lorebook')}>
      <div class="troupe-fieldrow">
        <TextAreaField label={pt('lorebook.book')} value={f.bookPattern} rows={2} mono path="lorebookFilter.bookPattern" onValue={(bookPattern) => set({ bookPattern })} />
        <TextAreaField label={pt('lorebook.entry')} value={f.entryPattern} rows={2} mono path="lorebookFilter.entryPattern" onValue={(entryPattern) => set({ entryPattern })} />
      </div>
    </Section>
  );
}

export interface RowFrameProps {
  rowKey: string;
  /** The heading text (the item's id, or "(unnamed)"). */
  title: string;
  index: number;
  isLast: boolean;
  ops: Pick<ListOps<object>, 'move' | 'remove' | 'takeFresh'>;
  /** Shown next to the title (e.g. a duplicate id), also while the details are closed. */
  error?: string;
  /** A one-line preview shown while the details are closed (e.g. the description). */
  summary?: string;
  /** The row's editor, behind a "Details" button and rendered only while open (new rows start open). */
  details?: () => ComponentChildren;
  /** Always shown (e.g. the skills row). */
  children?: ComponentChildren;
  class?: string;
}

/**
 * One row of an editable list: an <li> carrying its key, a heading, the Details disclosure and the
 * move / remove buttons. Closed rows stay small, so a list of fifty renders quickly and reads well.
 */
export function RowFrame(props: RowFrameProps) {
  const headingId = useUid();
  const bodyId = useUid();
  const [open, setOpen] = useState(() => props.ops.takeFresh(props.rowKey));
  return (
    <li data-row-key={props.rowKey} class={`troupe-row${props.class ? ` ${props.class}` : ''}`} onKeyDown={rowKeyHandler(props.index, props.ops)}>
      <div role="group" aria-labelledby={headingId} class="troupe-row__group">
        <div class="troupe-row__head">
          <h5 id={headingId} class="troupe-row__title">
            {props.title}
          </h5>
          {props.error && <span class="troupe-row__error">{props.error}</span>}
          <RowTools name={props.title} index={props.index} isLast={props.isLast} ops={props.ops} />
        </div>
        {props.details && (
          <div class="troupe-row__bar">
            <button
              type="button"
              class="troupe-disclosure troupe-row__toggle"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={pt('agent.detailsOf', { name: props.title })}
              onClick={() => setOpen(!open)}
            >
              {pt('agent.details')}
            </button>
            {!open && props.summary && <span class="troupe-row__summary">{props.summary}</span>}
          </div>
        )}
        {props.details && (
          <div id={bodyId} class="troupe-row__details" hidden={!open}>
            {open && props.details()}
          </div>
        )}
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

export const rowTitle = (id: string) => id.trim() || pt('agent.unnamed');

/** The <ol> of an editable list; its ops find rows (focus after a move or remove) through it. */
export function RowList(props: { ops: Pick<ListOps<object>, 'containerRef'>; nested?: boolean; children: ComponentChildren }) {
  return (
    <ol class={props.nested ? 'troupe-rows troupe-rows--nested' : 'troupe-rows'} ref={(el) => void (props.ops.containerRef.current = el)}>
      {props.children}
    </ol>
  );
}

/**
 * A list that may be long (sub-agents, workers): a screenful of rows mounts at once and the rest
 * over the next frames (see useProgressive), each held by a PendingRow until then.
 */
export function ProgressiveRowList<T extends object>(props: { list: readonly T[]; ops: ListOps<T>; row(item: T, index: number, rowKey: string): VNode }) {
  const shown = useProgressive(props.list.length);
  return (
    <RowList ops={props.ops}>
      {props.list.map((item, i) => {
        const rowKey = props.ops.keyOf(item);
        return i >= shown ? <PendingRow key={rowKey} rowKey={rowKey} /> : props.row(item, i, rowKey);
      })}
    </RowList>
  );
}

/** The "Add …" button under a list; focus returns here when the last row is removed. */
export function AddButton(props: { ops: Pick<ListOps<object>, 'addRef'>; label: string; onClick(): void }) {
  return (
    <button type="button" class="troupe-btn troupe-btn--default troupe-rows__add" ref={(el) => void (props.ops.addRef.current = el)} onClick={props.onClick}>
      {props.label}
    </button>
  );
}

/** Stands in for a row not rendered yet (see useProgressive): same key, a reserved height. */
export function PendingRow({ rowKey }: { rowKey: string }) {
  return <li data-row-key={rowKey} class="troupe-row troupe-row--pending" aria-busy="true" />;
}
