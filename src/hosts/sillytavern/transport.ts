// Where agents' requests go inside SillyTavern: its chat-completion proxy route, with its request
// headers (CSRF token), so API keys stay on the server. A connection is '' (the Chat Completion
// source and model selected now) or the name of a Connection Manager profile. Everything is read
// again for every request, so a change in SillyTavern's connection panel applies to the next call.
import { lazyPart } from '../../ports/lazy-part.ts';
import type { LlmEvent, ModelClient } from '../../core/llm/types.ts';
import type { ConnectionInfo } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { MSG } from './messages.ts';
import { fieldsForProfile, fieldsForSource, modelFromSettings, sourceOfProfileApi, streamFormatFor } from './sources.ts';
import type { StModules } from './st-modules.ts';
import type { StConnectionProfile, StContext } from './types.ts';

export const PROXY_ENDPOINT = '/api/backends/chat-completions/generate';

export interface TransportDeps {
  access: StAccess;
  modules: StModules;
  fetch: typeof globalThis.fetch;
  /** Passed to every client (retries, stall timeout, waits) — tests shorten them. */
  clientOptions?: { retries?: number; retryBaseMs?: number; stallTimeoutMs?: number; wait?: (ms: number, signal?: AbortSignal) => Promise<void> };
}

interface Resolved {
  source: string;
  model: string;
  fields: Record<string, unknown>;
}

/**
 * The output limit sent when an agent sets none (its profile says 0): some sources SillyTavern proxies
 * require one (Claude). Agents never inherit SillyTavern's reply-length setting, which is sized for
 * the chat reply (300 tokens by default) and would cut a draft inside write_message's arguments.
 */
export const AGENT_FALLBACK_MAX_TOKENS = 4096;

type Resolution = { ok: true; value: Resolved } | { ok: false; message: string; code: string };

/** SillyTavern's Chat Completion settings: from getContext(), else from its openai.js module (1.12.x). */
function chatCompletionSettings(deps: TransportDeps, c: StContext): Record<string, unknown> | undefined {
  if (c.chatCompletionSettings && typeof c.chatCompletionSettings === 'object') return c.chatCompletionSettings;
  const m = deps.modules.peek('openai');
  const s = m?.oai_settings;
  return s && typeof s === 'object' ? (s as Record<string, unknown>) : undefined;
}

function profilesOf(c: StContext): { list: StConnectionProfile[]; disabled: boolean } {
  const ext = c.extensionSettings;
  const disabled = Array.isArray(ext?.disabledExtensions) && (ext!.disabledExtensions as unknown[]).includes('connection-manager');
  const cm = ext?.connectionManager as { profiles?: unknown } | undefined;
  const list = Array.isArray(cm?.profiles) ? (cm!.profiles as StConnectionProfile[]).filter((p) => p && typeof p === 'object') : [];
  return { list, disabled };
}

function findProfile(c: StContext, name: string): StConnectionProfile | undefined {
  const { list, disabled } = profilesOf(c);
  if (disabled) return undefined;
  return list.find((p) => p.name === name) ?? list.find((p) => p.id === name);
}

function currentModel(c: StContext, source: string, settings: Record<string, unknown>): string {
  if (typeof c.getChatCompletionModel === 'function') {
    try {
      const m = c.getChatCompletionModel();
      if (typeof m === 'string') return m;
    } catch {
      // fall back to the settings field
    }
  }
  return modelFromSettings(source, settings);
}

function resolve(deps: TransportDeps, name: string): Resolution {
  const c = deps.access.ctx();
  const settings = chatCompletionSettings(deps, c);
  if (name === '') {
    if (c.mainApi !== undefined && c.mainApi !== 'openai') return { ok: false, message: MSG.textCompletion, code: 'text_completion' };
    if (!settings) return { ok: false, message: MSG.noChatCompletionSettings, code: 'no_settings' };
    const source = typeof settings.chat_completion_source === 'string' ? settings.chat_completion_source : '';
    if (!source) return { ok: false, message: MSG.unknownSource(''), code: 'no_source' };
    return { ok: true, value: { source, model: currentModel(c, source, settings), fields: fieldsForSource(source, settings) } };
  }
  const profile = findProfile(c, name);
  if (!profile) return { ok: false, message: MSG.profileNotFound(name), code: 'profile_not_found' };
  const source = profile.mode === 'tc' ? undefined : sourceOfProfileApi(profile.api, c.CONNECT_API_MAP);
  if (!source) return { ok: false, message: MSG.profileNotChatCompletion(name), code: 'text_completion' };
  const proxies = settings?.proxies ?? deps.modules.peek('openai')?.proxies;
  const fields = fieldsForProfile(source, profile, Array.isArray(proxies) ? proxies : []);
  return { ok: true, value: { source, model: typeof profile.model === 'string' ? profile.model : '', fields } };
}

export function listConnections(deps: TransportDeps): ConnectionInfo[] {
  const c = deps.access.ctx();
  const out: ConnectionInfo[] = [];
  const current = resolve(deps, '');
  if (current.ok) {
    const { source, model } = current.value;
    out.push({ name: '', label: `SillyTavern: ${source}${model ? ` · ${model}` : ''}`, model: model || undefined, usable: true });
  } else {
    out.push({ name: '', label: `SillyTavern${c.mainApi ? ` (${c.mainApi})` : ''}`, usable: false, reason: current.message });
  }
  const { list, disabled } = profilesOf(c);
  if (disabled) {
    if (list.length) deps.access.degrade('connection-manager-off', MSG.connectionManagerOff, 'info');
    return out;
  }
  for (const p of list) {
    if (typeof p.name !== 'string' || !p.name) continue;
    const r = resolve(deps, p.name);
    const info: ConnectionInfo = { name: p.name, label: p.name, usable: r.ok };
    if (typeof p.model === 'string' && p.model) info.model = p.model;
    if (!r.ok) info.reason = r.message;
    out.push(info);
  }
  return out;
}

export function connectionModel(deps: TransportDeps, name: string): string {
  const r = resolve(deps, name);
  return r.ok ? r.value.model : '';
}

/**
 * How SillyTavern labels a message this connection wrote: `api` is the Chat Completion source (what
 * SillyTavern itself stores in `extra.api` for its Chat Completion replies) and `model` the model id.
 * undefined when the connection cannot be resolved (the message is then left unlabelled).
 */
export function connectionLabel(deps: TransportDeps, name: string): { api: string; model: string } | undefined {
  const r = resolve(deps, name);
  return r.ok ? { api: r.value.source, model: r.value.model } : undefined;
}

function failure(message: string, code: string): LlmEvent[] {
  return [
    { type: 'error', error: { kind: 'provider', message, code, retryable: false } },
    { type: 'finish', reason: 'error', timing: { firstByteMs: -1, durationMs: 0, attempts: 0 } },
  ];
}

/** Header names in lower case, so the transport's own content-type is replaced, not doubled. */
function requestHeaders(access: StAccess): Record<string, string> {
  const get = access.ctx().getRequestHeaders;
  const raw = typeof get === 'function' ? get() : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw ?? {})) if (typeof v === 'string') out[k.toLowerCase()] = v;
  if (typeof get !== 'function')
    access.degrade('fn:getRequestHeaders', MSG.missing('getRequestHeaders()', 'requests to its server may be refused (no CSRF token).'));
  return out;
}

/**
 * The body as SillyTavern's own ChatCompletionService would send it (1.13+): its createRequestData
 * adds the fields its proxy expects of every request (1.19 reads `use_sysprompt` where 1.12 read
 * `claude_use_sysprompt`), so a release that renames or adds one reaches agents'
 * requests without a change here. Troupe's fields win where both set one. Releases without the
 * service get the body as built (docs/sillytavern-requests.md).
 */
function withStDefaults(deps: TransportDeps, body: Record<string, unknown>): Record<string, unknown> {
  const build = deps.access.ctx().ChatCompletionService?.createRequestData;
  if (typeof build !== 'function') return body;
  try {
    const built = build.call(deps.access.ctx().ChatCompletionService, { ...body });
    return built && typeof built === 'object' ? { ...built, ...body } : body;
  } catch {
    return body;
  }
}

/**
 * The streaming transport (request building, SSE and provider stream decoding, retries, the stall
 * watchdog): its own chunk, loaded by the first model request, so the drawer and the app's start
 * need none of it.
 */
const transportPart = lazyPart(import.meta.url, () => import('./transport-part.ts'));

/** Loads the transport chunk (once); rejects with a PartLoadError naming the file. */
export const loadModelClients = (): Promise<void> => transportPart.load().then(() => undefined);

/**
 * The body SillyTavern's proxy is sent for a request: the OpenAI body the core builds, the connection's
 * fields and source over it, the model and an output limit where the agent set none, then SillyTavern's
 * own defaults under all of it.
 */
function stRequestBody(deps: TransportDeps, built: Record<string, unknown>, { source, model, fields }: Resolved): Record<string, unknown> {
  const out: Record<string, unknown> = { ...built, ...fields, chat_completion_source: source };
  if (!out.model) out.model = model;
  if (out.max_tokens === undefined) out.max_tokens = AGENT_FALLBACK_MAX_TOKENS;
  return withStDefaults(deps, out);
}

export function createStModelClient(deps: TransportDeps, name: string): ModelClient {
  return (request, opts = {}) =>
    (async function* () {
      // 1.12.x keeps the settings, and every release the proxy presets, in SillyTavern's openai.js
      // module, which loads on first use.
      const c = deps.access.ctx();
      const profile = name === '' ? undefined : findProfile(c, name);
      if (!c.chatCompletionSettings || (typeof profile?.proxy === 'string' && profile.proxy)) await deps.modules.load('openai');
      const r = resolve(deps, name);
      if (!r.ok) {
        yield* failure(r.message, r.code);
        return;
      }
      const source = r.value.source;
      let transport;
      try {
        transport = await transportPart.load();
      } catch (e) {
        yield* failure(e instanceof Error ? e.message : String(e), 'transport_unavailable');
        return;
      }
      // Claude's signed thinking goes back with a tool loop's next request (see request.ts).
      const provider = { echoReasoningBlocks: source === 'claude' };
      let body: Record<string, unknown>;
      try {
        body = stRequestBody(deps, transport.buildChatBody(request, provider), r.value);
      } catch (e) {
        yield { type: 'error', error: transport.requestError(e instanceof Error ? e.message : String(e)) };
        yield { type: 'finish', reason: 'error', timing: { firstByteMs: -1, durationMs: 0, attempts: 0 } };
        return;
      }
      yield* transport.streamChatCompletion(request, {
        endpoint: PROXY_ENDPOINT,
        headers: () => requestHeaders(deps.access),
        fetch: deps.fetch,
        format: streamFormatFor(source),
        provider,
        ...deps.clientOptions,
        signal: opts.signal,
        ...(opts.stallTimeoutMs !== undefined ? { stallTimeoutMs: opts.stallTimeoutMs } : {}),
        body,
      });
    })();
}
