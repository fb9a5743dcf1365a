// The transport's faults and aborts against the scripted OpenAI-compatible server (real sockets, Node's
// real fetch): retries and Retry-After, cut connections, error frames, stalls, and cancellation.
import { describe, expect, test } from 'vitest';
import { collectCompletion } from './collect.ts';
import { streamChatCompletion } from './stream-chat.ts';
import type { LlmEvent } from './types.ts';
import { ask, events, run, serve, stopServing, timers } from './testing.ts';

describe('faults', () => {
  test('429 with Retry-After in seconds: waits what the server asked, then succeeds', async () => {
    const s = await serve([{ status: 429, headers: { 'retry-after': '2' } }, { content: 'ok' }]);
    const waits: number[] = [];
    const retries: number[] = [];
    const c = await run(s, ask(), {
      wait: async (ms) => void waits.push(ms),
      onRetry: (info) => retries.push(info.attempt),
    });
    expect(c).toMatchObject({ content: 'ok', finishReason: 'stop', timing: { attempts: 2 } });
    expect(waits).toEqual([2000]);
    expect(retries).toEqual([2]);
    expect(s.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  test('Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 4000).toUTCString();
    const s = await serve([{ status: 503, headers: { 'retry-after': at } }, { content: 'ok' }]);
    const waits: number[] = [];
    const c = await run(s, ask(), { wait: async (ms) => void waits.push(ms) });
    expect(c.content).toBe('ok');
    expect(waits[0]).toBeGreaterThan(2000);
    expect(waits[0]).toBeLessThanOrEqual(4000);
  });

  test('a Retry-After longer than the longest wait ends the request instead', async () => {
    const s = await serve([{ status: 429, headers: { 'retry-after': '120' } }, { content: 'never' }]);
    const c = await run(s, ask(), { retryMaxMs: 10_000, wait: async () => undefined });
    expect(c.error).toMatchObject({ kind: 'http', status: 429 });
    expect(c.error!.message).toContain('120 s');
    expect(s.requests).toHaveLength(1);
  });

  test('500s are retried with real (short) backoff up to the configured count', async () => {
    const s = await serve([{ status: 500, times: Infinity }]);
    const seen: LlmEvent[] = [];
    for await (const e of streamChatCompletion(ask(), { endpoint: s.endpoint, retries: 3, retryBaseMs: 1, retryMaxMs: 5 })) seen.push(e);
    expect(s.requests).toHaveLength(4);
    expect(seen.filter((e) => e.type === 'retry').map((e) => (e as { attempt: number }).attempt)).toEqual([2, 3, 4]);
    const finish = seen.at(-1)!;
    expect(finish).toMatchObject({ type: 'finish', reason: 'error', timing: { attempts: 4 } });
    expect(seen.at(-2)).toMatchObject({ type: 'error', error: { kind: 'http', status: 500, retryable: true } });
  });

  test('408 and 409 are retried; 400 and 401 are not', async () => {
    const s = await serve([{ status: 408 }, { status: 409 }, { content: 'ok' }, { status: 400 }, { status: 401 }]);
    expect((await run(s)).content).toBe('ok');
    expect(s.requests).toHaveLength(3);
    expect((await run(s)).error).toMatchObject({ status: 400, retryable: false });
    expect(s.requests).toHaveLength(4);
    expect((await run(s)).error).toMatchObject({ status: 401 });
    expect(s.requests).toHaveLength(5);
  });

  test('network error (nothing listening) is retried, then reported', async () => {
    const s = await serve([]);
    const endpoint = s.endpoint;
    await stopServing();
    const c = await collectCompletion(streamChatCompletion(ask(), { endpoint, retries: 1, retryBaseMs: 1 }));
    expect(c.error).toMatchObject({ kind: 'network', retryable: true });
    expect(c.timing?.attempts).toBe(2);
  });

  test('connection cut mid tool call after content: not retried, network error, no half call reported', async () => {
    const s = await serve([
      { content: 'Let me', toolCalls: [{ id: 'c1', name: 'f', arguments: { long: 'x'.repeat(50) } }], argsChunkChars: 5, fault: 'cut', afterFrames: 6 },
      { content: 'should not be asked' },
    ]);
    const c = await run(s);
    expect(c.error).toMatchObject({ kind: 'network' });
    expect(c.content).toBe('Let me');
    expect(c.toolCalls).toEqual([]);
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0].cut).toBe(true);
  });

  test('connection cut before any content is retried', async () => {
    const s = await serve([{ content: 'x', fault: 'cut', afterFrames: 1 }, { content: 'second' }]);
    const c = await run(s);
    expect(c).toMatchObject({ content: 'second', timing: { attempts: 2 } });
  });

  test('retryAfterContent: a retry event voids the partial output', async () => {
    const s = await serve([{ content: 'partial answer', chunkChars: 4, fault: 'cut', afterFrames: 3 }, { content: 'full answer' }]);
    const seen = await events(s, ask(), { retryAfterContent: true });
    const retryAt = seen.findIndex((e) => e.type === 'retry');
    expect(seen.slice(0, retryAt).some((e) => e.type === 'text-delta')).toBe(true);
    const c = await collectCompletion(seen);
    expect(c.content).toBe('full answer');
    expect(c.error).toBeUndefined();
  });

  test('an error frame mid-stream after content ends the request with a provider error', async () => {
    const s = await serve([{ content: 'Once upon a time', chunkChars: 5, errorFrame: { message: 'Upstream overloaded', code: 502 }, errorAfterFrames: 3 }]);
    const c = await run(s);
    expect(c).toMatchObject({ content: 'Once upon ', finishReason: 'error', error: { kind: 'provider', status: 502, message: 'Upstream overloaded' } });
    expect(s.requests).toHaveLength(1);
  });

  test('an error frame before any content is retried when its code is retryable', async () => {
    const s = await serve([{ content: 'x', errorFrame: { message: 'busy', code: 429 }, errorAfterFrames: 1 }, { content: 'fine' }]);
    expect((await run(s)).content).toBe('fine');
    expect(s.requests).toHaveLength(2);
  });

  test('stall: no bytes for N ms ends the request with a stall error and closes the socket', async () => {
    const s = await serve([{ content: 'begin and then silence', chunkChars: 6, fault: 'stall', afterFrames: 2 }]);
    const before = timers();
    // Long enough that a loaded machine does not stall between the frames that are sent.
    const c = await run(s, ask(), { stallTimeoutMs: 400, retries: 0 });
    expect(c.error).toMatchObject({ kind: 'stall', retryable: true });
    expect(c.error!.message).toContain('400 ms');
    expect(c.content).toBe('begin ');
    await s.waitFor((r) => r.clientClosed);
    expect(timers()).toBeLessThanOrEqual(before);
  });

  test('stall before the headers arrive counts too', async () => {
    const s = await serve([{ content: 'late', latencyMs: 5_000 }]);
    const c = await run(s, ask(), { stallTimeoutMs: 60, retries: 0 });
    expect(c.error).toMatchObject({ kind: 'stall' });
    await s.waitFor((r) => r.clientClosed);
  });
});

describe('abort', () => {
  test('abort mid-stream: the pending read settles, an aborted error then finish, the server sees the socket close', async () => {
    const s = await serve([{ content: 'first words then nothing more', chunkChars: 6, fault: 'stall', afterFrames: 2 }]);
    const before = timers();
    const controller = new AbortController();
    const it = streamChatCompletion(ask(), { endpoint: s.endpoint, signal: controller.signal, stallTimeoutMs: 60_000 })[Symbol.asyncIterator]();
    let ev = await it.next();
    while (!ev.done && ev.value.type !== 'text-delta') ev = await it.next();
    expect(ev.value).toMatchObject({ type: 'text-delta' });
    const pending = it.next(); // waits on the silent socket
    controller.abort();
    expect((await pending).value).toMatchObject({ type: 'error', error: { kind: 'aborted', retryable: false } });
    expect((await it.next()).value).toMatchObject({ type: 'finish', reason: 'aborted' });
    expect((await it.next()).done).toBe(true);
    const logged = await s.waitFor((r) => r.clientClosed);
    expect(logged.n).toBe(0);
    expect(s.inFlight).toBe(0);
    expect(timers()).toBeLessThanOrEqual(before);
  });

  test('abort while waiting for headers', async () => {
    const s = await serve([{ content: 'slow', latencyMs: 10_000 }]);
    const controller = new AbortController();
    const done = collectCompletion(streamChatCompletion(ask(), { endpoint: s.endpoint, signal: controller.signal }));
    await s.waitFor((r) => r.turn === 0);
    controller.abort();
    expect(await done).toMatchObject({ finishReason: 'aborted', error: { kind: 'aborted' } });
    await s.waitFor((r) => r.clientClosed);
  });

  test('abort during the backoff wait ends at once, without another request', async () => {
    const s = await serve([{ status: 503, headers: { 'retry-after': '20' } }, { content: 'never' }]);
    const controller = new AbortController();
    const c = await collectCompletion(
      streamChatCompletion(ask(), {
        endpoint: s.endpoint,
        signal: controller.signal,
        onRetry: () => controller.abort(),
      }),
    );
    expect(c).toMatchObject({ finishReason: 'aborted', error: { kind: 'aborted' } });
    expect(s.requests).toHaveLength(1);
  });

  test('an already aborted signal sends nothing', async () => {
    const s = await serve([{ content: 'x' }]);
    const c = await run(s, ask(), { signal: AbortSignal.abort() });
    expect(c.finishReason).toBe('aborted');
    expect(s.requests).toHaveLength(0);
  });

  test('a consumer that stops iterating closes the connection', async () => {
    const s = await serve([{ content: 'a b c d e f g', chunkChars: 2, fault: 'stall', afterFrames: 4 }]);
    for await (const e of streamChatCompletion(ask(), { endpoint: s.endpoint })) {
      if (e.type === 'text-delta') break;
    }
    await s.waitFor((r) => r.clientClosed);
    expect(s.inFlight).toBe(0);
  });
});
