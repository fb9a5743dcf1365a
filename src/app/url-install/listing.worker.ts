// The Worker that fetches and reads a tree listing off the page's main thread (listing-thread.ts): it
// gets the request, fetches from GitHub's API, and posts back the answer.
import { GITHUB_HOSTS } from './hosts.ts';
import { fetchListingHere, type ListingAnswer, type ListingRequest } from './listing-thread.ts';

self.onmessage = async (e: MessageEvent<ListingRequest>) => {
  let answer: ListingAnswer;
  try {
    answer = await fetchListingHere(GITHUB_HOSTS, e.data);
  } catch (err) {
    answer = { ok: false, error: String((err as Error)?.message ?? err) };
  }
  postMessage(answer);
};
