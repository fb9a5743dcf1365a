// Reading a trace JSON someone exported (here or on another machine): checked entry by entry so a
// viewer or a replay never meets a shape it cannot handle. Unknown extra fields are kept.
import * as z from 'zod';
import { TRACE_FORMAT, type TraceExport } from './trace.ts';

const usage = z.looseObject({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number(), cachedPromptTokens: z.number().optional() });
const message = z.looseObject({ role: z.enum(['system', 'user', 'assistant', 'tool']), content: z.string().nullable().optional() });
const toolCall = z.looseObject({ id: z.string(), name: z.string(), arguments: z.string() });
const base = { at: z.number(), agent: z.string() };

// One schema per entry kind (looked up by `kind`: a plain map keeps the page's shared zod small).
const ENTRY: Record<string, z.ZodType> = {
  request: z.looseObject({
    ...base,
    kind: z.literal('request'),
    round: z.number(),
    attempt: z.number(),
    model: z.string(),
    stream: z.boolean(),
    messages: z.array(message),
    tools: z.array(z.string()),
    params: z.record(z.string(), z.unknown()),
    preset: z.string().optional(),
    inputChars: z.number().optional(),
    toolChars: z.number().optional(),
  }),
  response: z.looseObject({
    ...base,
    kind: z.literal('response'),
    round: z.number(),
    attempt: z.number(),
    durationMs: z.number(),
    content: z.string(),
    reasoning: z.string(),
    reasoningBlocks: z.array(z.looseObject({ type: z.string() })).optional(),
    toolCalls: z.array(toolCall),
    finishReason: z.string(),
    usage: usage.optional(),
    timing: z.looseObject({ firstByteMs: z.number(), durationMs: z.number(), attempts: z.number() }).optional(),
    error: z.string().optional(),
  }),
  'tool-call': z.looseObject({ ...base, kind: z.literal('tool-call'), round: z.number(), callId: z.string(), name: z.string(), arguments: z.string() }),
  'tool-result': z.looseObject({
    ...base,
    kind: z.literal('tool-result'),
    round: z.number(),
    callId: z.string(),
    name: z.string(),
    ok: z.boolean(),
    result: z.unknown(),
    durationMs: z.number(),
  }),
  'agent-end': z.looseObject({
    ...base,
    kind: z.literal('agent-end'),
    status: z.string(),
    reason: z.string(),
    rounds: z.number(),
    error: z.string().optional(),
  }),
  event: z.looseObject({ ...base, kind: z.literal('event'), name: z.string(), data: z.record(z.string(), z.unknown()).optional() }),
};

const traceSchema = z.looseObject({
  format: z.literal(TRACE_FORMAT),
  mode: z.string(),
  startedAt: z.string(),
  durationMs: z.number(),
  status: z.string().optional(),
  usage,
  agents: z.array(
    z.looseObject({
      id: z.string(),
      label: z.string(),
      requests: z.number(),
      toolCalls: z.number(),
      usage,
      durationMs: z.number(),
      status: z.string().optional(),
    }),
  ),
  entries: z.array(z.unknown()),
});

export class TraceFormatError extends Error {
  override name = 'TraceFormatError';
}

/** A trace export checked field by field; throws TraceFormatError naming the first problem. */
export function parseTraceExport(raw: unknown): TraceExport {
  if (raw && typeof raw === 'object' && (raw as { format?: unknown }).format !== TRACE_FORMAT) {
    throw new TraceFormatError(
      `This is not a Troupe trace (format ${JSON.stringify((raw as { format?: unknown }).format ?? null)}, expected "${TRACE_FORMAT}").`,
    );
  }
  const damaged = (path: readonly PropertyKey[], message: string | undefined) =>
    new TraceFormatError(`The trace is damaged at ${path.length ? path.join('.') : 'the file'}: ${message ?? 'invalid'}.`);
  const r = traceSchema.safeParse(raw);
  if (!r.success) throw damaged(r.error.issues[0]?.path ?? [], r.error.issues[0]?.message);
  const entries = r.data.entries.map((e, n) => {
    const kind = e && typeof e === 'object' ? (e as { kind?: unknown }).kind : undefined;
    const schema = typeof kind === 'string' ? ENTRY[kind] : undefined;
    if (!schema) throw damaged(['entries', n, 'kind'], `unknown entry kind ${JSON.stringify(kind ?? null)}`);
    const p = schema.safeParse(e);
    if (!p.success) throw damaged(['entries', n, ...(p.error.issues[0]?.path ?? [])], p.error.issues[0]?.message);
    return p.data;
  });
  return { ...r.data, entries } as unknown as TraceExport;
}

/** `text` (a trace file's content) parsed and checked. */
export function parseTraceJson(text: string): TraceExport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new TraceFormatError(`The file is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new TraceFormatError('The file is not a Troupe trace (expected a JSON object).');
  return parseTraceExport(raw);
}
