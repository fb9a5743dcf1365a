// SillyTavern's extension lifecycle hooks (manifest.json `hooks`, SillyTavern ≥ 1.17): functions the
// boot module exports, which SillyTavern calls after importing it again (same URL, same module).
// Troupe declares one: `clean` — Manage Extensions → Delete with "Also clean up extension data", or
// the clean button — deletes Troupe's IndexedDB databases (settings, presets, skills, packages,
// memory, runs, workbench, secrets, put-aside records). SillyTavern waits for it (up to 5 s), then
// saves its settings and reloads the page. Card overrides and chat notes live in SillyTavern's own
// files (cards, chats) and go with them.
import { deleteTroupeDatabases } from '../../../storage/clean.ts';
import type { SillyTavernGlobal } from '../types.ts';

/**
 * The `clean` hook: every Troupe database of this browser profile is deleted, and Troupe's entry in
 * SillyTavern's extension settings (the keys of renamed chats), which SillyTavern saves after the hook.
 */
export async function cleanTroupeData(st = (globalThis as { SillyTavern?: SillyTavernGlobal }).SillyTavern): Promise<void> {
  const ext = st?.getContext?.()?.extensionSettings;
  if (ext && typeof ext === 'object') delete ext.troupe;
  const names = await deleteTroupeDatabases();
  console.info(`[Troupe] deleted its databases: ${names.join(', ') || '(none)'}`);
}

/**
 * True when SillyTavern lists the extension served from `moduleUrl` as disabled. SillyTavern imports
 * a disabled extension's module only to call a hook; the boot module then starts nothing.
 */
export function disabledInSillyTavern(moduleUrl: string, st: SillyTavernGlobal | undefined): boolean {
  const name = decodeURIComponent(new URL(moduleUrl).pathname).match(/\/scripts\/extensions\/(.+?)\/dist\/[^/]+$/)?.[1];
  if (!name) return false;
  const disabled = (st?.getContext?.()?.extensionSettings as { disabledExtensions?: unknown } | undefined)?.disabledExtensions;
  return Array.isArray(disabled) && disabled.includes(name);
}
