// Labelled form controls of the panel. Each control is named by its visible label (a <label for>),
// hints and errors are tied to it with aria-describedby, and nothing appears or disappears while
// editing (errors have a reserved line only where a row can have one).
import type { ComponentChildren } from 'preact';
import { useUid } from '../common/uid.ts';
import { Button } from '../common/Button.tsx';
import type { SelectOption } from '../../src/app/panel-contract.ts';
import { pt } from './i18n.ts';
import { clampTo, type Range } from './limits.ts';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps {
  label: string;
  value: string;
  onValue(value: string): void;
  placeholder?: string;
  /** An error shown under the field and announced with it (the field is marked invalid). */
  error?: string;
  /** Reserve the error line even when there is no error (rows whose errors come and go). */
  reserveError?: boolean;
  mono?: boolean;
  disabled?: boolean;
  /** data-path of the profile field, for lint navigation. */
  path?: string;
}

export function TextField(props: TextFieldProps) {
  const id = useUid();
  const errId = `${id}-err`;
  return (
    <div class="troupe-field">
      <label for={id} class="troupe-field__label">
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        class={`troupe-input${props.mono ? ' troupe-input--mono' : ''}`}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        spellcheck={false}
        data-path={props.path}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy(props.error && errId)}
        onInput={(e) => props.onValue(e.currentTarget.value)}
      />
      {(props.error || props.reserveError) && (
        <span id={errId} class="troupe-field__error">
          {props.error ?? ''}
        </span>
      )}
    </div>
  );
}

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue(value: string): void;
  rows?: number;
  placeholder?: string;
  hint?: string;
  /** The built-in text: shows "Reset to default" (disabled while the text equals it). */
  defaultValue?: string;
  mono?: boolean;
  path?: string;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const id = useUid();
  const hintId = `${id}-hint`;
  const hasDefault = props.defaultValue !== undefined;
  return (
    <div class="troupe-field troupe-field--wide">
      <div class="troupe-field__head">
        <label for={id} class="troupe-field__label">
          {props.label}
        </label>
        {hasDefault && (
          <Button
            variant="quiet"
            class="troupe-field__reset"
            aria-label={pt('field.resetDefaultOf', { field: props.label })}
            disabled={props.value === props.defaultValue}
            onClick={() => props.onValue(props.defaultValue!)}
          >
            {pt('field.resetDefault')}
          </Button>
        )}
      </div>
      <textarea
        id={id}
        class={`troupe-textarea${props.mono ? ' troupe-input--mono' : ''}`}
        rows={props.rows ?? 4}
        value={props.value}
        placeholder={props.placeholder}
        data-path={props.path}
        aria-describedby={describedBy(props.hint && hintId)}
        onInput={(e) => props.onValue(e.currentTarget.value)}
      />
      {props.hint && (
        <span id={hintId} class="troupe-field__hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}

export interface NumberFieldProps {
  label: string;
  value: number | null;
  range: Range;
  /** Empty input means null (inherit); the placeholder says what is inherited. */
  nullable?: boolean;
  placeholder?: string;
  /** Shown value = stored value / scale (e.g. 1000 to edit milliseconds as seconds). */
  scale?: number;
  /** The default (shown with the range: "0–200000 · default 8192"); null for "all". */
  defaultValue?: number | null;
  /** One more line under the range (what 0 or empty means). */
  hint?: string;
  onValue(value: number | null): void;
  path?: string;
}

/**
 * A whole number, committed on change (blur or Enter) and clamped into the schema's range: what the
 * field shows after a commit is what the profile holds.
 */
export function NumberField(props: NumberFieldProps) {
  const id = useUid();
  const hintId = `${id}-hint`;
  const scale = props.scale ?? 1;
  const shown = props.value === null ? '' : String(props.value / scale);
  const min = Math.ceil(props.range.min / scale);
  const max = Math.floor(props.range.max / scale);
  const commit = (input: HTMLInputElement) => {
    const raw = input.value.trim();
    let next: number | null;
    if (raw === '') next = props.nullable ? null : props.value;
    else {
      const n = clampTo({ min, max, def: null }, Number(raw));
      next = n === null ? props.value : n * scale;
    }
    // Show the committed value even when the profile does not change (e.g. 80 typed, 50 stored).
    input.value = next === null ? '' : String(next / scale);
    if (next !== props.value) props.onValue(next);
  };
  return (
    <div class="troupe-field troupe-field--number">
      <label for={id} class="troupe-field__label">
        {props.label}
      </label>
      <input
        id={id}
        type="number"
        class="troupe-input troupe-input--number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={shown}
        placeholder={props.placeholder}
        data-path={props.path}
        aria-describedby={hintId}
        onChange={(e) => commit(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget);
        }}
      />
      <span id={hintId} class="troupe-field__hint">
        {props.defaultValue === undefined
          ? pt('field.range', { min, max })
          : pt('field.rangeDefault', { min, max, def: props.defaultValue === null ? pt('field.all') : String(props.defaultValue / scale) })}
        {props.hint && <span class="troupe-field__hint-more"> {props.hint}</span>}
      </span>
    </div>
  );
}

export interface ToggleProps {
  label: string;
  checked: boolean;
  onValue(checked: boolean): void;
  hint?: string;
  disabled?: boolean;
  path?: string;
}

/** A checkbox presented as a switch (role="switch"), named by its label. */
export function Toggle(props: ToggleProps) {
  const id = useUid();
  const hintId = `${id}-hint`;
  return (
    <div class="troupe-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        class="troupe-toggle__input"
        checked={props.checked}
        aria-checked={props.checked}
        disabled={props.disabled}
        data-path={props.path}
        aria-describedby={describedBy(props.hint && hintId)}
        onChange={(e) => props.onValue(e.currentTarget.checked)}
      />
      <label for={id} class="troupe-toggle__label">
        {props.label}
      </label>
      {props.hint && (
        <span id={hintId} class="troupe-field__hint troupe-toggle__hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValue(value: string): void;
  /** An option for '' shown first (e.g. "(Global orchestration API preset)"). */
  emptyLabel?: string;
  /** Label for a current value that is not among the options. */
  missingLabel?: (value: string) => string;
  disabled?: boolean;
  hint?: string;
  path?: string;
}

export function SelectField(props: SelectFieldProps) {
  const id = useUid();
  const hintId = `${id}-hint`;
  const known = props.value === '' ? props.emptyLabel !== undefined : props.options.some((o) => o.value === props.value);
  return (
    <div class="troupe-field">
      <label for={id} class="troupe-field__label">
        {props.label}
      </label>
      <select
        id={id}
        class="troupe-select"
        value={props.value}
        disabled={props.disabled}
        data-path={props.path}
        aria-describedby={describedBy(props.hint && hintId)}
        onChange={(e) => props.onValue(e.currentTarget.value)}
      >
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {!known && <option value={props.value}>{props.missingLabel ? props.missingLabel(props.value) : props.value}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.hint && (
        <span id={hintId} class="troupe-field__hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}

export interface RoutingFieldsProps {
  api: string;
  prompt: string;
  connections: readonly SelectOption[];
  promptPresets: readonly SelectOption[];
  /** Profile level: '' = the global orchestration presets; agent level: '' = the profile's. */
  level: 'profile' | 'agent';
  onApi(value: string): void;
  onPrompt(value: string): void;
  pathPrefix?: string;
}

/** The API preset (connection profile) and prompt preset selects of a profile or an agent. */
export function RoutingFields(props: RoutingFieldsProps) {
  const missing = (name: string) => pt('routing.missing', { name });
  const p = props.pathPrefix ? `${props.pathPrefix}.` : '';
  return (
    <div class="troupe-fieldrow">
      <SelectField
        label={pt('routing.api')}
        value={props.api}
        options={props.connections}
        emptyLabel={props.level === 'profile' ? pt('routing.apiGlobal') : pt('routing.apiProfile')}
        missingLabel={missing}
        onValue={props.onApi}
        path={`${p}apiPreset`}
      />
      {/* Shown once the host has prompt presets (or a stored name needs clearing). */}
      {(props.promptPresets.length > 0 || props.prompt !== '') && (
        <SelectField
          label={pt('routing.prompt')}
          value={props.prompt}
          options={props.promptPresets}
          emptyLabel={props.level === 'profile' ? pt('routing.promptGlobal') : pt('routing.promptProfile')}
          missingLabel={missing}
          onValue={props.onPrompt}
          path={`${p}promptPreset`}
        />
      )}
    </div>
  );
}

/** A titled section of the card (a region named by its heading). */
export function Section(props: { title: string; children?: ComponentChildren; class?: string; headExtra?: ComponentChildren }) {
  const id = useUid();
  return (
    <section class={`troupe-section${props.class ? ` ${props.class}` : ''}`} aria-labelledby={id}>
      <div class="troupe-section__head">
        <h4 id={id} class="troupe-section__title">
          {props.title}
        </h4>
        {props.headExtra}
      </div>
      {props.children}
    </section>
  );
}
