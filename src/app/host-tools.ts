// The tools a host offers beyond the built-in chat, lorebook and notes readers (memory_*, search_*,
// extension tools). Neither host has any yet: the memory graph and web search are still to come, so
// the profile check says what a preset needs, and director does not offer sub-agents that need them.
import type { Host } from '../hosts/host.ts';

export const NO_EXTRA_TOOLS: readonly string[] = Object.freeze([]);

export function hostExtraToolNames(_host?: Host): readonly string[] {
  return NO_EXTRA_TOOLS;
}
