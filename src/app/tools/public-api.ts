// The API other extensions use to give Troupe's agents tools: `globalThis.Troupe.registerTool({name,
// description, parameters, execute, readOnly?})`, or the same definition as the payload of the
// `troupe:register-tool` event on SillyTavern's event bus. `parameters` is a JSON Schema or a zod schema
// (build it with `Troupe.z`, the builders of the zod copy Troupe uses). Registered tools appear in the tools editor
// under Custom and are off in every profile until the user switches them on. Documented in docs/guide.md
// ("Prompt presets and custom tools").
import { z } from 'zod';
import { defineTool, toolFailure, type Tool, type ToolContext, type ToolResult } from '../../core/agent/tool.ts';
import { ToolDefinitionError, toolInputSchema } from '../../core/agent/tool-input.ts';
import { HAND_WRITTEN_TOOL_LIMITS, TOOL_NAME_PATTERN } from '../../core/profiles/hand-written-tools.ts';
import { reservedToolNameProblem } from '../../core/profiles/reserved-tool-names.ts';
import { SANDBOX_DEFAULTS, TOOL_FAILURE_HINTS } from '../sandbox/defaults.ts';
import type { ToolRegistry, ToolSource } from './tool-registry.ts';
import { TOOL_EVENTS, type EarlyToolEvent, type ToolEventBus } from '../../ports/tool-events.ts';

export const TROUPE_API_VERSION = 1;

export { TOOL_EVENTS } from '../../ports/tool-events.ts';

/** What another extension passes to `registerTool`. */
export interface ExternalToolDefinition {
  /** What the model calls: a letter, then letters, digits, `_` or `-` (at most 64). */
  name: string;
  /** All the model knows about when to call it. */
  description: string;
  /** JSON Schema (type "object") or a zod object schema; absent = no arguments. */
  parameters?: unknown;
  /** Gets the checked arguments; returns JSON data (or a promise of it). A thrown error becomes a failure the model reads. */
  execute(args: Record<string, unknown>, context: ToolContext): unknown;
  /** True when it changes nothing (safe in dry runs). */
  readOnly?: boolean;
}

/**
 * The zod builders a tool's parameters need, member by member: handing out zod's whole namespace
 * would carry every zod locale into the page's app chunk.
 */
const TOOL_ZOD = {
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
  number: z.number,
  int: z.int,
  boolean: z.boolean,
  array: z.array,
  enum: z.enum,
  literal: z.literal,
  union: z.union,
  optional: z.optional,
  nullable: z.nullable,
  record: z.record,
  tuple: z.tuple,
  any: z.any,
  unknown: z.unknown,
};
export type ToolZod = typeof TOOL_ZOD;

export interface TroupeApi {
  readonly apiVersion: number;
  /** zod's schema builders as Troupe uses them: schemas built with them need no conversion. */
  readonly z: ToolZod;
  /** Registers a tool; returns a function that removes it. A name that is taken is refused (unregister first). Throws ToolDefinitionError with what to fix. */
  registerTool(definition: ExternalToolDefinition): () => void;
  /** Removes a tool this API registered; false when there was none of that name. */
  unregisterTool(name: string): boolean;
  /** The tools other extensions and SillyTavern registered, as Troupe offers them. */
  tools(): { name: string; description: string; source: ToolSource }[];
}

/**
 * The limits an extension's tool runs under: the same as a hand-written tool's (its time and the size of
 * its result as JSON). A call past the time gets its `signal` aborted and the model a failure it can act on.
 */
export const EXTENSION_TOOL_LIMITS = {
  timeoutMs: SANDBOX_DEFAULTS.timeoutMs,
  maxOutputChars: SANDBOX_DEFAULTS.maxOutputChars,
  descriptionChars: HAND_WRITTEN_TOOL_LIMITS.descriptionChars,
} as const;

/** The Tool for another extension's definition (one definition style: defineTool over a zod schema). */
export function toolFromDefinition(def: ExternalToolDefinition, limits: { timeoutMs: number; maxOutputChars: number } = EXTENSION_TOOL_LIMITS): Tool {
  if (!def || typeof def !== 'object') throw new ToolDefinitionError('registerTool: expected a definition object {name, description, parameters, execute}.');
  const name = typeof def.name === 'string' ? def.name.trim() : '';
  if (!TOOL_NAME_PATTERN.test(name))
    throw new ToolDefinitionError(`registerTool: "${String(def.name)}" is not a tool name: use a letter, then letters, digits, _ or - (at most 64).`);
  const reserved = reservedToolNameProblem(name);
  if (reserved) throw new ToolDefinitionError(`registerTool: ${reserved}`);
  const where = `Tool "${name}"`;
  if (typeof def.description !== 'string' || !def.description.trim())
    throw new ToolDefinitionError(`${where}: a description is required — it is all the model knows about when to call the tool.`);
  const description = def.description.trim();
  if (description.length > EXTENSION_TOOL_LIMITS.descriptionChars) {
    throw new ToolDefinitionError(
      `${where}: the description is ${description.length} characters; at most ${EXTENSION_TOOL_LIMITS.descriptionChars} (it is sent with every request that offers the tool).`,
    );
  }
  if (typeof def.execute !== 'function') throw new ToolDefinitionError(`${where}: execute must be a function (args, context) => result.`);
  const execute = def.execute;
  return defineTool({
    name,
    description,
    parameters: toolInputSchema(def.parameters, where),
    execute: (args, ctx) => runLimited(name, execute, args, ctx, limits),
    ...(def.readOnly ? { readOnly: true } : {}),
  });
}

/**
 * Runs an extension's execute under the limits: past the time its signal is aborted and the model reads
 * a `timeout` failure; a result over the size is a `output_too_large` failure. What it throws stays a
 * thrown error (the loop turns it into a failed call).
 */
async function runLimited(
  name: string,
  execute: ExternalToolDefinition['execute'],
  args: Record<string, unknown>,
  ctx: ToolContext,
  limits: { timeoutMs: number; maxOutputChars: number },
): Promise<ToolResult> {
  const stop = new AbortController();
  const onAbort = () => stop.abort(ctx.signal?.reason);
  if (ctx.signal?.aborted) onAbort();
  else ctx.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const LATE = Symbol('late'); // not a value execute could return
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), limits.timeoutMs);
  });
  try {
    const run = Promise.resolve().then(() => execute(args, { ...ctx, signal: stop.signal }));
    const value = await Promise.race([run, late]);
    if (value === LATE) {
      stop.abort(new Error(`${name} ran longer than ${limits.timeoutMs} ms`));
      run.catch(() => {}); // what it does after being stopped is no longer read
      return toolFailure(
        `Tool "${name}" did not answer within ${limits.timeoutMs} ms and was stopped. Nothing it returns later is used.`,
        'timeout',
        TOOL_FAILURE_HINTS.timeout,
      );
    }
    let size = 0;
    try {
      size = JSON.stringify(value)?.length ?? 0;
    } catch {
      return value; // serializeToolResult reports what cannot be serialised
    }
    if (size > limits.maxOutputChars) {
      return toolFailure(
        `Tool "${name}" returned ${size} characters of JSON; at most ${limits.maxOutputChars} are accepted.`,
        'output_too_large',
        TOOL_FAILURE_HINTS.output_too_large,
      );
    }
    return value;
  } finally {
    clearTimeout(timer);
    ctx.signal?.removeEventListener('abort', onAbort);
  }
}

export function createTroupeApi(registry: ToolRegistry): TroupeApi {
  const mine = new Map<string, Tool>();
  return {
    apiVersion: TROUPE_API_VERSION,
    z: TOOL_ZOD,
    registerTool(definition) {
      const tool = toolFromDefinition(definition);
      let off: () => void;
      try {
        off = registry.register(tool, { source: 'extension' });
      } catch (e) {
        throw e instanceof ToolDefinitionError ? new ToolDefinitionError(`registerTool: ${e.message}`) : e;
      }
      mine.set(tool.name, tool);
      return () => {
        if (mine.get(tool.name) === tool) mine.delete(tool.name);
        off();
      };
    },
    unregisterTool(name) {
      const tool = mine.get(name);
      if (!tool) return false;
      mine.delete(name);
      registry.unregister(name, tool);
      return true;
    },
    tools: () =>
      registry.entries.value.filter((e) => e.source !== 'host').map((e) => ({ name: e.tool.name, description: e.tool.description, source: e.source })),
  };
}

/** Puts the API on `target.Troupe`; returns a function that takes it away again. */
export function publishTroupeApi(api: TroupeApi, target: Record<string, unknown> = globalThis as Record<string, unknown>): () => void {
  target.Troupe = api;
  return () => {
    if (target.Troupe === api) delete target.Troupe;
  };
}

/**
 * The event form of the API on SillyTavern's event bus: `troupe:register-tool` with a definition,
 * `troupe:unregister-tool` with `{name}`. A definition that cannot be used is reported through `report`.
 * `earlier`: the events sent before this listener existed (the boot module kept them), handled first,
 * in order. Emits `troupe:api-ready` with the API. Returns a function that stops listening.
 */
export function listenForToolEvents(
  bus: ToolEventBus | undefined,
  api: TroupeApi,
  report: (message: string) => void,
  earlier: readonly EarlyToolEvent[] = [],
): () => void {
  const onRegister = (def: unknown) => {
    try {
      api.registerTool(def as ExternalToolDefinition);
    } catch (e) {
      report(e instanceof Error ? e.message : String(e));
    }
  };
  const onUnregister = (payload: unknown) => {
    const name = typeof payload === 'string' ? payload : (payload as { name?: unknown } | null)?.name;
    if (typeof name === 'string') api.unregisterTool(name);
  };
  for (const e of earlier) (e.kind === 'register' ? onRegister : onUnregister)(e.payload);
  if (!bus || typeof bus.on !== 'function') return () => {};
  bus.on(TOOL_EVENTS.register, onRegister);
  bus.on(TOOL_EVENTS.unregister, onUnregister);
  try {
    void bus.emit?.(TOOL_EVENTS.ready, api);
  } catch {
    // a listener's failure is its own
  }
  return () => {
    bus.removeListener?.(TOOL_EVENTS.register, onRegister);
    bus.removeListener?.(TOOL_EVENTS.unregister, onUnregister);
  };
}
