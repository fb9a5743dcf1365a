// Change notifications: after every committed write, listeners in this tab are called directly and
// other tabs hear about it through a BroadcastChannel (when the browser has one), so they can reload.

export type StoreKind = 'skills' | 'profiles' | 'settings' | 'secrets' | 'packages' | 'quarantine' | 'memory';

/** What changed: the store and the keys written (never values). `remote` is true when another tab wrote. */
export interface StorageChange {
  kind: StoreKind;
  keys: string[];
  remote: boolean;
}

type Listener = (change: StorageChange) => void;
interface Message {
  from: string;
  kind: StoreKind;
  keys: string[];
}

/** Identifies this tab (this copy of the module), so a tab ignores its own broadcasts. */
const TAB = Math.random().toString(36).slice(2) + Date.now().toString(36);
const local = new Map<string, Set<Listener>>();
const posters = new Map<string, BroadcastChannel>();

const hasChannel = () => typeof BroadcastChannel === 'function';
const channelName = (prefix: string) => `${prefix}storage-changes`;

function unref(ch: BroadcastChannel): BroadcastChannel {
  // Node keeps a process alive while a channel is open; browsers have no unref.
  (ch as BroadcastChannel & { unref?: () => void }).unref?.();
  return ch;
}

function deliver(cb: Listener, change: StorageChange): void {
  try {
    cb(change);
  } catch (err) {
    console.error('Troupe: a storage change listener failed', err);
  }
}

/** Called by the store after a write committed. Listener errors are isolated from the writer. */
export function announce(prefix: string, kind: StoreKind, keys: string[]): void {
  for (const cb of local.get(prefix) ?? []) deliver(cb, { kind, keys: [...keys], remote: false });
  if (!hasChannel()) return;
  try {
    let ch = posters.get(prefix);
    if (!ch) posters.set(prefix, (ch = unref(new BroadcastChannel(channelName(prefix)))));
    ch.postMessage({ from: TAB, kind, keys } satisfies Message);
  } catch {
    // A closed or unavailable channel only costs other tabs a refresh; the write itself succeeded.
  }
}

/**
 * Calls `cb` after each committed write to the `kind` store, in this tab and (where BroadcastChannel
 * exists) in other tabs of the same origin. Returns a function that stops listening.
 */
export function onStorageChange(kind: StoreKind, cb: Listener, prefix = 'troupe-'): () => void {
  const mine: Listener = (c) => c.kind === kind && deliver(cb, c);
  let set = local.get(prefix);
  if (!set) local.set(prefix, (set = new Set()));
  set.add(mine);
  let ch: BroadcastChannel | undefined;
  if (hasChannel()) {
    ch = new BroadcastChannel(channelName(prefix));
    ch.onmessage = (e: MessageEvent<Message>) => {
      const m = e.data;
      if (m && m.from !== TAB && m.kind === kind) deliver(cb, { kind, keys: m.keys, remote: true });
    };
  }
  return () => {
    set.delete(mine);
    ch?.close();
    ch = undefined;
  };
}
