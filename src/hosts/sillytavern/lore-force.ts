// lorebook_force_activate in SillyTavern: world-info entries are pushed into the coming generation
// with its `worldinfo_force_activate` event. The interceptor runs before SillyTavern scans world info,
// and the scan compares entries with the ones it loads itself, so the entries sent are taken from
// world-info.js's own `getSortedEntries()`.
import type { LoreActivation } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import type { StModules } from './st-modules.ts';

type WiEntry = { uid?: number | string; world?: string; comment?: string; content?: string; disable?: boolean };

export async function forceActivate(
  deps: { access: StAccess; modules: StModules },
  entries: readonly { book: string; uid: number }[],
  active: ReadonlySet<string>,
): Promise<LoreActivation> {
  const out: LoreActivation = { activated: [], skipped: [] };
  const wi = await deps.modules.load('worldInfo');
  const sorted = wi?.getSortedEntries;
  const source = deps.access.ctx().eventSource;
  if (typeof sorted !== 'function' || !source?.emit) {
    for (const e of entries) out.skipped.push({ ...e, reason: 'this SillyTavern cannot force world info' });
    return out;
  }
  const all = ((await (sorted as () => Promise<unknown>)()) ?? []) as WiEntry[];
  const picked: WiEntry[] = [];
  for (const { book, uid } of entries) {
    const e = all.find((x) => x.world === book && Number(x.uid) === uid);
    if (!e) out.skipped.push({ book, uid, reason: 'no such entry in the lorebooks in play' });
    else if (e.disable) out.skipped.push({ book, uid, reason: 'the entry is disabled' });
    else if (active.has(`${book}.${uid}`)) out.skipped.push({ book, uid, reason: 'already active' });
    else {
      picked.push(e);
      out.activated.push({ book, uid, name: e.comment ?? '', chars: (e.content ?? '').length });
    }
  }
  if (picked.length) await source.emit(deps.access.event('WORLDINFO_FORCE_ACTIVATE', 'worldinfo_force_activate'), picked);
  return out;
}
