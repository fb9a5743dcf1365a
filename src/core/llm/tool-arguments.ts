// Reading a tool call's arguments. Models do produce broken JSON; that is the model's mistake to fix,
// so it comes back as a message the agent loop can return to the model as the tool's result.
import { clip } from './errors.ts';
import type { ToolCall } from './types.ts';

/**
 * Most characters of one call's arguments. A runaway model can stream megabytes into one call; those
 * arguments are refused before parsing (and the request bodies that would echo them never grow).
 */
export const MAX_TOOL_ARGUMENT_CHARS = 128 * 1024;

/** Deepest nesting of objects and arrays accepted in a call's arguments (checked before parsing). */
export const MAX_TOOL_ARGUMENT_DEPTH = 64;

/**
 * How deep the objects and arrays of JSON `text` nest, counted without parsing (strings skipped);
 * the count stops once it passes `limit`, so a hostile text costs one pass and no recursion.
 */
export function jsonNesting(text: string, limit = MAX_TOOL_ARGUMENT_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

export type ParsedToolArguments = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

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
  const tooDeep = (t: string) =>
    jsonNesting(t) > MAX_TOOL_ARGUMENT_DEPTH
      ? ({
          ok: false,
          error: `The arguments for tool "${call.name}" nest objects or arrays more than ${MAX_TOOL_ARGUMENT_DEPTH} levels deep; nothing was done. Call the tool again with flatter arguments.`,
        } as const)
      : null;
  const deep = tooDeep(text);
  if (deep) return deep;
  let value: unknown;
  try {
    value = JSON.parse(text);
    if (typeof value === 'string' && /^\s*\{/.test(value)) {
      const inner = tooDeep(value);
      if (inner) return inner;
      value = JSON.parse(value);
    }
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
