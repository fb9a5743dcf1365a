// Line-oriented regex search shared by draft_search, chat_search and lorebook_search.
import type { ToolFailure } from '../agent/tool.ts';
import { toolFailure } from '../agent/tool.ts';

/** Most lines one search returns; the result says `truncated` beyond it. */
export const MAX_GREP_LINES = 200;
/** Longest line echoed back; longer lines are cut with an ellipsis. */
export const MAX_GREP_LINE_CHARS = 500;

/**
 * Compiles a model-supplied pattern for per-line testing. `g` and `y` are dropped (each line is tested
 * once); `i`, `m`, `s`, `u` are kept. Errors explain how to search literal text.
 */
export function compileLineRegex(pattern: unknown, flags: unknown): RegExp | ToolFailure {
  if (typeof pattern !== 'string' || pattern === '') {
    return toolFailure(
      'pattern must be a non-empty regular expression.',
      'pattern_empty',
      'To search literal text, escape regex metacharacters such as . * ( ) [ ] ? +.',
    );
  }
  const f = typeof flags === 'string' ? [...new Set(flags.replace(/[gy]/g, ''))].join('') : '';
  try {
    return new RegExp(pattern, f);
  } catch (e) {
    return toolFailure(
      `invalid regex: ${e instanceof Error ? e.message : String(e)}`,
      'invalid_regex',
      'If searching literal text, escape regex metacharacters.',
    );
  }
}

export interface GrepHit {
  /** 1-based line number. */
  line: number;
  text: string;
  /** The line was longer than MAX_GREP_LINE_CHARS and `text` is its beginning. */
  cut?: boolean;
}

/** Calls `onHit` for each matching line of `text`, stopping after `limit`; returns the total hit count. */
export function grepText(text: string, re: RegExp, onHit: (hit: GrepHit) => void, limit = Infinity): number {
  let count = 0;
  let lineNo = 0;
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const raw = nl === -1 ? text.slice(start) : text.slice(start, nl);
    lineNo++;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    re.lastIndex = 0;
    if (re.test(line)) {
      count++;
      if (count <= limit) onHit(line.length > MAX_GREP_LINE_CHARS ? { line: lineNo, text: clip(line), cut: true } : { line: lineNo, text: line });
    }
    if (nl === -1) break;
    start = nl + 1;
  }
  return count;
}

function clip(line: string): string {
  return line.length > MAX_GREP_LINE_CHARS ? `${line.slice(0, MAX_GREP_LINE_CHARS)}…` : line;
}

/** The `grep -n` view of one text: `lineno: line` per matching line. */
export function grepLines(text: string, re: RegExp, limit = MAX_GREP_LINES): { output: string; matchCount: number; truncated: boolean } {
  const out: string[] = [];
  const matchCount = grepText(text, re, (h) => out.push(`${h.line}: ${h.text}`), limit);
  return { output: out.join('\n'), matchCount, truncated: matchCount > limit };
}
