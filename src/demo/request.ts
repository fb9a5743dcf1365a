// The demo model's view of an OpenAI chat-completions request body: messages, tools and the
// streaming switches, checked enough to answer bad input with a clear message.

export interface WireToolCall {
  id: string;
  name: string;
  /** Raw JSON text, as the client sent it back. */
  arguments: string;
}

export interface WireMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  /** Text content (array content parts are joined). */
  content: string;
  toolCalls: WireToolCall[];
  toolCallId?: string;
  name?: string;
}

export interface WireTool {
  name: string;
  description: string;
  parameters: JsonSchemaLike;
}

export interface JsonSchemaLike {
  type?: string | string[];
  properties?: Record<string, JsonSchemaLike>;
  required?: string[];
  items?: JsonSchemaLike;
  enum?: unknown[];
  [key: string]: unknown;
}

export interface DemoRequest {
  model: string;
  messages: WireMessage[];
  tools: WireTool[];
  stream: boolean;
  includeUsage: boolean;
}

/** A request the demo model cannot read; the message names the field. */
export class DemoRequestError extends Error {
  override name = 'DemoRequestError';
}

const ROLES = new Set(['system', 'user', 'assistant', 'tool', 'developer']);

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((p) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : '')).join('');
  }
  return '';
}

export function readDemoRequest(body: unknown): DemoRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new DemoRequestError('The request body must be a JSON object.');
  const b = body as Record<string, unknown>;
  if (!Array.isArray(b.messages) || b.messages.length === 0) throw new DemoRequestError('messages: expected a non-empty array.');
  const messages = b.messages.map((raw, i): WireMessage => {
    if (!raw || typeof raw !== 'object') throw new DemoRequestError(`messages[${i}]: expected an object.`);
    const m = raw as Record<string, unknown>;
    if (typeof m.role !== 'string' || !ROLES.has(m.role)) throw new DemoRequestError(`messages[${i}].role: expected system, user, assistant or tool.`);
    const role = m.role === 'developer' ? 'system' : (m.role as WireMessage['role']);
    const calls = Array.isArray(m.tool_calls) ? m.tool_calls : [];
    const toolCalls = calls.map((c, j): WireToolCall => {
      const fn = (c as { function?: { name?: unknown; arguments?: unknown } })?.function;
      if (!fn || typeof fn.name !== 'string') throw new DemoRequestError(`messages[${i}].tool_calls[${j}].function.name: expected a string.`);
      return {
        id: String((c as { id?: unknown }).id ?? ''),
        name: fn.name,
        arguments: typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {}),
      };
    });
    const out: WireMessage = { role, content: text(m.content), toolCalls };
    if (typeof m.tool_call_id === 'string') out.toolCallId = m.tool_call_id;
    if (typeof m.name === 'string') out.name = m.name;
    return out;
  });
  const tools = (Array.isArray(b.tools) ? b.tools : []).map((raw, i): WireTool => {
    const fn = (raw as { function?: { name?: unknown; description?: unknown; parameters?: unknown } })?.function;
    if (!fn || typeof fn.name !== 'string' || !fn.name) throw new DemoRequestError(`tools[${i}].function.name: expected a non-empty string.`);
    const parameters = fn.parameters && typeof fn.parameters === 'object' ? (fn.parameters as JsonSchemaLike) : {};
    return { name: fn.name, description: typeof fn.description === 'string' ? fn.description : '', parameters };
  });
  const usage = (b.stream_options as { include_usage?: unknown } | undefined)?.include_usage;
  return {
    model: typeof b.model === 'string' && b.model ? b.model : 'troupe-demo',
    messages,
    tools,
    stream: b.stream === true,
    includeUsage: usage !== false,
  };
}
