// One agent as plain data, the same in every mode (what profile adapters produce and engines read),
// and the helpers every adapter shares: tool switches → tool names, routing with the profile's fallback.
import { enabledToolNames, isToolEnabled, type ToolFlags } from '../../profiles/tools.ts';
import type { AgentSkills } from './agent-skills.ts';
import type { StoryBudget } from './story.ts';

/** Connection and prompt preset of one agent ('' = the default). */
export interface AgentRoute {
  /** Connection (API preset) name; '' = the default connection. */
  apiPresetName?: string;
  /** Prompt preset name (sampling settings and instructions); '' = the default. */
  promptPresetName?: string;
}

export interface AgentConfig extends AgentRoute {
  systemPrompt: string;
  /**
   * Tool names switched on for this agent: reader tools (`chat_read_range`, `lorebook_get`, `note_open`,
   * host and extension tools…) and, in director, message tools and dispatchers. Tools no host backs are
   * never offered.
   */
  tools: readonly string[];
  /** Catalog and skill tools; spec review nodes carry the tools with an empty catalog. */
  skills?: AgentSkills;
  /** Output token limit of this agent's requests; a prompt preset's own limit wins. Never the host's reply-length setting. */
  maxTokens?: number;
  /** How much of the story this agent reads (default: all of it). */
  story?: StoryBudget;
  /**
   * Reader tools the runtime calls (with no arguments) before the agent's first request: their results
   * open its first message, and they leave its tools, so it starts working instead of looking around.
   */
  prefetch?: readonly string[];
}

/** Built-in tools switched on, then host / extension tools: memory_* / search_* by their namespace switches, custom ones where `custom[name]` is true. */
export function toolNamesFromFlags(flags: ToolFlags, extraToolNames: readonly string[] = []): string[] {
  const builtIn = enabledToolNames(flags);
  return [...builtIn, ...extraToolNames.filter((n) => !builtIn.includes(n) && isToolEnabled(flags, n))];
}

/** An agent's connection / prompt preset, falling back to the profile's. */
export function routeOf(agent: { apiPreset?: string; promptPreset?: string }, profile: { apiPreset?: string; promptPreset?: string }): Required<AgentRoute> {
  return { apiPresetName: agent.apiPreset || profile.apiPreset || '', promptPresetName: agent.promptPreset || profile.promptPreset || '' };
}
