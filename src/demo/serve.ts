// One place that turns a request into the demo model's answer, shared by the node:http handler and
// the in-page fetch: JSON for errors, model lists and non-streaming calls, SSE frames for streams.
import { demoRespond } from './brain.ts';
import { DemoRequestError, readDemoRequest } from './request.ts';
import { completionChunks, completionJson, modelsBody, sseFrames, usageFor, wireIds } from './stream.ts';

export type DemoAnswer = { kind: 'json'; status: number; body: unknown } | { kind: 'sse'; frames: string[] };

const error = (status: number, message: string, type = 'invalid_request_error'): DemoAnswer => ({ kind: 'json', status, body: { error: { message, type } } });

/** Answers `method path` below the prefix (`/models`, `/chat/completions`); undefined = not ours. */
export function demoAnswer(method: string, subpath: string, rawBody: string): DemoAnswer | undefined {
  const path = subpath.replace(/\/+$/, '');
  if (path === '/models') return method === 'GET' ? { kind: 'json', status: 200, body: modelsBody() } : error(405, 'Use GET for /models.');
  if (path !== '/chat/completions')
    return path === '' || path.startsWith('/') ? error(404, `The demo model has no endpoint ${subpath || '/'}.`, 'not_found') : undefined;
  if (method !== 'POST') return error(405, 'Use POST for /chat/completions.');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return error(400, 'The request body is not valid JSON.');
  }
  try {
    const req = readDemoRequest(body);
    const res = demoRespond(body);
    const o = { model: req.model, ids: wireIds(body), usage: usageFor(req, res) };
    if (!req.stream) return { kind: 'json', status: 200, body: completionJson(res, o) };
    return { kind: 'sse', frames: sseFrames(completionChunks(res, { ...o, includeUsage: req.includeUsage })) };
  } catch (e) {
    if (e instanceof DemoRequestError) return error(400, e.message);
    throw e;
  }
}

/** Waits `ms` (0: returns at once); rejects with an AbortError when the signal fires. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
