// Fetching and reading a tree listing. With the page's own fetch and a Worker available, both happen
// in a Worker (listing.worker.ts): a 100,000-file listing is 12–16 MB of JSON whose download, decoding
// and parsing would otherwise take the page's main thread for hundreds of milliseconds. Anywhere else
// (Node, injected hosts in tests, a page whose policy refuses Workers) they happen in-thread.
import type { SkillIssue } from '../../core/skills/types.ts';
import { GITHUB_HOSTS, type UrlHosts } from './hosts.ts';
import { get, Refused } from './http.ts';
import { readListing, type ListingRead } from './listing.ts';

export interface ListingRequest {
  url: string;
  /** The folder asked for ('' = the whole repository) and its local name. */
  path: string;
  top: string;
  /** Names the listing in messages. */
  label: string;
}

/** What the Worker posts back. */
export type ListingAnswer = { ok: true; read: ListingRead } | { ok: false; issues: SkillIssue[] } | { ok: false; error: string };

/** Fetches and reads a listing in the calling thread; a refusal is an answer, not a throw. */
export async function fetchListingHere(hosts: UrlHosts, req: ListingRequest, signal?: AbortSignal): Promise<ListingAnswer> {
  try {
    const res = await get(hosts, req.url, { api: true, signal, label: req.label });
    const bytes = await res.arrayBuffer().catch(() => null);
    return { ok: true, read: bytes ? readListing(bytes, req.path, req.top) : { kind: 'not-listing' } };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, issues: e.issues };
    throw e;
  }
}

async function inWorker(req: ListingRequest, signal?: AbortSignal): Promise<ListingAnswer | undefined> {
  let worker: Worker;
  try {
    const { default: ListingWorker } = await import('./listing.worker.ts?worker&inline');
    worker = new ListingWorker({ name: 'troupe-listing' });
  } catch {
    return undefined;
  }
  return new Promise<ListingAnswer | undefined>((resolve, reject) => {
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal!.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort);
    worker.onmessage = (e: MessageEvent<ListingAnswer>) => {
      end();
      resolve(e.data);
    };
    // A Worker that cannot load (a content policy without blob:) errors before answering.
    worker.onerror = (e) => {
      e.preventDefault();
      end();
      resolve(undefined);
    };
    worker.postMessage(req);
  });
}

/** The listing, fetched and read off the main thread where the page allows. */
export async function fetchListing(hosts: UrlHosts, req: ListingRequest, signal?: AbortSignal): Promise<ListingRead> {
  const offThread = typeof Worker === 'function' && typeof Blob === 'function' && hosts.fetch === GITHUB_HOSTS.fetch;
  const answer = (offThread && (await inWorker(req, signal))) || (await fetchListingHere(hosts, req, signal));
  if (answer.ok) return answer.read;
  if ('issues' in answer) throw new Refused(answer.issues);
  throw new Error(answer.error);
}
