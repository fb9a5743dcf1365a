// "Advanced" at the foot of every mode card: limits, behaviour switches, tools, capsule injection,
// the world book filter and the orchestration-wide stall time, behind one disclosure whose summary
// line names what is not at its default (or says everything is).
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { AGENT_PATH, useReveal } from '../reveal.ts';
import { useUid } from '../../common/uid.ts';
import { pt } from '../i18n.ts';

/** One setting's place in the summary: its label, and its value as text when it differs from the default. */
export interface Change {
  label: string;
  value: string;
}

/** A change when `value` differs from `def` (compared as JSON), else nothing. */
export function changed(label: string, value: unknown, def: unknown, text: string = String(value)): Change[] {
  return JSON.stringify(value) === JSON.stringify(def) ? [] : [{ label, value: text }];
}

export function changesText(changes: readonly Change[]): string {
  if (changes.length === 0) return pt('advanced.allDefault');
  return pt('advanced.changed', { list: changes.map((c) => (c.value ? `${c.label} ${c.value}` : c.label)).join(' · ') });
}

export function AdvancedSection({ changes, children }: { changes: readonly Change[]; children: () => ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const headingId = useUid();
  const bodyId = useUid();
  const summaryId = useUid();
  const text = changesText(changes);
  const ref = useRef<HTMLElement>(null);
  useReveal(
    ref,
    (p) => !open && !AGENT_PATH.test(p),
    () => setOpen(true),
  );
  return (
    <section ref={ref} class="troupe-section troupe-advanced" aria-labelledby={headingId}>
      <div class="troupe-section__head">
        <h4 class="troupe-section__title">
          <button
            id={headingId}
            type="button"
            class="troupe-disclosure troupe-advanced__toggle"
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            aria-describedby={summaryId}
            onClick={() => setOpen(!open)}
          >
            {pt('advanced.title')}
          </button>
        </h4>
      </div>
      <p id={summaryId} class="troupe-advanced__summary" title={text}>
        {text}
      </p>
      {open && (
        <div id={bodyId} class="troupe-advanced__body">
          {children()}
        </div>
      )}
    </section>
  );
}
