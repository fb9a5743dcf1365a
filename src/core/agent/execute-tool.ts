// Runs one tool call. Never throws into the loop except for an abort: every other problem becomes a
// ToolFailure the model can read and act on.
import type { ToolCall } from '../llm/types.ts';
import { isAbortError, raceAbort, AbortError } from './abort.ts';
import { MAX_TOOL_ARGUMENT_CHARS } from '../llm/tool-arguments.ts';
import { parseCallArguments } from './arguments.ts';
import type { Tool, ToolContext, ToolResult } from './tool.ts';
import { isToolFailure, parseToolInput, toolFailure } from './tool.ts';

/** Most characters of one call's arguments (refused before parsing); the text tool protocol holds to it too. */
export { MAX_TOOL_ARGUMENT_CHARS };

export interface ToolOutcome {
  result: ToolResult;
  ok: boolean;
}

export async function executeToolCall(tools: ReadonlyMap<string, Tool>, call: ToolCall, ctx: ToolContext): Promise<ToolOutcome> {
  const tool = tools.get(call.name);
  if (!tool) {
    const names = [...tools.keys()].join(', ');
    return fail(toolFailure(`Unknown tool "${call.name}".`, 'unknown_tool', names ? `Available tools: ${names}.` : 'No tools are available.'));
  }
  if (call.arguments.length > MAX_TOOL_ARGUMENT_CHARS) {
    return fail(
      toolFailure(
        `The arguments of this ${call.name} call are ${call.arguments.length} characters long; at most ${MAX_TOOL_ARGUMENT_CHARS} are accepted. Nothing was done.`,
        'arguments_too_large',
        'Send shorter arguments: split long text over several calls (write_message with mode "append"), or shorten it.',
      ),
    );
  }
  const parsed = parseCallArguments(call);
  if (!parsed.ok) return fail(parsed);
  const input = parseToolInput(tool, parsed.args);
  if (!input.ok) return fail(input);
  if (ctx.signal?.aborted) throw new AbortError();
  let result: ToolResult;
  try {
    // Call inside the try: a synchronous throw is a tool failure too.
    const r = tool.execute(input.args, ctx);
    result =
      r instanceof Promise || (r && typeof (r as PromiseLike<unknown>).then === 'function') ? await raceAbort(r as PromiseLike<ToolResult>, ctx.signal) : r;
  } catch (e) {
    if (isAbortError(e) && ctx.signal?.aborted) throw new AbortError();
    const err = e as { message?: unknown; code?: unknown; hint?: unknown };
    const message = typeof err?.message === 'string' ? err.message : String(e);
    return fail(
      toolFailure(
        `Tool "${call.name}" failed: ${message}`,
        typeof err?.code === 'string' ? err.code : 'tool_error',
        typeof err?.hint === 'string' ? err.hint : undefined,
      ),
    );
  }
  if (ctx.signal?.aborted) throw new AbortError();
  return { result, ok: !isToolFailure(result) };
}

function fail(result: ToolResult): ToolOutcome {
  return { result, ok: false };
}

/** The text of the tool message the model reads: objects with their own `ok` pass through, the rest is wrapped. */
export function serializeToolResult(result: ToolResult): string {
  if (result === undefined || result === null) return '{"ok":true}';
  if (typeof result === 'object' && !Array.isArray(result) && 'ok' in (result as object)) return safeStringify(result);
  return safeStringify({ ok: true, result });
}

function safeStringify(v: unknown): string {
  try {
    return JSON.stringify(v) ?? '{"ok":true}';
  } catch (e) {
    return JSON.stringify({
      ok: false,
      error: `The tool result could not be serialised: ${e instanceof Error ? e.message : String(e)}`,
      code: 'unserializable_result',
    });
  }
}
