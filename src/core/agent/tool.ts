// The shape every agent tool has: a JSON-schema description the model sees, and an executor.
// Executors never throw into the agent loop: failures are returned as `ToolFailure`.

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
}

export interface Tool<Args = Record<string, unknown>> {
  name: string;
  description: string;
  parameters: JsonSchema;
  execute(args: Args, ctx: ToolContext): Promise<ToolResult> | ToolResult;
}

export function toolFailure(error: string, code?: string, hint?: string): ToolFailure {
  const f: ToolFailure = { ok: false, error };
  if (code) f.code = code;
  if (hint) f.hint = hint;
  return f;
}

export function isToolFailure(v: unknown): v is ToolFailure {
  return typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && 'error' in v;
}
