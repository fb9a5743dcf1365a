// A skill folder (or every skill below a folder) of a GitHub repository, read the way GitHub's
// unauthenticated limits allow: one tree listing from the API (60 requests an hour), then each file
// from the raw host. Every limit is checked from the listing's sizes before any file is fetched.
import { skillIssue } from '../../core/skills/issues.ts';
import { SKILL_LIMITS } from '../../core/skills/limits.ts';
import type { SkillIssue } from '../../core/skills/types.ts';
import type { UrlHosts } from './hosts.ts';
import { get, readCapped, refuse, Refused } from './http.ts';
import { fetchListing } from './listing-thread.ts';

export interface GithubFolder {
  owner: string;
  repo: string;
  /** Branch, tag or commit; `HEAD` is the default branch. */
  ref: string;
  /** Folder inside the repository ('' = the whole repository). */
  path: string;
}

export interface FetchedFiles {
  /** Paths start with the folder's own name (the repository's name for its root). */
  files: { path: string; bytes: Uint8Array }[];
  /** For each skill folder found (by its prefix in `files`), its folder path in the repository. */
  repoPaths: Map<string, string>;
  warnings: SkillIssue[];
}

/** Files fetched at once from the raw host. */
const PARALLEL = 6;
/** More files than this in one install is a repository for a zip download. */
const MAX_DOWNLOADS = 5 * SKILL_LIMITS.maxFiles;

const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

export async function fetchGithubFolder(src: GithubFolder, hosts: UrlHosts, signal?: AbortSignal): Promise<FetchedFiles> {
  const where = `${src.owner}/${src.repo}${src.path ? `/${src.path}` : ''}`;
  const listing = `${hosts.githubApi}/repos/${encodeURIComponent(src.owner)}/${encodeURIComponent(src.repo)}/git/trees/${encodeURIComponent(src.ref)}?recursive=1`;
  const top = src.path ? src.path.slice(src.path.lastIndexOf('/') + 1) : src.repo;
  const read = await fetchListing(hosts, { url: listing, path: src.path, top, label: where }, signal);
  if (read.kind === 'not-listing') throw refuse('url-http', 'GitHub answered with something that is not a file listing.', where);
  if (read.kind === 'truncated') {
    throw refuse(
      'url-truncated',
      `${src.owner}/${src.repo} is too large for GitHub to list in one request. Give the URL of the skill's own folder, or download it as a .zip and use “Install .zip…”.`,
      where,
    );
  }
  if (read.kind === 'no-folder') throw refuse('url-not-found', `There is no folder “${src.path}” in ${src.owner}/${src.repo} at ${src.ref}.`, where);
  const prefix = src.path ? `${src.path}/` : '';
  // Only the files to fetch get their local names, `<top>/<rest>`.
  const local = (p: string) => `${top}/${p}`;
  const folders = read.folders.map((f) => ({
    prefix: local(f.belowPrefix),
    belowPrefix: f.belowPrefix,
    folderName: f.folderName ?? top,
    paths: f.below.map(local),
    below: f.below,
  }));
  if (!folders.length) throw new Refused([skillIssue('no-skill', where)]);
  const issues: SkillIssue[] = [];
  const needed = folders.flatMap((f) => f.paths);
  const neededBelow = folders.flatMap((f) => f.below);
  if (needed.length > MAX_DOWNLOADS) {
    throw refuse(
      'url-too-many-files',
      `${where} holds ${needed.length} files in its skills, more than ${MAX_DOWNLOADS} to fetch one by one. Give the URL of one skill's folder, or download a .zip.`,
      where,
    );
  }
  const sizeOf = (below: string) => read.sizes[below] ?? 0;
  for (const f of folders) {
    const label = f.folderName;
    let total = 0;
    for (let i = 0; i < f.paths.length; i++) {
      const size = sizeOf(f.below[i]!);
      total += size;
      if (size > SKILL_LIMITS.maxFileBytes) issues.push(skillIssue('file-too-large', f.paths[i]!.slice(f.prefix.length), { bytes: size }, label));
    }
    if (f.paths.length > SKILL_LIMITS.maxFiles) issues.push(skillIssue('too-many-files', '', { count: f.paths.length }, label));
    if (total > SKILL_LIMITS.maxSkillBytes) issues.push(skillIssue('skill-too-large', '', { bytes: total }, label));
    const md = sizeOf(f.belowPrefix + 'SKILL.md');
    if (md > SKILL_LIMITS.maxSkillMdBytes) issues.push(skillIssue('skill-md-too-large', 'SKILL.md', { bytes: md }, label));
  }
  if (issues.length) throw new Refused(issues);

  const files: { path: string; bytes: Uint8Array }[] = new Array(needed.length);
  let next = 0;
  const worker = async () => {
    while (next < needed.length) {
      const i = next++;
      const path = needed[i]!;
      const repoPath = prefix + neededBelow[i]!;
      const url = `${hosts.githubRaw}/${encodeURIComponent(src.owner)}/${encodeURIComponent(src.repo)}/${encodeURIComponent(src.ref)}/${encodePath(repoPath)}`;
      const r = await get(hosts, url, { signal, label: repoPath });
      files[i] = { path, bytes: await readCapped(r, SKILL_LIMITS.maxFileBytes, (bytes) => skillIssue('file-too-large', repoPath, { bytes })) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, needed.length) }, worker));

  // `<top>/<rest>/` locally is `<path>/<rest>` in the repository.
  const repoPaths = new Map(folders.map((f) => [f.prefix, (prefix + f.prefix.slice(top.length + 1)).replace(/\/$/, '')]));
  // The files outside every skill are one issue standing for all of them: a 100,000-file listing
  // makes no 100,000 objects on the page's thread (the preview shows a count and pages on demand).
  const ignored = skillIssue('ignored-file', '', { why: 'outside any skill folder (not fetched)' });
  const warnings = read.ignoredCount ? [{ ...ignored, files: { count: read.ignoredCount, paths: read.ignored } }] : [];
  return { files, repoPaths, warnings };
}
