// Keeps secrets out of exported traces: keys that name credentials or headers are replaced, and
// string values that look like bearer tokens or API keys are masked wherever they appear.

const SECRET_KEY =
  /^(api[-_]?key|apikey|authorization|proxy[-_]?authorization|headers?|x[-_]api[-_]key|secret|client[-_]?secret|password|access[-_]?token|refresh[-_]?token|bearer|cookie|set[-_]cookie)$/i;
const SECRET_VALUE = /\b(Bearer\s+[A-Za-z0-9._~+/=-]{8,}|sk-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,})/g;

export const REDACTED = '[redacted]';

/** A deep copy of `value` with secrets removed. Cycles become "[cycle]". */
export function redactSecrets<T>(value: T): T {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(SECRET_VALUE, REDACTED);
    if (typeof v !== 'object' || v === null) return v;
    if (seen.has(v)) return '[cycle]';
    seen.add(v);
    let out: unknown;
    if (Array.isArray(v)) out = v.map(walk);
    else {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) o[k] = SECRET_KEY.test(k) ? REDACTED : walk(x);
      out = o;
    }
    // Only the current path counts: the same object reached twice is copied twice, not a cycle.
    seen.delete(v);
    return out;
  };
  return walk(value) as T;
}
