// An update's shipped content reaches an existing install once: new presets appended (never active),
// new bundled skills installed; nothing the user deleted comes back, nothing of theirs is replaced.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { shippedProfile } from '../../core/profiles/shipped.ts';
import { openStorage } from '../../storage/index.ts';
import { SETTINGS_KEY } from '../../ports/boot-settings.ts';
import { createBundledSkills } from './bundled.ts';
import { ProfilesService } from '../profiles/profiles-service.ts';
import { FIRST_RELEASE_SKILLS, installShippedSkills, shippedNotice } from './shipped-updates.ts';
import { hashSkill } from './skill-hash.ts';
import { SkillsService } from './skills-service.ts';

let n = 0;
const md = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\n\nBody.\n`;
const NAMES = [...FIRST_RELEASE_SKILLS, 'director-memory-scout-method-en', 'director-zh-style-baseline'];

function setup() {
  const storage = openStorage({ hashSkill, prefix: `app-shipped-${n++}-` });
  /** The app of a version that bundles `names`. */
  const make = (names = NAMES) => ({
    profiles: new ProfilesService({ profiles: storage.profiles, settings: storage.settings, writeCardExtension: async () => {}, saveAs: () => {} }),
    skills: new SkillsService({
      repo: storage.skills,
      bundled: createBundledSkills(names.map((name) => ({ skill: name, path: 'SKILL.md', text: md(name, `Shipped ${name}.`) }))),
      saveAs: () => {},
    }),
  });
  return { storage, make };
}

/** What the first release stored: one English "Default" per mode, the two bundled skills, no record of what was offered. */
async function firstRelease(storage: ReturnType<typeof openStorage>, skills: SkillsService) {
  await storage.profiles.set('director', {
    activePresetId: 'default',
    presets: [{ id: 'default', name: 'Default', profile: shippedProfile('director', { lang: 'en' }) }],
  });
  await storage.settings.set(SETTINGS_KEY, { enabled: true, mode: 'director', consentedCards: [], declinedCards: [], bundledFilled: true });
  await skills.installBundled(FIRST_RELEASE_SKILLS);
}

const ids = (p: ProfilesService) => p.library('director').presets.map((x) => x.id);

describe('an update of the shipped content', () => {
  it('adds the presets and skills an install from the first release never had, once, and keeps its active preset', async () => {
    const { storage, make } = setup();
    const a = make();
    await firstRelease(storage, a.skills);
    await a.profiles.load();
    expect(ids(a.profiles)).toEqual(['default', 'default-full', 'default-zh', 'default-zh-full']);
    expect(a.profiles.library('director').activePresetId).toBe('default');
    expect(a.profiles.shippedAdded.value).toEqual([
      { mode: 'director', names: ['Default (memory + search)', '默认（无记忆、无搜索）', '默认（记忆 + 搜索）'] },
    ]);
    // Capsule modes had no stored library: a first start of those, nothing "added".
    expect(a.profiles.library('loop').presets.map((x) => x.id)).toEqual(['default', 'default-zh']);
    const installed = await installShippedSkills(a.skills, a.profiles, NAMES);
    expect(installed).toEqual(['director-memory-scout-method-en', 'director-zh-style-baseline']);
    expect(a.skills.inventory.value.map((s) => s.name).sort()).toEqual([...NAMES].sort());

    // The user deletes one of each; the next start brings neither back.
    await a.profiles.deletePreset('director', 'default-zh');
    await a.skills.remove('global', 'director-zh-style-baseline');
    const b = make();
    await b.profiles.load();
    await b.skills.refresh();
    expect(ids(b.profiles)).toEqual(['default', 'default-full', 'default-zh-full']);
    expect(b.profiles.shippedAdded.value).toEqual([]);
    expect(await installShippedSkills(b.skills, b.profiles, NAMES)).toEqual([]);
    expect(b.skills.inventory.value.map((s) => s.name)).not.toContain('director-zh-style-baseline');
  });

  it('a later update adds only what is new since the record, keeps a user skill of the same name, and numbers a taken preset name', async () => {
    const { storage, make } = setup();
    const a = make(FIRST_RELEASE_SKILLS);
    await a.profiles.load(); // a first start of a version that bundled two skills: both offered and recorded
    await installShippedSkills(a.skills, a.profiles, FIRST_RELEASE_SKILLS);
    expect(a.profiles.settings.value.shippedSkills).toEqual(FIRST_RELEASE_SKILLS);
    expect((await a.skills.create({ scope: 'global', name: 'director-memory-scout-method-en', description: 'My own.' })).ok).toBe(true);
    const b = make();
    await b.profiles.load();
    await b.skills.refresh();
    expect(await installShippedSkills(b.skills, b.profiles, NAMES)).toEqual(['director-zh-style-baseline']);
    expect((await b.skills.readSkill('global', 'director-memory-scout-method-en'))!.manifest.description).toBe('My own.');

    // A library recorded before "default-full" shipped, with a preset of the user's that has its name.
    await storage.profiles.set('director', {
      activePresetId: 'mine',
      presets: [{ id: 'mine', name: 'Default (memory + search)', profile: shippedProfile('director', { lang: 'en' }) }],
    });
    await storage.settings.set(SETTINGS_KEY, {
      ...b.profiles.settings.value,
      shippedPresets: { ...b.profiles.settings.value.shippedPresets, director: ['default', 'default-zh', 'default-zh-full'] },
    });
    const c = make();
    await c.profiles.load();
    expect(c.profiles.library('director').presets.map((p) => [p.id, p.name])).toEqual([
      ['mine', 'Default (memory + search)'],
      ['default-full', 'Default (memory + search) (2)'],
    ]);
    expect(c.profiles.settings.value.shippedPresets.director).toEqual(['default', 'default-zh', 'default-zh-full', 'default-full']);
  });

  it('says once what came, in the presets’ language', () => {
    expect(shippedNotice([], [], 'en-US')).toBeNull();
    expect(shippedNotice([{ mode: 'director', names: ['Default (memory + search)'] }], ['a', 'b'], 'en-US')).toBe(
      'This Troupe update added new presets (director: Default (memory + search)) and 2 new skills. Pick them in the panel; your own presets and skills were not changed.',
    );
    expect(shippedNotice([], ['a'], 'zh-CN')).toBe('Troupe 更新新增：技能 1 个。可在面板中选用；你原有的预设和技能都没有改动。');
    expect(shippedNotice([], ['a'], 'zh-tw')).toBe('Troupe 更新新增：技能 1 個。可在面板中選用；你原有的預設集和技能都沒有改動。');
  });
});
