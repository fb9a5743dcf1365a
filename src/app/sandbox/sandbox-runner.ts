// Runs hand-written tool code in the sandbox (see srcdoc.ts): one hidden iframe per page, created on
// first use, and a fresh Worker per call. Every call carries a nonce; only the sandbox's own answer
// with that nonce counts. The time limit is enforced inside (the Worker is terminated) and here too
// (an iframe that does not answer in time is replaced). Nothing of the page goes in except the code
// and its JSON arguments; nothing comes out except JSON text within the size cap.
import { SANDBOX_DEFAULTS } from './defaults.ts';
import { SANDBOX_MESSAGES, sandboxSrcdoc } from './srcdoc.ts';

export type SandboxErrorCode = 'timeout' | 'threw' | 'syntax' | 'unserializable' | 'output_too_large' | 'unavailable' | 'aborted';

export type SandboxResult = { ok: true; value: unknown } | { ok: false; code: SandboxErrorCode; error: string };

export interface SandboxOptions {
  /** Where the iframe goes (default: the page's document). */
  document?: Document;
  /** Milliseconds a call may run (default 3000). */
  timeoutMs?: number;
  /** Most characters of a result's JSON (default 64 KB). */
  maxOutputChars?: number;
}

export { SANDBOX_DEFAULTS };

/** What the model (and the Test button) is told for each failure. */
function failure(code: SandboxErrorCode, detail: string, o: { timeoutMs: number; maxOutputChars: number }): SandboxResult {
  const text: Record<SandboxErrorCode, string> = {
    timeout: `The tool's code ran longer than ${o.timeoutMs} ms and was stopped.`,
    threw: `The tool's code threw: ${detail}`,
    syntax: `The tool's code could not be loaded: ${detail}`,
    unserializable: `The tool's result is not JSON data: ${detail}`,
    output_too_large: `The tool's result is ${detail} characters of JSON; at most ${o.maxOutputChars} are accepted.`,
    unavailable: `The sandbox could not start: ${detail}`,
    aborted: 'The call was cancelled.',
  };
  return { ok: false, code, error: text[code] };
}

let counter = 0;
function nonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `${++counter}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export class SandboxRunner {
  readonly #doc?: Document;
  readonly #limits: { timeoutMs: number; maxOutputChars: number };
  #frame: HTMLIFrameElement | null = null;
  #ready: Promise<Window> | null = null;

  constructor(options: SandboxOptions = {}) {
    this.#doc = options.document ?? (typeof document !== 'undefined' ? document : undefined);
    this.#limits = { timeoutMs: options.timeoutMs ?? SANDBOX_DEFAULTS.timeoutMs, maxOutputChars: options.maxOutputChars ?? SANDBOX_DEFAULTS.maxOutputChars };
  }

  get limits(): { timeoutMs: number; maxOutputChars: number } {
    return { ...this.#limits };
  }

  /** The sandbox's window once its script is listening. */
  #start(): Promise<Window> {
    if (this.#ready) return this.#ready;
    const doc = this.#doc;
    if (!doc?.body) return Promise.reject(new Error('there is no page to hold the sandbox'));
    const frame = doc.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.title = 'Troupe tool sandbox';
    frame.className = 'troupe-sandbox';
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    this.#frame = frame;
    this.#ready = new Promise<Window>((resolve, reject) => {
      const view = doc.defaultView;
      const onReady = (ev: MessageEvent) => {
        if (ev.source !== frame.contentWindow || (ev.data as { type?: string } | null)?.type !== SANDBOX_MESSAGES.ready) return;
        view?.removeEventListener('message', onReady);
        resolve(frame.contentWindow!);
      };
      view?.addEventListener('message', onReady);
      frame.addEventListener('error', () => reject(new Error('the sandbox frame failed to load')), { once: true });
    });
    frame.srcdoc = sandboxSrcdoc();
    doc.body.appendChild(frame);
    return this.#ready;
  }

  /** Drops the iframe (a call that did not answer; or the page is done with it). */
  dispose(): void {
    this.#frame?.remove();
    this.#frame = null;
    this.#ready = null;
  }

  /** Runs `code` (the body of `async function (args)`) with `args`; never throws. */
  async run(code: string, args: unknown, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<SandboxResult> {
    const limits = { ...this.#limits, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}) };
    if (options.signal?.aborted) return failure('aborted', '', limits);
    let argsText: string;
    try {
      argsText = JSON.stringify(args ?? {});
    } catch (e) {
      return failure('unserializable', e instanceof Error ? e.message : String(e), limits);
    }
    let win: Window;
    try {
      win = await this.#start();
    } catch (e) {
      this.dispose();
      return failure('unavailable', e instanceof Error ? e.message : String(e), limits);
    }
    const view = this.#doc!.defaultView!;
    const id = nonce();
    return new Promise<SandboxResult>((resolve) => {
      let settled = false;
      const settle = (r: SandboxResult) => {
        if (settled) return;
        settled = true;
        view.removeEventListener('message', onMessage);
        options.signal?.removeEventListener('abort', onAbort);
        clearTimeout(guard);
        resolve(r);
      };
      const onMessage = (ev: MessageEvent) => {
        if (ev.source !== win) return;
        const d = ev.data as { type?: string; nonce?: string; ok?: boolean; text?: unknown; code?: unknown; error?: unknown; size?: unknown } | null;
        if (!d || d.type !== SANDBOX_MESSAGES.result || d.nonce !== id) return;
        if (d.ok === true && typeof d.text === 'string') {
          if (d.text.length > limits.maxOutputChars) return settle(failure('output_too_large', String(d.text.length), limits));
          try {
            return settle({ ok: true, value: JSON.parse(d.text) });
          } catch {
            return settle(failure('unserializable', 'the sandbox sent text that is not JSON', limits));
          }
        }
        const code = (
          typeof d.code === 'string' && ['timeout', 'threw', 'syntax', 'unserializable', 'output_too_large', 'unavailable'].includes(d.code) ? d.code : 'threw'
        ) as SandboxErrorCode;
        settle(failure(code, code === 'output_too_large' ? String(d.size ?? '?') : String(d.error ?? ''), limits));
      };
      const onAbort = () => settle(failure('aborted', '', limits));
      // The sandbox stops the Worker itself; if the sandbox does not answer either, it is replaced.
      const guard = setTimeout(() => {
        this.dispose();
        settle(failure('timeout', '', limits));
      }, limits.timeoutMs + 1500);
      view.addEventListener('message', onMessage);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      win.postMessage({ type: SANDBOX_MESSAGES.run, nonce: id, code, args: argsText, timeoutMs: limits.timeoutMs, maxOutputChars: limits.maxOutputChars }, '*');
    });
  }
}
