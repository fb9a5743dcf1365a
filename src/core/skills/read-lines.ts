// Reading a text by line numbers under a byte cap: skill_read's core.
import { jsonPrefix, jsonStringBytes } from './json-size.ts';

export interface ReadLinesResult {
  /** The lines read, joined with "\n" (a "\r" before a line break is dropped). */
  content: string;
  totalLines: number;
  /** The byte cap cut the response short (possibly in the middle of a very long line). */
  truncated: boolean;
  /** The next line to read when lines remain after the returned ones. */
  nextOffset?: number;
  /** Set when a single line was longer than the cap and only its start was returned. */
  cutLine?: number;
}

/**
 * Lines `offset` (1-based) to `offset + limit - 1` of `text`, stopping early at a line boundary
 * when the JSON-escaped content would pass `budget` bytes. If even the first line does not fit,
 * as much of it as fits is returned with `truncated` and `cutLine` set, and `nextOffset` points at
 * the line after it. The caller checks `offset` against `totalLines` first.
 */
export function readLines(text: string, totalLines: number, offset: number, limit: number, budget: number): ReadLinesResult {
  let pos = 0;
  for (let i = 1; i < offset && pos !== -1; i++) {
    const nl = text.indexOf('\n', pos);
    pos = nl === -1 ? text.length : nl + 1;
  }
  const lines: string[] = [];
  let used = 0;
  let line = offset;
  let truncated = false;
  let cutLine: number | undefined;
  while (line <= totalLines && lines.length < limit) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    let s = text.slice(pos, end);
    if (s.endsWith('\r')) s = s.slice(0, -1);
    const cost = jsonStringBytes(s) + (lines.length ? 2 : 0);
    if (used + cost > budget) {
      truncated = true;
      if (lines.length === 0) {
        lines.push(jsonPrefix(s, budget));
        cutLine = line;
        line++;
      }
      break;
    }
    lines.push(s);
    used += cost;
    line++;
    pos = end + 1;
  }
  const r: ReadLinesResult = { content: lines.join('\n'), totalLines, truncated };
  if (line <= totalLines) r.nextOffset = line;
  if (cutLine !== undefined) r.cutLine = cutLine;
  return r;
}
