// The demo model as a node:http request handler, for scripts/serve.mjs `serve({root, api})`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { demoAnswer, pause } from './serve.ts';

export interface DemoHandlerOptions {
  /** Where the API lives. Default `/demo/v1`. */
  prefix?: string;
  /** Pause between SSE chunks (ms). Default 15; use 0 in tests. */
  delayMs?: number;
}

const MAX_BODY = 16 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else parts.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Returns true when it answered the request (its path is under the prefix), false otherwise. */
export function createDemoHandler(options: DemoHandlerOptions = {}) {
  const prefix = (options.prefix ?? '/demo/v1').replace(/\/+$/, '');
  const delayMs = options.delayMs ?? 15;
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return true;
    }
    let raw = '';
    try {
      raw = req.method === 'POST' ? await readBody(req) : '';
    } catch {
      res
        .writeHead(413, { 'content-type': 'application/json', ...CORS })
        .end(JSON.stringify({ error: { message: 'The request body is too large.', type: 'invalid_request_error' } }));
      return true;
    }
    const answer = demoAnswer(req.method ?? 'GET', path.slice(prefix.length), raw);
    if (!answer) return false;
    if (answer.kind === 'json') {
      res.writeHead(answer.status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS }).end(JSON.stringify(answer.body));
      return true;
    }
    const closed = new AbortController();
    res.on('close', () => closed.abort());
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', ...CORS });
    try {
      for (const [i, frame] of answer.frames.entries()) {
        if (i > 0) await pause(delayMs, closed.signal);
        if (closed.signal.aborted) break;
        res.write(frame);
      }
    } catch {
      // The client went away mid-stream (Stop): nothing more to write.
    }
    res.end();
    return true;
  };
}
