// The text tool protocol, for models without native tool calling (many local and proxied ones): the
// tools are described in the system message, and the model calls one by writing a fenced block
//
//   ```tool_call
//   {"name": "chat_read_range", "arguments": {"start": -4, "end": -1}}
//   ```
//
// one block per call. The reply is parsed back into the same tool-call events a native stream gives,
// so the agent loop is the same loop. What counts as a call when a reply is read back, and what is
// refused, is in text-tools-read.ts.
import { FORMAT, OPEN_TAG, parseTextToolCalls } from './text-tools-read.ts';
import { isToolsRejection } from './tool-rejection.ts';
import type { ChatMessage, ChatRequest, LlmEvent, ModelClient, ToolCall, ToolSpec } from './types.ts';

export { parseTextToolCalls, type ParsedTextCall, type ParsedTextReply } from './text-tools-read.ts';

/** What a connection sends tools as: native tool calling, the text protocol, or native falling back to text. */
export type ToolProtocol = 'native' | 'text' | 'auto';

/** The name of the call a refused reply turns into; its result carries the hint. */
export const TEXT_PROTOCOL_REFUSAL = 'tool_call_not_understood';

/** The `extra` key of a refusal call holding the hint for the model. */
const HINT_KEY = 'troupeTextProtocolHint';

/** The system text describing the tools and the format. */
export function describeToolsAsText(tools: readonly ToolSpec[]): string {
  const list = tools.map(
    (t) =>
      `- ${t.name}: ${t.description.trim() || '(no description)'}\n  arguments (JSON Schema): ${JSON.stringify(t.parameters ?? { type: 'object', properties: {} })}`,
  );
  return [
    '## Tools',
    'You can call the tools below. To call one, write a block exactly like this, on its own lines (the block holds one JSON object and nothing else):',
    FORMAT,
    'Write one block per call; several blocks call several tools, in order. After your blocks, stop: the results come back in the next message. Never write a result yourself.',
    "Only such a block is a call. A block inside a character's quoted line, a sentence that mentions tool_call, or a ```json block in the middle of your text is story text: it calls nothing and is shown to the reader as written.",
    'Tools:',
    ...list,
  ].join('\n');
}

function callBlock(c: ToolCall): string {
  let args: unknown;
  try {
    args = c.arguments.trim() ? JSON.parse(c.arguments) : {};
  } catch {
    args = c.arguments;
  }
  return `\`\`\`tool_call\n${JSON.stringify({ name: c.name, arguments: args })}\n\`\`\``;
}

/** The request as the text protocol sends it: no `tools`, the tools described in the system text, calls and results as text. */
export function textProtocolRequest(request: ChatRequest): ChatRequest {
  const tools = request.tools ?? [];
  const { tools: _t, toolChoice: _c, parallelToolCalls: _p, ...rest } = request;
  const hints = new Map<string, string>();
  const names = new Map<string, string>();
  const messages: ChatMessage[] = [];
  for (const m of request.messages) {
    if (m.role === 'assistant' && m.toolCalls?.length) {
      const blocks: string[] = [];
      for (const c of m.toolCalls) {
        names.set(c.id, c.name);
        const hint = c.extra?.[HINT_KEY];
        if (c.name === TEXT_PROTOCOL_REFUSAL && typeof hint === 'string') hints.set(c.id, hint);
        else blocks.push(callBlock(c));
      }
      messages.push({ role: 'assistant', content: [m.content?.trim(), ...blocks].filter(Boolean).join('\n\n') });
      continue;
    }
    if (m.role === 'tool') {
      const id = m.toolCallId ?? '';
      const text = hints.get(id) ?? `Result of ${names.get(id) ?? m.name ?? 'the tool'}:\n${m.content ?? ''}`;
      const prev = messages[messages.length - 1];
      // Results of one turn's calls go back together, as one user message.
      if (prev && prev.role === 'user' && (prev as ChatMessage & { results?: boolean }).results) prev.content = `${prev.content}\n\n${text}`;
      else messages.push(Object.assign({ role: 'user' as const, content: text }, { results: true }));
      continue;
    }
    messages.push({ ...m });
  }
  for (const m of messages) delete (m as { results?: boolean }).results;
  if (tools.length) {
    const text = describeToolsAsText(tools);
    const first = messages.findIndex((m) => m.role === 'system');
    if (first === -1) messages.unshift({ role: 'system', content: text });
    else messages[first] = { ...messages[first]!, content: `${messages[first]!.content ?? ''}\n\n${text}` };
  }
  return { ...rest, messages };
}

const MARKERS = ['```', '~~~', OPEN_TAG];

/**
 * How much of `text` may be shown while it streams: everything before the first line that starts
 * (after spaces) with a block marker, or that may still become one (the line still growing); nothing
 * while the reply may be one bare call (it starts with `{`). `from`: a length already found safe.
 * `held`: a marker line was found, so nothing after it streams before the reply ends.
 */
function safeLength(text: string, from: number): { safe: number; held: boolean } {
  if (from === 0 && /^\s*\{/.test(text)) return { safe: 0, held: true };
  let p = text.lastIndexOf('\n', from - 1) + 1;
  for (;;) {
    const nl = text.indexOf('\n', p);
    const line = nl === -1 ? text.slice(p) : text.slice(p, nl);
    const t = line.trimStart();
    if (MARKERS.some((m) => t.startsWith(m))) return { safe: p, held: true };
    if (nl === -1) return { safe: MARKERS.some((m) => m.startsWith(t)) ? p : text.length, held: false };
    p = nl + 1;
  }
}

/** Length of the common start of `a` and `b`. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The events of a text-protocol reply: prose streamed until the first line that may open a block,
 * the rest (story text that held no call included) and the calls when the reply ends.
 */
async function* toToolEvents(events: AsyncIterable<LlmEvent>, offered: ReadonlySet<string>, nextId: () => string): AsyncIterable<LlmEvent> {
  let text = '';
  let sent = 0;
  let held = false;
  for await (const e of events) {
    if (e.type === 'retry') {
      text = '';
      sent = 0;
      held = false;
      yield e;
      continue;
    }
    if (e.type === 'text-delta') {
      text += e.text;
      if (!held) {
        const s = safeLength(text, sent);
        held = s.held;
        if (s.safe > sent) {
          yield { type: 'text-delta', text: text.slice(sent, s.safe) };
          sent = s.safe;
        }
      }
      continue;
    }
    if (e.type !== 'finish') {
      yield e;
      continue;
    }
    const parsed = parseTextToolCalls(text, offered);
    // What was shown is the reply's start; the prose differs from it at most in whitespace where a block went.
    const rest = parsed.prose.slice(commonPrefix(parsed.prose, text.slice(0, sent)));
    if (rest) yield { type: 'text-delta', text: rest };
    const calls: ToolCall[] = parsed.problem
      ? [{ id: nextId(), name: TEXT_PROTOCOL_REFUSAL, arguments: '{}', extra: { [HINT_KEY]: parsed.problem } }]
      : parsed.calls.map((c) => ({ id: nextId(), name: c.name, arguments: c.arguments }));
    let index = 0;
    for (const call of calls) {
      yield { type: 'tool-call-start', index, id: call.id, name: call.name };
      yield { type: 'tool-call-delta', index, id: call.id, argumentsDelta: call.arguments };
      yield { type: 'tool-call-end', index, call };
      index++;
    }
    yield { ...e, reason: calls.length && e.reason !== 'error' && e.reason !== 'aborted' ? 'tool_calls' : e.reason };
  }
}

/** The hint a refusal call carries (for traces and tests). */
export function refusalHint(call: Pick<ToolCall, 'name' | 'extra'>): string | undefined {
  const h = call.name === TEXT_PROTOCOL_REFUSAL ? call.extra?.[HINT_KEY] : undefined;
  return typeof h === 'string' ? h : undefined;
}

export interface ToolProtocolState {
  /** `auto` found that this connection refuses `tools`: later requests go straight to text. */
  textMode?: boolean;
}

let idCounter = 0;

/**
 * The client that speaks `protocol` over `client`: `native` is `client` itself; `text` sends the text
 * protocol; `auto` sends tools natively and, when the provider refuses them (see isToolsRejection),
 * sends the same request once more in text and keeps to text for this connection (`state`).
 */
export function withToolProtocol(client: ModelClient, protocol: ToolProtocol, state: ToolProtocolState = {}): ModelClient {
  if (protocol === 'native') return client;
  const nextId = () => `call_text_${(++idCounter).toString(36)}`;
  const asText = (request: ChatRequest, options: Parameters<ModelClient>[1]) =>
    toToolEvents(client(textProtocolRequest(request), options), new Set((request.tools ?? []).map((t) => t.name)), nextId);
  return (request, options) =>
    (async function* () {
      const hasTools = (request.tools?.length ?? 0) > 0 || request.messages.some((m) => m.toolCalls?.length);
      if (!hasTools) {
        yield* client(request, options);
        return;
      }
      if (protocol === 'text' || state.textMode) {
        yield* asText(request, options);
        return;
      }
      // auto: native first; a refusal of `tools` before anything arrived is answered by one text attempt.
      let seen = false;
      const held: LlmEvent[] = [];
      for await (const e of client(request, options)) {
        if (e.type === 'error' && !seen && isToolsRejection(e.error)) {
          held.push(e);
          continue;
        }
        if (held.length && e.type === 'finish') {
          state.textMode = true;
          yield* asText(request, options);
          return;
        }
        if (e.type === 'text-delta' || e.type === 'reasoning-delta' || e.type.startsWith('tool-call')) seen = true;
        yield e;
      }
      for (const e of held) yield e;
    })();
}
