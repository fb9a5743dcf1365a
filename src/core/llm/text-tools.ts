// The text tool protocol, for models without native tool calling (many local and proxied ones): the
// tools are described in the system message, and the model calls one by writing a fenced block
//
//   ```tool_call
//   {"name": "chat_read_range", "arguments": {"start": -4, "end": -1}}
//   ```
//
// one block per call. The reply is parsed back into the same tool-call events a native stream gives,
// so the agent loop is the same loop. Tolerated: `~~~` fences, `tool-call` / `toolcall` labels,
// `<tool_call>…</tool_call>` tags (what Qwen / Hermes-style models write), `args` or `parameters` for
// `arguments`, arguments as a JSON string, a ```json block or a bare reply that is exactly one call of
// an offered tool, and prose before and after the blocks. Refused, with a hint the model reads on its
// next turn (nothing runs): a block that is not one JSON object, a block without a tool name, a block
// that is never closed.
import { isToolsRejection } from './tool-rejection.ts';
import type { ChatMessage, ChatRequest, LlmEvent, ModelClient, ToolCall, ToolSpec } from './types.ts';

/** What a connection sends tools as: native tool calling, the text protocol, or native falling back to text. */
export type ToolProtocol = 'native' | 'text' | 'auto';

/** The name of the call a refused reply turns into; its result carries the hint. */
export const TEXT_PROTOCOL_REFUSAL = 'tool_call_not_understood';

/** The `extra` key of a refusal call holding the hint for the model. */
const HINT_KEY = 'troupeTextProtocolHint';

export interface ParsedTextCall {
  name: string;
  /** JSON text of the arguments object. */
  arguments: string;
}

export interface ParsedTextReply {
  /** The reply without its tool-call blocks. */
  prose: string;
  calls: ParsedTextCall[];
  /** Set when the reply looked like tool calls but could not be read: what the model should do. Nothing runs then. */
  problem?: string;
}

const FORMAT = '```tool_call\n{"name": "<tool name>", "arguments": {…}}\n```';

const FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([A-Za-z_-]*)[^\n]*$/;
const CALL_LABELS = new Set(['tool_call', 'tool-call', 'toolcall', 'tool_calls']);

interface Block {
  start: number;
  end: number;
  body: string;
  /** `label`: a tool_call fence or tag; `json`: a json (or unlabelled) fence that may be one call. */
  kind: 'label' | 'json' | 'other';
  closed: boolean;
}

/** Fenced blocks and <tool_call> tags of a reply, in order. */
function findBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let open: { start: number; fence: string; label: string; bodyStart: number } | null = null;
  for (const line of lines) {
    const lineEnd = offset + line.length;
    if (open) {
      const close = line.trim();
      if (close.length >= open.fence.length && close === close[0]!.repeat(close.length) && close[0] === open.fence[0]) {
        const label = open.label.toLowerCase();
        blocks.push({
          start: open.start,
          end: Math.min(text.length, lineEnd + 1),
          body: text.slice(open.bodyStart, offset),
          kind: CALL_LABELS.has(label) ? 'label' : label === 'json' || label === '' ? 'json' : 'other',
          closed: true,
        });
        open = null;
      }
    } else {
      const m = FENCE.exec(line);
      if (m) open = { start: offset, fence: m[1]!, label: m[2] ?? '', bodyStart: Math.min(text.length, lineEnd + 1) };
    }
    offset = lineEnd + 1;
  }
  if (open && CALL_LABELS.has(open.label.toLowerCase())) blocks.push({ start: open.start, end: text.length, body: text.slice(open.bodyStart), kind: 'label', closed: false });
  // <tool_call>…</tool_call> outside fences.
  const tag = /<tool_call>([\s\S]*?)(<\/tool_call>|$)/g;
  for (const m of text.matchAll(tag)) {
    const start = m.index ?? 0;
    if (blocks.some((b) => start >= b.start && start < b.end)) continue;
    blocks.push({ start, end: start + m[0].length, body: m[1] ?? '', kind: 'label', closed: m[2] === '</tool_call>' });
  }
  return blocks.sort((a, b) => a.start - b.start);
}

type CallRead = { ok: true; call: ParsedTextCall } | { ok: false; why: string };

/** One block's JSON as a call. */
function readCall(body: string): CallRead {
  const text = body.trim();
  if (!text) return { ok: false, why: 'it is empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, why: `it is not one JSON object (${e instanceof Error ? e.message : String(e)}); put each call in its own block` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, why: 'it is not a JSON object' };
  const v = value as Record<string, unknown>;
  const name = typeof v.name === 'string' ? v.name.trim() : typeof v.tool === 'string' ? v.tool.trim() : '';
  if (!name) return { ok: false, why: 'it has no "name" naming the tool' };
  const raw = v.arguments ?? v.args ?? v.parameters ?? v.input ?? {};
  let args: unknown = raw;
  if (typeof raw === 'string') {
    try {
      args = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      return { ok: false, why: `the arguments of ${name} are a string that is not JSON; give them as a JSON object` };
    }
  }
  if (!args || typeof args !== 'object' || Array.isArray(args)) return { ok: false, why: `the arguments of ${name} are not a JSON object` };
  return { ok: true, call: { name, arguments: JSON.stringify(args) } };
}

/** Reads a whole reply. `offered`: tool names in the request (a ```json block or a bare reply counts only for those). */
export function parseTextToolCalls(text: string, offered: ReadonlySet<string> = new Set()): ParsedTextReply {
  const calls: ParsedTextCall[] = [];
  const problems: string[] = [];
  const cut: Block[] = [];
  let n = 0;
  for (const b of findBlocks(text)) {
    if (b.kind === 'other') continue;
    if (b.kind === 'json') {
      const r = readCall(b.body);
      if (r.ok && offered.has(r.call.name)) {
        calls.push(r.call);
        cut.push(b);
      }
      continue;
    }
    n++;
    if (!b.closed) {
      problems.push(`tool_call block ${n} is not closed with \`\`\``);
      cut.push(b);
      continue;
    }
    const r = readCall(b.body);
    if (r.ok) calls.push(r.call);
    else problems.push(`tool_call block ${n}: ${r.why}`);
    cut.push(b);
  }
  // A reply that is nothing but one call of an offered tool, without a fence.
  if (cut.length === 0 && text.trim().startsWith('{')) {
    const r = readCall(text);
    if (r.ok && offered.has(r.call.name)) return { prose: '', calls: [r.call] };
  }
  let prose = '';
  let at = 0;
  for (const b of cut) {
    prose += text.slice(at, b.start);
    at = b.end;
  }
  prose = (prose + text.slice(at)).replace(/\n{3,}/g, '\n\n').trim();
  if (problems.length) {
    return {
      prose,
      calls: [],
      problem: `Your tool call could not be read, so nothing was run: ${problems.join('; ')}. Write each call as its own block, exactly:\n${FORMAT}`,
    };
  }
  return { prose, calls };
}

/** The system text describing the tools and the format. */
export function describeToolsAsText(tools: readonly ToolSpec[]): string {
  const list = tools.map((t) => `- ${t.name}: ${t.description.trim() || '(no description)'}\n  arguments (JSON Schema): ${JSON.stringify(t.parameters ?? { type: 'object', properties: {} })}`);
  return [
    '## Tools',
    'You can call the tools below. To call one, write a block exactly like this (the block holds one JSON object and nothing else):',
    FORMAT,
    'Write one block per call; several blocks call several tools, in order. After your blocks, stop: the results come back in the next message. Never write a result yourself.',
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

const MARKERS = ['```', '~~~', '<tool_call'];

/** How much of `text` can be shown before it might turn out to be a block (the start of a marker at the end is held back). */
function safeLength(text: string): number {
  let first = text.length;
  for (const m of MARKERS) {
    const i = text.indexOf(m);
    if (i !== -1 && i < first) first = i;
  }
  if (first < text.length) return first;
  for (let k = Math.min(text.length, 10); k > 0; k--) {
    const tail = text.slice(text.length - k);
    if (MARKERS.some((m) => m.startsWith(tail))) return text.length - k;
  }
  return text.length;
}

/** The events of a text-protocol reply: prose streamed until the first block, then the calls parsed at the end. */
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
        const safe = safeLength(text);
        if (safe < text.length && MARKERS.some((m) => text.includes(m))) held = true;
        if (safe > sent) {
          yield { type: 'text-delta', text: text.slice(sent, safe) };
          sent = safe;
        }
      }
      continue;
    }
    if (e.type !== 'finish') {
      yield e;
      continue;
    }
    const parsed = parseTextToolCalls(text, offered);
    const rest = parsed.prose.length > sent ? parsed.prose.slice(sent) : '';
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
