// Substring search inside a skill's text files: skill_search's core. Case-insensitive through a
// cached folded copy of each file; indexOf finds matches; line numbers come from counting "\n"
// between one match and the next, never by splitting the whole file into lines.
import { foldCase, foldedText } from './file-cache.ts';
import { jsonStringBytes } from './json-size.ts';
import type { SkillFile } from './types.ts';

export interface SearchHit {
  path: string;
  /** First line of the snippet (1-based). */
  lineStart: number;
  /** Last line of the snippet. */
  lineEnd: number;
  /** The line where the match starts. */
  line: number;
  /** Lines lineStart..lineEnd joined with "\n"; lines over 400 characters are shortened with "…". */
  snippet: string;
}

export interface SearchOptions {
  limit: number;
  contextLines: number;
  /** Stop adding hits when their JSON would pass this many bytes. */
  budget: number;
}

const MAX_LINE = 400;

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** A slice that does not split a surrogate pair at either end. */
function safeSlice(s: string, start: number, end: number): string {
  if (start > 0 && isLow(s.charCodeAt(start))) start++;
  if (end < s.length && isHigh(s.charCodeAt(end - 1))) end--;
  return s.slice(start, end);
}

function clip(line: string, col = -1, len = 0): string {
  if (line.endsWith('\r')) line = line.slice(0, -1);
  if (line.length <= MAX_LINE) return line;
  if (col < 0 || col + len <= MAX_LINE - 1) return safeSlice(line, 0, MAX_LINE - 1) + '…';
  const start = Math.max(0, Math.min(col - 100, line.length - MAX_LINE + 2));
  const end = Math.min(line.length, start + MAX_LINE - 2);
  return '…' + safeSlice(line, start, end) + (end < line.length ? '…' : '');
}

function lineEnd(text: string, pos: number): number {
  const nl = text.indexOf('\n', pos);
  return nl === -1 ? text.length : nl;
}

/**
 * Hits for `query` in `files` (in the order given), one per line where a match starts, with
 * `contextLines` lines around it. Stops at `limit` hits or when the byte budget is used up;
 * `truncated` says whether it stopped with matches left over.
 */
export function searchFiles(files: readonly SkillFile[], query: string, o: SearchOptions): { hits: SearchHit[]; truncated: boolean } {
  const q = foldCase(query);
  // Lines a match spans beyond its first (a trailing "\n" ends the last line, it starts none).
  const extraLines = q.slice(0, -1).split('\n').length - 1;
  const hits: SearchHit[] = [];
  let used = 0;
  for (const f of files) {
    if (f.text === undefined) continue;
    const text = f.text;
    const low = foldedText(f);
    let lineNo = 1;
    let lineStart = 0;
    let from = 0;
    for (let at = low.indexOf(q, from); at !== -1; at = low.indexOf(q, from)) {
      if (hits.length >= o.limit) return { hits, truncated: true };
      // Count line breaks from the cursor up to the match.
      for (let nl = text.indexOf('\n', lineStart); nl !== -1 && nl < at; nl = text.indexOf('\n', lineStart)) {
        lineNo++;
        lineStart = nl + 1;
      }
      const lastChar = at + q.length - 1;
      const matchEnd = text.charCodeAt(lastChar) === 10 ? lastChar : lineEnd(text, lastChar);
      let first = lineNo;
      let start = lineStart;
      for (let k = 0; k < o.contextLines && start > 0; k++) {
        start = start >= 2 ? text.lastIndexOf('\n', start - 2) + 1 : 0;
        first--;
      }
      let last = lineNo + extraLines;
      let end = matchEnd;
      for (let k = 0; k < o.contextLines && end + 1 < text.length; k++) {
        end = lineEnd(text, end + 1);
        last++;
      }
      const lines = text.slice(start, end).split('\n');
      const own = lineNo - first;
      const snippet = lines.map((l, i) => (i === own ? clip(l, at - lineStart, q.length) : clip(l))).join('\n');
      const hit: SearchHit = { path: f.path, lineStart: first, lineEnd: last, line: lineNo, snippet };
      const cost = jsonStringBytes(snippet) + jsonStringBytes(f.path) + 96;
      if (used + cost > o.budget) return { hits, truncated: true };
      used += cost;
      hits.push(hit);
      from = matchEnd + 1;
    }
  }
  return { hits, truncated: false };
}
