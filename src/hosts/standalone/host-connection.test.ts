// The standalone host's connection: the demo preset, the API key kept in the secrets store and sent
// only where it was saved for, retries and stalls shown in the status, long errors cut, and Test connection.
import 'fake-indexeddb/auto';
import { createStore, entries } from 'idb-keyval';
import { effect } from '@preact/signals-core';
import { afterEach, describe, expect, test } from 'vitest';
import type { ModelClient } from '../../core/llm/types.ts';
import { chatTexts, disposeHosts, freshPrefix, openHost } from './testing.ts';

afterEach(disposeHosts);
const open = openHost;
const fresh = freshPrefix;
const texts = chatTexts;

/** Dumps every record of a database (values as JSON). */
async function dump(db: string): Promise<string> {
  return JSON.stringify(await entries(createStore(db, 'keyval')));
}

describe('connection', () => {
  test('the demo preset is the default, labelled as a demo, at the page origin', async () => {
    const { host } = await open(fresh());
    expect(host.connection.value).toMatchObject({
      settings: { preset: 'demo', stream: true },
      label: 'Demo model (offline)',
      demoBase: 'http://page.test/demo/v1',
      hasKey: false,
    });
    expect(host.connections()[0]).toMatchObject({ name: '', label: 'Demo model (offline)', model: 'troupe-demo', usable: true });
    expect(await host.testConnection()).toEqual({ ok: true, via: 'page', models: ['troupe-demo'] });
  });

  test('the demo preset uses the server when the origin serves /demo/v1', async () => {
    const urls: string[] = [];
    const serverFetch = (async (url: string) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ data: [{ id: 'troupe-demo' }] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const { host } = await open(fresh(), { fetch: serverFetch });
    expect(await host.testConnection()).toEqual({ ok: true, via: 'server', models: ['troupe-demo'] });
    expect(urls).toEqual(['http://page.test/demo/v1/models']);
  });

  test('the API key lives only in the secrets store, is sent as a Bearer header, and is never shown back', async () => {
    const prefix = fresh();
    const seen: { url: string; auth: string | null; body?: string }[] = [];
    const serverFetch = (async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      seen.push({ url: String(url), auth: headers.get('authorization'), body: init.body as string | undefined });
      const sse = 'data: {"choices":[{"index":0,"delta":{"content":"Hi."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n';
      return new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof fetch;
    const { host } = await open(prefix, { fetch: serverFetch });
    const key = 'sk-very-secret-key-1234';
    expect(await host.saveConnection({ preset: 'custom', baseUrl: 'https://api.example.com/v1/', model: 'gpt-x', stream: true, apiKey: key })).toEqual({
      ok: true,
    });
    expect(host.connection.value).toMatchObject({ hasKey: true, keyHint: '…1234', label: 'Custom: api.example.com' });
    expect(JSON.stringify(host.connection.value)).not.toContain('very-secret');
    expect(JSON.stringify(host.connections())).not.toContain('very-secret');

    await host.send('Hello.');
    expect(seen.at(-1)).toMatchObject({ url: 'https://api.example.com/v1/chat/completions', auth: `Bearer ${key}` });
    expect(JSON.parse(seen.at(-1)!.body!)).toMatchObject({ model: 'gpt-x', stream: true });
    expect(texts(host).at(-1)).toBe('assistant: Hi.');

    expect(await dump(`${prefix}standalone-settings`)).not.toContain('very-secret');
    expect(await dump(`${prefix}secrets`)).toContain(key);
    // Saving without a key keeps it; an empty key removes it.
    await host.saveConnection({ preset: 'custom', baseUrl: 'https://api.example.com/v1', model: 'gpt-y', stream: false });
    expect(host.connection.value.hasKey).toBe(true);
    await host.saveConnection({ preset: 'custom', baseUrl: 'https://api.example.com/v1', model: 'gpt-y', stream: false, apiKey: '' });
    expect(host.connection.value.hasKey).toBe(false);
    expect(await dump(`${prefix}secrets`)).not.toContain(key);
    expect(await host.saveConnection({ preset: 'custom', baseUrl: 'api.example.com', model: '', stream: true })).toEqual({
      ok: false,
      error: 'Base URL "api.example.com" is not an http(s) URL.',
    });
  });

  test('S1: a stored key is sent only to the origin it was saved for, unless typed again or confirmed', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const serverFetch = (async (url: string, init: RequestInit = {}) => {
      seen.push({ url: String(url), auth: new Headers(init.headers).get('authorization') });
      if (String(url).endsWith('/models')) return new Response('{"data":[{"id":"m"}]}', { status: 200 });
      const sse = 'data: {"choices":[{"index":0,"delta":{"content":"Hi."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n';
      return new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof fetch;
    const { host } = await open(fresh(), { fetch: serverFetch });
    const base = { preset: 'custom' as const, model: 'm', stream: true };
    await host.saveConnection({ ...base, baseUrl: 'https://a.example/v1', apiKey: 'sk-for-a' });
    expect(host.connection.value.keyOrigin).toBe('https://a.example');
    // Test connection with a new, unsaved base URL: the saved key stays home.
    await host.testConnection({ ...base, baseUrl: 'https://b.example/v1' });
    expect(seen.at(-1)).toEqual({ url: 'https://b.example/v1/models', auth: null });
    await host.testConnection({ ...base, baseUrl: 'https://b.example/v1', sendKeyToNewOrigin: true });
    expect(seen.at(-1)).toEqual({ url: 'https://b.example/v1/models', auth: 'Bearer sk-for-a' });
    await host.testConnection({ ...base, baseUrl: 'https://a.example/other/v1' });
    expect(seen.at(-1)!.auth).toBe('Bearer sk-for-a'); // same origin
    // Saved for B without confirming: requests to B carry no key; the key still belongs to A.
    const r = await host.saveConnection({ ...base, baseUrl: 'https://b.example/v1' });
    expect(r).toEqual({ ok: true, message: expect.stringMatching(/belongs to https:\/\/a\.example and is not sent to https:\/\/b\.example/) });
    await host.send('Hello B.');
    expect(seen.at(-1)).toEqual({ url: 'https://b.example/v1/chat/completions', auth: null });
    // Confirmed: now it goes to B.
    await host.saveConnection({ ...base, baseUrl: 'https://b.example/v1', sendKeyToNewOrigin: true });
    expect(host.connection.value.keyOrigin).toBe('https://b.example');
    await host.send('Hello again.');
    expect(seen.at(-1)).toEqual({ url: 'https://b.example/v1/chat/completions', auth: 'Bearer sk-for-a' });
  });

  test('F3 (host side): each retry shows in the status with its reason; the connection stores no stall time of its own', async () => {
    let calls = 0;
    const serverFetch = (async () => {
      calls++;
      if (calls === 1) return new Response('{"error":{"message":"Slow down."}}', { status: 429, headers: { 'retry-after-ms': '5' } });
      const sse = 'data: {"choices":[{"index":0,"delta":{"content":"Hi."},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n';
      return new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof fetch;
    const prefix = fresh();
    const { host } = await open(prefix, { fetch: serverFetch });
    expect(await host.saveConnection({ preset: 'custom', baseUrl: 'https://api.example.com/v1', model: 'm', stream: true })).toEqual({ ok: true });
    const retries: unknown[] = [];
    const stop = (await import('@preact/signals')).effect(() => {
      const g = host.generating.value;
      if (g) retries.push(g.retry ?? 'none');
    });
    await host.send('Hello.');
    stop();
    // Attempt 2 is the one about to start; once text flows again the status stops saying "retrying".
    expect(retries.filter((r, i) => r !== retries[i - 1])).toEqual(['none', { attempt: 2, reason: 'HTTP 429: Slow down.' }, 'none']);
    expect(texts(host).at(-1)).toBe('assistant: Hi.');
    expect(Object.keys((await open(prefix)).host.connection.value.settings).sort()).toEqual(['baseUrl', 'keyOrigin', 'model', 'preset', 'stream']);
  });

  test('a plain reply stalls after the stall time the app hands the host (its one setting), not a connection field', async () => {
    // A server that answers nothing until the request is given up.
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const { host } = await open(fresh(), { fetch: hanging });
    await host.saveConnection({ preset: 'custom', baseUrl: 'https://api.example.com/v1', model: 'm', stream: true });
    host.useStallTimeout(() => 40);
    const firstRetry = new Promise<unknown>((resolve) => {
      const stop = effect(() => {
        const retry = host.generating.value?.retry;
        if (retry) {
          resolve(retry);
          queueMicrotask(() => stop());
        }
      });
    });
    const sent = host.send('Hello.');
    expect(await firstRetry).toEqual({ attempt: 2, reason: 'The model stream stalled: no bytes for 40 ms.' });
    host.stopGeneration();
    await sent;
  });

  test('F4: a very long error (a 1 MB body) becomes a notice of readable length that says it was cut', async () => {
    const failing: ModelClient = async function* () {
      yield { type: 'error', error: { kind: 'http', message: `HTTP 500: ${'x'.repeat(1_000_000)}`, retryable: false, status: 500 } };
    };
    const { host } = await open(fresh(), { demoFallback: () => failing });
    await host.send('Hello?');
    const message = host.notices.value.at(-1)!.message;
    expect(message.length).toBeLessThan(700);
    expect(message).toMatch(/^HTTP 500: x+… \(cut; the message was 1,000,010 characters long\)$/);
  });

  test('Test connection explains network/CORS, 401 and 404 failures', async () => {
    const answer = (status: number | 'throw') =>
      (async () => {
        if (status === 'throw') throw new TypeError('Failed to fetch');
        return new Response(status === 200 ? '{"data":[{"id":"m1"},{"id":"m2"}]}' : '{}', { status });
      }) as unknown as typeof fetch;
    const input = { preset: 'custom' as const, baseUrl: 'https://api.example.com/v1', model: '', stream: true, apiKey: 'k' };
    const results = [];
    for (const s of ['throw', 401, 404, 500, 200] as const) {
      const { host } = await open(fresh(), { fetch: answer(s) });
      results.push(await host.testConnection(input));
    }
    expect(results.map((r) => (r.ok ? `ok ${r.models.join(',')}` : r.code))).toEqual(['network', 'unauthorized', 'not-found', 'http', 'ok m1,m2']);
    expect(results[0].ok ? '' : results[0].message).toMatch(/Could not reach https:\/\/api\.example\.com\/v1\/models: .*CORS/);
    expect(results[2].ok ? '' : results[2].message).toMatch(/it usually ends in \/v1/);
  });
});
