// The standalone page's own prompt presets, as its Connection area edits them (the page implements it;
// ui/chat reads it). In SillyTavern the prompt presets are SillyTavern's Chat Completion presets.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ActionResult } from './chat-session.ts';

/** One prompt preset of the page: sampling settings (unset = the server's default) and instruction text. */
export interface OwnPromptPreset {
  name: string;
  temperature?: number;
  topP?: number;
  topK?: number;
  minP?: number;
  frequencyPenalty?: number;
  presencePenalty?: number;
  repetitionPenalty?: number;
  /** Output tokens per response; set here, it wins over the agent's own limit. */
  maxTokens?: number;
  seed?: number;
  reasoningEffort?: 'low' | 'medium' | 'high';
  /** Instructions before the agent's own system text. */
  before: string;
  /** Instructions after the agent's messages (post-history). */
  after: string;
}

export interface PromptPresetsView {
  presets: readonly OwnPromptPreset[];
  /** What "(profile default)" ends at when a profile names none ('' = no preset). */
  current: string;
}

export interface PromptPresetsSession {
  readonly view: ReadonlySignal<PromptPresetsView>;
  /** Adds or replaces a preset (`previousName`: the one it was, when renamed). */
  save(preset: OwnPromptPreset, previousName?: string): Promise<ActionResult>;
  remove(name: string): Promise<ActionResult>;
  setCurrent(name: string): Promise<ActionResult>;
}
