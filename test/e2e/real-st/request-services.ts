// Troupe's transport against SillyTavern's own request service, in a real SillyTavern (≥ 1.19), on the
// same scripted streams: every provider quirk and fault the transport handles, played once through
// Troupe's model client (troupe.host.modelClient, what agents use) and once through SillyTavern's
// ChatCompletionService.processRequest with streaming on (what ConnectionManagerRequestService calls
// for a Chat Completion profile). Both go through SillyTavern's proxy route to Chat Completion →
// Custom, pointed at the scripted server. What ours does is asserted; what theirs does is compared
// with the table in docs/sillytavern-requests.md (THEIRS below mirrors it): when SillyTavern changes,
// this test fails and the table is brought up to date.
import { expect, test } from 'vitest';
import { createServer } from 'node:net';
import { STREAMS, readStream } from '../../fixtures/streams/index.mjs';
import { startScriptedServer, type Turn } from '../../fixtures/scripted-server/index.mjs';
import { openTroupePanel, stReady, versionAtLeast, type SuiteEnv, stWithPage } from './harness.ts';

/** What a path gave back. */
export interface Outcome {
  text: string;
  reasoning: string;
  calls: { name: string; arguments: string }[];
  error: string;
  /** Requests the path made for this case (retries). */
  attempts: number;
  hung: boolean;
  ms: number;
}

interface Want {
  text?: string;
  reasoning?: string;
  calls?: { name: string; arguments: string }[];
  /** An error is the right answer (what was streamed before it may stay)… */
  error?: boolean;
  /** …and it is clear when it says this (the provider's own words, or what went wrong). */
  errorSays?: RegExp;
}

interface Case {
  id: string;
  /** The row's name in the table. */
  label: string;
  /** The scripted turns that answer this case's requests, in order. */
  turns: Omit<Turn, 'match'>[];
  want: Want;
  /** Abort the request after the first text arrives. */
  abort?: boolean;
  /** Point the request at an address where nothing listens. */
  unreachable?: boolean;
}

const CALLS = [
  { name: 'note_read', arguments: '{"title":"Harbor","lines":[1,40]}' },
  { name: 'lorebook_search', arguments: '{"keys":["Elowen","inn"]}' },
];
const callTurns = CALLS.map((c, i) => ({ id: `c${i + 1}`, name: c.name, arguments: JSON.parse(c.arguments) }));
const UTF8 = 'Ünïcödé — 港口在沉睡 🌊🌊 done.';
/** A recorded stream replayed as it is, and what it decodes to. */
function recorded(file: string, writeSize?: number): { turns: Omit<Turn, 'match'>[]; want: Want } {
  const e = STREAMS.find((s: { file: string }) => s.file === file)!.expected;
  const want: Want = { text: e.content, calls: e.toolCalls.map((t: { name: string; arguments: string }) => ({ name: t.name, arguments: t.arguments })) };
  if (e.reasoning) want.reasoning = e.reasoning;
  return { turns: [{ sse: readStream(file), ...(writeSize ? { writeSize } : {}) }], want };
}

/** The provider quirks and faults the transport's own tests cover (src/core/llm/stream-chat.test.ts). */
export const CASES: Case[] = [
  {
    id: 'text',
    label: 'plain text, usage in its own chunk',
    turns: [{ content: 'Hello there, traveller.', chunkChars: 4 }],
    want: { text: 'Hello there, traveller.' },
  },
  {
    id: 'parallel',
    label: 'parallel tool calls, arguments in 3-char fragments, interleaved',
    turns: [{ content: 'Checking.', toolCalls: callTurns, interleave: true, argsChunkChars: 3 }],
    want: { text: 'Checking.', calls: CALLS },
  },
  {
    id: 'noindex-whole',
    label: 'calls without index, whole, finish_reason stop (Gemini-compatible)',
    turns: [{ toolCalls: callTurns, noIndex: true, wholeCalls: true, finishReason: 'stop' }],
    want: { calls: CALLS },
  },
  {
    id: 'noindex-split',
    label: 'calls without index, arguments in fragments',
    turns: [{ toolCalls: callTurns, noIndex: true, argsChunkChars: 4 }],
    want: { calls: CALLS },
  },
  { id: 'reuse-index', label: 'every call at index 0 (Ollama)', turns: [{ toolCalls: callTurns, reuseIndex: true, wholeCalls: true }], want: { calls: CALLS } },
  { id: 'null-index', label: '`index: null` on every tool-call delta', ...recorded('null-index.sse') },
  {
    id: 'reasoning-content',
    label: 'reasoning in `reasoning_content` (DeepSeek)',
    turns: [{ reasoning: 'First think.', content: 'Answer.' }],
    want: { reasoning: 'First think.', text: 'Answer.' },
  },
  {
    id: 'reasoning',
    label: 'reasoning in `reasoning` (OpenRouter, vLLM)',
    turns: [{ reasoning: 'Other field.', reasoningField: 'reasoning', content: 'Two.' }],
    want: { reasoning: 'Other field.', text: 'Two.' },
  },
  { id: 'reasoning-tool', label: 'reasoning, then a tool call (DeepSeek reasoner)', ...recorded('deepseek-reasoning-tool.sse') },
  {
    id: 'utf8',
    label: 'comment lines, CRLF, writes split inside UTF-8 characters',
    turns: [{ content: UTF8, chunkChars: 3, comments: true, crlf: true, writeSize: 5 }],
    want: { text: UTF8 },
  },
  { id: 'multiline', label: 'one chunk over several `data:` lines, `id:`/`retry:` fields (re-framing proxy)', ...recorded('proxy-crlf-multiline.sse') },
  {
    id: 'usage-finish',
    label: 'usage on the finish chunk',
    turns: [{ content: 'x', usage: { prompt_tokens: 2, completion_tokens: 1, total_tokens: 3 }, usageIn: 'finish' }],
    want: { text: 'x' },
  },
  { id: 'no-done', label: 'no `[DONE]` at the end', turns: [{ content: 'No terminator.', done: false }], want: { text: 'No terminator.' } },
  {
    id: 'http-429',
    label: 'HTTP 429, then an answer',
    turns: [{ status: 429, headers: { 'retry-after': '1' } }, { content: 'after 429' }],
    want: { text: 'after 429' },
  },
  { id: 'http-503', label: 'HTTP 503, then an answer', turns: [{ status: 503 }, { content: 'after 503' }], want: { text: 'after 503' } },
  {
    id: 'http-400',
    label: 'HTTP 400 (not retryable)',
    turns: [{ status: 400, body: { error: { message: 'Bad request: scripted', type: 'invalid_request_error' } } }],
    want: { error: true, errorSays: /Bad request: scripted/ },
  },
  {
    id: 'json-error',
    label: 'HTTP 200 with an `{error}` body',
    turns: [{ json: { error: { message: 'Insufficient quota' }, quota_error: true }, times: Infinity }],
    want: { text: '', error: true, errorSays: /Insufficient quota/ },
  },
  {
    id: 'error-frame',
    label: 'an error frame mid-stream, after text',
    turns: [{ content: 'Once upon a time', chunkChars: 5, errorFrame: { message: 'Upstream overloaded', code: 502 }, errorAfterFrames: 3 }],
    want: { text: 'Once upon ', error: true, errorSays: /Upstream overloaded/ },
  },
  {
    id: 'error-frame-first',
    label: 'a retryable error frame before any text, then an answer',
    turns: [{ content: 'x', errorFrame: { message: 'busy', code: 429 }, errorAfterFrames: 1 }, { content: 'fine' }],
    want: { text: 'fine' },
  },
  {
    id: 'cut-first',
    label: 'connection cut before any text, then an answer',
    turns: [{ content: 'x', fault: 'cut', afterFrames: 1 }, { content: 'second' }],
    want: { text: 'second' },
  },
  {
    id: 'cut-mid',
    label: 'connection cut inside a tool call, after text',
    turns: [{ content: 'Let me', toolCalls: [{ id: 'c1', name: 'f', arguments: { long: 'x'.repeat(50) } }], argsChunkChars: 5, fault: 'cut', afterFrames: 6 }],
    want: { text: 'Let me', error: true, errorSays: /stall|network|terminated|closed/i },
  },
  {
    id: 'stall-mid',
    label: 'the stream goes silent mid-reply',
    turns: [{ content: 'begin and then silence', chunkChars: 6, fault: 'stall', afterFrames: 2 }],
    want: { text: 'begin ', error: true, errorSays: /stall/i },
  },
  {
    id: 'stall-headers',
    label: 'no headers for a long time',
    turns: [{ content: 'late', latencyMs: 60_000, times: Infinity }],
    want: { error: true, errorSays: /stall/i },
  },
  {
    id: 'unreachable',
    label: 'nothing listens at the provider address',
    turns: [],
    want: { error: true, errorSays: /ECONNREFUSED|refused/ },
    unreachable: true,
  },
  {
    id: 'abort',
    label: 'the user stops the request mid-stream',
    turns: [{ content: 'first words then nothing more', chunkChars: 6, fault: 'stall', afterFrames: 2 }],
    want: { error: true, errorSays: /abort/i },
    abort: true,
  },
];

/** Our stall limit in this test (the app's setting is 120 s), and how long a path may take before it counts as hung. */
const STALL_MS = 1000;
const HANG_MS = 8000;

/** What a path did with a case, in the words of the table in docs/sillytavern-requests.md. */
export function verdict(c: Pick<Case, 'want' | 'turns'>, o: Outcome): string {
  if (o.hung) return 'hang';
  const w = c.want;
  const lost: string[] = [];
  if (w.text !== undefined && o.text !== w.text) lost.push(o.text ? 'text wrong' : 'text lost');
  if (w.reasoning !== undefined && o.reasoning !== w.reasoning) lost.push(o.reasoning ? 'reasoning wrong' : 'reasoning lost');
  const calls = JSON.stringify(o.calls.map((x) => [x.name, JSON.parse(x.arguments || 'null')]));
  const wantCalls = JSON.stringify((w.calls ?? []).map((x) => [x.name, JSON.parse(x.arguments)]));
  if (calls !== wantCalls) lost.push(o.calls.length ? 'tool calls wrong' : 'tool calls lost');
  if (w.error) {
    if (!o.error) return `${lost.length ? `${lost.join(', ')}, ` : ''}no error`;
    const clear = !w.errorSays || w.errorSays.test(o.error);
    return `${lost.length ? `${lost.join(', ')}, ` : ''}${clear ? 'clear error' : 'error without the reason'}`;
  }
  if (o.error) return c.turns.length > 1 ? 'error, no retry' : 'error';
  if (lost.length) return `${lost.join(', ')}, no error`;
  return o.attempts > 1 ? 'correct (retried)' : 'correct';
}

/** What SillyTavern 1.19.0's ChatCompletionService does with each case (the table's "theirs" column). */
export const THEIRS_1_19: Record<string, string> = {
  text: 'correct',
  parallel: 'tool calls lost, no error',
  'noindex-whole': 'tool calls lost, no error',
  'noindex-split': 'tool calls lost, no error',
  'reuse-index': 'tool calls lost, no error',
  'null-index': 'tool calls lost, no error',
  'reasoning-content': 'correct',
  reasoning: 'correct',
  'reasoning-tool': 'tool calls lost, no error',
  utf8: 'correct',
  multiline: 'correct',
  'usage-finish': 'correct',
  'no-done': 'correct',
  'http-429': 'error, no retry',
  'http-503': 'error, no retry',
  'http-400': 'error without the reason',
  'json-error': 'no error',
  'error-frame': 'no error',
  'error-frame-first': 'text lost, no error',
  'cut-first': 'hang',
  'cut-mid': 'hang',
  'stall-mid': 'hang',
  'stall-headers': 'hang',
  unreachable: 'error without the reason',
  abort: 'clear error',
};

/** A port where nothing listens. */
async function deadPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export function requestServices(env: SuiteEnv) {
  test.skipIf(!versionAtLeast(env.st.version, '1.19.0'))(
    'Troupe’s transport and SillyTavern’s ChatCompletionService on the same provider quirks and faults',
    { timeout: 240_000 },
    async () => {
      const turns: Turn[] = [];
      for (const path of ['ours', 'theirs'] as const)
        for (const c of CASES) for (const t of c.turns) turns.push({ ...t, match: { lastMessage: new RegExp(`^${c.id} ${path}$`) } } as Turn);
      const t0 = Date.now();
      const model = await startScriptedServer({ scenario: turns });
      env.defer(() => model.close());
      const { page } = await stWithPage(env, { modelUrl: model.url });
      await stReady(page);
      await openTroupePanel(page);
      // What each path posts to SillyTavern's proxy, by the case's message.
      const posted = new Map<string, Record<string, unknown>>();
      page.on('request', (r) => {
        if (!r.url().endsWith('/api/backends/chat-completions/generate')) return;
        const body = r.postDataJSON() as { messages?: { content?: string }[] };
        const text = body?.messages?.at(-1)?.content;
        if (typeof text === 'string' && !posted.has(text)) posted.set(text, body);
      });
      const tReady = Date.now();
      const dead = `http://127.0.0.1:${await deadPort()}/v1`;

      const results: { c: Case; ours: Outcome; theirs: Outcome }[] = [];
      for (const c of CASES) {
        const run = (path: 'ours' | 'theirs') =>
          page.evaluate(
            async ({ path, id, abort, url, stallMs, hangMs }) => {
              const g = globalThis as any;
              const ctx = g.SillyTavern.getContext();
              const settings = ctx.chatCompletionSettings;
              const savedUrl = settings.custom_url;
              if (url) settings.custom_url = url;
              const controller = new AbortController();
              const out = { text: '', reasoning: '', calls: [] as { name: string; arguments: string }[], error: '', attempts: 1, hung: false, ms: 0 };
              const t0 = performance.now();
              let timer: ReturnType<typeof setTimeout> | undefined;
              const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), hangMs)));
              const messages = [{ role: 'user', content: `${id} ${path}` }];
              const work = (async () => {
                if (path === 'ours') {
                  for await (const e of g.troupe.host.modelClient('')({ model: '', messages }, { signal: controller.signal, stallTimeoutMs: stallMs })) {
                    if (e.type === 'text-delta') out.text += e.text;
                    else if (e.type === 'reasoning-delta') out.reasoning += e.text;
                    else if (e.type === 'tool-call-end') out.calls.push({ name: e.call.name, arguments: e.call.arguments });
                    else if (e.type === 'retry') {
                      out.attempts++;
                      out.text = '';
                      out.reasoning = '';
                      out.calls = [];
                    } else if (e.type === 'error') out.error = `${e.error.kind}: ${e.error.message}`;
                    if (abort && out.text) controller.abort();
                  }
                } else {
                  try {
                    const generator = await ctx.ChatCompletionService.processRequest(
                      {
                        stream: true,
                        messages,
                        model: settings.custom_model,
                        chat_completion_source: 'custom',
                        custom_url: settings.custom_url,
                        max_tokens: 4096,
                      },
                      {},
                      true,
                      controller.signal,
                    );
                    for await (const part of generator()) {
                      out.text = part.text;
                      out.reasoning = part.state?.reasoning ?? '';
                      if (abort && out.text) controller.abort();
                    }
                  } catch (e) {
                    const err = e as Error & { cause?: unknown };
                    out.error = `${String(err?.message ?? e)}${err?.cause ? ` (${String((err.cause as Error)?.message ?? err.cause)})` : ''}`;
                  }
                }
              })();
              const first = await Promise.race([work.then(() => 'done' as const), hang]);
              if (first === 'hang') {
                out.hung = true;
                controller.abort();
                await Promise.race([work, new Promise((r) => setTimeout(r, 1000))]);
              }
              clearTimeout(timer);
              settings.custom_url = savedUrl;
              out.ms = Math.round(performance.now() - t0);
              return out;
            },
            { path, id: c.id, abort: !!c.abort, url: c.unreachable ? dead : '', stallMs: STALL_MS, hangMs: HANG_MS },
          );
        const ours = await run('ours');
        const theirs = await run('theirs');
        results.push({ c, ours, theirs });
      }

      const table = results.map(({ c, ours, theirs }) => ({
        case: c.id,
        label: c.label,
        ours: verdict(c, ours),
        theirs: verdict(c, theirs),
        oursMs: ours.ms,
        theirsMs: theirs.ms,
        oursError: ours.error,
        theirsError: theirs.error,
      }));
      console.log(
        `Troupe's transport vs ChatCompletionService (SillyTavern ${env.st.version}; ready in ${tReady - t0} ms, cases in ${Date.now() - tReady} ms):\n${table.map((r) => `  ${r.case} (${r.label})\n    ours: ${r.ours} [${r.oursMs} ms] ${r.oursError}\n    theirs: ${r.theirs} [${r.theirsMs} ms] ${r.theirsError}`).join('\n')}`,
      );

      // Ours: every quirk decoded, every fault ends in the right answer or a clear error, nothing hangs.
      for (const r of table) expect.soft(r.ours, r.case).toMatch(/^(correct|correct \(retried\)|clear error)$/);
      // Ours builds its body through SillyTavern's own createRequestData (its `use_sysprompt` is there).
      expect(posted.get('text ours')).toMatchObject({ chat_completion_source: 'custom', stream: true, use_sysprompt: true });
      expect(posted.get('text theirs')).toMatchObject({ chat_completion_source: 'custom', stream: true, use_sysprompt: true });
      // The aborted requests closed their connections to the provider, through SillyTavern's proxy.
      await model.waitFor((r) => r.body?.messages?.at(-1)?.content === 'abort ours' && r.clientClosed);
      await model.waitFor((r) => r.body?.messages?.at(-1)?.content === 'abort theirs' && r.clientClosed);
      // Theirs: as the table says (for the release the table was written on).
      if (env.st.version === '1.19.0') expect(Object.fromEntries(table.map((r) => [r.case, r.theirs]))).toEqual(THEIRS_1_19);
    },
  );
}
