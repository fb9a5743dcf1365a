// The turn pipeline's pause for the user's input: "Let me choose the angle". An engine asks through the
// turn's `chooseAngle`; the runner asks here. The run keeps its lock while it waits. The question is
// `pending` (the UI shows it and answers with `answer`), and it is stored per chat, so that after a
// reload the chat offers it again: answering then runs the reply again with the stored sketches and
// the answer (the orchestrator hands them to that turn: `takeResumed`). A Stop, or no answer within
// the profile's wait, ends the pause: the writer picks.
import { signal } from '@preact/signals-core';
import { angleChoiceOf, type AngleChoice, type ChosenAngle } from '../../core/engines/runtime/angles.ts';
import type { TurnAnchor } from '../../core/engines/capsule/swipe-cache.ts';

/** Where a pause is kept while it waits (the app's settings store: IndexedDB), by chat store key. */
export interface PauseStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
  delete(key: string): Promise<unknown>;
}

/** What is stored of a pause: what it offered, and the user turn it belongs to. */
export interface AnglePauseRecord {
  angles: string[];
  sketches: string[];
  anchor: TurnAnchor;
  createdAt: number;
}

/** The question the UI shows. */
export interface PendingAngle {
  /** The chat it belongs to (its store key). */
  storeKey: string;
  angles: readonly string[];
  /** When the writer picks if nobody answers (epoch ms); absent: it waits. */
  deadline?: number;
  /** Offered again after a reload: the turn that asked has gone; answering runs the reply again. */
  restored: boolean;
}

/** A signal that aborts when either does (AbortSignal.any, which older browsers lack). */
export function eitherSignal(a: AbortSignal, b?: AbortSignal): AbortSignal {
  if (!b) return a;
  const c = new AbortController();
  const stop = () => c.abort();
  for (const s of [a, b]) {
    if (s.aborted) c.abort();
    else s.addEventListener('abort', stop, { once: true });
  }
  return c.signal;
}

export const anglePauseKey = (storeKey: string) => `angle-pause:${storeKey}`;

/** The event a pause emits on the host's bus once it is shown (tests and other extensions wait for it). */
export const ANGLE_PAUSE_EVENT = 'troupe:angle-pause';

export interface AnglePausesOptions {
  store?: PauseStore;
  /** The host's event bus. */
  emit?(event: string, payload: unknown): void;
  /** A restored pause was answered: run the reply again with `resumed`. */
  resume?(storeKey: string, anchor: TurnAnchor, resumed: ChosenAngle): void | Promise<void>;
  now?(): number;
}

export interface AskAngle {
  storeKey: string;
  anchor?: TurnAnchor;
  angles: readonly string[];
  sketches: readonly string[];
  /** Seconds to wait for the user (0 = no limit). */
  waitSec: number;
  /** The run's signal: a Stop ends the pause. */
  signal: AbortSignal;
}

function recordOf(raw: unknown): AnglePauseRecord | null {
  const r = (raw ?? {}) as Partial<AnglePauseRecord>;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (!strings(r.angles) || !strings(r.sketches) || !(r.angles as string[]).length) return null;
  if (!r.anchor || !Number.isInteger(r.anchor.index) || typeof r.anchor.hash !== 'string') return null;
  return {
    angles: r.angles as string[],
    sketches: r.sketches as string[],
    anchor: { index: r.anchor.index, hash: r.anchor.hash },
    createdAt: Number(r.createdAt) || 0,
  };
}

export class AnglePauses {
  /** The question on screen, if any (one at a time: one run per chat, one chat on screen). */
  readonly pending = signal<PendingAngle | null>(null);
  readonly #o: AnglePausesOptions;
  #answer: ((choice: AngleChoice) => void) | null = null;
  #restored: AnglePauseRecord | null = null;

  constructor(options: AnglePausesOptions = {}) {
    this.#o = options;
  }

  /** Pauses the turn until the user answers, the wait is over (`auto`) or the run stops (`auto`; the run then ends as stopped). */
  async ask(q: AskAngle): Promise<AngleChoice> {
    if (q.signal.aborted) return { kind: 'auto' };
    const key = anglePauseKey(q.storeKey);
    const record: AnglePauseRecord | null = q.anchor ? { angles: [...q.angles], sketches: [...q.sketches], anchor: q.anchor, createdAt: this.#now() } : null;
    // Stored before it is shown: a reload from the moment the user sees it offers it again.
    if (record) await this.#o.store?.set(key, record).catch(() => {});
    this.#restored = null;
    const deadline = q.waitSec > 0 ? this.#now() + q.waitSec * 1000 : undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort = () => {};
    const choice = await new Promise<AngleChoice>((resolve) => {
      this.#answer = resolve;
      if (deadline !== undefined) timer = setTimeout(() => resolve({ kind: 'auto' }), q.waitSec * 1000);
      onAbort = () => resolve({ kind: 'auto' });
      q.signal.addEventListener('abort', onAbort, { once: true });
      this.pending.value = { storeKey: q.storeKey, angles: q.angles, ...(deadline !== undefined ? { deadline } : {}), restored: false };
      this.#o.emit?.(ANGLE_PAUSE_EVENT, { chatId: q.storeKey, angles: [...q.angles], restored: false });
    });
    clearTimeout(timer);
    q.signal.removeEventListener('abort', onAbort);
    this.#answer = null;
    this.pending.value = null;
    await this.#o.store?.delete(key).catch(() => {});
    return choice;
  }

  /** The user's answer to the question on screen (ignored when there is none, or it is not an answer). */
  answer(raw: AngleChoice): void {
    const choice = angleChoiceOf(raw);
    const p = this.pending.peek();
    if (!choice || !p) return;
    if (!p.restored) {
      this.#answer?.(choice);
      return;
    }
    const record = this.#restored;
    this.#restored = null;
    this.pending.value = null;
    if (!record) return;
    void this.#o.store?.delete(anglePauseKey(p.storeKey)).catch(() => {});
    void this.#o.resume?.(p.storeKey, record.anchor, { choice, sketches: record.sketches });
  }

  /**
   * The chat on screen changed (or the app started): offers again the pause stored for it, when no run
   * of this page is asking. `busy`: a run of this chat is in progress (its own pause shows itself).
   */
  async restore(storeKey: string | null, busy = false): Promise<void> {
    if (this.#answer) return;
    const shown = this.pending.peek();
    if (shown?.restored && shown.storeKey !== storeKey) {
      this.pending.value = null;
      this.#restored = null;
    }
    if (!storeKey || busy || !this.#o.store) return;
    let record: AnglePauseRecord | null = null;
    try {
      record = recordOf(await this.#o.store.get(anglePauseKey(storeKey)));
    } catch {
      return;
    }
    if (!record || this.#answer) return;
    this.#restored = record;
    this.pending.value = { storeKey, angles: record.angles, restored: true };
    this.#o.emit?.(ANGLE_PAUSE_EVENT, { chatId: storeKey, angles: [...record.angles], restored: true });
  }

  /** Drops the stored pause of a chat (the chat was deleted, or its turn moved on). */
  async forget(storeKey: string): Promise<void> {
    if (this.pending.peek()?.restored && this.pending.peek()?.storeKey === storeKey) {
      this.pending.value = null;
      this.#restored = null;
    }
    await this.#o.store?.delete(anglePauseKey(storeKey));
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
  }
}
