// The app's profiles, part one: per-mode preset libraries (persisted), the draft the panel edits, the
// enabled switch and mode, exports and imports. ProfilesService (profiles-service.ts) adds the cards.
import { batch, computed, signal } from '@preact/signals-core';
import { createProfileResolver } from '../../core/profiles/effective.ts';
import type { ImportResult } from '../../core/profiles/envelope.ts';
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import { MODES, type Mode } from '../../core/profiles/modes.ts';
import { parseProfile, type Profile, type ProfileByMode } from '../../core/profiles/parse.ts';
import {
  activePreset,
  createPreset,
  defaultLibrary,
  deletePreset,
  duplicatePreset,
  freePresetName,
  parsePresetLibrary,
  renamePreset,
  setActivePreset,
  updatePreset,
  type PresetLibrary,
} from '../../core/profiles/presets.ts';
import { firstStartLibrary, profileContentLang, shippedDefault, shippedPresets, shippedPresetsNew, type ContentLang } from '../../core/profiles/shipped.ts';
import { hashValue } from '../../core/profiles/hash.ts';
import type { SkillScope } from '../../core/skills/types.ts';
import type { Quarantine, RecordStore } from '../../storage/index.ts';
import { lazyPart, type LazyPart } from '../../ports/lazy-part.ts';
import { partFailureText } from '../part-failure.ts';
import { dropHugeUnknownFields, importTeamProblem, profileFileProblem } from './profile-guards.ts';
import { RUNS_FOR_FIELD, SETTINGS_KEY } from '../../ports/boot-settings.ts';
import { modeDescriptor } from '../../core/modes/index.ts';
import { DEFAULT_SETTINGS, parseSettings, settingsProblem, type AppSettings } from '../settings.ts';
import type { ProblemText, StorageProblem } from '../storage-health.ts';
import { ConflictError } from '../workbench/conflict.ts';

/** Exported profile files and a card's Luker-container skills: their own chunk, loaded on first use. */
const profileFilesPart = lazyPart(import.meta.url, () => import('./profile-files.ts'));
type ProfileFiles = typeof import('./profile-files.ts');

type Libraries = { [M in Mode]: PresetLibrary<M> };
type Drafts = { [M in Mode]: ProfileByMode[M] };

export interface ProfilesServiceOptions {
  profiles: RecordStore;
  settings: RecordStore;
  /** Writes `data.extensions.troupe` of a card through the host (`undefined` removes it). */
  writeCardExtension(cardKey: string, value: unknown): Promise<void>;
  saveAs(fileName: string, text: string): void;
  /** Where a damaged stored record is copied before it is repaired (never deleted from there). */
  quarantine?: Quarantine;
  /** Told about every repair of stored data, for the Storage problems notice. */
  report?(problem: Omit<StorageProblem, 'id'>): void;
  /**
   * The language of the presets a first start makes active (from SillyTavern's locale or the page's
   * language); both languages are installed either way. Default English.
   */
  contentLang?(): ContentLang;
  /** The profile files part (default: profile-files.ts, loaded on first use; tests give one that fails). */
  files?: LazyPart<ProfileFiles>;
}

/** The English text of the notices this service writes (the UI translates them by code). */
const PROFILE_TEXT = {
  settings: (detail: string): ProblemText => ({
    code: 'profiles.settings',
    params: { detail },
    text: `Troupe's settings record was damaged (${detail}); it was put aside and what could not be read was reset (orchestration may be off: switch it on again if you use it).`,
  }),
  library: (mode: string, n: number): ProblemText => ({
    code: 'profiles.library',
    params: { mode, n },
    text: `The ${mode} presets were repaired while loading (${n} ${n === 1 ? 'change' : 'changes'}); the stored presets were kept aside unchanged, so a Save loses nothing.`,
  }),
  unreadable: (mode: string, detail: string): ProblemText => ({
    code: 'profiles.unreadable',
    params: { mode, detail },
    text: `The ${mode} presets could not be read (${detail}); defaults are shown and the stored presets were kept aside unchanged.`,
  }),
} as const;

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => x === b?.[i]);

/** The generation types the settings' mode runs for (its descriptor's list). */
const runsForOf = (settings: AppSettings): string[] => [...modeDescriptor(settings.mode).generationTypes];

function initialLibraries(): Libraries {
  return Object.fromEntries(MODES.map((m) => [m, defaultLibrary(m)])) as Libraries;
}

function draftsOf(libs: Libraries): Drafts {
  return Object.fromEntries(MODES.map((m) => [m, activePreset(libs[m] as PresetLibrary<Mode>)!.profile])) as Drafts;
}

/**
 * The preset libraries, drafts and settings of ProfilesService (profiles-service.ts adds the character
 * cards, their consent and the effective profile).
 */
export class ProfileLibraries {
  readonly settings = signal<AppSettings>(DEFAULT_SETTINGS);
  readonly libraries = signal<Libraries>(initialLibraries());
  /** The active preset of each mode as the user is editing it (saved with `save()`). */
  readonly drafts = signal<Drafts>(draftsOf(this.libraries.value));
  readonly mode = computed(() => this.settings.value.mode);
  readonly dirty = computed(() => {
    const m = this.mode.value;
    return this.drafts.value[m] !== activePreset(this.libraries.value[m] as PresetLibrary<Mode>)?.profile;
  });
  /** Warnings from repairing stored data, for the panel to show once. */
  readonly loadWarnings = signal<string[]>([]);
  /** Shipped presets the last load added to existing libraries (an update brought them), by mode. */
  readonly shippedAdded = signal<{ mode: Mode; names: string[] }[]>([]);
  protected readonly o: ProfilesServiceOptions;
  protected readonly resolver = createProfileResolver();
  protected readonly files: LazyPart<ProfileFiles>;
  /** Counts loads of the profile files part: what read a card before it loaded reads it again. */
  protected readonly filesLoaded = signal(0);

  constructor(options: ProfilesServiceOptions) {
    this.o = options;
    this.files = options.files ?? profileFilesPart;
  }

  protected loadFiles(): Promise<ProfileFiles> {
    const loaded = this.files.loaded;
    return loaded ? Promise.resolve(loaded) : this.files.load().then((m) => (this.filesLoaded.value++, m));
  }

  async load(): Promise<void> {
    const rawSettings = await this.o.settings.get(SETTINGS_KEY);
    const settings = parseSettings(rawSettings);
    const bad = settingsProblem(rawSettings);
    // A damaged record is copied aside, then replaced by what could be read (never silently).
    if (bad && (await this.#aside(this.o.settings, SETTINGS_KEY, rawSettings, bad, PROFILE_TEXT.settings(bad)))) await this.#saveSettings(settings);
    const warnings: string[] = [];
    const libs = initialLibraries() as Record<Mode, PresetLibrary<Mode>>;
    const offered = { ...settings.shippedPresets };
    const added: { mode: Mode; names: string[] }[] = [];
    for (const m of MODES) {
      const raw = await this.o.profiles.get(m);
      try {
        if (raw === undefined) {
          // First start: every shipped preset of the mode, the user's language active; kept, so the choice sticks.
          libs[m] = firstStartLibrary(m, this.o.contentLang?.() ?? 'en') as PresetLibrary<Mode>;
          await this.o.profiles.set(m, libs[m]);
          offered[m] = shippedPresets(m).map((p) => p.id);
          continue;
        }
        const r = parsePresetLibrary(m, raw);
        libs[m] = r.library as PresetLibrary<Mode>;
        const found = r.warnings.map((w) => `${m}: ${w.path}: ${w.message}`);
        warnings.push(...found);
        // The repaired library replaces the stored one at the next Save: keep the stored one aside first.
        if (found.length) await this.#aside(this.o.profiles, m, raw, found.join('; '), PROFILE_TEXT.library(m, found.length));
        // Presets an update shipped since this library was made: appended once, never made active (not
        // to a repaired library, which is written only at the user's next Save: they come after that).
        if (found.length) continue;
        const fresh = shippedPresetsNew(m, libs[m], settings.shippedPresets[m] ?? null);
        if (fresh.length) {
          libs[m] = { ...libs[m], presets: [...libs[m].presets, ...fresh] };
          await this.o.profiles.set(m, libs[m]);
          added.push({ mode: m, names: fresh.map((p) => p.name) });
        }
        offered[m] = [...new Set([...(settings.shippedPresets[m] ?? []), ...shippedPresets(m).map((p) => p.id)])];
      } catch (e) {
        const detail = e instanceof Error ? e.message : String(e);
        warnings.push(`${m}: the stored presets could not be read (${detail}); defaults are shown and the stored data was left as it was.`);
        await this.#aside(this.o.profiles, m, raw, detail, PROFILE_TEXT.unreadable(m, detail));
      }
    }
    const recorded = MODES.every((m) => sameList(offered[m], settings.shippedPresets[m]));
    const next = recorded ? settings : { ...settings, shippedPresets: offered };
    // The boot module's copy of the mode's generation types (a record from before it, or a mode whose list changed).
    const runsFor = (rawSettings as Record<string, unknown> | undefined)?.[RUNS_FOR_FIELD];
    if (!recorded || (rawSettings !== undefined && !sameList(runsFor as string[] | undefined, runsForOf(next)))) await this.#saveSettings(next);
    batch(() => {
      this.settings.value = next;
      this.libraries.value = libs as Libraries;
      this.drafts.value = draftsOf(libs as Libraries);
      this.loadWarnings.value = warnings;
      this.shippedAdded.value = added;
    });
  }

  /** Stores the settings with the generation types their mode runs for (what SillyTavern's boot gate reads). */
  async #saveSettings(settings: AppSettings): Promise<void> {
    await this.o.settings.set(SETTINGS_KEY, { ...settings, [RUNS_FOR_FIELD]: runsForOf(settings) });
  }

  /** Copies a stored record to the quarantine; tells the notice when there is none (or it fails). */
  async #aside(records: RecordStore, key: string, raw: unknown, reason: string, notice: ProblemText): Promise<boolean> {
    const where = `${records.store.dbName} › ${key}`;
    try {
      if (this.o.quarantine) {
        await this.o.quarantine.add({ db: records.store.dbName, key, reason, raw, notice });
        return true;
      }
    } catch {
      // Reported below; the record stays as it was.
    }
    this.o.report?.({ where, summary: notice, detail: reason });
    return false;
  }

  async updateSettings(patch: Partial<AppSettings>): Promise<void> {
    const next = { ...this.settings.value, ...patch };
    this.settings.value = next;
    await this.#saveSettings(next);
    this.resolver.invalidate();
  }

  setEnabled(enabled: boolean) {
    return this.updateSettings({ enabled });
  }

  setMode(mode: Mode) {
    return this.updateSettings({ mode });
  }

  library<M extends Mode>(mode: M): PresetLibrary<M> {
    return this.libraries.value[mode] as PresetLibrary<M>;
  }

  async #storeLibrary<M extends Mode>(mode: M, lib: PresetLibrary<M>, resetDraft = true): Promise<void> {
    await this.o.profiles.set(mode, lib);
    batch(() => {
      this.libraries.value = { ...this.libraries.value, [mode]: lib };
      if (resetDraft) this.drafts.value = { ...this.drafts.value, [mode]: activePreset(lib as PresetLibrary<Mode>)!.profile };
    });
  }

  /** The panel's edit of the current mode's draft (not persisted until `save`). */
  setDraft<M extends Mode>(mode: M, profile: ProfileByMode[M]): void {
    this.drafts.value = { ...this.drafts.value, [mode]: profile };
  }

  async save(mode: Mode = this.mode.value): Promise<void> {
    const lib = this.library(mode);
    const parsed = parseProfile(mode, this.drafts.value[mode]);
    await this.#storeLibrary(mode, updatePreset(lib, lib.activePresetId, parsed.profile));
  }

  /**
   * Replaces one preset's saved profile in one transaction, only if its stored profile still hashes to
   * `expectedHash` (else throws `ConflictError`: another tab or the panel saved first). The panel's
   * draft of that preset becomes the new profile. The workbench's Apply and Undo write this way.
   */
  async writePresetProfile<M extends Mode>(mode: M, presetId: string, profile: ProfileByMode[M], expectedHash?: string): Promise<void> {
    const parsed = parseProfile(mode, profile).profile;
    const stored = await this.o.profiles.update<PresetLibrary<Mode>>(mode, (raw) => {
      const lib = raw === undefined ? this.library(mode) : parsePresetLibrary(mode, raw).library;
      const entry = lib.presets.find((p) => p.id === presetId);
      if (!entry) throw new Error(`The preset ${presetId} no longer exists.`);
      if (expectedHash !== undefined && hashValue(entry.profile) !== expectedHash) throw new ConflictError();
      return updatePreset(lib as PresetLibrary<M>, presetId, parsed) as PresetLibrary<Mode>;
    });
    batch(() => {
      this.libraries.value = { ...this.libraries.value, [mode]: stored };
      if (stored.activePresetId === presetId) this.drafts.value = { ...this.drafts.value, [mode]: activePreset(stored)!.profile };
    });
    this.resolver.invalidate();
  }

  revert(mode: Mode = this.mode.value): void {
    this.setDraft(mode, activePreset(this.library(mode) as PresetLibrary<Mode>)!.profile as ProfileByMode[typeof mode]);
  }

  selectPreset(mode: Mode, id: string) {
    return this.#storeLibrary(mode, setActivePreset(this.library(mode), id));
  }

  /** A new preset: `profile`, or the shipped default in the language of the draft on screen. */
  newPreset(mode: Mode, name: string, profile?: Profile) {
    const body = profile ?? shippedDefault(mode, profileContentLang(mode, this.drafts.value[mode]));
    return this.#storeLibrary(mode, createPreset(this.library(mode), mode, name, body as ProfileByMode[Mode]).library);
  }

  duplicatePreset(mode: Mode, id: string, name?: string) {
    return this.#storeLibrary(mode, duplicatePreset(this.library(mode), id, name).library);
  }

  renamePreset(mode: Mode, id: string, name: string) {
    return this.#storeLibrary(mode, renamePreset(this.library(mode), id, name), false);
  }

  /** Deletes a preset; returns the skill scope the caller deletes (the user already confirmed). */
  async deletePreset(mode: Mode, id: string): Promise<SkillScope> {
    const r = deletePreset(this.library(mode), mode, id);
    await this.#storeLibrary(mode, r.library);
    return r.deletedScope;
  }

  /** The draft becomes the shipped default of the mode, in the language the draft is written in. */
  resetDraftToDefault(mode: Mode): void {
    this.setDraft(mode, shippedDefault(mode, profileContentLang(mode, this.drafts.value[mode])));
  }

  /** Export of the current mode's draft, with the given skills embedded. Throws (saving nothing) when the profile files part cannot be loaded. */
  async exportCurrent(skills?: EmbeddedSkill[]): Promise<void> {
    const mode = this.mode.value;
    const preset = activePreset(this.library(mode) as PresetLibrary<Mode>)!;
    const draft = this.drafts.value[mode];
    let files: ProfileFiles;
    try {
      files = await this.loadFiles();
    } catch (e) {
      throw new Error(partFailureText(e));
    }
    const file = files.exportProfileFile(mode, preset.name, draft, skills ? { skills } : undefined);
    this.o.saveAs(file.fileName, file.text);
  }

  /** The mode's active preset as saved, as an export file (what /troupe-export prints). Throws when the profile files part cannot be loaded. */
  async exportActive(mode: Mode): Promise<{ fileName: string; text: string }> {
    const preset = activePreset(this.library(mode) as PresetLibrary<Mode>)!;
    let files: ProfileFiles;
    try {
      files = await this.loadFiles();
    } catch (e) {
      throw new Error(partFailureText(e));
    }
    return files.exportProfileFile(mode, preset.name, preset.profile);
  }

  /** Reads an exported file; on success it becomes a new preset of the current mode. Nothing changes on failure. */
  async importFile(text: string): Promise<ImportResult<Mode> & { savedAs?: string }> {
    const mode = this.mode.value;
    const early = profileFileProblem(text);
    if (early) return { ok: false, error: early };
    let files: ProfileFiles;
    try {
      files = await this.loadFiles();
    } catch (e) {
      return { ok: false, error: partFailureText(e) };
    }
    const res = files.importProfile(mode, text);
    if (!res.ok) return res;
    const tooBig = importTeamProblem(mode, res.profile);
    if (tooBig) return { ok: false, error: tooBig };
    const { profile, dropped } = dropHugeUnknownFields(mode, res.profile);
    // The New form's rule: names are unique in a mode; a taken one gets the next free "(n)".
    const wanted = (res.name || 'Imported').trim() || 'Imported';
    const savedAs = freePresetName(
      wanted,
      this.library(mode).presets.map((p) => p.name),
    );
    await this.newPreset(mode, savedAs, profile);
    return { ...res, savedAs, profile, warnings: [...res.warnings, ...dropped.map((d) => ({ ...d, code: 'dropped' as const }))] };
  }
}
