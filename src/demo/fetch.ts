// The demo model inside the page: a fetch function that answers like the HTTP server (same brain,
// same frames, same pauses) without a network, and a ModelClient built on it with the real transport.
import { createModelClient } from '../core/llm/client.ts';
import type { ModelClient } from '../core/llm/types.ts';
import { abortError, demoAnswer, pause } from './serve.ts';
import { DEMO_MODEL_ID } from './stream.ts';

export interface DemoFetchOptions {
  /** Pause between SSE chunks (ms). Default 15. */
  delayMs?: number;
}

/** Base URL the in-page client uses; nothing is ever sent there. */
export const IN_PAGE_DEMO_BASE = 'http://demo.invalid/v1';

export function createDemoFetch(options: DemoFetchOptions = {}): typeof fetch {
  const delayMs = options.delayMs ?? 15;
  const encoder = new TextEncoder();
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const sub = url.pathname.replace(/^.*?\/v1(?=\/|$)/, '');
    const body = typeof init.body === 'string' ? init.body : '';
    const answer = demoAnswer((init.method ?? 'GET').toUpperCase(), sub, body);
    if (!answer) return new Response('not found', { status: 404 });
    if (answer.kind === 'json') return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    let i = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (i > 0) await pause(delayMs, signal);
        } catch (e) {
          controller.error(e);
          return;
        }
        if (i >= answer.frames.length) return controller.close();
        controller.enqueue(encoder.encode(answer.frames[i++]));
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
}

/** A ModelClient that talks to the demo model in the page (no server needed). */
export function createDemoModelClient(options: DemoFetchOptions = {}): ModelClient {
  const client = createModelClient({ baseUrl: IN_PAGE_DEMO_BASE, fetch: createDemoFetch(options), retries: 0 });
  return (request, opts) => client({ ...request, model: request.model || DEMO_MODEL_ID }, opts);
}
