import { createContext } from 'preact';
// Scope helpers for the skills UI: kind, display order and labels.
import type { SkillScope } from '../../src/core/skills/types.ts';
import { t } from '../i18n/index.ts';

export type ScopeKind = 'global' | 'promptPreset' | 'preset' | 'character' | 'package';

export function scopeKind(scope: SkillScope): ScopeKind {
  if (scope.startsWith('preset:')) return 'preset';
  if (scope.startsWith('character:')) return 'character';
  if (scope.startsWith('package:')) return 'package';
  if (scope.startsWith('prompt-preset:')) return 'promptPreset';
  return 'global';
}

/** The part after `preset:` / `character:` (empty for global). */
export function scopeDetail(scope: SkillScope): string {
  const colon = scope.indexOf(':');
  return colon < 0 ? '' : scope.slice(colon + 1);
}

const DISPLAY_RANK: Record<ScopeKind, number> = { global: 0, promptPreset: 0.5, preset: 1, character: 2, package: 3 };

/** Display order of groups: global, then presets, then characters, each by key. */
export function compareScopes(a: SkillScope, b: SkillScope): number {
  const d = DISPLAY_RANK[scopeKind(a)] - DISPLAY_RANK[scopeKind(b)];
  if (d !== 0) return d;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Resolution precedence: a higher number wins (package > character > preset > prompt preset > global). */
export function scopePrecedence(scope: SkillScope): number {
  return DISPLAY_RANK[scopeKind(scope)];
}

/** A scope a skill can be installed into or moved to, with an optional friendly label. */
export interface ScopeOption {
  scope: SkillScope;
  /** Shown instead of the raw key, e.g. a character's display name. */
  label?: string;
}

/** Human label of a scope in the current language: "Global", "Preset · director/default". */
export function scopeLabel(scope: SkillScope, friendly?: string): string {
  const kind = scopeKind(scope);
  if (kind === 'global') return t('scope.global');
  const detail = friendly ?? scopeDetail(scope);
  return t(kind === 'preset' ? 'scope.preset' : kind === 'package' ? 'scope.package' : kind === 'promptPreset' ? 'scope.promptPreset' : 'scope.character', {
    detail,
  });
}

/**
 * Friendly names of scopes (a preset's name, a character's name) for components deep in the tree,
 * such as the chips' Add… picker; the app provides them around the panel.
 */
export const ScopeNames = createContext<ReadonlyMap<string, string>>(new Map());

/** Unique scopes, global first, in display order. */
export function uniqueScopes(scopes: Iterable<SkillScope>): SkillScope[] {
  return [...new Set(scopes)].sort(compareScopes);
}
