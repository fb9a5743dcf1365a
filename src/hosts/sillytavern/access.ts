// Reading SillyTavern safely: the context is fetched again on every use (chat, chatMetadata and
// characterId are replaced on chat switches), each member is checked before it is called, and a
// missing one is reported once with what it costs, instead of throwing.
import type { NoticeLevel } from '../../ports/host.ts';
import { MSG } from './messages.ts';
import type { SillyTavernGlobal, StContext } from './types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFn = (...args: any[]) => unknown;
type FnOf<K extends string> = Extract<NonNullable<StContext[K]>, AnyFn>;

export interface StAccess {
  /** A fresh `getContext()`; `{}` when SillyTavern gives none. */
  ctx(): StContext;
  /** The context function `name`, or undefined (reported once with `effect` when given). */
  fn<K extends string>(name: K, effect?: string): FnOf<K> | undefined;
  /** An event name from `eventTypes` (or the legacy `event_types`), else the literal SillyTavern uses. */
  event(key: string, fallback: string): string;
  /** Subscribes on SillyTavern's event bus; the returned function unsubscribes. */
  on(key: string, fallback: string, listener: (...args: unknown[]) => unknown): () => void;
  /**
   * Tells the user once per `key` that something is missing. `record`: a fallback that works — only
   * listed (status view), never shown as a notice.
   */
  degrade(key: string, message: string, level?: NoticeLevel | 'record'): void;
  /** Every degradation reported so far (for a status view). */
  readonly notices: readonly string[];
}

export function createAccess(st: SillyTavernGlobal | undefined | null, notify: (level: NoticeLevel, message: string) => void): StAccess {
  const reported = new Set<string>();
  const notices: string[] = [];
  const degrade = (key: string, message: string, level: NoticeLevel | 'record' = 'warning') => {
    if (reported.has(key)) return;
    reported.add(key);
    notices.push(message);
    if (level !== 'record') notify(level, message);
  };

  const ctx = (): StContext => {
    let c: StContext | null | undefined;
    try {
      c = typeof st?.getContext === 'function' ? st.getContext() : undefined;
    } catch {
      c = undefined;
    }
    if (!c || typeof c !== 'object') {
      degrade('getContext', MSG.noContext, 'error');
      return {};
    }
    return c;
  };

  const access: StAccess = {
    ctx,
    fn(name, effect) {
      const f = ctx()[name];
      if (typeof f === 'function') return f as FnOf<typeof name>;
      if (effect) degrade(`fn:${String(name)}`, MSG.missing(`${String(name)}()`, effect));
      return undefined;
    },
    event(key, fallback) {
      const c = ctx();
      const types = c.eventTypes ?? c.event_types;
      const name = types && typeof types[key] === 'string' ? types[key] : undefined;
      return name ?? fallback;
    },
    on(key, fallback, listener) {
      const source = ctx().eventSource;
      const name = access.event(key, fallback);
      if (!source || typeof source.on !== 'function') {
        degrade('eventSource', MSG.missing('event bus (eventSource)', 'Troupe cannot follow chat switches or generation events.'));
        return () => {};
      }
      source.on(name, listener);
      return () => {
        if (typeof source.removeListener === 'function') source.removeListener(name, listener);
      };
    },
    degrade,
    get notices() {
      return notices;
    },
  };
  return access;
}
