// A labelled input or textarea for the side panels.
import { useUid } from '../common/uid.ts';

export function Field(p: {
  label: string;
  value: string;
  onInput(v: string): void;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url' | 'password' | 'number';
  placeholder?: string;
  hint?: string;
  autocomplete?: 'off' | 'on';
  list?: string;
}) {
  const id = useUid();
  const hint = p.hint ? `${id}-hint` : undefined;
  // Preact types `list` per input type; it is a plain attribute here.
  const extra: Record<string, unknown> = p.list ? { list: p.list } : {};
  return (
    <div class="troupe-field">
      <label for={id}>{p.label}</label>
      {p.multiline ? (
        <textarea
          id={id}
          rows={p.rows ?? 3}
          value={p.value}
          placeholder={p.placeholder}
          aria-describedby={hint}
          onInput={(e) => p.onInput(e.currentTarget.value)}
        />
      ) : (
        <input
          id={id}
          type={(p.type ?? 'text') as 'text'}
          value={p.value}
          placeholder={p.placeholder}
          aria-describedby={hint}
          autocomplete={p.autocomplete}
          {...extra}
          onInput={(e) => p.onInput(e.currentTarget.value)}
        />
      )}
      {p.hint && (
        <small id={hint} class="troupe-field__hint">
          {p.hint}
        </small>
      )}
    </div>
  );
}

/** A file picker presented as a labelled button-like control. */
export function FilePicker(p: { label: string; accept: string; hint?: string; disabled?: boolean; onFile(file: File): void }) {
  const id = useUid();
  return (
    <div class="troupe-field troupe-field--file">
      <label for={id} class="troupe-btn">
        {p.label}
      </label>
      <input
        id={id}
        class="troupe-visually-hidden"
        type="file"
        accept={p.accept}
        disabled={p.disabled}
        aria-describedby={p.hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file) p.onFile(file);
        }}
      />
      {p.hint && (
        <small id={`${id}-hint`} class="troupe-field__hint">
          {p.hint}
        </small>
      )}
    </div>
  );
}

export type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** A result line: errors as alerts, successes as polite status. Keeps its height when empty. */
export function FeedbackLine({ feedback }: { feedback: Feedback }) {
  return (
    <div class="troupe-feedback">
      <div role="alert">{feedback?.kind === 'error' ? <span class="troupe-feedback--error">{feedback.text}</span> : null}</div>
      <div role="status">{feedback?.kind === 'ok' ? <span class="troupe-feedback--ok">{feedback.text}</span> : null}</div>
    </div>
  );
}
