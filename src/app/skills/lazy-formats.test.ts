// The parts the skills, packages and profiles services load on first use (the skill formats, the
// package formats, a bound package's skills, the profile files, the sandbox runner): when one cannot
// be loaded, each action says which file and that nothing was changed — and nothing was.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import { packageTree } from '../../../test/fixtures/skills/packages.ts';
import { exportProfileFile } from '../../core/profiles/envelope.ts';
import { defaultProfile } from '../../core/profiles/parse.ts';
import { parseSkill } from '../../core/skills/parse.ts';
import type { CharacterCard, GenerationTurn } from '../../ports/host.ts';
import { openStorage } from '../../storage/index.ts';
import { createApp } from '../app.ts';
import { createBundledSkills } from './bundled.ts';
import { ChatPackages, chatPackageKey } from '../packages/chat-package.ts';
import { lazySandbox } from '../tools/hand-written-tools.ts';
import { lazyPart, type LazyPart } from '../../ports/lazy-part.ts';
import { PackagesService } from '../packages/packages-service.ts';
import { ProfilesService } from '../profiles/profiles-service.ts';
import { hashSkill } from './skill-hash.ts';
import { SkillsService } from './skills-service.ts';

const DIST = '/scripts/extensions/third-party/troupe/dist';
/** A part whose chunk answers 404 (a half-updated install); `recover()` makes the next load succeed with `module`. */
function missing<M>(chunk: string, module?: () => Promise<M>) {
  let ok = false;
  const importer = new Function('real', `return () => (this.ok ? real() : import("./${chunk}"))`).call(
    {
      get ok() {
        return ok;
      },
    },
    module,
  ) as () => Promise<M>;
  const part: LazyPart<M> = lazyPart(`http://127.0.0.1:8000${DIST}/chunks/extension-app.js`, importer, {
    fetch: async () => ({ ok: false, status: 404, text: async () => '' }),
  });
  return { part, recover: () => void (ok = true), file: `${DIST}/chunks/${chunk}` };
}

let n = 0;
const md = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\n\nBody.\n`;
const file = (name: string, content: string, rel?: string) => {
  const f = new File([content], name);
  if (rel) Object.defineProperty(f, 'webkitRelativePath', { value: rel });
  return f;
};
const said = (file: string) =>
  expect.stringMatching(
    new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} could not be loaded \\(HTTP 404\\)\\. Nothing was changed; reload the page`),
  );

describe('the skill formats part cannot be loaded', () => {
  function setup() {
    const storage = openStorage({ hashSkill, prefix: `lazy-skills-${n++}-` });
    const formats = missing('skill-formats.js', () => import('./skill-formats.ts'));
    const saved: string[] = [];
    const service = new SkillsService({
      repo: storage.skills,
      bundled: createBundledSkills([{ skill: 'shipped', path: 'SKILL.md', text: md('shipped', 'Shipped.') }], formats.part),
      saveAs: (name) => void saved.push(name),
      formats: formats.part,
    });
    return { storage, service, saved, formats };
  }

  it('installing, creating, editing, exporting and URL install say so and change nothing; the next use loads it', async () => {
    const { storage, service, saved, formats } = setup();
    // A skill installed earlier (stored with its parsed manifest): reading and listing it needs no formats.
    await storage.skills.install([parseSkill([{ path: 'SKILL.md', text: md('tidy', 'Keeps prose tidy.') }], { folderName: 'tidy' }).skill!], {
      scope: 'global',
      onConflict: 'replace',
    });
    await service.refresh();
    expect((await service.load(service.inventory.value)).map((s) => s.name)).toEqual(['tidy']);

    const installed = await service.installFiles({ kind: 'folder', files: [file('SKILL.md', md('new-one', 'New.'), 'new-one/SKILL.md')] }, 'global');
    expect(installed.issues).toEqual([{ file: formats.file, rule: 'error', message: said(formats.file) }]);
    const created = await service.create({ name: 'fresh', description: 'Fresh.', scope: 'global' });
    expect(created).toMatchObject({ ok: false, issues: [{ message: said(formats.file) }] });
    const edited = await service.saveFile('global', 'tidy', 'SKILL.md', md('tidy', 'Changed.'));
    expect(edited).toMatchObject({ ok: false, issues: [{ message: said(formats.file) }] });
    expect(await service.validateFile('global', 'tidy', 'SKILL.md', md('tidy', 'Changed.'))).toEqual([
      { file: formats.file, rule: 'error', message: said(formats.file) },
    ]);
    expect(await service.exportZip('global', 'tidy')).toMatchObject({ ok: false, issues: [{ message: said(formats.file) }] });
    expect((await service.previewUrl('https://github.com/a/b/tree/main/skill', 'global')).issues).toEqual([
      { file: formats.file, rule: 'error', message: said(formats.file) },
    ]);
    expect((await service.checkUpdate('global', 'tidy')).issues[0]!.message).toEqual(said(formats.file));
    expect(await service.rename('global', 'tidy', 'neat')).toMatchObject({ ok: false });
    expect(await service.importBundled({ overwriteEdited: false })).toMatchObject({ ok: false, issues: [{ message: expect.stringContaining(formats.file) }] });
    const embedded = await service.installEmbedded(
      [{ name: 'carried', files: [{ path: 'SKILL.md', text: md('carried', 'Carried.') }] }],
      'character:a.png',
      'keep',
    );
    expect(embedded.issues).toEqual([{ file: formats.file, rule: 'error', message: said(formats.file) }]);
    expect(
      (await service.readEmbedded([{ name: 'carried', files: [{ path: 'SKILL.md', text: md('carried', 'Carried.') }] }], 'global'))[0]!.issues[0]!.message,
    ).toEqual(said(formats.file));

    // Nothing was written or handed out; the stored skill is as it was.
    await service.refresh();
    expect(service.inventory.value.map((s) => [s.scope, s.name, s.description])).toEqual([['global', 'tidy', 'Keeps prose tidy.']]);
    expect(saved).toEqual([]);
    // A rename decision needs the formats too; plain installs of validated skills do not.
    const valid = parseSkill([{ path: 'SKILL.md', text: md('other', 'Other.') }], { folderName: 'other' }).skill!;
    expect((await service.installSkills([valid], 'global', { other: { action: 'rename', newName: 'renamed' } })).issues[0]!.message).toEqual(
      said(formats.file),
    );
    expect((await service.installSkills([valid], 'global')).installed).toEqual(['other']);

    formats.recover();
    expect(await service.create({ name: 'fresh', description: 'Fresh.', scope: 'global' })).toEqual({ ok: true });
    expect((await service.exportZip('global', 'tidy')).ok).toBe(true);
    expect(saved).toEqual(['tidy.zip']);
    expect(await service.installBundled()).toEqual(['shipped']);
  });

  it('the shipped skills cannot be read either: the first start fails with the file named, and installs nothing', async () => {
    const { service } = setup();
    await expect(service.installBundled()).rejects.toMatchObject({ name: 'PartLoadError', file: `${DIST}/chunks/skill-formats.js` });
    await service.refresh();
    expect(service.inventory.value).toEqual([]);
  });
});

describe('the package formats part cannot be loaded', () => {
  it('installing, exporting, reading a package skill and the shipped packages say so and change nothing', async () => {
    const storage = openStorage({ hashSkill, prefix: `lazy-pkg-${n++}-` });
    const formats = missing('package-formats.js', () => import('../packages/package-formats.ts'));
    const saved: string[] = [];
    const service = new PackagesService({
      repo: storage.packages,
      bundledRows: packageTree({ name: 'shipped' }).map((f) => ({ path: f.path, text: f.text })),
      saveAs: (name) => void saved.push(name),
      defaultPackage: () => '',
      setDefaultPackage: async () => {},
      formats: formats.part,
    });
    const tree = packageTree({ name: 'tale', workers: [{ id: 'outline' }] });
    const r = await service.installFiles({ kind: 'folder', files: tree.map((f) => file(f.path.split('/').pop()!, f.text!, f.path)) });
    expect(r.issues).toEqual([{ file: formats.file, rule: 'error', message: said(formats.file) }]);
    expect((await service.installBundled()).issues[0]!.message).toEqual(said(formats.file));
    await service.refresh();
    expect(service.list.value).toEqual([]);

    formats.recover();
    expect((await service.installBundled()).installed).toEqual(['shipped']);
    expect((await service.exportZip('shipped')).ok).toBe(true);
    expect(saved).toEqual(['shipped.zip']);
    expect((await service.readSkill('shipped', 'shipped'))?.name).toBe('shipped');
  });
});

describe('a bound package’s skills cannot be loaded', () => {
  it('the turn fails saying so (the host shows it; the reply is the host’s own) and the first answer is not stored', async () => {
    const host = memoryHost(fakeModel(() => ({ text: 'ok' })));
    const app = createApp({ host, prefix: `lazy-bound-${n++}-` });
    await app.ready;
    const skills = missing<typeof import('../packages/package-skills.ts')>('package-skills.js', () => import('../packages/package-skills.ts'));
    const chat = new ChatPackages({ host, settings: app.storage.settings, packages: app.packages, profiles: app.profiles, skills: skills.part });
    await app.storage.settings.set(chatPackageKey('bound-1'), { package: 'story-compass', startedAt: 1 });
    const turn = {
      type: 'normal',
      chat: { chatId: 'bound-1' },
      story: { background: [], lore: [], history: [], after: [] },
      lastUser: { index: 0, text: 'A courier story.' },
      signal: new AbortController().signal,
    } as unknown as GenerationTurn;
    await expect(chat.boundTurn(turn)).rejects.toThrow(`${skills.file} could not be loaded (HTTP 404). Troupe did not run for this reply`);
    expect(await app.storage.settings.get(chatPackageKey('bound-1'))).toEqual({ package: 'story-compass', startedAt: 1 });

    skills.recover();
    const bound = await chat.boundTurn(turn);
    expect(bound?.skills.map((s) => s.name)).toContain('story-compass');
  });
});

describe('the profile files part cannot be loaded', () => {
  const lukerCard = (): CharacterCard =>
    ({
      key: 'luker.png',
      name: 'Luker',
      extensions: {
        luker: {
          embedded_skills_source: {
            version: 1,
            items: [{ bundleFormat: 'inline-files-v1', name: 'carried', files: [{ path: 'SKILL.md', encoding: 'utf8', content: md('carried', 'Carried.') }] }],
          },
        },
      },
    }) as unknown as CharacterCard;

  it('import and export say so and change nothing; a card with Luker’s skills asks once the part is there', async () => {
    const storage = openStorage({ hashSkill, prefix: `lazy-prof-${n++}-` });
    const files = missing<typeof import('../profiles/profile-files.ts')>('profile-files.js', () => import('../profiles/profile-files.ts'));
    const out: string[] = [];
    const profiles = new ProfilesService({
      profiles: storage.profiles,
      settings: storage.settings,
      writeCardExtension: async () => {},
      saveAs: (name) => void out.push(name),
      files: files.part,
    });
    await profiles.load();
    const presets = profiles.library('director').presets.map((p) => p.name);
    const file = exportProfileFile('director', 'Shared', defaultProfile('director')).text;
    expect(await profiles.importFile(file)).toEqual({ ok: false, error: said(files.file) });
    expect(profiles.library('director').presets.map((p) => p.name)).toEqual(presets);
    await expect(profiles.exportCurrent()).rejects.toMatchObject({ message: said(files.file) });
    await expect(profiles.exportActive('director')).rejects.toMatchObject({ message: said(files.file) });
    expect(out).toEqual([]);
    // A card whose only Troupe content is skills in Luker's container: not asked about until they can be read.
    const card = lukerCard();
    expect(profiles.needsConsent(card)).toBe(false);
    expect(profiles.cardSkills(card)).toBeUndefined();
    await expect(profiles.loadCardSkills(card)).rejects.toMatchObject({ message: said(files.file) });
    await expect(profiles.answerConsent(card, true)).rejects.toMatchObject({ message: said(files.file) });
    expect(profiles.settings.value.consentedCards).toEqual([]);
    // A turn does not load the part: the effective profile is read as before.
    expect(profiles.effective('director', card).source).not.toBe('character');

    files.recover();
    await profiles.loadCardSkills(card);
    expect(profiles.needsConsent(card)).toBe(true);
    expect(profiles.cardSkills(card)!.map((s) => s.name)).toEqual(['carried']);
    expect((await profiles.importFile(file)).ok).toBe(true);
  });
});

describe('the sandbox runner cannot be loaded', () => {
  it('a call is the `unavailable` failure naming the file; the next call tries again', async () => {
    const runner = missing<typeof import('../sandbox/sandbox-runner.ts')>('sandbox-runner.js');
    const load = vi.spyOn(runner.part, 'load');
    const sandbox = lazySandbox(runner.part);
    expect(await sandbox.run('return 1', {})).toEqual({
      ok: false,
      code: 'unavailable',
      error: `The sandbox could not start: ${runner.file} could not be loaded (HTTP 404).`,
    });
    await sandbox.run('return 1', {});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
