// Adding token usage up (per agent, per turn, per chat), cached input included when providers report it.
import type { Usage } from './types.ts';

export const zeroUsage = (): Usage => ({ promptTokens: 0, completionTokens: 0, totalTokens: 0 });

/** Adds `u` into `into` (in place) and returns `into`. */
export function addUsage(into: Usage, u: Usage | undefined): Usage {
  if (!u) return into;
  into.promptTokens += u.promptTokens;
  into.completionTokens += u.completionTokens;
  into.totalTokens += u.totalTokens;
  if (u.cachedPromptTokens) into.cachedPromptTokens = (into.cachedPromptTokens ?? 0) + u.cachedPromptTokens;
  return into;
}
