// "Let me choose the angle": the card that shows a paused turn's angles and answers the pause. The
// page shows it under the chat log (under the reply being written); SillyTavern in a floating card.
// Keyboard: the first angle has the focus; 1–4 pick, the arrows move, Enter chooses; the own-angle
// field submits with Enter.
import type { ReadonlySignal } from '@preact/signals-core';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AngleChoice } from '../../src/core/engines/runtime/angles.ts';
import type { PendingAngle } from '../../src/app/turns/angle-pause.ts';
import { at } from './i18n.ts';
import './app.css';

export interface AnglePauseView {
  readonly pending: ReadonlySignal<PendingAngle | null>;
  answer(choice: AngleChoice): void;
}

/** Seconds left until `deadline`, ticking once a second. */
function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function AnglePrompt({ pauses, class: cls = '' }: { pauses: AnglePauseView; class?: string }) {
  const pending = pauses.pending.value;
  return pending ? <AngleCard key={`${pending.storeKey}:${pending.angles.join('\n')}`} pending={pending} pauses={pauses} cls={cls} /> : null;
}

function AngleCard({ pending, pauses, cls }: { pending: PendingAngle; pauses: AnglePauseView; cls: string }) {
  const [own, setOwn] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const left = useSecondsLeft(pending.deadline);
  const options = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('.troupe-angle__option') ?? [])];
  useEffect(() => {
    options()[0]?.focus({ preventScroll: false });
  }, []);
  const pick = (i: number) => {
    const text = pending.angles[i];
    if (text !== undefined) pauses.answer({ kind: 'angle', index: i, text });
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'INPUT') return;
    const n = Number(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= pending.angles.length) {
      e.preventDefault();
      pick(n - 1);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const all = options();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = all[(at + (e.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  return (
    <section
      class={`troupe-angle ${cls}`.trim()}
      role="group"
      aria-label={at('angle.title')}
      data-restored={pending.restored ? 'true' : undefined}
      onKeyDown={onKey}
    >
      <p class="troupe-angle__title">{at('angle.title')}</p>
      {pending.restored && <p class="troupe-angle__note">{at('angle.restored')}</p>}
      <div class="troupe-angle__options" ref={list}>
        {pending.angles.map((a, i) => (
          <button type="button" class="troupe-angle__option" key={i} data-index={i} onClick={() => pick(i)}>
            <span class="troupe-angle__key" aria-hidden="true">
              {i + 1}
            </span>
            {a}
          </button>
        ))}
      </div>
      <form
        class="troupe-angle__own"
        onSubmit={(e) => {
          e.preventDefault();
          if (own.trim()) pauses.answer({ kind: 'own', text: own.trim() });
        }}
      >
        <input
          type="text"
          aria-label={at('angle.own')}
          placeholder={at('angle.own')}
          value={own}
          maxLength={2000}
          onInput={(e) => setOwn(e.currentTarget.value)}
        />
        <button type="submit" class="troupe-btn" disabled={!own.trim()}>
          {at('angle.useOwn')}
        </button>
      </form>
      <div class="troupe-angle__foot">
        <button type="button" class="troupe-btn troupe-btn--quiet" onClick={() => pauses.answer({ kind: 'auto' })}>
          {at('angle.auto')}
        </button>
        <span class="troupe-angle__hint">
          {left !== undefined ? `${at('angle.countdown', { n: left })} ` : ''}
          {at('angle.keys', { n: pending.angles.length })}
        </span>
      </div>
    </section>
  );
}
