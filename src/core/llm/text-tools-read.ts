// Reading a reply written in the text tool protocol (text-tools.ts): the calls it holds, the prose
// around them, or the hint a refused call carries back to the model.
//
// What is a call. A block is a call only when it stands on its own lines — its opening marker starts
// a line, its closing marker ends one — and it does not open inside quoted dialogue (a "…", “…”,
// 「…」, 『…』 or «…» left open earlier in the same paragraph). Tolerated for such blocks: `~~~` fences,
// `tool-call` / `toolcall` / `tool_calls` labels, `<tool_call>…</tool_call>` tags (what Qwen /
// Hermes-style models write, on one line or several), `args` / `parameters` / `input` for
// `arguments`, arguments as a JSON string, prose before, between and after the blocks. A ```json (or
// unlabelled) block counts only when it names an offered tool and ends the reply (nothing but
// whitespace and other calls after it); a bare reply counts only when it is, whole, one call of an
// offered tool. Everything else — a sentence that mentions `<tool_call>`, a block inside a
// character's quoted line, a ```json block in the middle of the story — is story text and reaches
// the reader unchanged.
//
// Refused, with a hint the model reads on its next turn (nothing runs): a call block that is not one
// JSON object, has no tool name, is never closed, is longer than the argument cap
// (MAX_TOOL_ARGUMENT_CHARS, checked before parsing) or nests deeper than MAX_TOOL_ARGUMENT_DEPTH.
import { jsonNesting, MAX_TOOL_ARGUMENT_CHARS, MAX_TOOL_ARGUMENT_DEPTH } from './tool-arguments.ts';

export interface ParsedTextCall {
  name: string;
  /** JSON text of the arguments object. */
  arguments: string;
}

export interface ParsedTextReply {
  /** The reply without its call blocks (the reply itself, unchanged, when it holds no call). */
  prose: string;
  calls: ParsedTextCall[];
  /** Set when the reply holds a call block that could not be read: what the model should do. Nothing runs then. */
  problem?: string;
}

/** The call format, as the model is told it. */
export const FORMAT = '```tool_call\n{"name": "<tool name>", "arguments": {…}}\n```';

/** Longest call block read: the argument cap plus room for the name and the wrapping. */
const MAX_BLOCK_CHARS = MAX_TOOL_ARGUMENT_CHARS + 1024;

const FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([A-Za-z_-]*)[^\n]*$/;
const CALL_LABELS = new Set(['tool_call', 'tool-call', 'toolcall', 'tool_calls']);
export const OPEN_TAG = '<tool_call>';
const CLOSE_TAG = '</tool_call>';

interface Block {
  start: number;
  end: number;
  body: string;
  /** `label`: a tool_call fence or tag; `json`: a json (or unlabelled) fence that may be one call; `other`: any other fence. */
  kind: 'label' | 'json' | 'other';
  closed: boolean;
  /** Opened inside quoted dialogue: story text, never a call. */
  quoted: boolean;
}

const QUOTE_OPEN = new Set(['“', '「', '『', '«']);
const QUOTE_CLOSE = new Set(['”', '」', '』', '»']);

/** Whether a quotation is open, read line by line through a paragraph. */
class QuoteState {
  private straight = false;
  private depth = 0;
  get open(): boolean {
    return this.straight || this.depth > 0;
  }
  reset(): void {
    this.straight = false;
    this.depth = 0;
  }
  read(line: string): void {
    for (const c of line) {
      if (c === '"') this.straight = !this.straight;
      else if (QUOTE_OPEN.has(c)) this.depth++;
      else if (QUOTE_CLOSE.has(c) && this.depth > 0) this.depth--;
    }
  }
}

/**
 * The blocks of a reply that stand on their own lines, in order: fenced blocks (any label) and
 * <tool_call> tags, each marked when it opens inside quoted dialogue. A paragraph (text between blank
 * lines) starts with no quotation open; text inside blocks is not read for quotes.
 */
function findBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const quote = new QuoteState();
  let open: { start: number; fence: string | null; label: string; bodyStart: number; quoted: boolean } | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineEnd = offset + line.length;
    const next = Math.min(text.length, lineEnd + 1);
    if (open?.fence) {
      const close = line.trim();
      if (close.length >= open.fence.length && close === close[0]!.repeat(close.length) && close[0] === open.fence[0]) {
        const label = open.label.toLowerCase();
        blocks.push({
          start: open.start,
          end: next,
          body: text.slice(open.bodyStart, offset),
          kind: CALL_LABELS.has(label) ? 'label' : label === 'json' || label === '' ? 'json' : 'other',
          closed: true,
          quoted: open.quoted,
        });
        open = null;
      }
    } else if (open) {
      // Inside a <tool_call> tag: it ends at the line holding </tool_call>, which must end that line.
      const at = line.indexOf(CLOSE_TAG);
      if (at !== -1) {
        const standsAlone = line.slice(at + CLOSE_TAG.length).trim() === '';
        blocks.push({
          start: open.start,
          end: next,
          body: text.slice(open.bodyStart, offset + at),
          kind: standsAlone ? 'label' : 'other',
          closed: true,
          quoted: open.quoted,
        });
        open = null;
      }
    } else if (!line.trim()) {
      quote.reset();
    } else {
      const fence = FENCE.exec(line);
      const trimmed = line.trimStart();
      if (fence) {
        open = { start: offset, fence: fence[1]!, label: fence[2] ?? '', bodyStart: next, quoted: quote.open };
      } else if (trimmed.startsWith(OPEN_TAG) && /^\s*(\{|$)/.test(trimmed.slice(OPEN_TAG.length))) {
        const bodyStart = lineEnd - trimmed.length + OPEN_TAG.length;
        const rest = trimmed.slice(OPEN_TAG.length);
        const at = rest.indexOf(CLOSE_TAG);
        if (at === -1) {
          open = { start: offset, fence: null, label: 'tool_call', bodyStart, quoted: quote.open };
        } else {
          // One line: <tool_call>{…}</tool_call>, nothing after it.
          const standsAlone = rest.slice(at + CLOSE_TAG.length).trim() === '';
          blocks.push({ start: offset, end: next, body: rest.slice(0, at), kind: standsAlone ? 'label' : 'other', closed: true, quoted: quote.open });
          if (!standsAlone) quote.read(line);
        }
      } else {
        quote.read(line);
      }
    }
    offset = lineEnd + 1;
  }
  if (open && (open.fence === null || CALL_LABELS.has(open.label.toLowerCase()))) {
    blocks.push({ start: open.start, end: text.length, body: text.slice(open.bodyStart), kind: 'label', closed: false, quoted: open.quoted });
  }
  return blocks;
}

/** `bounds`: refused for its size or nesting, before parsing. */
type CallRead = { ok: true; call: ParsedTextCall } | { ok: false; why: string; bounds?: true };

/** The tool an unparsed call names at its start (`{"name": "dice_roll", …`), if any. */
function namedAtStart(body: string): string | undefined {
  return /^\s*\{\s*"(?:name|tool)"\s*:\s*"([^"\\]{1,200})"/.exec(body.slice(0, 300))?.[1]?.trim();
}

/** One block's JSON as a call; the size and the nesting are checked before anything is parsed. */
function readCall(body: string): CallRead {
  const text = body.trim();
  if (!text) return { ok: false, why: 'it is empty' };
  if (text.length > MAX_BLOCK_CHARS) {
    return {
      ok: false,
      bounds: true,
      why: `it is ${text.length} characters long; a call's arguments may be at most ${MAX_TOOL_ARGUMENT_CHARS} characters (split long text over several calls, or shorten it)`,
    };
  }
  const tooDeep = `its JSON nests objects or arrays more than ${MAX_TOOL_ARGUMENT_DEPTH} levels deep; give flatter arguments`;
  if (jsonNesting(text) > MAX_TOOL_ARGUMENT_DEPTH) return { ok: false, bounds: true, why: tooDeep };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, why: `it is not one JSON object (${e instanceof Error ? e.message : String(e)}); put each call in its own block` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, why: 'it is not a JSON object' };
  const v = value as Record<string, unknown>;
  const name = typeof v.name === 'string' ? v.name.trim() : typeof v.tool === 'string' ? v.tool.trim() : '';
  if (!name) return { ok: false, why: 'it has no "name" naming the tool' };
  const raw = v.arguments ?? v.args ?? v.parameters ?? v.input ?? {};
  let args: unknown = raw;
  if (typeof raw === 'string') {
    if (jsonNesting(raw) > MAX_TOOL_ARGUMENT_DEPTH) return { ok: false, bounds: true, why: tooDeep };
    try {
      args = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      return { ok: false, why: `the arguments of ${name} are a string that is not JSON; give them as a JSON object` };
    }
  }
  if (!args || typeof args !== 'object' || Array.isArray(args)) return { ok: false, why: `the arguments of ${name} are not a JSON object` };
  const json = JSON.stringify(args);
  if (json.length > MAX_TOOL_ARGUMENT_CHARS) {
    return {
      ok: false,
      why: `the arguments of ${name} are ${json.length} characters long; at most ${MAX_TOOL_ARGUMENT_CHARS} are accepted (split long text over several calls, or shorten it)`,
    };
  }
  return { ok: true, call: { name, arguments: json } };
}

/** `a` + `b`, with no more than one blank line where a block was taken out between them. */
function joinAtSeam(a: string, b: string): string {
  const tail = /\n*$/.exec(a)![0].length;
  const head = /^\n*/.exec(b)![0].length;
  if (tail + head <= 2) return a + b;
  return a.slice(0, a.length - tail) + '\n\n' + b.slice(head);
}

/** The reply with `cut` taken out: unchanged when nothing is cut; the whitespace a block leaves at either end goes too. */
function withoutBlocks(text: string, cut: readonly Block[]): string {
  if (!cut.length) return text;
  const pieces: string[] = [];
  let at = 0;
  for (const b of cut) {
    pieces.push(text.slice(at, b.start));
    at = b.end;
  }
  pieces.push(text.slice(at));
  let out = pieces.reduce(joinAtSeam);
  if (!pieces[0]!.trim()) out = out.trimStart();
  if (!pieces[pieces.length - 1]!.trim()) out = out.trimEnd();
  return out;
}

/**
 * Reads a whole reply (see the rules at the top of this file). `offered`: tool names in the
 * request (a ```json block or a bare reply counts only for those). Never throws.
 */
export function parseTextToolCalls(text: string, offered: ReadonlySet<string> = new Set()): ParsedTextReply {
  const blocks = findBlocks(text).filter((b) => !b.quoted && b.kind !== 'other');
  // A json block is a call only in the run of calls that ends the reply. One too large or too deep
  // to read is refused with a hint when it names an offered tool at its start.
  const jsonReads = new Map<Block, CallRead>();
  let end = text.length;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]!;
    if (text.slice(b.end, end).trim()) break;
    if (b.kind === 'json') {
      const r = readCall(b.body);
      const name = r.ok ? r.call.name : r.bounds ? namedAtStart(b.body) : undefined;
      if (!name || !offered.has(name)) break;
      jsonReads.set(b, r);
    }
    end = b.start;
  }
  const calls: ParsedTextCall[] = [];
  const problems: string[] = [];
  const cut: Block[] = [];
  let n = 0;
  for (const b of blocks) {
    if (b.kind === 'json' && !jsonReads.has(b)) continue;
    n++;
    cut.push(b);
    if (!b.closed) {
      problems.push(`tool_call block ${n} is not closed (end it with \`\`\` on its own line)`);
      continue;
    }
    const r = jsonReads.get(b) ?? readCall(b.body);
    if (r.ok) calls.push(r.call);
    else problems.push(`tool_call block ${n}: ${r.why}`);
  }
  // A reply that is nothing but one call of an offered tool, without a fence.
  if (cut.length === 0 && text.trimStart().startsWith('{')) {
    const r = readCall(text);
    if (r.ok && offered.has(r.call.name)) return { prose: '', calls: [r.call] };
    const named = r.ok ? undefined : r.bounds && namedAtStart(text);
    if (!r.ok && named && offered.has(named)) return { prose: '', calls: [], problem: refusal([`the call: ${r.why}`]) };
  }
  const prose = withoutBlocks(text, cut);
  if (problems.length) return { prose, calls: [], problem: refusal(problems) };
  return { prose, calls };
}

function refusal(problems: readonly string[]): string {
  return `Your tool call could not be read, so nothing was run: ${problems.join('; ')}. Write each call as its own block, on its own lines, exactly:\n${FORMAT}`;
}
