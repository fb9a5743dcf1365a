// Export / import of a single profile as a portable JSON file.
// Envelope: {format, mode, name, exportedAt, profile, skills?, extensions: {troupe: {version}}}.

import { profileFileName } from './file-name.ts';
import { FROM_LUKER } from './luker.ts';
import { fromOurDirectorFile, toLukerDirector } from './luker-director-file.ts';
import { parseEmbeddedSkills, type EmbeddedSkill } from './embedded-skills.ts';
import { parseLukerEmbeddedSkills, toLukerEmbeddedSkills } from './luker-skills.ts';
import { MSG, type ProfileWarning } from './messages.ts';
import { MODE_REGISTRY } from '../modes/registry.ts';
import { isMode, type Mode } from './modes.ts';
import { parseProfile, type ProfileByMode } from './parse.ts';
import { isPlainObject, toPlain, WarningSink } from './sanitize.ts';
import { stripSecrets } from './secrets.ts';

/** The format each mode writes. Director keeps the reference's name (its files are interchangeable). */
export const EXPORT_FORMATS = Object.fromEntries(MODE_REGISTRY.map((d) => [d.mode, d.exportFormat])) as Record<Mode, string>;

/** The reference's formats and the mode each belongs to. */
export const LUKER_FORMATS: Record<string, Mode> = {
  luker_orchestrator_profile_v1: 'spec',
  luker_orchestrator_profile_v2: 'agenda',
  luker_orchestrator_agenda_profile_v1: 'agenda',
  luker_orchestrator_profile_v3: 'director',
  luker_orchestrator_profile_v4: 'loop',
};

export const TROUPE_PROFILE_VERSION = 1;

/** Top-level profile fields the reference never writes. */
const OUR_ONLY_FIELDS = ['useStreaming', 'subAgentMaxRounds', 'toolCallRetryMax', 'apiPreset', 'loopAgent', 'workers', 'capsule'];

export interface ProfileEnvelope<M extends Mode = Mode> {
  format: string;
  mode: M;
  name: string;
  /** ISO 8601. */
  exportedAt: string;
  profile: ProfileByMode[M];
  /** Skills the profile references, when the user chose to include them (director: in `extensions.luker`). */
  skills?: EmbeddedSkill[];
  extensions: { troupe: { version: number } } & Record<string, unknown>;
}

export interface ExportOptions {
  /** Installed skills to embed (the caller picks the ones the profile references). */
  skills?: EmbeddedSkill[];
  /** For tests: the export time. */
  now?: Date;
}

/**
 * Build the export file's object. Secrets are removed from the profile. A director file carries
 * Luker's format name, so it is written for Luker to read: Luker's field names (`apiPresetName`,
 * `promptPresetName`, whole tool trees per agent) and embedded skills in
 * `extensions.luker.embedded_skills_source`; the other modes use our own names and `skills`.
 */
export function exportProfile<M extends Mode>(mode: M, name: string, profile: ProfileByMode[M], opts: ExportOptions = {}): ProfileEnvelope<M> {
  let clean = stripSecrets(toPlain(profile)).value as Record<string, unknown>;
  clean.mode = mode;
  if (mode === 'director') clean = toLukerDirector(clean);
  const env: ProfileEnvelope<M> = {
    format: EXPORT_FORMATS[mode],
    mode,
    name,
    exportedAt: (opts.now ?? new Date()).toISOString(),
    profile: clean as ProfileByMode[M],
    extensions: { troupe: { version: TROUPE_PROFILE_VERSION } },
  };
  if (opts.skills?.length) {
    const sink = new WarningSink();
    const skills = parseEmbeddedSkills(toPlain(opts.skills), sink);
    if (mode === 'director') env.extensions.luker = { embedded_skills_source: toLukerEmbeddedSkills(skills) };
    else env.skills = skills;
  }
  return env;
}

/** The export as file text (pretty JSON) and a file name. */
export function exportProfileFile<M extends Mode>(
  mode: M,
  name: string,
  profile: ProfileByMode[M],
  opts: ExportOptions = {},
): { fileName: string; text: string } {
  const env = exportProfile(mode, name, profile, opts);
  return { fileName: profileFileName(mode, name), text: `${JSON.stringify(env, null, 2)}\n` };
}

export type ImportResult<M extends Mode = Mode> =
  | {
      ok: true;
      mode: M;
      /** The name stored in the file ('' if none). */
      name: string;
      profile: ProfileByMode[M];
      warnings: ProfileWarning[];
      /** Embedded skills, for the UI to offer install / skip / replace. */
      skills?: EmbeddedSkill[];
      /** Whose file it is: ours, or the reference's. */
      origin: 'troupe' | 'luker';
      format: string;
    }
  | { ok: false; error: string };

/**
 * Read an exported profile (ours, or Luker's v1 spec / v2 agenda / v3 director / v4 loop) for the
 * current mode. Never throws: a wrong mode, bad JSON or a missing / unusable profile give `ok: false`.
 */
export interface ImportOptions {
  /** Read embedded skills (default true); false ignores them. */
  embeddedSkills?: boolean;
}

export function importProfile<M extends Mode>(currentMode: M, source: string | unknown, opts: ImportOptions = {}): ImportResult<M> {
  let data: unknown = source;
  if (typeof source === 'string') {
    const trimmed = source.replace(/^\uFEFF/, '').trim();
    if (!trimmed) return { ok: false, error: MSG.emptyFile };
    try {
      data = JSON.parse(trimmed);
    } catch (e) {
      return { ok: false, error: MSG.badJson((e as Error).message) };
    }
  }
  if (!isPlainObject(data)) return { ok: false, error: MSG.notObject('A profile file') };

  // Ours carry extensions.troupe; a file that lost it is still recognised by fields only we write.
  const troupeExt =
    (isPlainObject(data.extensions) && isPlainObject(data.extensions.troupe)) ||
    (isPlainObject(data.profile) && OUR_ONLY_FIELDS.some((k) => k in (data.profile as Record<string, unknown>)));
  const format = typeof data.format === 'string' ? data.format : '';
  let fileMode: Mode;
  let origin: 'troupe' | 'luker';
  if (format) {
    const troupeMatch = /^troupe_profile_([a-z]+)_v(\d+)$/.exec(format);
    if (troupeMatch && isMode(troupeMatch[1])) {
      if (Number(troupeMatch[2]) > TROUPE_PROFILE_VERSION) return { ok: false, error: `The file was written by a newer version of Troupe (format ${format}).` };
      fileMode = troupeMatch[1];
      origin = 'troupe';
    } else if (LUKER_FORMATS[format]) {
      fileMode = LUKER_FORMATS[format];
      origin = troupeExt ? 'troupe' : 'luker';
    } else {
      return { ok: false, error: MSG.unknownFormat(format) };
    }
    if (data.mode !== undefined && data.mode !== fileMode) {
      return { ok: false, error: `The file is inconsistent: its format is for ${fileMode} mode but it says mode ${JSON.stringify(data.mode)}.` };
    }
  } else if (isMode(data.mode)) {
    fileMode = data.mode;
    origin = troupeExt ? 'troupe' : 'luker';
  } else {
    return { ok: false, error: typeof data.mode === 'string' ? MSG.unknownMode(data.mode) : MSG.noFormat };
  }
  if (fileMode !== currentMode) return { ok: false, error: MSG.mismatch };

  if (data.profile === undefined || data.profile === null) return { ok: false, error: MSG.missingProfile };
  if (!isPlainObject(data.profile)) return { ok: false, error: MSG.notObject('The file\'s "profile"') };

  const sink = new WarningSink();
  let body: Record<string, unknown>;
  try {
    body = toPlain(data.profile) as Record<string, unknown>;
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
  if (origin === 'luker') {
    const convert = FROM_LUKER[fileMode];
    if (convert) body = convert(body);
  } else if (fileMode === 'director') {
    body = fromOurDirectorFile(body);
  }
  const stripped = stripSecrets(body);
  for (const p of stripped.removed) sink.add(p, 'secret_removed', 'a credential was removed from the imported profile.');
  let parsed;
  try {
    parsed = parseProfile(currentMode, stripped.value);
  } catch (e) {
    return { ok: false, error: `The profile cannot be used: ${(e as Error).message}` };
  }
  const warnings = [...sink.list, ...parsed.warnings];

  const skillSink = new WarningSink();
  const readSkills = opts.embeddedSkills !== false;
  let skills: EmbeddedSkill[] = readSkills ? parseEmbeddedSkills(data.skills, skillSink) : [];
  const lukerExt = isPlainObject(data.extensions) && isPlainObject(data.extensions.luker) ? data.extensions.luker : undefined;
  if (readSkills && lukerExt?.embedded_skills_source !== undefined) {
    skills = [...skills, ...parseLukerEmbeddedSkills(lukerExt.embedded_skills_source, skillSink, 'extensions.luker.embedded_skills_source')];
  }
  warnings.push(...skillSink.list);

  const result: ImportResult<M> = {
    ok: true,
    mode: currentMode,
    name: typeof data.name === 'string' ? data.name : '',
    profile: parsed.profile,
    warnings,
    origin,
    format: format || EXPORT_FORMATS[fileMode],
  };
  if (skills.length) result.skills = skills;
  return result;
}
