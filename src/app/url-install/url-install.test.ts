// Install from a URL against a scripted fake of GitHub's API and raw host on 127.0.0.1: a folder of
// an anthropics/skills-shaped repository installs exactly that skill with its source recorded;
// Update from source shows a diff before replacing; 404, rate limits, CORS refusals and oversize
// are refused with nothing stored.
import 'fake-indexeddb/auto';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGithubFake, type GithubFake } from '../../../test/fixtures/github-fake/index.mjs';
import { anthropicShapedPackages } from '../../../test/fixtures/skills/make.ts';
import { openStorage } from '../../storage/index.ts';
import { createBundledSkills } from '../skills/bundled.ts';
import { hashSkill } from '../skills/skill-hash.ts';
import { SkillsService } from '../skills/skills-service.ts';
import { parseSkillUrl } from './parse-url.ts';

let fake: GithubFake;
let n = 0;
const enc = new TextEncoder();

function repoFiles(): Map<string, Uint8Array> {
  const m = new Map<string, Uint8Array>();
  m.set('README.md', enc.encode('# Skills\n'));
  m.set('template-skill/SKILL.md', enc.encode('---\nname: template-skill\ndescription: Replace me.\n---\n# Template\n'));
  for (const p of anthropicShapedPackages()) for (const f of p.files) m.set(`skills/${p.folder}/${f.path}`, f.bytes);
  return m;
}

beforeAll(async () => {
  fake = await startGithubFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.repos = { 'anthropics/skills': { main: repoFiles() } };
  fake.state.apiBudget = 60;
  fake.state.rateStatus = 403;
  fake.state.truncated = false;
  fake.requests.length = 0;
});

function service(hosts: object = { githubApi: fake.api, githubRaw: fake.raw }) {
  const storage = openStorage({ hashSkill, prefix: `url-${n++}-` });
  return new SkillsService({ repo: storage.skills, bundled: createBundledSkills([]), saveAs: () => {}, urlHosts: hosts });
}

const PDF = 'https://github.com/anthropics/skills/tree/main/skills/pdf';
const pdfFiles = () => [...repoFiles().keys()].filter((p) => p.startsWith('skills/pdf/'));

describe('parseSkillUrl', () => {
  it('reads repository, tree, blob, raw and zip URLs', () => {
    expect(parseSkillUrl(PDF)).toEqual({ kind: 'github', owner: 'anthropics', repo: 'skills', ref: 'main', path: 'skills/pdf' });
    expect(parseSkillUrl('https://github.com/anthropics/skills')).toEqual({ kind: 'github', owner: 'anthropics', repo: 'skills', ref: 'HEAD', path: '' });
    expect(parseSkillUrl('https://github.com/anthropics/skills.git/')).toMatchObject({ repo: 'skills', ref: 'HEAD' });
    expect(parseSkillUrl('https://github.com/anthropics/skills/blob/main/skills/pdf/SKILL.md')).toMatchObject({ kind: 'github', path: 'skills/pdf' });
    expect(parseSkillUrl('https://raw.githubusercontent.com/anthropics/skills/main/skills/pdf/SKILL.md')).toMatchObject({ kind: 'skill-md' });
    expect(parseSkillUrl('https://example.org/packs/voice.zip')).toEqual({ kind: 'zip', url: 'https://example.org/packs/voice.zip' });
    expect(parseSkillUrl('not a url')).toHaveProperty('error');
    expect(parseSkillUrl('https://github.com/anthropics/skills/pulls')).toHaveProperty('error');
    expect(parseSkillUrl('ftp://x/y.zip')).toHaveProperty('error');
  });
});

describe('install from a GitHub folder', () => {
  it('installs exactly that skill: one tree listing, then only its files from the raw host; the source is recorded', async () => {
    const s = service();
    const preview = await s.previewUrl(PDF, 'global');
    expect(preview.issues).toEqual([]);
    expect(preview.skills.map((x) => [x.name, x.fileCount])).toEqual([['pdf', pdfFiles().length]]);
    expect(preview.conflicts).toEqual([]);
    expect(preview.source).toMatchObject({ kind: 'github', repo: 'anthropics/skills', ref: 'main', path: 'skills/pdf', url: PDF });
    // Nothing is written by a preview.
    await s.refresh();
    expect(s.inventory.value).toEqual([]);
    const api = fake.requests.filter((r) => r.path.startsWith('/api/'));
    expect(api).toEqual([{ method: 'GET', path: '/api/repos/anthropics/skills/git/trees/main', search: '?recursive=1' }]);
    const raw = fake.requests
      .filter((r) => r.path.startsWith('/raw/'))
      .map((r) => r.path)
      .sort();
    expect(raw).toEqual(
      pdfFiles()
        .map((p) => `/raw/anthropics/skills/main/${p}`)
        .sort(),
    );

    const r = await s.installPreview(preview.token!);
    expect(r).toMatchObject({ installed: ['pdf'], issues: [], conflicts: [] });
    expect(s.inventory.value.map((x) => x.name)).toEqual(['pdf']);
    const stored = await s.readSkill('global', 'pdf');
    expect(stored!.source).toMatchObject({ repo: 'anthropics/skills', ref: 'main', path: 'skills/pdf' });
    expect(stored!.files.find((f) => f.path === 'LICENSE.txt')).toBeDefined();
    expect(s.inventory.value[0]!.source).toMatchObject({ url: PDF });

    // The same URL again: unchanged, and a changed copy is a conflict to decide.
    expect((await s.previewUrl(PDF, 'global')).unchanged).toEqual(['pdf']);
  });

  it('the whole repository installs every skill folder, the template included', async () => {
    const s = service();
    const preview = await s.previewUrl('https://github.com/anthropics/skills', 'global');
    expect(preview.issues).toEqual([]);
    expect(preview.skills.map((x) => x.name).sort()).toEqual([...anthropicShapedPackages().map((p) => p.folder), 'template-skill'].sort());
    expect(fake.requests.filter((r) => r.path.startsWith('/api/'))).toHaveLength(1);
  });

  it('Update from source shows the diff and replaces only when applied', async () => {
    const s = service();
    await s.installPreview((await s.previewUrl(PDF, 'global')).token!);
    const before = (await s.readSkill('global', 'pdf'))!;
    expect((await s.checkUpdate('global', 'pdf')).upToDate).toBe(true);

    const files = repoFiles();
    const md = new TextDecoder().decode(files.get('skills/pdf/SKILL.md'));
    files.set('skills/pdf/SKILL.md', enc.encode(md.replace('# pdf', '# pdf\n\nAlways keep the original file.')));
    files.set('skills/pdf/reference/new-notes.md', enc.encode('# New notes\n'));
    files.delete('skills/pdf/forms.md');
    fake.state.repos = { 'anthropics/skills': { main: files } };

    const update = await s.checkUpdate('global', 'pdf');
    expect(update.issues).toEqual([]);
    expect(update.upToDate).toBe(false);
    expect(update.changes.map((c) => [c.path, c.status])).toEqual([
      ['SKILL.md', 'changed'],
      ['forms.md', 'removed'],
      ['reference/new-notes.md', 'added'],
    ]);
    const added = update.changes[0]!.hunks!.flat()
      .filter((l) => l.kind === 'add')
      .map((l) => l.text);
    expect(added.sort()).toEqual(['', 'Always keep the original file.']);
    expect(update.changes[0]!.hunks!.flat().some((l) => l.kind === 'del')).toBe(false);
    // Not replaced yet.
    expect((await s.readSkill('global', 'pdf'))!.hash).toBe(before.hash);
    expect((await s.applyUpdate(update.token!)).ok).toBe(true);
    const after = (await s.readSkill('global', 'pdf'))!;
    expect(after.files.map((f) => f.path)).toContain('reference/new-notes.md');
    expect(after.files.map((f) => f.path)).not.toContain('forms.md');
    expect((await s.checkUpdate('global', 'pdf')).upToDate).toBe(true);
  });
});

describe('refusals: a clear message, nothing stored', () => {
  async function refused(url: string, s = service()) {
    const p = await s.previewUrl(url, 'global');
    expect(p.token).toBeUndefined();
    await s.refresh();
    expect(s.inventory.value).toEqual([]);
    return p.issues;
  }

  it('404: no such repository or folder', async () => {
    const a = await refused('https://github.com/anthropics/nope/tree/main/skills/pdf');
    expect(a.map((i) => i.rule)).toEqual(['url-not-found']);
    expect(a[0]!.message).toContain('GitHub has no such repository, branch or folder');
    expect(a[0]!.message).toContain('Install .zip…');
    const b = await refused('https://github.com/anthropics/skills/tree/main/skills/nothing-here');
    expect(b[0]!.message).toBe('There is no folder “skills/nothing-here” in anthropics/skills at main.');
  });

  it('rate limit: 403 with X-RateLimit-Remaining 0, and 429', async () => {
    fake.state.apiBudget = 0;
    const a = await refused(PDF);
    expect(a.map((i) => i.rule)).toEqual(['url-rate-limit']);
    expect(a[0]!.message).toMatch(
      /GitHub's limit for requests without an account is used up \(60 an hour\)\. It resets at .+\. Try again later, or download the skill as a \.zip/,
    );
    expect(fake.requests.filter((r) => r.path.startsWith('/raw/'))).toEqual([]);
    fake.state.rateStatus = 429;
    expect((await refused(PDF)).map((i) => i.rule)).toEqual(['url-rate-limit']);
  });

  it('a host that cannot be read (CORS refusal or unreachable)', async () => {
    const a = await refused(PDF, service({ githubApi: 'http://127.0.0.1:1', githubRaw: fake.raw }));
    expect(a.map((i) => i.rule)).toEqual(['url-cors']);
    expect(a[0]!.message).toBe(
      '127.0.0.1:1 could not be reached, or it does not allow this page to read it (CORS). Download the skill as a .zip and install it with “Install .zip…” instead.',
    );
  });

  it('oversize: refused from the listing before any file is fetched', async () => {
    const files = repoFiles();
    files.set('skills/pdf/assets/huge.bin', new Uint8Array(4 * 1024 * 1024 + 1));
    for (let i = 0; i < 100; i++) files.set(`skills/docx/extra/f${i}.md`, enc.encode('x'));
    fake.state.repos = { 'anthropics/skills': { main: files } };
    const a = await refused(PDF);
    expect(a.map((i) => i.message)).toEqual(['pdf/assets/huge.bin: the file is 4.0 MB; at most 4 MB per file']);
    const b = await refused('https://github.com/anthropics/skills/tree/main/skills/docx');
    expect(b.map((i) => i.rule)).toEqual(['too-many-files']);
    expect(fake.requests.filter((r) => r.path.startsWith('/raw/'))).toEqual([]);
  });

  it('a listing GitHub had to truncate', async () => {
    fake.state.truncated = true;
    expect((await refused(PDF)).map((i) => i.rule)).toEqual(['url-truncated']);
  });
});

describe('raw SKILL.md and zip URLs', () => {
  it('a raw SKILL.md installs as one skill; a zip URL as its skills; both record their source', async () => {
    const s = service();
    const md = await s.previewUrl(`${fake.raw}/anthropics/skills/main/template-skill/SKILL.md`, 'global');
    expect(md.skills.map((x) => x.name)).toEqual(['template-skill']);
    expect(md.source).toMatchObject({ kind: 'skill-md' });
    fake.state.files = { 'voice.zip': zipSync({ 'voice/SKILL.md': strToU8('---\nname: voice\ndescription: Keeps voices apart.\n---\n# Voice\n') }) };
    const zip = await s.previewUrl(`${fake.url}/files/voice.zip`, 'global');
    expect(zip.skills.map((x) => x.name)).toEqual(['voice']);
    expect((await s.installPreview(zip.token!)).installed).toEqual(['voice']);
    expect((await s.readSkill('global', 'voice'))!.source).toMatchObject({ kind: 'zip', url: `${fake.url}/files/voice.zip` });
    expect((await s.checkUpdate('global', 'voice')).upToDate).toBe(true);
    const gone = await s.previewUrl(`${fake.url}/files/missing.zip`, 'global');
    expect(gone.issues.map((i) => i.rule)).toEqual(['url-not-found']);
  });
});
