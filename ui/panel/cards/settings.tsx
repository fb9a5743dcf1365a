// A card's plain profile settings: a number or a switch bound to one top-level field of the
// profile (its data-path is the field's name), and the limits section that holds the numbers.
import type { ComponentChildren } from 'preact';
import { NumberField, Section, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField } from '../listEdit.ts';
import type { Range } from '../limits.ts';
import type { Editor } from '../useEditor.ts';

/** The named keys of P whose values are of type V (the index signature of a loose object left out). */
type KeysOf<P, V> = keyof { [K in keyof P as string extends K ? never : P[K] extends V ? K : never]: unknown } & string;

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
