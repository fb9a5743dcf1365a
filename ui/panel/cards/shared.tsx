// Pieces every mode card uses: the card props, the mode-level skills row, the profile's default
// routing, tools, capsule injection and world book filter sections. The team rows are in rows.tsx,
// the Advanced disclosure in advanced.tsx and settings.tsx.
import type { ComponentChildren } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import { CAPSULE_POSITIONS, CAPSULE_ROLES } from '../../../src/core/profiles/common.ts';
import type { Profile } from '../../../src/core/profiles/parse.ts';
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { MODE_TOOL_NAMESPACES, offeredVerbs } from '../../../src/core/modes/tools.ts';
import type { ToolFlags } from '../../../src/core/profiles/tools.ts';
import { ToolAvailability } from '../toolAvailability.ts';
import type { Change } from './advanced.tsx';
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
import { HandWrittenToolsEditor } from '../HandWrittenToolsEditor.tsx';
import { CustomTools } from '../customTools.ts';
import type { HandWrittenTool } from '../../../src/core/profiles/hand-written-tools.ts';

/** What every card needs besides its profile. Stable while none of its parts changes. */
export interface CardShared {
  connections: readonly SelectOption[];
  promptPresets: readonly SelectOption[];
  inventory: readonly SkillSummary[];
  skills: EffectiveSkills;
  /** The orchestration-wide stall time (seconds), shown under Advanced in every mode. */
  stall: StallSetting;
}

export interface StallSetting {
  seconds: number;
  set(seconds: number): void;
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
  /** Installed skill names in play (the rows' small chips mark the others). */
  installed: ReadonlySet<string>;
  modeVisible: readonly string[];
  profileTools: ToolFlags;
  /** Opens / closes one row's editor (at most one is open per card). */
  onToggle(rowKey: string): void;
}

type AnyProfile = Profile & { skills: Required<Pick<SkillPolicy, 'visible' | 'deny'>>; apiPreset: string; promptPreset: string };

/** The RowShared of a card's lists: a new object only when one of its parts changes. */
export function useRowShared(mode: Mode, profile: AnyProfile & { tools?: ToolFlags }, shared: CardShared, onToggle: (rowKey: string) => void): RowShared {
  const tools = profile.tools ?? NO_TOOLS;
  return useMemo<RowShared>(
    () => ({
      mode,
      connections: shared.connections,
      promptPresets: shared.promptPresets,
      inventory: shared.inventory,
      installed: shared.skills.installed,
      modeVisible: profile.skills.visible,
      profileTools: tools,
      onToggle,
    }),
    [mode, shared.connections, shared.promptPresets, shared.inventory, shared.skills.installed, profile.skills.visible, tools, onToggle],
  );
}

const NO_TOOLS = { custom: {} } as ToolFlags;

/** The mode-level skills row at the top of the card. */
export function ModeSkills<P extends AnyProfile>({ profile, editor, shared }: CardProps<P>) {
  const onChange = useMemo(
    () => (policy: SkillPolicy) => editor.update((p) => withField(p, 'skills', { visible: policy.visible ?? [], deny: policy.deny ?? [] } as P['skills'])),
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

/** The profile's own API and prompt preset ('' = the global orchestration presets); agents without their own use it. */
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
    </Section>
  );
}

export function ToolsSection<P extends AnyProfile & { tools: ToolFlags }>({ profile, editor, extra }: CardProps<P> & { extra?: ComponentChildren }) {
  const api = useContext(CustomTools);
  const hand = (profile as { customTools?: HandWrittenTool[] }).customTools;
  const registered = useMemo(() => new Set((api?.registered ?? []).map((o) => o.name)), [api?.registered]);
  return (
    <Section title={pt('section.tools')}>
      <ProfileTools mode={profile.mode} tools={profile.tools} onChange={(tools) => editor.update((p) => withField(p, 'tools', tools))} />
      {extra}
      {hand && (
        <HandWrittenToolsEditor
          tools={hand}
          registeredNames={registered}
          onChange={(list) => editor.update((p) => withField(p as P & { customTools: HandWrittenTool[] }, 'customTools', list))}
        />
      )}
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
          <NumberField
            label={pt('capsule.depth')}
            value={c.depth}
            range={RANGES.capsuleDepth}
            path="capsule.depth"
            onValue={(v) => v !== null && set({ depth: v })}
          />
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
        <TextAreaField
          label={pt('lorebook.book')}
          value={f.bookPattern}
          rows={2}
          mono
          path="lorebookFilter.bookPattern"
          onValue={(bookPattern) => set({ bookPattern })}
        />
        <TextAreaField
          label={pt('lorebook.entry')}
          value={f.entryPattern}
          rows={2}
          mono
          path="lorebookFilter.entryPattern"
          onValue={(entryPattern) => set({ entryPattern })}
        />
      </div>
    </Section>
  );
}

/** How many switches of the tools shown here differ from the mode's default (for Advanced's summary). */
export function useToolChanges(mode: Mode, tools: ToolFlags, def: ToolFlags): Change[] {
  const available = useContext(ToolAvailability);
  let count = 0;
  for (const ns of MODE_TOOL_NAMESPACES[mode]) {
    for (const verb of offeredVerbs(mode, ns, available)) if ((tools[ns]?.[verb] === true) !== (def[ns]?.[verb] === true)) count++;
  }
  return count ? [{ label: pt('advanced.toolsChanged', { count }), value: '' }] : [];
}

/** Capsule placement and the world book filter, for Advanced's summary. */
export function capsuleChanges(c: Capsule, def: Capsule): Change[] {
  const same = c.position === def.position && c.depth === def.depth && c.role === def.role && c.customInstruction === def.customInstruction;
  return same ? [] : [{ label: pt('section.capsule'), value: pt(`capsule.pos.${c.position}` as PanelKey) }];
}

export function lorebookChanges(f: LorebookFilter): Change[] {
  return f.bookPattern.trim() || f.entryPattern.trim() ? [{ label: pt('section.lorebook'), value: '' }] : [];
}
