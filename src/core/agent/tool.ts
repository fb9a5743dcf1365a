// The one way a tool is defined: a zod schema for its arguments (the JSON Schema the model sees is
// generated from it, and the model's arguments are parsed by it) and an executor. Executors never
// throw into the agent loop: failures are returned as `ToolFailure`.
import * as z from 'zod';
import { describeArgumentIssues } from './argument-issues.ts';
import { MAX_PATTERN_INPUT_CHARS, overlongPatternInput } from './tool-patterns.ts';

/** JSON Schema for a tool's parameters (the subset OpenAI-family function tools accept). */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  [extra: string]: unknown;
};

export interface ToolFailure {
  ok: false;
  error: string;
  /** Machine-readable reason, e.g. `skill_not_found`, `patch_ambiguous`. */
  code?: string;
  /** What the model can do about it. */
  hint?: string;
}

/** Anything a tool returns is serialised to JSON for the model; failures carry `ok: false`. */
export type ToolResult = unknown;

export interface ToolContext {
  signal?: AbortSignal;
  /** The agent that calls the tool (for traces and per-agent state). */
  agentId?: string;
  /** A call before this one in the same response failed (a hand-in tool refuses then: the agent fixes it first). */
  earlierFailed?: boolean;
}

/** The arguments schema of a tool: an object schema, so the model always sends one JSON object. */
export type ToolArgsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface Tool<Args = Record<string, unknown>> {
  name: string;
  description: string;
  /** What the model is shown: generated from `input`. */
  parameters: JsonSchema;
  /** Parses the model's arguments; a failure becomes an `invalid_arguments` result naming the field. */
  input: z.ZodType<Args>;
  /** Runs with parsed arguments. */
  execute(args: Args, ctx: ToolContext): Promise<ToolResult> | ToolResult;
  /** Reads only: safe in dry runs (no chat, notes, memory or draft writes). */
  readOnly?: boolean;
  /**
   * Runs alongside the calls after it in the same response (a dispatch that waits for its sub-agent):
   * the next call that is not concurrent waits for it, and results still reach the model in call order.
   */
  concurrent?: boolean;
  /**
   * Asked before every request: false leaves the tool out of it (its phase has not come, e.g. deleting
   * what this turn created before it created anything). Absent: always offered.
   */
  offered?(): boolean;
}

export interface ToolDefinition<S extends z.ZodType> {
  name: string;
  description: string;
  parameters: S;
  execute(args: z.output<S>, ctx: ToolContext): Promise<ToolResult> | ToolResult;
  readOnly?: boolean;
  concurrent?: boolean;
  offered?(): boolean;
}

/** Defines a tool from a zod object schema. */
export function defineTool<S extends z.ZodType>(def: ToolDefinition<S>): Tool<z.output<S>> {
  return {
    name: def.name,
    description: def.description,
    parameters: toolJsonSchema(def.parameters),
    input: def.parameters as unknown as z.ZodType<z.output<S>>,
    execute: def.execute,
    ...(def.readOnly ? { readOnly: true } : {}),
    ...(def.concurrent ? { concurrent: true } : {}),
    ...(def.offered ? { offered: def.offered } : {}),
  };
}

const jsonCache = new WeakMap<z.ZodType, JsonSchema>();
const declared = new Set<z.ZodType>();

/**
 * A tool's arguments schema declared once, at module level, for a tool a turn builds afresh (its
 * executor closes over the turn): the JSON Schema the model sees is then made once per page, not per
 * turn, and `prepareToolSchemas` can make it before the first turn.
 */
export function toolArgs<S extends z.ZodType>(schema: S): S {
  declared.add(schema);
  return schema;
}

/** Makes the JSON Schema of every `toolArgs` schema not made yet (the app calls it in idle time before a first turn). */
export function prepareToolSchemas(): void {
  for (const schema of declared) toolJsonSchema(schema);
  declared.clear();
}
const SAFE = Number.MAX_SAFE_INTEGER;

/** The JSON Schema the model sees for `schema`: the input side, without `$schema` and without zod's safe-integer bounds. */
export function toolJsonSchema(schema: z.ZodType): JsonSchema {
  const hit = jsonCache.get(schema);
  if (hit) return hit;
  const raw = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const out = tidy(raw) as JsonSchema;
  delete out.$schema;
  jsonCache.set(schema, out);
  return out;
}

function tidy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(tidy);
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if ((k === 'maximum' && x === SAFE) || (k === 'minimum' && x === -SAFE)) continue;
    // "Not empty" is checked when the arguments are parsed (with a message naming the field); on the
    // wire it costs every request its bytes. So does saying that a JSON object's keys are strings.
    if (k === 'minLength' && x === 1) continue;
    if (k === 'propertyNames' && x && typeof x === 'object' && Object.keys(x).length === 1 && (x as { type?: unknown }).type === 'string') continue;
    out[k] = tidy(x);
  }
  return out;
}

/** Parses `args` with the tool's schema: the parsed value, or the failure the model reads. */
export function parseToolInput<A>(tool: Pick<Tool<A>, 'name' | 'input' | 'parameters'>, args: unknown): { ok: true; args: A } | ToolFailure {
  // A long text is never run through a pattern: the browser's RegExp could hold the page (tool-patterns.ts).
  const long = overlongPatternInput(tool.parameters, args);
  if (long) {
    return toolFailure(
      `${tool.name}: ${long.at} is ${long.length} characters long; a value that must match a pattern may be at most ${MAX_PATTERN_INPUT_CHARS}. Nothing was done.`,
      'invalid_arguments',
      `Send a shorter ${long.at}.`,
    );
  }
  const r = tool.input.safeParse(args);
  if (r.success) return { ok: true, args: r.data };
  const { error, hint } = describeArgumentIssues(tool.name, r.error.issues, tool.parameters);
  return toolFailure(error, 'invalid_arguments', hint);
}

/** Parses and runs one call of `tool` (what the loop does; tests use it to call a tool directly). */
export async function callTool<A>(tool: Tool<A>, args: unknown, ctx: ToolContext = {}): Promise<ToolResult> {
  const parsed = parseToolInput(tool, args);
  if (!parsed.ok) return parsed;
  return tool.execute(parsed.args, ctx);
}

export function toolFailure(error: string, code?: string, hint?: string): ToolFailure {
  const f: ToolFailure = { ok: false, error };
  if (code) f.code = code;
  if (hint) f.hint = hint;
  return f;
}

/**
 * What a hand-in tool (finalize, submit_result…) answers when a call before it in the same response
 * failed: nothing is handed in, so the agent sees the failure and fixes it first.
 */
export function handInRefused(ctx: ToolContext, name: string): ToolFailure | undefined {
  return ctx.earlierFailed
    ? toolFailure(`Not done: a call before ${name} in this response failed.`, 'earlier_call_failed', `Fix that call, then call ${name} again.`)
    : undefined;
}

export function isToolFailure(v: unknown): v is ToolFailure {
  return typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && 'error' in v;
}

// Field helpers models get wrong most often.

/** A whole number within bounds; a numeric string ("5") is accepted, since models send those. */
export function intArg(bounds: { min?: number; max?: number } = {}) {
  let int = z.int();
  if (bounds.min !== undefined) int = int.min(bounds.min);
  if (bounds.max !== undefined) int = int.max(bounds.max);
  return z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), int);
}

/** Text, trimmed. */
export const textArg = () => z.string().trim();
