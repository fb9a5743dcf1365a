// Turning a model's raw argument text into an object (the schema check is the tool's own: parseToolInput).
import { parseToolArguments } from '../llm/tool-arguments.ts';
import type { ToolCall } from '../llm/types.ts';
import type { ToolFailure } from './tool.ts';
import { toolFailure } from './tool.ts';

export type ParsedArguments = { ok: true; args: Record<string, unknown> } | ToolFailure;

/** Parses one call's JSON arguments (tolerant of a code fence or double encoding); empty text means `{}`. */
export function parseCallArguments(call: Pick<ToolCall, 'name' | 'arguments'>): ParsedArguments {
  const r = parseToolArguments(call);
  if (r.ok) return { ok: true, args: r.value };
  return toolFailure(r.error, 'invalid_arguments', 'Call the tool again with the arguments as one complete JSON object.');
}
