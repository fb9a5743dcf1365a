// Whole numbers with their thousands grouped by commas (100,001), as English and Chinese text both
// write them. Plain string work: `toLocaleString` would load the browser's locale data on its first
// call, tens of milliseconds on the page's main thread for a count in a message.

/** `n` rounded to a whole number, its thousands grouped by commas: 100001 → "100,001". */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const s = String(Math.abs(Math.round(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ',';
    out += s[i];
  }
  return n < 0 && out !== '0' ? `-${out}` : out;
}
