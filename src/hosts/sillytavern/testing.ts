// Test helpers: a stand-in SillyTavern page plus a host over it, with notices captured.
import { afterEach } from 'vitest';
import { createStandIn, type StandInOptions } from '../../../test/fixtures/st-context/index.ts';
import type { NoticeLevel } from '../../ports/host.ts';
import { createSillyTavernHost, installInterceptor, type SillyTavernHostOptions } from './host.ts';

export function setup(options: StandInOptions = {}, hostOptions: SillyTavernHostOptions = {}) {
  document.body.innerHTML = '';
  const st = createStandIn(options);
  const notices: { level: NoticeLevel; message: string }[] = [];
  const host = createSillyTavernHost(st.SillyTavern, {
    fetch: st.fetch,
    importModule: st.importModule,
    document,
    now: () => Date.parse('2025-01-05T10:00:00Z'),
    notify: (level, message) => notices.push({ level, message }),
    clientOptions: { retries: 0, stallTimeoutMs: 0 },
    ...hostOptions,
  });
  const uninstall = installInterceptor(host);
  const dispose = () => {
    uninstall();
    host.dispose();
  };
  return { st, host, notices, dispose };
}

/**
 * For a test file: registers an afterEach that disposes what the test opened, and returns `open`,
 * which is `setup` with the dispose done for you (a test that opens twice leaves the later open).
 */
export function disposedAfterEach(): (...args: Parameters<typeof setup>) => ReturnType<typeof setup> {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
  });
  return (...args) => {
    const s = setup(...args);
    cleanup = s.dispose;
    return s;
  };
}

/** A promise with its resolve function, to hold a run open while a test acts. */
export function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
