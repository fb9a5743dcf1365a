// Reading a tool call's arguments. Models do produce broken JSON; that is the model's mistake to fix,
// so it comes back as a message the agent loop can return to the model as the tool's result.
import { clip } from './errors.ts';
import type { ToolCall } from './types.ts';

export type ParsedToolArguments =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; error: string };

/**
 * Parses `call.arguments` into an object. Empty arguments are `{}`. Tolerated: surrounding
 * whitespace, a Markdown code fence around the JSON, and JSON that was encoded twice (a string that
 * holds the object). Anything else that is not a JSON object is `{ok: false, error}` with a message
 * addressed to the model.
 */
export function parseToolArguments(call: Pick<ToolCall, 'name' | 'arguments'>): ParsedToolArguments {
  let text = (call.arguments ?? '').trim();
  if (text === '') return { ok: true, value: {} };
  const fenced = /^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/.exec(text);
  if (fenced) text = fenced[1];
  let value: unknown;
  try {
    value = JSON.parse(text);
    if (typeof value === 'string' && /^\s*\{/.test(value)) value = JSON.parse(value);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: `The arguments for tool "${call.name}" are not valid JSON (${reason}). Call the tool again with a single JSON object. Received: ${clip(call.arguments, 300)}`,
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      ok: false,
      error: `The arguments for tool "${call.name}" must be a JSON object, not ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}. Received: ${clip(call.arguments, 300)}`,
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
