// Prompt presets: what an agent's prompt-preset name stands for — sampling settings for its requests
// and instruction text around its own messages. Hosts resolve names (SillyTavern's Chat Completion
// presets, the standalone page's own); the runtime applies them the same way in every mode.
import type { ChatMessage, ChatRequest } from '../../llm/types.ts';

/** Request fields a preset or profile may set for an agent. */
export type RequestOptions = Partial<Omit<ChatRequest, 'messages' | 'tools' | 'stream' | 'model'>>;

export interface PromptPreset {
  /** The name the agent's prompt-preset field holds (for the trace). */
  name: string;
  /** Sampling fields for every request of an agent using the preset (temperature, topP, maxTokens, extraBody…). */
  request?: RequestOptions;
  /** Instructions placed before the agent's own system text (the preset's main prompt and custom prompts before the chat). */
  before?: string[];
  /** Instructions placed after the agent's first messages (post-history / jailbreak prompts). */
  after?: string[];
  /**
   * Parts of the source preset that were switched on but left out because the story already carries
   * them (SillyTavern's card fields, persona, example dialogue, world info markers): for the profile check.
   */
  skipped?: string[];
}

/** Resolves a prompt-preset name ('' = the default, which may resolve to nothing). */
export type PromptPresetSource = (name: string) => PromptPreset | undefined;

/**
 * The request fields of an agent: its own output limit, then the preset's fields (a preset that sets
 * an output limit wins). Extra body fields merge.
 */
export function agentRequestOptions(maxTokens: number | undefined, preset: PromptPreset | undefined): RequestOptions {
  const out: RequestOptions = {};
  if (maxTokens !== undefined && maxTokens > 0) out.maxTokens = maxTokens;
  const p = preset?.request;
  if (!p) return out;
  const { extraBody, ...rest } = p;
  Object.assign(out, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
  if (extraBody && Object.keys(extraBody).length) out.extraBody = { ...extraBody };
  return out;
}

/** The agent's first messages wrapped in the preset's instructions (the system text first, so the prefix stays stable). */
export function wrapWithPreset(messages: readonly ChatMessage[], preset: PromptPreset | undefined): ChatMessage[] {
  const before = (preset?.before ?? []).map((t) => t.trim()).filter(Boolean);
  const after = (preset?.after ?? []).map((t) => t.trim()).filter(Boolean);
  if (before.length === 0 && after.length === 0) return messages.slice();
  const out = messages.slice();
  if (before.length) out.unshift({ role: 'system', content: before.join('\n\n') });
  if (after.length) out.push({ role: 'system', content: after.join('\n\n') });
  return out;
}
