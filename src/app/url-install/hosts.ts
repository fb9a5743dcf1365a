// Where "From URL…" reads: GitHub's API and raw host, injectable (tests point them at a scripted server
// on 127.0.0.1). Apart from the fetching code, which loads with the skill formats part.
export interface UrlHosts {
  fetch: typeof fetch;
  /** GitHub's REST API, `https://api.github.com`. */
  githubApi: string;
  /** GitHub's raw file host, `https://raw.githubusercontent.com`. */
  githubRaw: string;
}

export const GITHUB_HOSTS: UrlHosts = {
  fetch: (...args) => globalThis.fetch(...args),
  githubApi: 'https://api.github.com',
  githubRaw: 'https://raw.githubusercontent.com',
};
