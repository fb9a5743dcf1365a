// Per-file facts the skill tools need more than once, computed lazily and kept while the file
// object lives: the case-folded text for search and the number of lines.
import type { SkillFile } from './types.ts';

interface Facts {
  folded?: string;
  lines?: number;
}
const cache = new WeakMap<SkillFile, Facts>();

function facts(f: SkillFile): Facts {
  let x = cache.get(f);
  if (!x) cache.set(f, (x = {}));
  return x;
}

/**
 * Lower case with the same length as the input, so offsets found in the folded text are offsets
 * in the original. U+0130 (İ) is the only character whose lower case is longer; it folds to "i".
 */
export function foldCase(s: string): string {
  return (s.includes('\u0130') ? s.replace(/\u0130/g, 'i') : s).toLowerCase();
}

export function foldedText(f: SkillFile): string {
  const x = facts(f);
  return (x.folded ??= foldCase(f.text ?? ''));
}

/** Lines in a text: split on "\n"; a final "\n" does not start another line; '' has 0 lines. */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n : n + 1;
}

export function lineCount(f: SkillFile): number {
  const x = facts(f);
  return (x.lines ??= countLines(f.text ?? ''));
}
