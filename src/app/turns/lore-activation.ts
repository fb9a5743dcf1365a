// lorebook_force_activate for the capsule modes: bound to the generation the capsule is for, through
// the host's activation (SillyTavern's world-info force activation, the page's lore activation).
// Director has no world-info payload of its own, so it has no such tool.
import { signal } from '@preact/signals-core';
import { modeDescriptor } from '../../core/modes/index.ts';
import { lorebookForceActivateTool } from '../../core/tools/lorebook-force.ts';
import type { Host } from '../../ports/host.ts';
import type { TurnToolContext, TurnToolProvider, TurnTools } from '../tools/tool-registry.ts';

export function loreActivationProvider(host: Host | undefined): TurnToolProvider {
  // Both hosts implement it on their generations; a host without it offers no such tool.
  const names = signal<readonly string[]>(host ? ['lorebook_force_activate'] : []);
  return {
    names,
    open(turn: TurnToolContext): TurnTools | null {
      const activate = turn.generation.activateLore;
      // A turn that writes the reply itself has no host generation left to activate entries for.
      if (modeDescriptor(turn.mode).output === 'reply' || !activate) return null;
      return { tools: [lorebookForceActivateTool((entries) => activate.call(turn.generation, entries))] };
    },
  };
}
