// Turning a model's raw argument text into an object, and a light check against the tool's schema.
import { parseToolArguments } from '../llm/tool-arguments.ts';
import type { ToolCall } from '../llm/types.ts';
import type { JsonSchema, ToolFailure } from './tool.ts';
import { toolFailure } from './tool.ts';

export type ParsedArguments = { ok: true; args: Record<string, unknown> } | ToolFailure;

/** Parses one call's JSON arguments (tolerant of a code fence or double encoding); empty text means `{}`. */
export function parseCallArguments(call: Pick<ToolCall, 'name' | 'arguments'>): ParsedArguments {
  const r = parseToolArguments(call);
  if (r.ok) return { ok: true, args: r.value };
  return toolFailure(r.error, 'invalid_arguments', 'Call the tool again with the arguments as one complete JSON object.');
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function matchesType(v: unknown, type: string | string[] | undefined): boolean {
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  const actual = typeOf(v);
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/**
 * Checks required fields and the types of top-level fields. Deeper checks are the tool's own job;
 * this catches what models most often get wrong, with a message that names the field.
 */
export function checkArguments(args: Record<string, unknown>, schema: JsonSchema): ToolFailure | undefined {
  for (const name of schema.required ?? []) {
    if (args[name] === undefined || args[name] === null) {
      return toolFailure(`Missing required argument "${name}".`, 'invalid_arguments', `Required: ${(schema.required ?? []).join(', ')}.`);
    }
  }
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const v = args[name];
    if (v === undefined || v === null) continue;
    if (!matchesType(v, prop.type)) {
      const want = Array.isArray(prop.type) ? prop.type.join(' or ') : String(prop.type);
      return toolFailure(`Argument "${name}" must be ${want}, got ${typeOf(v)}.`, 'invalid_arguments');
    }
    if (prop.enum && !prop.enum.includes(v)) {
      return toolFailure(`Argument "${name}" must be one of ${prop.enum.map((x) => JSON.stringify(x)).join(', ')}.`, 'invalid_arguments');
    }
  }
  return undefined;
}
