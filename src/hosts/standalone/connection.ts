// Where the standalone page's requests go: the demo model (this page's own /demo/v1, or the in-page
// demo when the page is served without it) or an OpenAI-compatible server with an API key that is
// read from the secrets store for each request and never returned, shown or logged.
import { createModelClient } from '../../core/llm/client.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { ConnectionErrorCode, ConnectionTestResult } from '../../ports/chat-session.ts';
import type { ConnectionSettings } from './schema.ts';

export const DEMO_MODEL = 'troupe-demo';
export const DEMO_PATH = '/demo/v1';
export const SECRET_ID = 'standalone:custom';

export type { ConnectionErrorCode, ConnectionTestResult };

const trim = (u: string) => u.trim().replace(/\/+$/, '');

export function validBaseUrl(url: string): boolean {
  try {
    const u = new URL(trim(url));
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** GET {base}/models, with every failure turned into a code and a plain sentence. */
export async function probeModels(baseUrl: string, apiKey: string | undefined, fetchImpl: typeof fetch, timeoutMs = 15_000): Promise<ConnectionTestResult> {
  const url = `${trim(baseUrl)}/models`;
  if (!validBaseUrl(baseUrl)) return { ok: false, code: 'invalid-url', url: baseUrl, message: `"${baseUrl}" is not an http(s) URL.` };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  let res: Response;
  try {
    res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return {
      ok: false,
      code: 'network',
      url,
      message: `Could not reach ${url}: the server is down, the address is wrong, or it does not allow requests from this page (CORS).`,
    };
  }
  if (res.status === 401 || res.status === 403)
    return { ok: false, code: 'unauthorized', url, status: res.status, message: `The server refused the API key (HTTP ${res.status}).` };
  if (res.status === 404)
    return { ok: false, code: 'not-found', url, status: 404, message: `No models endpoint at ${url} (HTTP 404). Check the base URL; it usually ends in /v1.` };
  if (!res.ok) return { ok: false, code: 'http', url, status: res.status, message: `The server answered HTTP ${res.status}.` };
  try {
    const body = (await res.json()) as { data?: { id?: unknown }[] };
    if (!Array.isArray(body.data)) throw new Error('no data');
    return { ok: true, via: 'server', models: body.data.map((m) => m?.id).filter((id): id is string => typeof id === 'string') };
  } catch {
    return { ok: false, code: 'bad-response', url, status: res.status, message: `${url} did not answer with an OpenAI-style model list.` };
  }
}

export interface ClientFactoryOptions {
  /** This page's origin, e.g. `http://127.0.0.1:8790`. */
  origin: string;
  fetch: typeof fetch;
  /** The in-page demo model, used when the page's origin does not serve /demo/v1. */
  demoFallback?: () => ModelClient;
  readKey(): Promise<string | undefined>;
}

/** A client that waits for a promise of the real one (lets a sync API hand out an async choice). */
function deferred(get: () => Promise<ModelClient>, model: () => string): ModelClient {
  return async function* (request, opts) {
    const client = await get();
    yield* client({ ...request, model: request.model || model() }, opts);
  };
}

export function createClients(o: ClientFactoryOptions) {
  const demoBase = `${o.origin.replace(/\/+$/, '')}${DEMO_PATH}`;
  let demoChoice: Promise<{ client: ModelClient; via: 'server' | 'page' }> | undefined;
  const pickDemo = () =>
    (demoChoice ??= probeModels(demoBase, undefined, o.fetch, 5000).then((r) =>
      (r.ok && r.models.includes(DEMO_MODEL)) || !o.demoFallback
        ? { client: createModelClient({ baseUrl: demoBase, fetch: o.fetch }), via: 'server' as const }
        : { client: o.demoFallback(), via: 'page' as const },
    ));

  return {
    demoBase,
    demo: (): ModelClient =>
      deferred(
        async () => (await pickDemo()).client,
        () => DEMO_MODEL,
      ),
    custom: (settings: () => ConnectionSettings): ModelClient =>
      deferred(
        async () =>
          createModelClient({
            baseUrl: trim(settings().baseUrl) || 'http://invalid.invalid/v1',
            fetch: o.fetch,
            // Read per attempt, so a key changed in the form applies to the next request.
            headers: async (): Promise<Record<string, string>> => {
              const key = await o.readKey();
              return key ? { authorization: `Bearer ${key}` } : {};
            },
          }),
        () => settings().model,
      ),
    async testDemo(): Promise<ConnectionTestResult> {
      const c = await pickDemo();
      return c.via === 'server' ? { ok: true, via: 'server', models: [DEMO_MODEL] } : { ok: true, via: 'page', models: [DEMO_MODEL] };
    },
  };
}

/** `…abcd`: enough to recognise a key, never enough to use it. */
export function keyHint(key: string | undefined): string {
  if (!key) return '';
  return key.length <= 8 ? '…' : `…${key.slice(-4)}`;
}
