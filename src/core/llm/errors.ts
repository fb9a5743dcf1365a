// Every error the transport reports, built in one place so the wording stays consistent.
import type { LlmError } from './types.ts';

/** HTTP statuses worth another attempt: timeout, conflict, rate limit, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || (status >= 500 && status <= 599);
}

export function llmError(
  kind: LlmError['kind'],
  message: string,
  extra: { status?: number; retryable?: boolean; code?: string; param?: string } = {},
): LlmError {
  const error: LlmError = { kind, message, retryable: extra.retryable ?? false };
  if (extra.status !== undefined) error.status = extra.status;
  if (extra.code !== undefined) error.code = extra.code;
  if (extra.param !== undefined) error.param = extra.param;
  return error;
}

export const abortedError = (): LlmError => llmError('aborted', 'The request was aborted.');

export const stallError = (ms: number): LlmError => llmError('stall', `The model stream stalled: no bytes for ${ms} ms.`, { retryable: true });

export const networkError = (cause: unknown): LlmError =>
  llmError('network', `Network error while talking to the model: ${describe(cause)}`, { retryable: true });

export const incompleteStreamError = (): LlmError =>
  llmError('protocol', 'The model stream ended before the model finished (no finish reason and no [DONE]).', {
    retryable: true,
  });

export const malformedFrameError = (data: string): LlmError => llmError('protocol', `The model stream sent a frame that is not JSON: ${clip(data, 120)}`);

export const malformedBodyError = (text: string): LlmError => llmError('protocol', `The model answered with a body that is not JSON: ${clip(text, 120)}`);

export const requestError = (message: string): LlmError => llmError('protocol', `Invalid chat request: ${message}`);

/**
 * The provider's error object (`{error: {...}}` in a body or a `data:` frame, Anthropic's
 * `{type: 'error', error}` and Gemini's `{error: {code, status}}`) as an LlmError.
 */
export function providerError(payload: unknown, status?: number): LlmError {
  const p = (payload ?? {}) as Record<string, unknown>;
  const inner = typeof p.error === 'object' && p.error !== null ? (p.error as Record<string, unknown>) : p;
  const text =
    (typeof inner.message === 'string' && inner.message) ||
    (typeof p.error === 'string' && p.error) ||
    (typeof p.message === 'string' && p.message) ||
    (typeof p.detail === 'string' && p.detail) ||
    clip(JSON.stringify(payload) ?? String(payload), 200);
  const numeric = typeof inner.code === 'number' ? inner.code : typeof inner.status === 'number' ? inner.status : undefined;
  const code =
    (typeof inner.code === 'string' && inner.code) ||
    (typeof inner.type === 'string' && inner.type) ||
    (typeof inner.status === 'string' && inner.status) ||
    undefined;
  const effective = status ?? numeric;
  const retryable =
    (effective !== undefined && isRetryableStatus(effective)) ||
    code === 'overloaded_error' ||
    code === 'rate_limit_error' ||
    code === 'api_error' ||
    code === 'RESOURCE_EXHAUSTED' ||
    code === 'UNAVAILABLE';
  const prefix = status !== undefined ? `HTTP ${status}: ` : '';
  return llmError(status !== undefined ? 'http' : 'provider', `${prefix}${text}`, {
    status: effective,
    retryable,
    code: code || undefined,
    param: typeof inner.param === 'string' && inner.param ? inner.param : undefined,
  });
}

export function httpError(status: number, statusText: string, bodyText: string): LlmError {
  let payload: unknown;
  try {
    payload = JSON.parse(bodyText);
  } catch {
    const text = bodyText.trim() ? clip(bodyText.trim(), 200) : statusText || 'no details';
    return llmError('http', `HTTP ${status}: ${text}`, { status, retryable: isRetryableStatus(status) });
  }
  const e = providerError(payload, status);
  e.retryable = isRetryableStatus(status);
  return e;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as Error & { cause?: unknown }).cause;
    const innerText = inner instanceof Error ? inner.message : typeof inner === 'string' ? inner : '';
    return innerText && innerText !== cause.message ? `${cause.message} (${innerText})` : cause.message;
  }
  return String(cause);
}

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
