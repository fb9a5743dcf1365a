// Limits on profiles that come from outside — an imported file, a character card's override: nesting
// depth (before anything walks the data), team size (a 1,000-agent profile made every reload take
// seconds), and unknown fields of huge size (kept by the loose schemas, they would be stored and
// re-parsed on every load).
import type { Mode } from './modes.ts';
import { PROFILE_SCHEMAS, type ProfileByMode } from './parse.ts';
import { agendaWorkerSchema } from './schemas/agenda.ts';
import { directorSubAgentSchema } from './schemas/director.ts';
import { groupDigits } from '../numbers.ts';
import { specAgentSchema, specStageSchema } from './schemas/spec.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../nesting.ts';

/** Most agents of one kind a profile may hold (sub-agents, workers, spec agents, nodes). */
export const MAX_TEAM = 64;
/** Unknown fields bigger than this (as JSON) are not kept. */
export const MAX_UNKNOWN_FIELD_CHARS = 64 * 1024;

export const GUARD_TEXT = {
  tooDeep: () => `The file is nested too deeply (more than ${MAX_JSON_DEPTH} levels of objects and lists); no real profile is, so nothing was imported.`,
  /** Why a profile is refused (a clause: the caller says what was not done). */
  deep: () => `it is nested too deeply (more than ${MAX_JSON_DEPTH} levels of objects and lists); no real profile is`,
  tooMany: (n: number, what: string) => `it has ${groupDigits(n)} ${what}; at most ${MAX_TEAM} are allowed`,
  dropped: (chars: number) => `an unknown field of ${Math.round(chars / 1024)} KB was not kept.`,
} as const;

/** Why a profile file's text cannot be imported before it is even read, or null. */
export function profileFileProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null; // the importer reports what is wrong with the JSON itself
  }
  return nestedDeeperThan(data) ? GUARD_TEXT.tooDeep() : null;
}

/** The team lists of a parsed profile, named for messages. */
function teams(mode: Mode, p: Record<string, unknown>): [string, unknown[]][] {
  const list = (k: string) => (Array.isArray(p[k]) ? (p[k] as unknown[]) : []);
  if (mode === 'director') return [['sub-agents', list('subAgents')]];
  if (mode === 'agenda') return [['workers', list('workers')]];
  if (mode === 'spec') {
    const nodes = list('stages').flatMap((s) =>
      s && typeof s === 'object' && Array.isArray((s as { nodes?: unknown }).nodes) ? (s as { nodes: unknown[] }).nodes : [],
    );
    return [
      ['agents', list('agents')],
      ['nodes', nodes],
    ];
  }
  return [];
}

/** Why a parsed profile is too big to keep (a clause, see GUARD_TEXT), or null. */
export function teamProblem(mode: Mode, profile: ProfileByMode[Mode]): string | null {
  for (const [what, items] of teams(mode, profile as Record<string, unknown>)) if (items.length > MAX_TEAM) return GUARD_TEXT.tooMany(items.length, what);
  return null;
}

/** Whether data from outside nests deeper than any real profile (checked without recursion). */
export function tooDeep(value: unknown): boolean {
  return nestedDeeperThan(value, MAX_JSON_DEPTH);
}

const MEMBERS: Partial<Record<Mode, Record<string, { shape: object }>>> = {
  director: { subAgents: directorSubAgentSchema },
  agenda: { workers: agendaWorkerSchema },
  spec: { agents: specAgentSchema, stages: specStageSchema },
};

/** Drops unknown fields larger than the bound (top level and team members); says what went. */
export function dropHugeUnknownFields<M extends Mode>(
  mode: M,
  profile: ProfileByMode[M],
): { profile: ProfileByMode[M]; dropped: { path: string; message: string }[] } {
  const dropped: { path: string; message: string }[] = [];
  const known = new Set(Object.keys(PROFILE_SCHEMAS[mode].shape));
  const slim = (obj: Record<string, unknown>, path: string, isKnown: (k: string) => boolean) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) {
      const size = isKnown(k) ? 0 : (JSON.stringify(v) ?? '').length;
      if (size > MAX_UNKNOWN_FIELD_CHARS) dropped.push({ path: `${path}${k}`, message: GUARD_TEXT.dropped(size) });
      else out[k] = v;
    }
    return out;
  };
  const top = slim(profile as Record<string, unknown>, '', (k) => known.has(k));
  // Team members carry fields of their own; anything huge their schema does not know goes too.
  for (const [key, schema] of Object.entries(MEMBERS[mode] ?? {}) as [string, { shape: object }][]) {
    const v = top[key];
    if (!Array.isArray(v)) continue;
    const own = new Set(Object.keys(schema.shape));
    top[key] = v.map((m, i) => (m && typeof m === 'object' && !Array.isArray(m) ? slim(m as Record<string, unknown>, `${key}[${i}].`, (k) => own.has(k)) : m));
  }
  return { profile: (dropped.length ? top : profile) as ProfileByMode[M], dropped };
}
