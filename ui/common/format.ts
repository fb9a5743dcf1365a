// Small display formatters shared by the UI.

/** 0 B, 512 B, 1.5 KB, 12 KB, 3.4 MB. */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '?';
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[u]}`;
}

const encoder = new TextEncoder();

/** UTF-8 length of a string (what the file weighs when stored). */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}
