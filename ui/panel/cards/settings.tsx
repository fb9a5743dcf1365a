// A card's plain profile settings: a number or a switch bound to one top-level field of the
// profile (its data-path is the field's name), the limits and behaviour sections that hold them under
// Advanced, what of them is not at its default, and the orchestration-wide stall time.
import type { ComponentChildren } from 'preact';
import { STALL_TIMEOUT_SEC } from '../../../src/app/panel-contract.ts';
import type { KeysOf } from '../../../src/core/modes/types.ts';
import { NumberField, Section, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField } from '../listEdit.ts';
import type { Range } from '../limits.ts';
import type { Editor } from '../useEditor.ts';
import { changed, type Change } from './advanced.tsx';
import type { StallSetting } from './shared.tsx';

interface SettingProps<P, V> {
  profile: P;
  editor: Editor<P>;
  field: KeysOf<P, V>;
  label: string;
}

/** A whole number committed into the schema's range; emptying the field keeps the old value. */
export function ProfileNumber<P extends object>(props: SettingProps<P, number> & { range: Range; scale?: number }) {
  const { editor, field } = props;
  return (
    <NumberField
      label={props.label}
      value={props.profile[field] as number}
      range={props.range}
      scale={props.scale}
      path={field}
      onValue={(v) => v !== null && editor.update((p) => withField(p, field, v as P[typeof field]))}
    />
  );
}

export function ProfileToggle<P extends object>(props: SettingProps<P, boolean> & { hint?: string }) {
  const { editor, field } = props;
  return (
    <Toggle
      label={props.label}
      hint={props.hint}
      checked={props.profile[field] as boolean}
      path={field}
      onValue={(v) => editor.update((p) => withField(p, field, v as P[typeof field]))}
    />
  );
}

const BUDGET_TOKENS: Range = { min: 0, max: 100_000_000, def: 0 };

/** The profile's token budget per turn (`budget.maxTokens`; the cost cap is set in the profile's JSON). */
export function BudgetTokens<P extends { budget: { maxTokens: number } }>({ profile, editor }: { profile: P; editor: Editor<P> }) {
  return (
    <NumberField
      label={pt('limits.budgetTokens')}
      value={profile.budget.maxTokens}
      range={BUDGET_TOKENS}
      path="budget.maxTokens"
      onValue={(v) => v !== null && editor.update((p) => ({ ...p, budget: { ...p.budget, maxTokens: v } }))}
    />
  );
}

/** The "Limits" section: its numbers on one wrapping row. */
export function LimitsSection({ children }: { children: ComponentChildren }) {
  return (
    <Section title={pt('section.limits')}>
      <div class="troupe-fieldrow">{children}</div>
    </Section>
  );
}

/** A number setting of the card's Advanced limits. */
export interface NumberSetting<P> {
  field: KeysOf<P, number>;
  label: string;
  range: Range;
  scale?: number;
}

/** A switch of the card's Advanced behaviour. */
export interface FlagSetting<P> {
  field: KeysOf<P, boolean>;
  label: string;
  hint?: string;
}

/** What of `numbers` and `flags` differs from the mode's shipped default, for Advanced's summary line. */
export function settingChanges<P extends object>(profile: P, def: P, numbers: readonly NumberSetting<P>[], flags: readonly FlagSetting<P>[]): Change[] {
  const out: Change[] = [];
  for (const n of numbers) {
    const v = profile[n.field] as number;
    out.push(...changed(n.label, v, def[n.field], String(v / (n.scale ?? 1))));
  }
  for (const f of flags) {
    const v = profile[f.field] as boolean;
    out.push(...changed(f.label, v, def[f.field], v ? pt('advanced.on') : pt('advanced.off')));
  }
  if (hasBudget(profile) && hasBudget(def))
    out.push(...changed(pt('limits.budgetTokens'), profile.budget.maxTokens, def.budget.maxTokens, String(profile.budget.maxTokens)));
  return out;
}

/** Every mode's profile has a turn budget; a profile without one (old tests' fixtures) shows no field. */
const hasBudget = (p: object): p is { budget: { maxTokens: number } } => typeof (p as { budget?: { maxTokens?: unknown } }).budget?.maxTokens === 'number';

export function LimitFields<P extends object>({ profile, editor, numbers }: { profile: P; editor: Editor<P>; numbers: readonly NumberSetting<P>[] }) {
  return (
    <LimitsSection>
      {numbers.map((n) => (
        <ProfileNumber key={n.field} profile={profile} editor={editor} field={n.field} label={n.label} range={n.range} scale={n.scale} />
      ))}
      {hasBudget(profile) && <BudgetTokens profile={profile} editor={editor as unknown as Editor<typeof profile>} />}
    </LimitsSection>
  );
}

export function BehaviourFields<P extends object>({ profile, editor, flags }: { profile: P; editor: Editor<P>; flags: readonly FlagSetting<P>[] }) {
  return (
    <Section title={pt('section.behaviour')}>
      {flags.map((f) => (
        <ProfileToggle key={f.field} profile={profile} editor={editor} field={f.field} label={f.label} hint={f.hint} />
      ))}
    </Section>
  );
}

export const STALL_RANGE: Range = STALL_TIMEOUT_SEC;

/** The stall time, shared by every mode (an app setting, not part of the profile). */
export function StallSection({ stall }: { stall: StallSetting }) {
  return (
    <Section title={pt('section.orchestration')}>
      <NumberField
        label={pt('stall.label')}
        value={stall.seconds}
        range={STALL_RANGE}
        defaultValue={STALL_RANGE.def}
        hint={pt('stall.hint')}
        path="settings.stallTimeoutSec"
        onValue={(v) => v !== null && stall.set(v)}
      />
    </Section>
  );
}

export function stallChanges(stall: StallSetting): Change[] {
  return changed(pt('stall.short'), stall.seconds, STALL_RANGE.def, pt('stall.value', { s: stall.seconds }));
}
