// Server-sent events framing (the WHATWG "event stream" rules) for model streams.
// Bytes may be split anywhere, including inside a multi-byte UTF-8 character or between the CR and
// LF of a line break; the framer only ever sees whole lines. It keeps no buffer that is rescanned:
// a partial line is kept as pieces and joined once, when its end arrives.
import { Utf8Chunks } from './utf8-chunks.ts';

const LF = 10;
const CR = 13;
const COLON = 58;
const SPACE = 32;

/** Called once per event with its data (multi-line data joined by `\n`) and its `event:` name ('' if none). */
export type SseListener = (data: string, event: string) => void;

export class SseFramer {
  private readonly decoder = new Utf8Chunks();
  private readonly onEvent: SseListener;
  /** Pieces of a line whose end has not arrived yet. */
  private pending: string[] = [];
  /** The previous chunk ended with CR: a LF at the start of the next one belongs to it. */
  private skipLF = false;
  private data = '';
  private hasData = false;
  private event = '';

  constructor(onEvent: SseListener) {
    this.onEvent = onEvent;
  }

  /** Feeds raw bytes from the network. */
  feed(bytes: Uint8Array): void {
    const text = this.decoder.decode(bytes);
    if (text.length > 0) this.feedText(text);
  }

  /** Feeds already-decoded text. */
  feedText(text: string): void {
    let start = 0;
    if (this.skipLF) {
      this.skipLF = false;
      if (text.charCodeAt(0) === LF) start = 1;
    }
    if (this.pending.length > 0) {
      const end = lineEnd(text, start);
      if (end === -1) {
        if (start < text.length) this.pending.push(start === 0 ? text : text.slice(start));
        return;
      }
      this.pending.push(text.slice(start, end));
      const line = this.pending.join('');
      this.pending = [];
      this.line(line, 0, line.length);
      start = this.afterBreak(text, end);
    }
    start = text.indexOf('\r', start) === -1 ? this.linesLF(text, start) : this.linesAny(text, start);
    if (start < text.length) this.pending.push(start === 0 ? text : text.slice(start));
  }

  /** The stream ended: flushes an unfinished character, line and event (lenient about a missing blank line). */
  end(): void {
    const tail = this.decoder.end();
    if (tail.length > 0) this.feedText(tail);
    if (this.pending.length > 0) {
      const line = this.pending.join('');
      this.pending = [];
      this.line(line, 0, line.length);
    }
    this.dispatch();
  }

  /** The common case: only LF line breaks in this chunk. Returns where the unfinished line starts. */
  private linesLF(text: string, start: number): number {
    let nl = text.indexOf('\n', start);
    while (nl !== -1) {
      if (nl === start) {
        this.dispatch();
      } else if (isData(text, start)) {
        const from = text.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5;
        const value = text.slice(from, nl);
        if (this.hasData) this.data += '\n' + value;
        else if (text.charCodeAt(nl + 1) === LF) {
          // The usual `data: …` + blank line: hand it over without buffering.
          const event = this.event;
          this.event = '';
          start = nl + 2;
          nl = text.indexOf('\n', start);
          this.onEvent(value, event);
          continue;
        } else {
          this.data = value;
          this.hasData = true;
        }
      } else if (text.charCodeAt(start) !== COLON) {
        this.field(text.slice(start, nl));
      }
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    return start;
  }

  /** Chunks with CR: lines end at CRLF, LF or a lone CR. Each break position is searched for once. */
  private linesAny(text: string, start: number): number {
    let cr = text.indexOf('\r', start);
    let lf = text.indexOf('\n', start);
    for (;;) {
      if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
      if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
      const end = cr === -1 ? lf : lf === -1 ? cr : cr < lf ? cr : lf;
      if (end === -1) return start;
      this.line(text, start, end);
      start = this.afterBreak(text, end);
      if (start >= text.length) return start;
    }
  }

  /** Index just past the line break at `end`; remembers a CR at the very end of the chunk. */
  private afterBreak(text: string, end: number): number {
    if (text.charCodeAt(end) === CR) {
      if (end + 1 === text.length) {
        this.skipLF = true;
        return end + 1;
      }
      if (text.charCodeAt(end + 1) === LF) return end + 2;
    }
    return end + 1;
  }

  private line(text: string, start: number, end: number): void {
    if (start === end) return this.dispatch();
    if (isData(text, start)) {
      const from = text.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5;
      const value = text.slice(from, end);
      if (this.hasData) this.data += '\n' + value;
      else {
        this.data = value;
        this.hasData = true;
      }
      return;
    }
    if (text.charCodeAt(start) === COLON) return;
    this.field(text.slice(start, end));
  }

  /** Any field other than `data` (rare): only `event` matters here; `id` and `retry` are ignored. */
  private field(line: string): void {
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === SPACE) value = value.slice(1);
    if (name === 'event') this.event = value;
    else if (name === 'data') {
      this.data = this.hasData ? this.data + '\n' + value : value;
      this.hasData = true;
    }
  }

  private dispatch(): void {
    if (this.hasData) {
      const data = this.data;
      const event = this.event;
      this.data = '';
      this.hasData = false;
      this.event = '';
      this.onEvent(data, event);
    } else {
      this.event = '';
    }
  }
}

function isData(text: string, i: number): boolean {
  return (
    text.charCodeAt(i) === 100 &&
    text.charCodeAt(i + 1) === 97 &&
    text.charCodeAt(i + 2) === 116 &&
    text.charCodeAt(i + 3) === 97 &&
    text.charCodeAt(i + 4) === COLON
  );
}

/** Index of the next CR or LF at or after `from`, or -1. */
function lineEnd(text: string, from: number): number {
  const lf = text.indexOf('\n', from);
  const cr = text.indexOf('\r', from);
  if (cr === -1) return lf;
  if (lf === -1) return cr;
  return cr < lf ? cr : lf;
}
