// Fetching for "From URL…" from the hosts (hosts.ts), and failures turned into issues that say what to do.
import type { SkillIssue } from '../../core/skills/types.ts';
import type { UrlHosts } from './hosts.ts';

export type UrlRule = 'url-invalid' | 'url-not-found' | 'url-rate-limit' | 'url-cors' | 'url-http' | 'url-truncated' | 'url-too-many-files';

const FALLBACK = 'Download the skill as a .zip and install it with “Install .zip…” instead.';

/** A fetch that was refused, with the issues that say why (nothing was installed). */
export class Refused extends Error {
  constructor(readonly issues: SkillIssue[]) {
    super(issues.map((i) => i.message).join(' '));
  }
}

export const refuse = (rule: UrlRule, message: string, file = '') => new Refused([{ file, rule, message }]);

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A GET that only resolves with a 2xx response; anything else is Refused with advice. */
export async function get(hosts: UrlHosts, url: string, opts: { api?: boolean; signal?: AbortSignal; label?: string } = {}): Promise<Response> {
  const label = opts.label ?? url;
  let res: Response;
  try {
    res = await hosts.fetch(url, { headers: opts.api ? { accept: 'application/vnd.github+json' } : {}, signal: opts.signal, credentials: 'omit' });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw refuse('url-cors', `${hostOf(url)} could not be reached, or it does not allow this page to read it (CORS). ${FALLBACK}`, label);
  }
  if (res.ok) return res;
  const remaining = res.headers.get('x-ratelimit-remaining');
  if (res.status === 429 || (res.status === 403 && remaining === '0')) {
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    const when = Number.isFinite(reset) && reset > 0 ? ` It resets at ${new Date(reset * 1000).toLocaleTimeString()}.` : '';
    throw refuse(
      'url-rate-limit',
      `GitHub's limit for requests without an account is used up (60 an hour).${when} Try again later, or ${FALLBACK.charAt(0).toLowerCase()}${FALLBACK.slice(1)}`,
      label,
    );
  }
  if (res.status === 404) {
    throw refuse(
      'url-not-found',
      opts.api
        ? `GitHub has no such repository, branch or folder (check the owner, repository, branch and folder; private repositories cannot be read). ${FALLBACK}`
        : `Not found (HTTP 404). Check the URL. ${FALLBACK}`,
      label,
    );
  }
  throw refuse('url-http', `${hostOf(url)} answered HTTP ${res.status}. ${FALLBACK}`, label);
}

/** The body, refusing to read past `max` bytes (Content-Length first, then while streaming). */
export async function readCapped(res: Response, max: number, tooLarge: (bytes: number) => SkillIssue): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw new Refused([tooLarge(declared)]);
  if (!res.body) {
    const b = new Uint8Array(await res.arrayBuffer());
    if (b.length > max) throw new Refused([tooLarge(b.length)]);
    return b;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.length;
    if (n > max) {
      await reader.cancel().catch(() => {});
      throw new Refused([tooLarge(n)]);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(n);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
