// SillyTavern's Chat Completion preset export and import (events it awaits before writing the file,
// and before saving an imported one): where skills installed for a prompt preset travel inside the
// preset file, under `extensions.troupe.skills`. SillyTavern 1.12.x emits both events.
import type { StAccess } from './access.ts';

export interface PresetFileHooks {
  /** Called with the preset's name and the object about to be written to the file (add fields to it). */
  onExport?(name: string, preset: Record<string, unknown>): Promise<void> | void;
  /** Called with the imported preset's name and its data, before SillyTavern saves it. */
  onImport?(name: string, data: Record<string, unknown>): Promise<void> | void;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Subscribes the hooks; returns a function that unsubscribes. */
export function watchPresetFiles(access: StAccess, currentName: () => string, hooks: PresetFileHooks): () => void {
  const offs = [
    access.on('OAI_PRESET_EXPORT_READY', 'oai_preset_export_ready', async (preset: unknown) => {
      if (isObj(preset)) await hooks.onExport?.(currentName(), preset);
    }),
    access.on('OAI_PRESET_IMPORT_READY', 'oai_preset_import_ready', async (e: unknown) => {
      if (isObj(e) && isObj(e.data) && typeof e.presetName === 'string') await hooks.onImport?.(e.presetName, e.data);
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Asks the user through SillyTavern's Popup (1.12.x and later), else the browser's confirm. */
export async function askUser(access: StAccess, title: string, text: string): Promise<boolean> {
  const popup = access.ctx().Popup as { show?: { confirm?(title: string, text: string): Promise<unknown> } } | undefined;
  try {
    if (typeof popup?.show?.confirm === 'function') return Boolean(await popup.show.confirm(title, text));
  } catch {
    // fall through
  }
  return typeof globalThis.confirm === 'function' ? globalThis.confirm(`${title}\n\n${text}`) : false;
}
