// Scopes: where a skill is installed. `global`, `prompt-preset:<name>` (one prompt preset: a
// SillyTavern Chat Completion preset), `preset:<mode>/<presetId>` (an orchestration preset),
// `character:<avatar>`, and `package:<name>` for the skills of a skill package. One name can exist in
// several scopes; for a given context it resolves package > character > preset > prompt preset >
// global. A prompt-preset scope applies to an agent whose prompt preset has that name; a package scope
// only when the context names that package, so package skills never reach another profile (nor `*`).
import type { SkillScope } from './types.ts';

export type ScopeRef =
  | { kind: 'global' }
  | { kind: 'preset'; mode: string; presetId: string }
  | { kind: 'character'; avatar: string }
  | { kind: 'package'; name: string }
  | { kind: 'promptPreset'; name: string };

/** What a skill lookup happens for: the active mode and its preset, and the active character's avatar. */
export interface SkillContext {
  mode?: string;
  presetId?: string;
  character?: string;
  /** The skill package a turn is bound to (its skills are in play only then). */
  package?: string;
  /** The agent's prompt preset (its `prompt-preset:` skills are in play only then). */
  promptPreset?: string;
}

const PROMPT_PRESET = 'prompt-preset:';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const okPart = (s: string) => s.length > 0 && !CONTROL.test(s);

/** The parts of a scope string, or null when it is not a valid scope. */
export function parseScope(s: string): ScopeRef | null {
  if (s === 'global') return { kind: 'global' };
  if (s.startsWith('preset:')) {
    const rest = s.slice(7);
    const slash = rest.indexOf('/');
    if (slash < 0) return null;
    const mode = rest.slice(0, slash);
    const presetId = rest.slice(slash + 1);
    return okPart(mode) && okPart(presetId) ? { kind: 'preset', mode, presetId } : null;
  }
  if (s.startsWith('character:')) {
    const avatar = s.slice(10);
    return okPart(avatar) ? { kind: 'character', avatar } : null;
  }
  if (s.startsWith('package:')) {
    const name = s.slice(8);
    return okPart(name) ? { kind: 'package', name } : null;
  }
  if (s.startsWith(PROMPT_PRESET)) {
    const name = s.slice(PROMPT_PRESET.length);
    return okPart(name) ? { kind: 'promptPreset', name } : null;
  }
  return null;
}

export function isSkillScope(s: unknown): s is SkillScope {
  return typeof s === 'string' && parseScope(s) !== null;
}

/** The scope string for its parts. Throws a RangeError on an empty part, a `/` in the mode, or a control character. */
export function formatScope(ref: ScopeRef): SkillScope {
  let s: string;
  if (ref.kind === 'global') s = 'global';
  else if (ref.kind === 'preset') s = `preset:${ref.mode}/${ref.presetId}`;
  else if (ref.kind === 'character') s = `character:${ref.avatar}`;
  else if (ref.kind === 'package') s = `package:${ref.name}`;
  else s = `${PROMPT_PRESET}${ref.name}`;
  const back = parseScope(s);
  if (!back || (ref.kind === 'preset' && back.kind === 'preset' && back.mode !== ref.mode))
    throw new RangeError(`invalid skill scope parts: ${JSON.stringify(ref)}`);
  return s as SkillScope;
}

const RANK = { global: 0, promptPreset: 0.5, preset: 1, character: 2, package: 3 } as const;

/** Precedence of a scope: package 3 > character 2 > preset 1 > prompt preset 0.5 > global 0; -1 for an invalid scope. */
export function scopeRank(scope: string): number {
  const ref = parseScope(scope);
  return ref ? RANK[ref.kind] : -1;
}

/**
 * Whether skills in `scope` are in play for `context`: global always, a preset scope for its mode
 * and preset, a character scope for its avatar, a package scope only for a turn bound to it.
 */
export function scopeApplies(scope: string, context: SkillContext): boolean {
  const ref = parseScope(scope);
  if (!ref) return false;
  if (ref.kind === 'global') return true;
  if (ref.kind === 'preset') return ref.mode === context.mode && ref.presetId === context.presetId;
  if (ref.kind === 'package') return ref.name === context.package;
  if (ref.kind === 'promptPreset') return ref.name === context.promptPreset;
  return ref.avatar === context.character;
}

/** Whether `scope` is a prompt-preset scope (its skills depend on each agent's prompt preset). */
export function isPromptPresetScope(scope: string): boolean {
  return scope.startsWith(PROMPT_PRESET) && parseScope(scope) !== null;
}

/**
 * One agent's copy of each name among skills already resolved for a turn: prompt-preset skills only
 * for the agent's own prompt preset, and of several copies of a name the highest-ranked scope.
 */
export function forPromptPreset<T extends { name: string; scope: string }>(skills: readonly T[], promptPreset: string | undefined): T[] {
  const best = new Map<string, T>();
  for (const s of skills) {
    const ref = parseScope(s.scope);
    if (ref?.kind === 'promptPreset' && ref.name !== promptPreset) continue;
    const cur = best.get(s.name);
    if (!cur || scopeRank(s.scope) > scopeRank(cur.scope)) best.set(s.name, s);
  }
  return skills.filter((s) => best.get(s.name) === s);
}
