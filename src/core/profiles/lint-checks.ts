// The small readers and checks each mode's own lint (its descriptor's `lint`, in its folder) is made
// of; lint.ts runs a mode's with the skills and regex checks.

import type { LintIssue } from './lint.ts';
import { TOOL_VERBS, toolNameFor, type ToolNamespace } from './tools.ts';

export type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Every built-in tool name and the other names agents may see in prompts. */
const KNOWN_TOOL_NAMES = new Set<string>([
  ...(Object.keys(TOOL_VERBS) as ToolNamespace[]).flatMap((ns) => TOOL_VERBS[ns].map((v) => toolNameFor(ns, v))),
  'await_subagents',
  'cancel_subagent',
  'finalize',
  'skill_list',
  'skill_read',
  'skill_search',
  'final_guidance',
  'review_approve',
  'request_rerun',
  'node_output',
  'submit_result',
  'planner_step',
]);

/**
 * Sub-agent ids a prompt mentions: `dispatch_subagent("x"` / `subagentId: "x"` forms, and `backticked`
 * snake_case words that are not tool names.
 */
export function mentionedSubagentIds(prompt: string): string[] {
  const found = new Set<string>();
  const explicit = /(?:dispatch_subagent\s*\(\s*|subagentId["']?\s*[:=]\s*)["'`]([A-Za-z][\w-]*)["'`]/g;
  for (const m of prompt.matchAll(explicit)) found.add(m[1]!);
  for (const m of prompt.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) if (!KNOWN_TOOL_NAMES.has(m[1]!)) found.add(m[1]!);
  return [...found];
}

export function limit(issues: LintIssue[], p: Obj, key: string, min: number, what: string) {
  const v = p[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) {
    issues.push({ path: key, code: 'limit_invalid', severity: 'error', message: `${what} must be a whole number of at least ${min}.` });
  }
}

export function checkPrompt(issues: LintIssue[], value: unknown, path: string, what: string) {
  if (!str(value).trim()) issues.push({ path, code: 'empty_prompt', severity: 'warning', message: `${what} has an empty system prompt.` });
}

/** Quoted ids, for a message. */
export const names = (ids: string[]) => ids.map((id) => `"${id}"`).join(', ');
