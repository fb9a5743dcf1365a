// Pure edits of a SkillPolicy, as the chips make them. Each returns a new policy, or the very
// object it was given when nothing changes (so callers can compare and skip a save).
import type { SkillPolicy } from '../../src/core/skills/types.ts';

export type ListKind = 'visible' | 'deny';
export const INHERIT = '+';
export const ALL = '*';

export function listOf(policy: SkillPolicy | undefined, kind: ListKind): readonly string[] {
  return policy?.[kind] ?? [];
}

function withList(policy: SkillPolicy | undefined, kind: ListKind, list: string[]): SkillPolicy {
  return {
    visible: kind === 'visible' ? list : [...listOf(policy, 'visible')],
    deny: kind === 'deny' ? list : [...listOf(policy, 'deny')],
  };
}

/** Appends a name; a name already in that list changes nothing. `+` is never appended (see toggleInherit). */
export function addName(policy: SkillPolicy | undefined, kind: ListKind, name: string): SkillPolicy | undefined {
  const list = listOf(policy, kind);
  if (!name || name === INHERIT || list.includes(name)) return policy;
  return withList(policy, kind, [...list, name]);
}

/** Removes the entry at `index` of that list. */
export function removeAt(policy: SkillPolicy | undefined, kind: ListKind, index: number): SkillPolicy | undefined {
  const list = listOf(policy, kind);
  if (index < 0 || index >= list.length) return policy;
  return withList(
    policy,
    kind,
    list.filter((_, i) => i !== index),
  );
}

export function inherits(policy: SkillPolicy | undefined): boolean {
  return listOf(policy, 'visible')[0] === INHERIT;
}

/** Adds `+` at the front of visible, or removes it when present. */
export function toggleInherit(policy: SkillPolicy | undefined): SkillPolicy {
  const list = listOf(policy, 'visible');
  return withList(policy, 'visible', list[0] === INHERIT ? list.slice(1) : [INHERIT, ...list.filter((n) => n !== INHERIT)]);
}
