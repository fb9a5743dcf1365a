// What changes between two versions of a skill's files: added, removed and changed paths, and for
// changed text files a line diff in hunks with a few lines of context (Myers' O(ND) algorithm).
import type { SkillFile } from './types.ts';
import { encodeText } from './text.ts';

export type DiffLine = { kind: 'same' | 'add' | 'del'; text: string };

export interface FileChange {
  path: string;
  status: 'added' | 'removed' | 'changed';
  /** Byte sizes before / after. */
  before?: number;
  after?: number;
  /** Changed text files: the hunks, each a run of lines with context. Absent for binary files. */
  hunks?: DiffLine[][];
  /** The diff was too large to compute line by line; only sizes are given. */
  tooLarge?: boolean;
}

const bytesOf = (f: SkillFile) => f.bytes ?? encodeText(f.text ?? '');
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The edit script between two line arrays, or null when the edit distance passes `maxD`. */
export function diffLines(a: readonly string[], b: readonly string[], maxD = 2000): DiffLine[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxD);
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  const off = max + 1;
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? v[off + k + 1]! : v[off + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) x++, y++;
      v[off + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, off, d);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], a: readonly string[], b: readonly string[], off: number, dEnd: number): DiffLine[] {
  const out: DiffLine[] = [];
  let x = a.length;
  let y = b.length;
  const snake = (toX: number, toY: number) => {
    while (x > toX && y > toY) {
      x--;
      y--;
      out.push({ kind: 'same', text: a[x]! });
    }
  };
  for (let d = dEnd; d > 0; d--) {
    const v = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? k + 1 : k - 1;
    const prevX = v[off + prevK]!;
    snake(prevX, prevX - prevK);
    if (x === prevX) out.push({ kind: 'add', text: b[--y]! });
    else out.push({ kind: 'del', text: a[--x]! });
  }
  snake(0, 0);
  return out.reverse();
}

/** Groups an edit script into hunks of changes with `context` unchanged lines around them. */
export function hunksOf(lines: readonly DiffLine[], context = 3): DiffLine[][] {
  const changed = lines.map((l, i) => (l.kind === 'same' ? -1 : i)).filter((i) => i >= 0);
  const hunks: DiffLine[][] = [];
  let start = -1;
  let end = -1;
  for (const i of changed) {
    if (start >= 0 && i - context <= end + context) end = i;
    else {
      if (start >= 0) hunks.push(lines.slice(Math.max(0, start - context), end + context + 1));
      start = end = i;
    }
  }
  if (start >= 0) hunks.push(lines.slice(Math.max(0, start - context), end + context + 1));
  return hunks;
}

const split = (t: string) => t.replace(/\r\n?/g, '\n').split('\n');

/** The changes from `before` to `after`, by path (code units). An empty list means the same files. */
export function diffSkillFiles(before: readonly SkillFile[], after: readonly SkillFile[]): FileChange[] {
  const old = new Map(before.map((f) => [f.path, f]));
  const cur = new Map(after.map((f) => [f.path, f]));
  const paths = [...new Set([...old.keys(), ...cur.keys()])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: FileChange[] = [];
  for (const path of paths) {
    const a = old.get(path);
    const b = cur.get(path);
    if (!a) out.push({ path, status: 'added', after: bytesOf(b!).length });
    else if (!b) out.push({ path, status: 'removed', before: bytesOf(a).length });
    else {
      const ab = bytesOf(a);
      const bb = bytesOf(b);
      if (sameBytes(ab, bb)) continue;
      const change: FileChange = { path, status: 'changed', before: ab.length, after: bb.length };
      if (a.text !== undefined && b.text !== undefined) {
        const lines = diffLines(split(a.text), split(b.text));
        if (lines) change.hunks = hunksOf(lines);
        else change.tooLarge = true;
      }
      out.push(change);
    }
  }
  return out;
}
