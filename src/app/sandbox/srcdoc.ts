// The page inside the sandbox iframe. The iframe has `sandbox="allow-scripts"` only (an opaque origin:
// no access to the parent page, its storage or its cookies) and this document's CSP is
// `default-src 'none'` (no network at all; eval is off). Its one script waits for a run request from
// the parent, starts a Worker from a Blob with the tool's code (the Worker inherits the CSP and the
// opaque origin, and can be terminated when the time limit passes), and posts back the JSON result,
// the error, or `timeout`, tagged with the request's nonce. The tool's code runs only in the Worker.

/** The Content-Security-Policy of the sandbox document (inherited by its Worker). */
export const SANDBOX_CSP = "default-src 'none'; script-src 'unsafe-inline' blob:; worker-src blob:";

/** Message types between the page and the sandbox. */
export const SANDBOX_MESSAGES = { run: 'troupe-sandbox-run', result: 'troupe-sandbox-result', ready: 'troupe-sandbox-ready' } as const;

// Runs inside the iframe; kept as a function so it is type-checked, then inlined as text.
function bootstrap(types: typeof SANDBOX_MESSAGES) {
  const reply = (nonce: string, body: Record<string, unknown>) => parent.postMessage({ type: types.result, nonce, ...body }, '*');
  addEventListener('message', (ev: MessageEvent) => {
    if (ev.source !== parent) return;
    const m = ev.data as { type?: string; nonce?: string; code?: string; args?: string; timeoutMs?: number; maxOutputChars?: number } | null;
    if (!m || m.type !== types.run || typeof m.nonce !== 'string' || typeof m.code !== 'string' || typeof m.args !== 'string') return;
    const nonce = m.nonce;
    const maxOutput = typeof m.maxOutputChars === 'number' ? m.maxOutputChars : 65536;
    const source =
      '"use strict";\n' +
      'self.onmessage = async (e) => {\n' +
      '  let value;\n' +
      '  try {\n' +
      '    const run = async function (args) {\n' +
      m.code +
      '\n};\n' +
      '    value = await run(JSON.parse(e.data));\n' +
      '  } catch (err) {\n' +
      '    postMessage({ ok: false, code: "threw", error: String(err && err.message !== undefined ? (err.name ? err.name + ": " : "") + err.message : err) });\n' +
      '    return;\n' +
      '  }\n' +
      '  let text;\n' +
      '  try { text = JSON.stringify(value === undefined ? null : value); } catch (err) { postMessage({ ok: false, code: "unserializable", error: String(err && err.message || err) }); return; }\n' +
      '  postMessage({ ok: true, text: text === undefined ? "null" : text });\n' +
      '};\n';
    let worker: Worker;
    let url = '';
    try {
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch (err) {
      reply(nonce, { ok: false, code: 'unavailable', error: String((err as Error)?.message ?? err) });
      return;
    }
    let done = false;
    const finish = (body: Record<string, unknown>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      reply(nonce, body);
    };
    const timer = setTimeout(() => finish({ ok: false, code: 'timeout' }), typeof m.timeoutMs === 'number' ? m.timeoutMs : 2000);
    worker.onmessage = (e: MessageEvent) => {
      const r = e.data as { ok?: boolean; text?: unknown; code?: unknown; error?: unknown } | null;
      if (r && r.ok === true && typeof r.text === 'string') {
        finish(r.text.length > maxOutput ? { ok: false, code: 'output_too_large', size: r.text.length } : { ok: true, text: r.text });
      } else {
        finish({ ok: false, code: typeof r?.code === 'string' ? r.code : 'threw', error: String(r?.error ?? 'the tool failed') });
      }
    };
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      finish({ ok: false, code: 'syntax', error: String(e.message || 'the code could not be loaded') });
    };
    worker.postMessage(m.args);
  });
  parent.postMessage({ type: types.ready }, '*');
}

/** The iframe's srcdoc. */
export function sandboxSrcdoc(): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}">` +
    `</head><body><script>(${bootstrap.toString()})(${JSON.stringify(SANDBOX_MESSAGES)});</script></body></html>`
  );
}
