import { describe, expect, test } from 'vitest';
import { SseFramer } from './sse.ts';

type Ev = [data: string, event: string];

function frame(chunks: (string | Uint8Array)[]): Ev[] {
  const out: Ev[] = [];
  const f = new SseFramer((data, event) => out.push([data, event]));
  for (const c of chunks) typeof c === 'string' ? f.feedText(c) : f.feed(c);
  f.end();
  return out;
}

/** Every way of cutting `text` in two, as bytes (so cuts land inside UTF-8 characters too). */
function everySplit(text: string): Uint8Array[][] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[][] = [];
  for (let i = 0; i <= bytes.length; i++) out.push([bytes.subarray(0, i), bytes.subarray(i)]);
  return out;
}

describe('SseFramer', () => {
  test('one event per blank line; the space after the colon is dropped', () => {
    expect(frame(['data: a\n\ndata:b\n\n'])).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
  });

  test('comment lines are skipped, even between the lines of one event', () => {
    expect(frame([': OPENROUTER PROCESSING\n\ndata: x\n: keep-alive\n\n'])).toEqual([['x', '']]);
  });

  test('multi-line data is joined with LF', () => {
    expect(frame(['data: {\ndata:  "a": 1\ndata: }\n\n'])).toEqual([['{\n "a": 1\n}', '']]);
  });

  test('event names are reported and reset after each event', () => {
    expect(frame(['event: ping\ndata: {}\n\ndata: 2\n\n'])).toEqual([
      ['{}', 'ping'],
      ['2', ''],
    ]);
  });

  test('CRLF and lone CR end lines like LF', () => {
    expect(frame(['data: a\r\n\r\ndata: b\r\rdata: c\n\r\n'])).toEqual([
      ['a', ''],
      ['b', ''],
      ['c', ''],
    ]);
  });

  test('a CRLF split between two chunks is one line break', () => {
    expect(frame(['data: a\r', '\n\r', '\ndata: b\r', '\r'])).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
  });

  test('id and retry fields are ignored; a line without a colon is a field with an empty value', () => {
    expect(frame(['retry: 10\nid: 7\ndata\n\n'])).toEqual([['', '']]);
  });

  test('a blank line without data dispatches nothing', () => {
    expect(frame(['\n\n\nevent: x\n\ndata: y\n\n'])).toEqual([['y', '']]);
  });

  test('a leading byte-order mark is not part of the first field', () => {
    expect(frame([new Uint8Array([0xef, 0xbb, 0xbf]), 'data: a\n\n'])).toEqual([['a', '']]);
  });

  test('the last event is delivered even without a closing blank line', () => {
    expect(frame(['data: a\n\ndata: b'])).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
  });

  test('cuts anywhere, including inside a multi-byte character and inside CRLF, change nothing', () => {
    const text = ': c\r\nevent: e\r\ndata: héllo 世界 🎉\r\n\r\ndata: {"a":"ü"}\n\ndata: z\r\r';
    const whole = frame([text]);
    expect(whole).toEqual([
      ['héllo 世界 🎉', 'e'],
      ['{"a":"ü"}', ''],
      ['z', ''],
    ]);
    for (const parts of everySplit(text)) expect(frame(parts)).toEqual(whole);
  });

  test('byte-at-a-time delivery gives the same events', () => {
    const text = 'data: 🎉🎉\n\ndata: [DONE]\n\n';
    const bytes = new TextEncoder().encode(text);
    const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
    expect(frame(chunks)).toEqual([
      ['🎉🎉', ''],
      ['[DONE]', ''],
    ]);
  });

  test('a long line arriving in many pieces is assembled once', () => {
    const value = 'x'.repeat(50_000);
    const text = `data: ${value}\n\n`;
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += 97) pieces.push(text.slice(i, i + 97));
    expect(frame(pieces)).toEqual([[value, '']]);
  });
});
