// A fast path for the bulk of an OpenAI stream. Most chunks differ from the one before only in one
// string: the text, reasoning or argument fragment they carry; everything around it (id, model,
// created, index, `"finish_reason":null`...) repeats byte for byte. Parsing the whole chunk each time
// is most of the decoding cost, so after a chunk is parsed normally we remember the text around its
// payload as a template; a later chunk that is exactly `prefix + one JSON string + suffix` only needs
// that one string parsed.
//
// Why this is exact: a template is used only after a test parse of `prefix + "<sentinel>" + suffix`
// gave the same kind of single-payload chunk with the sentinel as the payload. JSON is read left to
// right, so any chunk made of the same prefix, one complete string token and the same suffix parses
// to that same structure with the token as the payload. Chunks that do not match (role, tool-call
// heads, finish reason, usage, errors, anything new) take the normal path.
//
// What it costs: remembering a template is cheap (a stringify and a search); the test parse costs as
// much as parsing a chunk, so it is only made when a second chunk of the same shape turns up. Shapes
// that never repeat (short streams, a field that changes in every chunk) cost no test parse at all.
import type { DecodeState } from './decode-state.ts';

type Kind = 'text' | 'reasoning' | 'args';

interface Template {
  prefix: string;
  suffix: string;
  kind: Kind;
  /** The tool call's `index` in the chunk (undefined when the provider sends none). */
  index: number | undefined;
  hits: number;
  /** Frame count when it was learned or last used. */
  used: number;
  /** The test parse was made and passed (it is made when a chunk first fits the template). */
  checked: boolean;
}

interface Payload {
  kind: Kind;
  value: string;
  index: number | undefined;
}

/** Templates kept at once (checked or not). */
const MAX_TEMPLATES = 6;
/** Learning attempts in hand at the start, and at most: each costs a stringify and a search. */
const LEARN_BUDGET = 24;
/**
 * One attempt is given back every this many frames: a stream where nothing can be learned (a field
 * that changes in every chunk) pays for an attempt only that often, and a later phase of a long
 * stream (content after a long reasoning part that could not be learned) can still be learned.
 */
const REFILL_EVERY = 8;
/** Failed test parses per stream (a passing one pays for itself on the next chunk). */
const MAX_FAILED_CHECKS = 10;
/** A template unused for this many frames is dropped (a finished tool call, a field that changes every chunk). */
const EVICT_AFTER = 32;
const SENTINEL = '\u2063\u00a7sentinel\u00a7\u2063';
const SENTINEL_JSON = JSON.stringify(SENTINEL);

export class FrameTemplates {
  private templates: Template[] = [];
  private budget = LEARN_BUDGET;
  private failedChecks = 0;
  /** Test parses made (for tests and diagnostics). */
  private checks = 0;
  /** Frames seen (every frame passes through tryApply). */
  private frames = 0;
  /** Chunks handled through a template (for tests and diagnostics). */
  hits = 0;

  /** Applies `data` through a template; false when none fits (the caller parses it normally). */
  tryApply(data: string, state: DecodeState): boolean {
    const frames = ++this.frames;
    if (frames % REFILL_EVERY === 0 && this.budget < LEARN_BUDGET) this.budget++;
    if (frames % EVICT_AFTER === 0 && this.templates.length > 0) {
      this.templates = this.templates.filter((t) => frames - t.used < EVICT_AFTER);
    }
    const list = this.templates;
    for (let i = 0; i < list.length; i++) {
      const t = list[i];
      const start = t.prefix.length;
      const end = data.length - t.suffix.length;
      if (end - start < 2 || data.charCodeAt(start) !== 34 || data.charCodeAt(end - 1) !== 34) continue;
      // lastIndexOf(x, 0) and indexOf(x, end) compare in place; startsWith measured 3x slower here (Node 20).
      if (data.indexOf(t.suffix, end) !== end || data.lastIndexOf(t.prefix, 0) !== 0) continue;
      let value: unknown;
      try {
        value = JSON.parse(data.slice(start, end));
      } catch {
        continue;
      }
      if (typeof value !== 'string') continue;
      if (!t.checked && !this.check(t)) {
        list.splice(i--, 1);
        continue;
      }
      if (i > 0) {
        list[i] = list[0];
        list[0] = t;
      }
      this.hits++;
      t.hits++;
      t.used = frames;
      emit(state, t, value);
      return true;
    }
    return false;
  }

  /** Called with a chunk that took the normal path: remembers its template if it has the simple shape. */
  learn(data: string, chunk: Record<string, any>): void {
    if (this.budget <= 0 || this.templates.length >= MAX_TEMPLATES) return;
    const p = payloadOf(chunk);
    if (p === undefined || p.value === '') return;
    this.budget--;
    const literal = JSON.stringify(p.value);
    // Searched from the end, where the payload usually is; lastIndexOf measured 3x cheaper than indexOf here.
    const at = data.lastIndexOf(literal);
    if (at <= 0 || data.lastIndexOf(literal, at - 1) !== -1) return;
    const prefix = data.slice(0, at);
    const suffix = data.slice(at + literal.length);
    this.templates.push({ prefix, suffix, kind: p.kind, index: p.index, hits: 0, used: this.frames, checked: false });
  }

  /** The test parse that makes a template exact (see the top of this file). */
  private check(t: Template): boolean {
    if (this.failedChecks >= MAX_FAILED_CHECKS) return false;
    this.checks++;
    let probe: unknown;
    try {
      probe = JSON.parse(t.prefix + SENTINEL_JSON + t.suffix);
    } catch {
      probe = undefined;
    }
    const q = probe !== null && typeof probe === 'object' ? payloadOf(probe as Record<string, any>) : undefined;
    if (q === undefined || q.kind !== t.kind || q.index !== t.index || q.value !== SENTINEL) {
      this.failedChecks++;
      return false;
    }
    t.checked = true;
    return true;
  }
}

function emit(state: DecodeState, t: Template, value: string): void {
  if (value === '') return;
  if (t.kind === 'text') state.text(value);
  else if (t.kind === 'reasoning') state.reasoning(value);
  else state.tools.openAiDelta(t.index === undefined ? { function: { arguments: value } } : { index: t.index, function: { arguments: value } });
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The one string a chunk carries, if it carries exactly one thing the decoder acts on: a content,
 * reasoning or argument fragment, with no finish reason, usage, error, tool-call id or name.
 */
function payloadOf(chunk: Record<string, any>): Payload | undefined {
  if (!empty(chunk.error) || !empty(chunk.usage)) return undefined;
  const choices = chunk.choices;
  if (!Array.isArray(choices) || choices.length !== 1) return undefined;
  const choice = choices[0];
  if (!choice || typeof choice !== 'object' || !(choice.index === undefined || choice.index === null || choice.index === 0)) return undefined;
  if (!empty(choice.finish_reason)) return undefined;
  const d = choice.delta;
  if (!d || typeof d !== 'object') return undefined;
  let found: Payload | undefined;
  if (!empty(d.content)) {
    if (typeof d.content !== 'string') return undefined;
    found = { kind: 'text', value: d.content, index: undefined };
  }
  for (const field of REASONING_FIELDS) {
    const r = d[field];
    if (empty(r)) continue;
    if (typeof r !== 'string' || found !== undefined) return undefined;
    found = { kind: 'reasoning', value: r, index: undefined };
  }
  if (d.tool_calls !== undefined && d.tool_calls !== null) {
    const calls = d.tool_calls;
    if (found !== undefined || !Array.isArray(calls) || calls.length !== 1) return undefined;
    const tc = calls[0];
    if (!tc || typeof tc !== 'object') return undefined;
    for (const key in tc) if (key !== 'index' && key !== 'function' && key !== 'type') return undefined;
    const fn = tc.function;
    if (!fn || typeof fn !== 'object' || typeof fn.arguments !== 'string') return undefined;
    for (const key in fn) if (key !== 'arguments') return undefined;
    const index = tc.index;
    if (!(index === undefined || (typeof index === 'number' && Number.isInteger(index) && index >= 0))) return undefined;
    found = { kind: 'args', value: fn.arguments, index };
  }
  return found;
}

const REASONING_FIELDS = ['reasoning_content', 'reasoning'] as const;
