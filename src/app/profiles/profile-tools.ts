// Which tools a profile can give any of its agents: the profile-level switches (an inline director
// sub-agent gets those) and every agent's own. What loads ahead of a turn (a provider's chunk) is
// what this profile can use, nothing more.
import type { Mode } from '../../core/profiles/modes.ts';
import { agentToolFlags, enabledToolNames, type ToolFlags, type ToolOverride } from '../../core/profiles/tools.ts';
import { obj, workbenchAgents } from '../../core/workbench/agents.ts';

function namesOf(flags: ToolFlags): string[] {
  const custom = Object.entries(obj(flags.custom))
    .filter(([, on]) => on === true)
    .map(([name]) => name);
  return [...enabledToolNames(flags), ...custom];
}

/** Every tool name (built-in and custom) switched on for the profile or any of its agents. */
export function profileToolNames(mode: Mode, profile: unknown): Set<string> {
  const profileTools = obj(obj(profile).tools) as ToolFlags;
  const out = new Set(namesOf(profileTools));
  for (const a of workbenchAgents(mode, profile)) {
    if (!a.has.tools) continue;
    for (const name of namesOf(agentToolFlags(profileTools, (a.holder.tools ?? null) as ToolOverride | null))) out.add(name);
  }
  return out;
}
