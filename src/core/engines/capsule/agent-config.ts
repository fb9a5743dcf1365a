// One capsule agent as plain data (what profile adapters produce and engines read), and the helpers
// adapters share: tool switches → tool names, agent routing with the profile's fallback.
import type { Tool } from '../../agent/tool.ts';
import { enabledToolNames, isToolEnabled, type ToolFlags } from '../../profiles/tools.ts';
import type { AgentSkills } from '../shared/agent-skills.ts';
import { pickTools } from '../shared/loop-tools.ts';

export interface CapsuleAgentConfig {
  systemPrompt: string;
  /** Connection (API preset) name; '' = the default connection. */
  apiPresetName?: string;
  /** Prompt preset name (sampling settings); '' = the default. */
  promptPresetName?: string;
  /** Loop tool names switched on (`chat_read_range`, `lorebook_get`, `note_open`, host tools…). */
  tools: readonly string[];
  /** Catalog and skill tools; spec review nodes carry the tools with an empty catalog. */
  skills?: AgentSkills;
}

/** Built-in tools switched on, then host / extension tools not switched off. */
export function toolNamesFromFlags(flags: ToolFlags, extraToolNames: readonly string[] = []): string[] {
  const builtIn = enabledToolNames(flags);
  return [...builtIn, ...extraToolNames.filter((n) => !builtIn.includes(n) && isToolEnabled(flags, n))];
}

/** An agent's connection / prompt preset, falling back to the profile's. */
export function routeOf(agent: { apiPreset?: string; promptPreset?: string }, profile: { apiPreset?: string; promptPreset?: string }) {
  return { apiPresetName: agent.apiPreset || profile.apiPreset || '', promptPresetName: agent.promptPreset || profile.promptPreset || '' };
}

/** The agent's loop tools the host can back, then its skill tools. */
export function agentTools(available: ReadonlyMap<string, Tool>, agent: CapsuleAgentConfig): Tool[] {
  return [...pickTools(available, new Set(agent.tools)), ...(agent.skills?.tools ?? [])];
}
