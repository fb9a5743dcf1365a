// Tool parameters given by others — another extension's registration, a SillyTavern function tool, a
// hand-written tool in a profile — as a JSON Schema or a zod schema, turned into the zod object schema
// `defineTool` takes. So every tool, whoever defines it, goes through the one definition style: the
// JSON Schema the model sees and the argument parser come from the same zod schema.
import * as z from 'zod';
import { patternProblem, schemaPatterns } from './tool-patterns.ts';
import { toolJsonSchema, type JsonSchema, type ToolArgsSchema } from './tool.ts';

/** A tool definition that cannot be used; the message says what to change. */
export class ToolDefinitionError extends Error {
  override name = 'ToolDefinitionError';
}

/** Schemas bigger than this (as JSON) are refused: the model is sent them on every request. */
export const MAX_PARAMETERS_JSON_CHARS = 16 * 1024;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A zod schema from another copy of zod (4.x or 3.x), which this build cannot read as its own. */
function foreignZod(v: Record<string, unknown>): 'zod4' | 'zod3' | null {
  if (v instanceof z.ZodType) return null;
  if (isObject(v._zod)) return 'zod4';
  if (isObject(v._def) && typeof v.safeParse === 'function') return 'zod3';
  return null;
}

/**
 * The zod object schema for `parameters`: this build's zod schema as it is; a JSON Schema (an object
 * with `type: "object"`, or `properties`) through `z.fromJSONSchema`; a zod 4 schema from another zod
 * copy through its own JSON Schema, then parsed by it again so its defaults and transforms still apply.
 * Anything else (zod 3, a non-object schema, `$ref`s that do not resolve) throws ToolDefinitionError.
 * `where` names the tool in messages.
 */
export function toolInputSchema(parameters: unknown, where: string): ToolArgsSchema {
  if (parameters === undefined || parameters === null) return z.object({}) as unknown as ToolArgsSchema;
  if (parameters instanceof z.ZodType) {
    if (!(parameters instanceof z.ZodObject))
      throw new ToolDefinitionError(`${where}: parameters must be an object schema (z.object({…})), so the model sends one JSON object.`);
    return checkedPatterns(parameters as unknown as ToolArgsSchema, where);
  }
  if (!isObject(parameters)) throw new ToolDefinitionError(`${where}: parameters must be a JSON Schema object or a zod schema.`);
  const foreign = foreignZod(parameters);
  if (foreign === 'zod3') {
    throw new ToolDefinitionError(
      `${where}: parameters is a zod 3 schema, which Troupe cannot read. Build it with Troupe.z (zod 4, the copy Troupe uses) or pass a JSON Schema.`,
    );
  }
  if (foreign === 'zod4') return checkedPatterns(fromForeignZod(parameters, where), where);
  assertPatterns(parameters, where);
  return checkedPatterns(fromJsonSchema(parameters as JsonSchema, where), where);
}

/** Refuses a pattern that does not compile or could hold the page (see tool-patterns.ts). */
function assertPatterns(schema: unknown, where: string): void {
  for (const { path, pattern } of schemaPatterns(schema)) {
    const problem = patternProblem(pattern);
    if (problem)
      throw new ToolDefinitionError(
        `${where}: the pattern ${JSON.stringify(pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern)} at ${path || '/'} cannot be used: ${problem}.`,
      );
  }
}

/** `schema`, once the patterns of the JSON Schema the model would see (what the arguments are checked with) pass. */
function checkedPatterns(schema: ToolArgsSchema, where: string): ToolArgsSchema {
  assertPatterns(toolJsonSchema(schema), where);
  return schema;
}

function fromJsonSchema(schema: JsonSchema, where: string): ToolArgsSchema {
  let text: string;
  try {
    text = JSON.stringify(schema);
  } catch {
    throw new ToolDefinitionError(`${where}: parameters is not plain JSON data.`);
  }
  if (text.length > MAX_PARAMETERS_JSON_CHARS)
    throw new ToolDefinitionError(`${where}: parameters is ${text.length} characters of JSON; at most ${MAX_PARAMETERS_JSON_CHARS} are accepted.`);
  const type = schema.type;
  const objectLike = type === 'object' || (type === undefined && isObject(schema.properties));
  if (!objectLike)
    throw new ToolDefinitionError(
      `${where}: parameters must describe an object (type "object" with properties), so the model sends one JSON object; got ${type === undefined ? 'no type' : `type ${JSON.stringify(type)}`}.`,
    );
  const { $schema: _s, ...rest } = JSON.parse(text) as Record<string, unknown>;
  let out: z.ZodType;
  try {
    out = z.fromJSONSchema({ ...rest, type: 'object' } as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (e) {
    throw new ToolDefinitionError(`${where}: parameters is not a JSON Schema Troupe can use: ${e instanceof Error ? e.message : String(e)}`);
  }
  return out as unknown as ToolArgsSchema;
}

type ForeignZod4 = {
  toJSONSchema?: (o?: unknown) => unknown;
  safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path?: PropertyKey[]; message?: string }[] } };
};

function fromForeignZod(schema: Record<string, unknown>, where: string): ToolArgsSchema {
  const f = schema as unknown as ForeignZod4;
  if (typeof f.toJSONSchema !== 'function' || typeof f.safeParse !== 'function') {
    throw new ToolDefinitionError(
      `${where}: parameters comes from another zod copy that cannot describe itself as JSON Schema. Build it with Troupe.z or pass a JSON Schema.`,
    );
  }
  let json: unknown;
  try {
    json = f.toJSONSchema({ io: 'input', unrepresentable: 'any' });
  } catch (e) {
    throw new ToolDefinitionError(
      `${where}: parameters (from another zod copy) could not be turned into JSON Schema: ${e instanceof Error ? e.message : String(e)}. Build it with Troupe.z or pass a JSON Schema.`,
    );
  }
  if (!isObject(json)) throw new ToolDefinitionError(`${where}: parameters (from another zod copy) gave no JSON Schema object.`);
  const shape = fromJsonSchema(json as JsonSchema, where);
  // Parsed by the author's schema too, so what `execute` receives is what that schema outputs.
  return shape.transform((value, ctx) => {
    const r = f.safeParse(value);
    if (r.success) return r.data as Record<string, unknown>;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message ?? 'invalid', path: (issue.path ?? []) as (string | number)[] });
    return z.NEVER;
  }) as unknown as ToolArgsSchema;
}
