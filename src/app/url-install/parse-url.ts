// What a URL given to "From URL…" points at: a GitHub repository or folder (read through GitHub's
// API and raw host, both of which allow cross-origin reads), a lone SKILL.md, or a zip.

export type SkillUrl =
  | { kind: 'github'; owner: string; repo: string; ref: string; path: string }
  | { kind: 'skill-md'; url: string }
  | { kind: 'zip'; url: string };

const SEG = /^[A-Za-z0-9_.-]+$/;

/** The URL's meaning, or a sentence saying what is accepted. */
export function parseSkillUrl(input: string): SkillUrl | { error: string } {
  const accepted = 'Give a GitHub repository or folder URL (https://github.com/<owner>/<repo>/tree/<branch>/<folder>), a raw SKILL.md URL, or a .zip URL.';
  let u: URL;
  try {
    u = new URL(input.trim());
  } catch {
    return { error: `That is not a URL. ${accepted}` };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { error: `Only http and https URLs can be read. ${accepted}` };
  const parts = u.pathname
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const host = u.hostname.toLowerCase();
  if (host === 'github.com' || host === 'www.github.com') {
    const [owner, rawRepo, kind, ref, ...rest] = parts;
    const repo = rawRepo?.replace(/\.git$/, '');
    if (!owner || !repo || !SEG.test(owner) || !SEG.test(repo)) return { error: `This GitHub URL does not name a repository. ${accepted}` };
    if (!kind) return { kind: 'github', owner, repo, ref: 'HEAD', path: '' };
    if ((kind === 'tree' || kind === 'blob') && ref) {
      let path = rest.join('/');
      if (kind === 'blob') {
        if (/\.zip$/i.test(path)) return { kind: 'zip', url: `https://raw.githubusercontent.com/${owner}/${repo}/${ref}/${path}` };
        // A file inside a skill: the skill is its folder.
        path = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      }
      return { kind: 'github', owner, repo, ref, path };
    }
    return { error: `This GitHub URL is not a repository, folder or file. ${accepted}` };
  }
  if (/\.zip$/i.test(u.pathname)) return { kind: 'zip', url: u.href };
  if (/\.md$/i.test(u.pathname)) return { kind: 'skill-md', url: u.href };
  return { error: `This URL is neither a GitHub repository nor a SKILL.md or .zip file. ${accepted}` };
}
