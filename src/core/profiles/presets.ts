// Preset libraries: per mode, named profiles with one active. Pure functions: each returns a new library.

import type { SkillScope } from '../skills/types.ts';
import type { ProfileWarning } from './messages.ts';
import type { Mode } from './modes.ts';
import { defaultProfile, parseProfile, type ProfileByMode } from './parse.ts';
import { isPlainObject, ProfileError, WarningSink } from './sanitize.ts';

export interface PresetEntry<M extends Mode = Mode> {
  /** Stable: never changes on rename; names the preset's skill scope `preset:<mode>/<id>`. */
  id: string;
  name: string;
  profile: ProfileByMode[M];
}

export interface PresetLibrary<M extends Mode = Mode> {
  activePresetId: string;
  presets: PresetEntry<M>[];
}

export const DEFAULT_PRESET_ID = 'default';
export const DEFAULT_PRESET_NAME = 'Default';

/** A fresh id not used in `taken`: `p-` + 8 hex digits. */
export function newPresetId(taken: Iterable<string>): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = new Uint8Array(4);
    globalThis.crypto.getRandomValues(bytes);
    const id = `p-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    if (!used.has(id)) return id;
  }
}

export function presetScope(mode: Mode, id: string): SkillScope {
  return `preset:${mode}/${id}`;
}

/** A library holding only the mode's built-in profile, active. */
export function defaultLibrary<M extends Mode>(mode: M, id: string = DEFAULT_PRESET_ID): PresetLibrary<M> {
  return { activePresetId: id, presets: [{ id, name: DEFAULT_PRESET_NAME, profile: defaultProfile(mode) }] };
}

function cleanName(name: unknown): string {
  if (typeof name !== 'string' || !name.trim()) throw new ProfileError('A preset name cannot be empty.');
  return name.trim();
}

function find<M extends Mode>(lib: PresetLibrary<M>, id: string): PresetEntry<M> {
  const entry = lib.presets.find((p) => p.id === id);
  if (!entry) throw new ProfileError(`There is no preset with id "${id}".`);
  return entry;
}

/** The active entry (the first one if the active id is stale). Libraries are never empty. */
export function activePreset<M extends Mode>(lib: PresetLibrary<M>): PresetEntry<M> | undefined {
  return lib.presets.find((p) => p.id === lib.activePresetId) ?? lib.presets[0];
}

/**
 * Read a stored library: every preset's profile is parsed (warnings prefixed `presets[i].profile`),
 * entries without an id or with a profile that is not an object are dropped (reported), duplicate ids
 * get fresh ones, a stale active id points at the first preset, and an empty library gets the default.
 */
export function parsePresetLibrary<M extends Mode>(mode: M, input: unknown): { library: PresetLibrary<M>; warnings: ProfileWarning[] } {
  const sink = new WarningSink();
  if (input === undefined || input === null) return { library: defaultLibrary(mode), warnings: [] };
  if (!isPlainObject(input)) throw new ProfileError('A preset library must be a JSON object.');
  const raw = Array.isArray(input.presets) ? input.presets : [];
  if (!Array.isArray(input.presets)) sink.add('presets', 'defaulted', 'the library has no preset list.');
  const presets: PresetEntry<M>[] = [];
  const ids = new Set<string>();
  raw.forEach((entry, i) => {
    if (!isPlainObject(entry) || typeof entry.id !== 'string' || !entry.id.trim()) {
      sink.add(`presets[${i}]`, 'dropped', 'preset without an id dropped.');
      return;
    }
    let parsed;
    try {
      parsed = parseProfile(mode, entry.profile);
    } catch (e) {
      sink.add(`presets[${i}].profile`, 'dropped', `preset "${entry.id}" dropped: ${(e as Error).message}`);
      return;
    }
    for (const w of parsed.warnings) sink.add(`presets[${i}].profile${w.path ? `.${w.path}` : ''}`, w.code, w.message);
    let id = entry.id.trim();
    if (ids.has(id)) {
      const fresh = newPresetId(ids);
      sink.add(`presets[${i}].id`, 'renamed', `duplicate preset id "${id}" replaced by "${fresh}".`);
      id = fresh;
    }
    ids.add(id);
    const name = typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : id;
    presets.push({ id, name, profile: parsed.profile });
  });
  if (presets.length === 0) {
    if (raw.length) sink.add('presets', 'defaulted', 'no usable preset; the default was added.');
    return { library: defaultLibrary(mode, newPresetIdOrDefault(ids)), warnings: sink.list };
  }
  let activePresetId = typeof input.activePresetId === 'string' ? input.activePresetId : '';
  if (!ids.has(activePresetId)) {
    if (activePresetId) sink.add('activePresetId', 'defaulted', `active preset "${activePresetId}" does not exist; "${presets[0]!.id}" is active.`);
    activePresetId = presets[0]!.id;
  }
  return { library: { activePresetId, presets }, warnings: sink.list };
}

function newPresetIdOrDefault(taken: Set<string>): string {
  return taken.has(DEFAULT_PRESET_ID) ? newPresetId(taken) : DEFAULT_PRESET_ID;
}

/** `wanted`, or the next free "wanted (n)" when a preset of the mode already has that name. */
export function freePresetName(wanted: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  let name = wanted;
  for (let n = 2; names.has(name); n++) name = `${wanted} (${n})`;
  return name;
}

/** Add a preset (the mode's default profile unless given) and make it active. */
export function createPreset<M extends Mode>(
  lib: PresetLibrary<M>,
  mode: M,
  name: string,
  profile?: ProfileByMode[M],
): { library: PresetLibrary<M>; preset: PresetEntry<M> } {
  const preset: PresetEntry<M> = {
    id: newPresetId(lib.presets.map((p) => p.id)),
    name: cleanName(name),
    profile: profile ? structuredClone(profile) : defaultProfile(mode),
  };
  return { library: { activePresetId: preset.id, presets: [...lib.presets, preset] }, preset };
}

/** Copy a preset under a new id (name defaults to "<name> (copy)"), placed after it and made active. */
export function duplicatePreset<M extends Mode>(lib: PresetLibrary<M>, id: string, name?: string): { library: PresetLibrary<M>; preset: PresetEntry<M> } {
  const source = find(lib, id);
  const preset: PresetEntry<M> = {
    id: newPresetId(lib.presets.map((p) => p.id)),
    name: name === undefined ? `${source.name} (copy)` : cleanName(name),
    profile: structuredClone(source.profile),
  };
  const presets = [...lib.presets];
  presets.splice(presets.indexOf(source) + 1, 0, preset);
  return { library: { activePresetId: preset.id, presets }, preset };
}

/** Rename; the id (and so the preset's skill scope) stays. */
export function renamePreset<M extends Mode>(lib: PresetLibrary<M>, id: string, name: string): PresetLibrary<M> {
  find(lib, id);
  const clean = cleanName(name);
  return { ...lib, presets: lib.presets.map((p) => (p.id === id ? { ...p, name: clean } : p)) };
}

/** Replace a preset's profile (after an edit). */
export function updatePreset<M extends Mode>(lib: PresetLibrary<M>, id: string, profile: ProfileByMode[M]): PresetLibrary<M> {
  find(lib, id);
  return { ...lib, presets: lib.presets.map((p) => (p.id === id ? { ...p, profile: structuredClone(profile) } : p)) };
}

/**
 * Remove a preset. Returns the skill scope `preset:<mode>/<id>` whose skills the caller deletes after
 * the user confirms. If it was active, its neighbour becomes active; deleting the last preset leaves a
 * fresh default (with a new id, so no deleted preset's skills can attach to it).
 */
export function deletePreset<M extends Mode>(lib: PresetLibrary<M>, mode: M, id: string): { library: PresetLibrary<M>; deletedScope: SkillScope } {
  const entry = find(lib, id);
  const index = lib.presets.indexOf(entry);
  const presets = lib.presets.filter((p) => p.id !== id);
  const deletedScope = presetScope(mode, id);
  if (presets.length === 0) return { library: defaultLibrary(mode, newPresetIdOrDefault(new Set([id]))), deletedScope };
  const activePresetId = lib.activePresetId === id ? presets[Math.min(index, presets.length - 1)]!.id : lib.activePresetId;
  return { library: { activePresetId, presets }, deletedScope };
}

export function setActivePreset<M extends Mode>(lib: PresetLibrary<M>, id: string): PresetLibrary<M> {
  find(lib, id);
  return { ...lib, activePresetId: id };
}
