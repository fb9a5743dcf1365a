// Removing secrets from anything that leaves the machine (exports) or enters a profile (imports, cards).
// A field is removed when its name says it holds a credential, or when its whole value looks like one;
// a credential embedded in longer text is cut out of the text.

/** Field names (compared without case, `-` and `_`) that hold credentials. */
const SECRET_NAMES = new Set([
  'apikey',
  'secret',
  'secretkey',
  'clientsecret',
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'token',
  'accesstoken',
  'refreshtoken',
  'authtoken',
  'idtoken',
  'sessiontoken',
  'bearer',
  'bearertoken',
  'authorization',
  'privatekey',
  'credential',
  'credentials',
  'cookie',
]);
const SECRET_SUFFIXES = [
  'apikey',
  'secret',
  'secretkey',
  'password',
  'passwd',
  'accesstoken',
  'refreshtoken',
  'authtoken',
  'bearertoken',
  'sessiontoken',
  'privatekey',
];

export function isSecretFieldName(name: string): boolean {
  const n = name.toLowerCase().replace(/[-_\s]/g, '');
  return SECRET_NAMES.has(n) || SECRET_SUFFIXES.some((s) => n.endsWith(s));
}

/** Credential shapes of common providers (OpenAI, Anthropic, OpenRouter, Google, GitHub, Slack, HF, Groq, xAI, AWS), bearer headers, JWTs. */
const TOKEN_SOURCES = [
  String.raw`sk-(?:proj-|ant-(?:api\d\d-)?|or-v1-)?[A-Za-z0-9_-]{20,}`,
  String.raw`AIza[0-9A-Za-z_-]{35}`,
  String.raw`gh[pousr]_[A-Za-z0-9]{30,}`,
  String.raw`github_pat_[A-Za-z0-9_]{30,}`,
  String.raw`xox[abprs]-[A-Za-z0-9-]{10,}`,
  String.raw`hf_[A-Za-z0-9]{30,}`,
  String.raw`gsk_[A-Za-z0-9]{30,}`,
  String.raw`xai-[A-Za-z0-9]{30,}`,
  String.raw`AKIA[0-9A-Z]{16}`,
  String.raw`[Bb]earer\s+[A-Za-z0-9._~+/=-]{16,}`,
  String.raw`eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}`,
];
const WHOLE_TOKEN = new RegExp(`^\\s*(?:${TOKEN_SOURCES.join('|')})\\s*$`);
const ANY_TOKEN = new RegExp(`(?<![A-Za-z0-9])(?:${TOKEN_SOURCES.join('|')})`, 'g');
/** URLs carrying `user:password@` or a `key=` / `token=` style query parameter. */
const URL_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@|[?&](?:api[-_]?key|key|token|access[-_]?token|secret|password)=[^&\s]+/i;

export function looksLikeSecretValue(value: string): boolean {
  return WHOLE_TOKEN.test(value) || (/^\S+$/.test(value) && URL_CREDENTIALS.test(value));
}

export const REDACTED = '[removed]';

/** A copy of `value` without secrets, and the paths of what was removed or cut. */
export function stripSecrets<T>(value: T): { value: T; removed: string[] } {
  const removed: string[] = [];
  const walk = (v: unknown, path: string): unknown => {
    if (typeof v === 'string') {
      const cut = v.replace(ANY_TOKEN, REDACTED);
      if (cut !== v) removed.push(path);
      return cut;
    }
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      v.forEach((item, i) => {
        if (typeof item === 'string' && looksLikeSecretValue(item)) removed.push(`${path}[${i}]`);
        else out.push(walk(item, `${path}[${i}]`));
      });
      return out;
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if ((isSecretFieldName(k) && item !== null && item !== '' && typeof item !== 'boolean') || (typeof item === 'string' && looksLikeSecretValue(item))) {
          removed.push(p);
          continue;
        }
        out[k] = walk(item, p);
      }
      return out;
    }
    return v;
  };
  return { value: walk(value, '') as T, removed };
}
