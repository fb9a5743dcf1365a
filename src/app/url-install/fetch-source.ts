// Fetching what a URL points at as validated skills, each with its source recorded (the URL, and
// for GitHub the repository, ref and folder), so "Update from source" can read it again.
import { skillFromFileList, skillFromSkillMd } from '../../core/skills/file-list.ts';
import { skillIssue } from '../../core/skills/issues.ts';
import { SKILL_LIMITS } from '../../core/skills/limits.ts';
import { decodeText } from '../../core/skills/text.ts';
import type { Skill, SkillIssue, SkillScope, SkillSource } from '../../core/skills/types.ts';
import { importSkillZip } from '../../core/skills/zip-import.ts';
import { fetchGithubFolder } from './github.ts';
import type { UrlHosts } from './hosts.ts';
import { get, readCapped, Refused, refuse } from './http.ts';
import { parseSkillUrl, type SkillUrl } from './parse-url.ts';

export interface FetchedSkills {
  skills: Skill[];
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? url);

async function fetchParsed(target: SkillUrl, url: string, scope: SkillScope, hosts: UrlHosts, now: number, signal?: AbortSignal): Promise<FetchedSkills> {
  if (target.kind === 'github') {
    const got = await fetchGithubFolder(target, hosts, signal);
    const r = skillFromFileList(got.files, { scope, now });
    const folderOf = new Map([...got.repoPaths].map(([prefix, repoPath]) => [prefix.slice(0, -1).split('/').at(-1)!, repoPath]));
    const skills = r.skills.map((s) => {
      const source: SkillSource = {
        url,
        kind: 'github',
        repo: `${target.owner}/${target.repo}`,
        ref: target.ref,
        path: folderOf.get(s.name) ?? target.path,
        fetchedAt: now,
      };
      return { ...s, source };
    });
    return { skills, issues: r.issues, warnings: [...got.warnings, ...r.warnings] };
  }
  const source: SkillSource = { url, kind: target.kind, fetchedAt: now };
  const res = await get(hosts, target.url, { signal, label: fileName(target.url) });
  if (target.kind === 'skill-md') {
    const bytes = await readCapped(res, SKILL_LIMITS.maxSkillMdBytes, (n) => skillIssue('skill-md-too-large', fileName(target.url), { bytes: n }));
    const text = decodeText(bytes);
    if (text === undefined) return { skills: [], issues: [skillIssue('skill-md-not-text', fileName(target.url))], warnings: [] };
    const r = skillFromSkillMd(text, fileName(target.url), { scope, now });
    return { skills: r.skill ? [{ ...r.skill, source }] : [], issues: r.issues, warnings: r.warnings };
  }
  const zip = await readCapped(res, SKILL_LIMITS.maxZipBytes, (n) => skillIssue('zip-too-large', fileName(target.url), { bytes: n }));
  const r = importSkillZip(zip, { scope, now, fileName: fileName(target.url) });
  return { skills: r.skills.map((s) => ({ ...s, source })), issues: r.issues, warnings: r.warnings };
}

/** Reads the URL; every refusal (rate limit, 404, CORS, a limit) comes back as issues, nothing thrown. */
export async function fetchSkillsFromUrl(
  url: string,
  scope: SkillScope,
  hosts: UrlHosts,
  options: { now?: number; signal?: AbortSignal } = {},
): Promise<FetchedSkills> {
  const target = parseSkillUrl(url);
  if ('error' in target) return { skills: [], issues: [{ file: url, rule: 'url-invalid', message: target.error }], warnings: [] };
  try {
    return await fetchParsed(target, url.trim(), scope, hosts, options.now ?? Date.now(), options.signal);
  } catch (e) {
    if (e instanceof Refused) return { skills: [], issues: e.issues, warnings: [] };
    throw e;
  }
}

/** Reads a skill's recorded source again. */
export async function refetchSource(
  source: SkillSource,
  scope: SkillScope,
  hosts: UrlHosts,
  options: { now?: number; signal?: AbortSignal } = {},
): Promise<FetchedSkills> {
  if (source.kind !== 'github' || !source.repo) return fetchSkillsFromUrl(source.url, scope, hosts, options);
  const [owner, repo] = source.repo.split('/');
  try {
    if (!owner || !repo) throw refuse('url-invalid', `The recorded source ${source.repo} is not owner/repository.`);
    return await fetchParsed(
      { kind: 'github', owner, repo, ref: source.ref ?? 'HEAD', path: source.path ?? '' },
      source.url,
      scope,
      hosts,
      options.now ?? Date.now(),
      options.signal,
    );
  } catch (e) {
    if (e instanceof Refused) return { skills: [], issues: e.issues, warnings: [] };
    throw e;
  }
}
