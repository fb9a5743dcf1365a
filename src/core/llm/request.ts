// ChatRequest → the JSON body of an OpenAI-family `POST /chat/completions`.
import type { ChatMessage, ChatRequest, ToolCall } from './types.ts';

/** What differs between providers on the request side. */
export interface ProviderOptions {
  /**
   * Send assistant `reasoning` back as `reasoning_content` (DeepSeek's thinking mode has at times
   * required it within a tool loop). `'tool-turns'`: only on assistant messages that made tool
   * calls. Default: false.
   */
  echoReasoning?: boolean | 'tool-turns';
  /**
   * Send assistant `reasoningBlocks` back as the content parts of an assistant message of their own,
   * right before the assistant message they came with. For SillyTavern's Claude proxy: it keeps
   * content parts it does not know as they are, turns `tool_calls` into `tool_use` blocks and joins
   * consecutive assistant messages into one Claude turn, so the signed `thinking` blocks arrive
   * ahead of the `tool_use` blocks, where Claude requires them with thinking on. Default: false.
   */
  echoReasoningBlocks?: boolean;
  /** Send each ToolCall's `extra` fields back on the assistant's `tool_calls` (Gemini's `thought_signature`). Default: true. */
  echoToolCallExtra?: boolean;
  /** Ask for a final usage chunk with `stream_options.include_usage` when streaming. Default: true. */
  includeUsage?: boolean;
}

/** A request that cannot be sent as given; the message names the field and the rule. */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError';
}

type Body = Record<string, unknown>;

/**
 * Builds the body. Tool-call ids are never empty: a missing one gets `call_<message>_<call>`, and a
 * tool result without `toolCallId` is paired, in order, with the calls of the assistant message
 * before it that have no result yet. Throws ChatRequestError for what no provider would accept.
 */
export function buildChatBody(request: ChatRequest, provider: ProviderOptions = {}): Body {
  if (!request || typeof request !== 'object') throw new ChatRequestError('request: expected an object');
  if (typeof request.model !== 'string') throw new ChatRequestError('model: expected a string');
  if (!Array.isArray(request.messages) || request.messages.length === 0) {
    throw new ChatRequestError('messages: expected at least one message');
  }
  const stream = request.stream !== false;
  const body: Body = { model: request.model, messages: buildMessages(request.messages, provider), stream };
  if (stream && provider.includeUsage !== false) body.stream_options = { include_usage: true };

  const tools = request.tools ?? [];
  if (tools.length > 0) {
    body.tools = tools.map((t, i) => {
      if (!t || typeof t.name !== 'string' || t.name === '') throw new ChatRequestError(`tools[${i}].name: expected a non-empty string`);
      return {
        type: 'function',
        function: { name: t.name, description: t.description ?? '', parameters: t.parameters ?? { type: 'object', properties: {} } },
      };
    });
    const choice = request.toolChoice;
    if (choice !== undefined) {
      if (typeof choice === 'string') {
        if (choice !== 'auto' && choice !== 'required' && choice !== 'none') {
          throw new ChatRequestError(`toolChoice: expected auto, required, none or {name}, got "${choice}"`);
        }
        body.tool_choice = choice;
      } else {
        if (!choice || typeof choice.name !== 'string' || !tools.some((t) => t.name === choice.name)) {
          throw new ChatRequestError(`toolChoice.name: "${choice?.name}" is not one of the request's tools`);
        }
        body.tool_choice = { type: 'function', function: { name: choice.name } };
      }
    }
    if (request.parallelToolCalls !== undefined) body.parallel_tool_calls = request.parallelToolCalls;
  } else if (typeof request.toolChoice === 'object') {
    throw new ChatRequestError(`toolChoice.name: "${request.toolChoice.name}" is not one of the request's tools (it has none)`);
  }

  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.topP !== undefined) body.top_p = request.topP;
  if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
  if (request.presencePenalty !== undefined) body.presence_penalty = request.presencePenalty;
  if (request.frequencyPenalty !== undefined) body.frequency_penalty = request.frequencyPenalty;
  if (request.topK !== undefined) body.top_k = request.topK;
  if (request.minP !== undefined) body.min_p = request.minP;
  if (request.topA !== undefined) body.top_a = request.topA;
  if (request.repetitionPenalty !== undefined) body.repetition_penalty = request.repetitionPenalty;
  if (request.seed !== undefined) body.seed = request.seed;
  if (request.reasoningEffort !== undefined) body.reasoning_effort = request.reasoningEffort;
  if (request.extraBody) Object.assign(body, request.extraBody);
  return body;
}

function buildMessages(messages: ChatMessage[], provider: ProviderOptions): Body[] {
  const out: Body[] = [];
  /** Ids of the latest assistant turn's calls that have not been answered yet, in order. */
  let unanswered: string[] = [];
  messages.forEach((m, i) => {
    if (!m || typeof m !== 'object') throw new ChatRequestError(`messages[${i}]: expected an object`);
    switch (m.role) {
      case 'system':
      case 'user':
        out.push({ role: m.role, content: m.content ?? '' });
        return;
      case 'assistant': {
        if (provider.echoReasoningBlocks && m.reasoningBlocks?.length) out.push({ role: 'assistant', content: m.reasoningBlocks.map((b) => ({ ...b })) });
        const msg: Body = { role: 'assistant', content: m.content ?? null };
        const calls = m.toolCalls ?? [];
        if (calls.length > 0) {
          unanswered = [];
          msg.tool_calls = calls.map((c, j) => {
            const id = c.id || `call_${i}_${j}`;
            unanswered.push(id);
            return wireToolCall(c, id, provider, `messages[${i}].toolCalls[${j}]`);
          });
        } else if (msg.content === null) {
          msg.content = '';
        }
        const echo = provider.echoReasoning;
        if (echo && (echo === true || calls.length > 0) && typeof m.reasoning === 'string') msg.reasoning_content = m.reasoning;
        out.push(msg);
        return;
      }
      case 'tool': {
        let id = m.toolCallId;
        if (id) {
          const k = unanswered.indexOf(id);
          if (k !== -1) unanswered.splice(k, 1);
        } else {
          id = unanswered.shift();
          if (!id) throw new ChatRequestError(`messages[${i}].toolCallId: empty, and no earlier tool call is waiting for a result`);
        }
        const msg: Body = { role: 'tool', tool_call_id: id, content: m.content ?? '' };
        if (m.name) msg.name = m.name;
        out.push(msg);
        return;
      }
      default:
        throw new ChatRequestError(`messages[${i}].role: expected system, user, assistant or tool, got "${String(m.role)}"`);
    }
  });
  return out;
}

function wireToolCall(c: ToolCall, id: string, provider: ProviderOptions, where: string): Body {
  if (!c || typeof c.name !== 'string' || c.name === '') throw new ChatRequestError(`${where}.name: expected a non-empty string`);
  const call: Body = {
    id,
    type: 'function',
    function: { name: c.name, arguments: typeof c.arguments === 'string' && c.arguments !== '' ? c.arguments : '{}' },
  };
  if (c.extra && provider.echoToolCallExtra !== false) {
    for (const key in c.extra) if (!(key in call)) call[key] = c.extra[key];
  }
  return call;
}
