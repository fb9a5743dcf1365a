// The presets Troupe ships, in English and Chinese (each mode's descriptor carries its own, `shipped`),
// and the libraries a first start installs: every shipped preset of the mode, with the one in the
// user's language active. Director ships two per language — "no memory, no search" (active) and
// "memory + search".
import type { ContentLang } from './defaults/director-texts.ts';
import type { ShippedPreset } from './defaults/shipped-presets.ts';
import { leadAgent, MODE_DESCRIPTORS } from '../modes/index.ts';
import type { Mode } from './modes.ts';
import { parseProfile, type ProfileByMode } from './parse.ts';
import { freePresetName, type PresetEntry, type PresetLibrary } from './presets.ts';

export type { ContentLang } from './defaults/director-texts.ts';

export type { ShippedPreset } from './defaults/shipped-presets.ts';

/** A mode's shipped presets (its descriptor's). */
const shippedOf = (mode: Mode) => MODE_DESCRIPTORS[mode].shipped;

/** What a shipped preset costs per turn as shipped (its own language), or undefined for any other id. */
export function shippedPresetCost(mode: Mode, presetId: string): string | undefined {
  return shippedOf(mode).cost(presetId);
}

/** The shipped presets of a mode, in the order a first-start library lists them. */
export function shippedPresets(mode: Mode): readonly ShippedPreset[] {
  return shippedOf(mode).presets;
}

/** A shipped preset's profile (a fresh copy each call). */
export function shippedProfile<M extends Mode>(mode: M, preset: Pick<ShippedPreset, 'lang' | 'variant'>): ProfileByMode[M] {
  return parseProfile(mode, shippedOf(mode).body(preset)).profile;
}

/** The preset a first start makes active: director's "no memory, no search" one of the language. */
export function firstStartPreset(mode: Mode, lang: ContentLang): ShippedPreset {
  return shippedPresets(mode).find((p) => p.lang === lang && (p.variant ?? 'minimal') === 'minimal')!;
}

/** Every shipped preset of the mode, both languages installed; the given language's default active. */
export function firstStartLibrary<M extends Mode>(mode: M, lang: ContentLang): PresetLibrary<M> {
  return {
    activePresetId: firstStartPreset(mode, lang).id,
    presets: shippedPresets(mode).map((p) => ({ id: p.id, name: p.name, profile: shippedProfile(mode, p) })),
  };
}

/** What the first released version shipped: one preset per mode, id `default`. */
const FIRST_RELEASE_PRESET_IDS = ['default'];

/**
 * The shipped presets an existing library was never offered — those an update brought — as entries to
 * append (not made active). `offered`: the ids recorded as offered to this install; null (never
 * recorded, an install from before the record) counts the first release's and those present as
 * offered. A preset the user deleted is never brought back; a taken name gets the next free "(n)".
 */
export function shippedPresetsNew<M extends Mode>(mode: M, lib: PresetLibrary<M>, offered: readonly string[] | null): PresetEntry<M>[] {
  const present = lib.presets.map((p) => p.id);
  const seen = new Set([...(offered ?? FIRST_RELEASE_PRESET_IDS), ...present]);
  const names = lib.presets.map((p) => p.name);
  const added: PresetEntry<M>[] = [];
  for (const p of shippedPresets(mode)) {
    if (seen.has(p.id)) continue;
    const name = freePresetName(p.name, names);
    names.push(name);
    added.push({ id: p.id, name, profile: shippedProfile(mode, p) });
  }
  return added;
}

/**
 * The content language for a UI locale (SillyTavern's locale, the page's language): any Chinese tag
 * (zh-CN, zh-TW, zh-Hans, zh-Hant, zh_tw…) → 'zh'; anything else → 'en'.
 */
export function contentLangForLocale(locale: string | null | undefined): ContentLang {
  return typeof locale === 'string' && /^zh(?:$|[-_])/i.test(locale.trim()) ? 'zh' : 'en';
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The language a profile is written in: its mode-level skills (a `-zh` name) decide, else Chinese
 * characters in its main prompt, else English. "Reset to default" restores that language's text.
 */
export function profileContentLang(mode: Mode, profile: unknown): ContentLang {
  const p = (profile ?? {}) as Record<string, any>;
  const skills: unknown[] = Array.isArray(p.skills?.visible) ? p.skills.visible : [];
  const named = skills.filter((s): s is string => typeof s === 'string' && s !== '*' && s !== '+');
  if (named.some((s) => /(?:^|-)zh(?:-|$)/.test(s))) return 'zh';
  if (named.some((s) => /(?:^|-)en(?:-|$)/.test(s))) return 'en';
  const prompt = leadAgent(mode, p)?.holder.systemPrompt;
  return typeof prompt === 'string' && HAN.test(prompt) ? 'zh' : 'en';
}

/** The shipped default profile of a mode in a language (director: the "no memory, no search" one). */
export function shippedDefault<M extends Mode>(mode: M, lang: ContentLang): ProfileByMode[M] {
  return shippedProfile(mode, firstStartPreset(mode, lang));
}

const defaultsCache = new Map<string, unknown>();

/**
 * The shipped default that "Reset to default" restores for `profile`: the mode's default in the
 * profile's language. Cached and shared: read it, never change it.
 */
export function shippedDefaultOf<M extends Mode>(mode: M, profile: unknown): ProfileByMode[M] {
  const key = `${mode}:${profileContentLang(mode, profile)}`;
  let hit = defaultsCache.get(key) as ProfileByMode[M] | undefined;
  if (!hit) defaultsCache.set(key, (hit = shippedDefault(mode, profileContentLang(mode, profile))));
  return hit;
}
