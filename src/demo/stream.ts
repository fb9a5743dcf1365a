// A demo response on the wire: OpenAI `chat.completion.chunk` frames (content in small pieces,
// tool-call arguments over several chunks, a usage chunk, `[DONE]`) or one `chat.completion` body.
import type { DemoRequest } from './request.ts';
import type { DemoResponse } from './response.ts';
import { hash32 } from './scene.ts';

export const DEMO_MODEL_ID = 'troupe-demo';
/** A fixed creation time keeps the output byte-for-byte deterministic. */
const CREATED = 1_700_000_000;

export interface WireIds {
  id: string;
  callId(index: number): string;
}

export function wireIds(body: unknown): WireIds {
  const h = hash32(JSON.stringify(body));
  return { id: `chatcmpl-demo-${h}`, callId: (i) => `call_demo_${h}_${i}` };
}

/** Splits text into pieces of at most `size` code points (never inside a surrogate pair). */
export function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

const tokens = (chars: number) => Math.max(1, Math.ceil(chars / 4));

export function usageFor(req: DemoRequest, res: DemoResponse) {
  const prompt = tokens(req.messages.reduce((n, m) => n + m.content.length + 8, 0) + JSON.stringify(req.tools).length);
  const out =
    (res.content?.length ?? 0) +
    (res.reasoning?.length ?? 0) +
    (res.toolCalls ?? []).reduce((n, c) => n + c.name.length + JSON.stringify(c.arguments).length, 0);
  const completion = tokens(out);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export interface ChunkOptions {
  model: string;
  ids: WireIds;
  includeUsage: boolean;
  usage: ReturnType<typeof usageFor>;
  /** Code points per content piece. Default 6. */
  textPiece?: number;
  /** Characters per tool-argument piece. Default 24 (and always at least 3 pieces). */
  argPiece?: number;
}

/** The chunk objects of a streamed answer, in order (without the final `[DONE]`). */
export function completionChunks(res: DemoResponse, o: ChunkOptions): Record<string, unknown>[] {
  const base = { id: o.ids.id, object: 'chat.completion.chunk', created: CREATED, model: o.model };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  const out: Record<string, unknown>[] = [chunk({ role: 'assistant', content: '' })];
  for (const p of pieces(res.reasoning ?? '', (o.textPiece ?? 6) * 2)) out.push(chunk({ reasoning_content: p }));
  for (const p of pieces(res.content ?? '', o.textPiece ?? 6)) out.push(chunk({ content: p }));
  (res.toolCalls ?? []).forEach((c, index) => {
    const args = JSON.stringify(c.arguments);
    out.push(chunk({ tool_calls: [{ index, id: o.ids.callId(index), type: 'function', function: { name: c.name, arguments: '' } }] }));
    const size = Math.max(1, Math.min(o.argPiece ?? 24, Math.ceil(args.length / 3)));
    for (const p of pieces(args, size)) out.push(chunk({ tool_calls: [{ index, function: { arguments: p } }] }));
  });
  out.push(chunk({}, res.toolCalls?.length ? 'tool_calls' : 'stop'));
  if (o.includeUsage) out.push({ ...base, choices: [], usage: o.usage });
  return out;
}

/** `data: …\n\n` frames, ending with `data: [DONE]`. */
export function sseFrames(chunks: readonly Record<string, unknown>[]): string[] {
  return [...chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'];
}

/** The non-streaming `chat.completion` body. */
export function completionJson(res: DemoResponse, o: Omit<ChunkOptions, 'includeUsage'>): Record<string, unknown> {
  const message: Record<string, unknown> = { role: 'assistant', content: res.content ?? (res.toolCalls?.length ? null : '') };
  if (res.reasoning) message.reasoning_content = res.reasoning;
  if (res.toolCalls?.length) {
    message.tool_calls = res.toolCalls.map((c, i) => ({
      id: o.ids.callId(i),
      type: 'function',
      function: { name: c.name, arguments: JSON.stringify(c.arguments) },
    }));
  }
  return {
    id: o.ids.id,
    object: 'chat.completion',
    created: CREATED,
    model: o.model,
    choices: [{ index: 0, message, finish_reason: res.toolCalls?.length ? 'tool_calls' : 'stop' }],
    usage: o.usage,
  };
}

export const modelsBody = () => ({ object: 'list', data: [{ id: DEMO_MODEL_ID, object: 'model', created: CREATED, owned_by: 'troupe' }] });
