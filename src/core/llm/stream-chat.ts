// streamChatCompletion: one chat request over fetch, as a stream of normalized events, with retries,
// a stall timeout and abort. The host supplies where the request goes (endpoint + headers) and, when it
// sends more than the OpenAI body (SillyTavern's proxy fields), the body it built (`body`).
//
// Every stream ends with exactly one `finish` event. If the request failed, an `error` event comes
// right before it and `finish.reason` is `error`, or `aborted` when the caller's signal aborted.
import { abortedError, httpError, llmError, networkError, requestError, stallError } from './errors.ts';
import { buildChatBody, type ProviderOptions } from './request.ts';
import { DEFAULT_RETRY, abortableWait, backoffDelay, retryAfterMs } from './retry.ts';
import { StreamDecoder, decodeCompletionBody, type StreamFormat } from './stream-decoder.ts';
import { randomIdPrefix } from './tool-calls.ts';
import type { ChatRequest, FinishReason, LlmError, LlmEvent } from './types.ts';
import { StallWatchdog } from './watchdog.ts';

export type HeaderSource = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

export interface RetryInfo {
  /** The attempt about to start (2 = the first retry). */
  attempt: number;
  delayMs: number;
  error: LlmError;
}

export interface StreamChatOptions {
  /** Full URL of the chat-completions endpoint (or SillyTavern's proxy route). */
  endpoint: string;
  signal?: AbortSignal;
  /** Sent with every attempt; a function is called per attempt (e.g. SillyTavern's `getRequestHeaders`). */
  headers?: HeaderSource;
  /** Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Attempts after the first one. Default 2. */
  retries?: number;
  /** First backoff step (ms). Default 500. */
  retryBaseMs?: number;
  /** Longest wait between attempts (ms); a longer Retry-After ends the request. Default 30 000. */
  retryMaxMs?: number;
  /** Retry even after content was streamed (a `retry` event tells consumers to drop it). Default false. */
  retryAfterContent?: boolean;
  /** End the request when no bytes arrive for this long (ms). 0 turns it off. Default 120 000. */
  stallTimeoutMs?: number;
  /** Wire format of the answer. Default `auto` (sniffed). */
  format?: StreamFormat;
  /** Provider-specific request settings (reasoning echo, usage chunk). */
  provider?: ProviderOptions;
  /**
   * The body to send, as the caller built it: `buildChatBody(request, provider)` and what its
   * destination adds (SillyTavern's transport: the connection's source fields). Absent: the built body.
   */
  body?: Record<string, unknown>;
  /** Told before each retry. */
  onRetry?: (info: RetryInfo) => void;
  /** Prefix for invented tool-call ids. */
  idPrefix?: string;
  /** How to wait between attempts (tests and schedulers); must reject when the signal aborts. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_STALL_TIMEOUT_MS = 120_000;

interface AttemptContext {
  endpoint: string;
  body: string;
  stream: boolean;
  signal: AbortSignal | undefined;
  headers: HeaderSource | undefined;
  fetch: typeof globalThis.fetch;
  stallMs: number;
  format: StreamFormat;
  idPrefix: string;
  firstByteAt: number;
  contentSent: boolean;
}

interface AttemptOutcome {
  reason?: FinishReason;
  error?: LlmError;
  retryAfterMs?: number;
}

export async function* streamChatCompletion(request: ChatRequest, options: StreamChatOptions): AsyncGenerator<LlmEvent, void, undefined> {
  const t0 = performance.now();
  let attempts = 0;
  let firstByteAt = -1;
  const finish = (reason: FinishReason): LlmEvent => ({
    type: 'finish',
    reason,
    timing: {
      firstByteMs: firstByteAt >= 0 ? round(firstByteAt - t0) : -1,
      durationMs: round(performance.now() - t0),
      attempts,
    },
  });
  let body: string;
  try {
    if (!options || typeof options.endpoint !== 'string' || options.endpoint === '') throw new Error('endpoint: expected a URL');
    body = JSON.stringify(options.body ?? buildChatBody(request, options.provider));
  } catch (e) {
    yield { type: 'error', error: requestError(e instanceof Error ? e.message : String(e)) };
    yield finish('error');
    return;
  }
  const signal = options.signal;
  if (signal?.aborted) {
    yield { type: 'error', error: abortedError() };
    yield finish('aborted');
    return;
  }
  const policy = {
    retries: options.retries ?? DEFAULT_RETRY.retries,
    baseMs: options.retryBaseMs ?? DEFAULT_RETRY.baseMs,
    maxMs: options.retryMaxMs ?? DEFAULT_RETRY.maxMs,
  };
  const wait = options.wait ?? abortableWait;
  const context: AttemptContext = {
    endpoint: options.endpoint,
    body,
    stream: request.stream !== false,
    signal,
    headers: options.headers,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    stallMs: options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS,
    format: options.format ?? 'auto',
    idPrefix: options.idPrefix ?? randomIdPrefix(),
    firstByteAt: -1,
    contentSent: false,
  };

  for (;;) {
    attempts++;
    context.firstByteAt = -1;
    context.contentSent = false;
    const outcome = yield* runAttempt(context);
    firstByteAt = context.firstByteAt;
    if (!outcome.error) {
      yield finish(outcome.reason ?? 'stop');
      return;
    }
    const error = outcome.error;
    if (error.kind === 'aborted') {
      yield { type: 'error', error };
      yield finish('aborted');
      return;
    }
    let retry = error.retryable && attempts <= policy.retries && (!context.contentSent || options.retryAfterContent === true);
    const asked = outcome.retryAfterMs;
    if (retry && asked !== undefined && asked > policy.maxMs) {
      retry = false;
      error.message += ` (the server asked to wait ${Math.ceil(asked / 1000)} s before retrying)`;
    }
    if (!retry) {
      yield { type: 'error', error };
      yield finish('error');
      return;
    }
    const delayMs = asked ?? backoffDelay(attempts, policy);
    const info: RetryInfo = { attempt: attempts + 1, delayMs, error };
    options.onRetry?.(info);
    yield { type: 'retry', ...info };
    try {
      await wait(delayMs, signal);
    } catch {
      yield { type: 'error', error: abortedError() };
      yield finish('aborted');
      return;
    }
    if (signal?.aborted) {
      yield { type: 'error', error: abortedError() };
      yield finish('aborted');
      return;
    }
  }
}

async function* runAttempt(ctx: AttemptContext): AsyncGenerator<LlmEvent, AttemptOutcome, undefined> {
  const controller = new AbortController();
  const user = ctx.signal;
  const onUserAbort = () => controller.abort(user?.reason);
  user?.addEventListener('abort', onUserAbort, { once: true });
  let stalled = false;
  const watchdog =
    ctx.stallMs > 0
      ? new StallWatchdog(ctx.stallMs, () => {
          stalled = true;
          controller.abort();
        })
      : undefined;
  const failure = (cause: unknown): AttemptOutcome => ({
    error: user?.aborted ? abortedError() : stalled ? stallError(ctx.stallMs) : networkError(cause),
  });
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  /** Reads a whole body as text (non-streaming answers and HTTP errors), feeding the watchdog. */
  const readText = async (res: Response): Promise<string> => {
    if (!res.body) return '';
    reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parts: string[] = [];
    for (;;) {
      const r = await reader.read();
      if (r.done) break;
      watchdog?.touch();
      if (ctx.firstByteAt < 0) ctx.firstByteAt = performance.now();
      parts.push(decoder.decode(r.value, { stream: true }));
    }
    parts.push(decoder.decode());
    return parts.join('');
  };

  try {
    if (user?.aborted) return { error: abortedError() };
    let extra: Record<string, string> | undefined;
    try {
      extra = typeof ctx.headers === 'function' ? await ctx.headers() : ctx.headers;
    } catch (e) {
      return { error: requestError(`headers: ${e instanceof Error ? e.message : String(e)}`) };
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: ctx.stream ? 'text/event-stream' : 'application/json',
      ...extra,
    };
    // Streams answer headers at once; a non-streaming answer may take the whole generation.
    if (ctx.stream) watchdog?.start();
    let res: Response;
    try {
      res = await ctx.fetch(ctx.endpoint, { method: 'POST', headers, body: ctx.body, signal: controller.signal });
    } catch (e) {
      return failure(e);
    }
    watchdog?.start();
    watchdog?.touch();

    if (!res.ok) {
      let text = '';
      try {
        text = await readText(res);
      } catch (e) {
        if (user?.aborted || stalled) return failure(e);
      }
      return { error: httpError(res.status, res.statusText, text), retryAfterMs: retryAfterMs(res.headers) };
    }

    const type = res.headers.get('content-type') ?? '';
    if (!ctx.stream || (type.includes('json') && !type.includes('event-stream'))) {
      let text: string;
      try {
        text = await readText(res);
      } catch (e) {
        return failure(e);
      }
      const result = decodeCompletionBody(text, { idPrefix: ctx.idPrefix });
      for (const ev of result.events) {
        if (isContent(ev)) ctx.contentSent = true;
        yield ev;
      }
      return result.error ? { error: result.error } : { reason: result.reason };
    }

    if (!res.body) return { error: llmError('protocol', 'The model answered 200 with no body.', { retryable: true }) };
    reader = res.body.getReader();
    const decoder = new StreamDecoder({ format: ctx.format, idPrefix: ctx.idPrefix });
    for (;;) {
      let r: Awaited<ReturnType<typeof reader.read>>;
      try {
        r = await reader.read();
      } catch (e) {
        return failure(e);
      }
      if (r.done) break;
      watchdog?.touch();
      if (ctx.firstByteAt < 0) ctx.firstByteAt = performance.now();
      const events = decoder.feed(r.value);
      for (let i = 0; i < events.length; i++) {
        const ev = events[i];
        if (!ctx.contentSent && isContent(ev)) ctx.contentSent = true;
        yield ev;
      }
      if (decoder.finished) break;
    }
    const end = decoder.end();
    for (const ev of end.events) {
      if (isContent(ev)) ctx.contentSent = true;
      yield ev;
    }
    return end.error ? { error: end.error } : { reason: end.reason };
  } finally {
    watchdog?.stop();
    user?.removeEventListener('abort', onUserAbort);
    // Whatever is still open (a body we stopped reading, a consumer that left early) is closed here.
    if (reader) reader.cancel().catch(() => undefined);
    controller.abort();
  }
}

function isContent(ev: LlmEvent): boolean {
  const t = ev.type;
  return (
    t === 'text-delta' || t === 'reasoning-delta' || t === 'reasoning-block' || t === 'tool-call-start' || t === 'tool-call-delta' || t === 'tool-call-end'
  );
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
