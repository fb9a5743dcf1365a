// The ModelClient hosts hand to agents: a fixed destination (endpoint + headers) around
// streamChatCompletion. Standalone page: a base URL and a Bearer key. (SillyTavern's transport builds
// each body itself, with its source fields, and streams it: src/hosts/sillytavern/transport.ts.)
import { streamChatCompletion, type HeaderSource, type StreamChatOptions } from './stream-chat.ts';
import type { ModelClient } from './types.ts';

export interface ModelClientOptions extends Omit<StreamChatOptions, 'endpoint' | 'signal' | 'headers' | 'body'> {
  /** Full URL requests go to. Give this or `baseUrl`. */
  endpoint?: string;
  /** An OpenAI-compatible base URL such as `https://api.example.com/v1`; `/chat/completions` is appended. */
  baseUrl?: string;
  headers?: HeaderSource;
  /** Sent as `Authorization: Bearer <apiKey>`; never part of an event, error or log. */
  apiKey?: string;
}

export function createModelClient(options: ModelClientOptions): ModelClient {
  const endpoint = options.endpoint ?? (options.baseUrl ? joinUrl(options.baseUrl, 'chat/completions') : '');
  if (!endpoint) throw new TypeError('createModelClient: give `endpoint` (full URL) or `baseUrl`');
  const { apiKey, headers, baseUrl: _baseUrl, endpoint: _endpoint, ...rest } = options;
  const merged: HeaderSource | undefined = apiKey
    ? async () => ({ ...(typeof headers === 'function' ? await headers() : headers), authorization: `Bearer ${apiKey}` })
    : headers;
  return (request, { signal, stallTimeoutMs } = {}) =>
    streamChatCompletion(request, { ...rest, endpoint, headers: merged, signal, ...(stallTimeoutMs !== undefined ? { stallTimeoutMs } : {}) });
}

/** `GET <baseUrl>/models` → the model ids an OpenAI-compatible server offers. */
export async function listModels(options: {
  baseUrl: string;
  apiKey?: string;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}): Promise<string[]> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const res = await fetchImpl(joinUrl(options.baseUrl, 'models'), { headers, signal: options.signal });
  if (!res.ok) throw new Error(`GET models: HTTP ${res.status}`);
  const body = (await res.json()) as { data?: { id?: unknown }[] };
  return (Array.isArray(body.data) ? body.data : []).map((m) => m?.id).filter((id): id is string => typeof id === 'string');
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}
