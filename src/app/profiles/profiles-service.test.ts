import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { exportProfile } from '../../core/profiles/envelope.ts';
import { defaultProfile } from '../../core/profiles/parse.ts';
import { saveOverride } from '../../core/profiles/card.ts';
import type { CharacterCard } from '../../ports/host.ts';
import { openStorage } from '../../storage/index.ts';
import { ProfilesService } from './profiles-service.ts';
import { readSwitch, RUNS_FOR_FIELD, SETTINGS_KEY } from '../../ports/boot-settings.ts';
import { CAPSULE_GENERATION_TYPES, DIRECTOR_GENERATION_TYPES } from '../../core/engines/runtime/generation.ts';
import { hashSkill } from '../skills/skill-hash.ts';

let n = 0;
function setup() {
  const storage = openStorage({ hashSkill, prefix: `app-prof-${n++}-` });
  const written: { key: string; value: unknown }[] = [];
  const files: { name: string; text: string }[] = [];
  const make = () =>
    new ProfilesService({
      profiles: storage.profiles,
      settings: storage.settings,
      writeCardExtension: async (key, value) => void written.push({ key, value }),
      saveAs: (name, text) => void files.push({ name, text }),
    });
  return { storage, make, written, files };
}

describe('ProfilesService', () => {
  it('persists settings and preset edits across a reload; unsaved drafts are not persisted', async () => {
    const { make } = setup();
    const a = make();
    await a.load();
    await a.setEnabled(true);
    await a.setMode('loop');
    const loop = a.drafts.value.loop;
    a.setDraft('loop', { ...loop, maxRounds: 7 });
    expect(a.dirty.value).toBe(true);
    await a.save();
    expect(a.dirty.value).toBe(false);
    a.setDraft('loop', { ...a.drafts.value.loop, maxRounds: 9 });
    const b = make();
    await b.load();
    expect(b.settings.value).toMatchObject({ enabled: true, mode: 'loop' });
    expect(b.drafts.value.loop.maxRounds).toBe(7);
  });

  it("keeps beside the settings the generation types their mode runs for (SillyTavern's boot gate reads them without the schemas)", async () => {
    const { make, storage } = setup();
    // A record from before the field: the first load adds it.
    await storage.settings.set(SETTINGS_KEY, { enabled: true, mode: 'director' });
    const a = make();
    await a.load();
    expect(((await storage.settings.get(SETTINGS_KEY)) as Record<string, unknown>)[RUNS_FOR_FIELD]).toEqual([...DIRECTOR_GENERATION_TYPES]);
    await a.setMode('loop');
    expect(readSwitch(await storage.settings.get(SETTINGS_KEY)).runsFor).toEqual([...CAPSULE_GENERATION_TYPES]);
    // …and the settings read back are the same settings.
    const b = make();
    await b.load();
    expect(b.settings.value).toEqual(a.settings.value);
  });

  it('each mode keeps its own presets and policy', async () => {
    const { make } = setup();
    const s = make();
    await s.load();
    await s.newPreset('director', 'Noir');
    const d = s.drafts.value.director;
    s.setDraft('director', { ...d, skills: { visible: ['a'], deny: [] } });
    await s.save('director');
    await s.setMode('spec');
    expect(s.drafts.value.spec.skills).not.toEqual({ visible: ['a'], deny: [] });
    await s.setMode('director');
    expect(s.drafts.value.director.skills).toEqual({ visible: ['a'], deny: [] });
    expect(s.library('director').presets.map((p) => p.name)).toEqual([
      'Default (no memory, no search)',
      'Default (memory + search)',
      '默认（无记忆、无搜索）',
      '默认（记忆 + 搜索）',
      'Noir',
    ]);
  });

  it('deleting a preset returns its skill scope', async () => {
    const { make } = setup();
    const s = make();
    await s.load();
    await s.newPreset('agenda', 'Temp');
    const id = s.library('agenda').activePresetId;
    expect(await s.deletePreset('agenda', id)).toBe(`preset:agenda/${id}`);
    expect(s.library('agenda').presets.some((p) => p.id === id)).toBe(false);
  });

  it('imports an exported file as a new preset; a file of another mode changes nothing', async () => {
    const { make } = setup();
    const s = make();
    await s.load();
    const file = JSON.stringify(exportProfile('director', 'Shared', { ...defaultProfile('director'), maxRounds: 11 }));
    const ok = await s.importFile(file);
    expect(ok.ok).toBe(true);
    expect(s.drafts.value.director.maxRounds).toBe(11);
    await s.setMode('loop');
    const before = s.library('loop');
    const bad = await s.importFile(file);
    expect(bad).toEqual({ ok: false, error: 'Imported file does not match the current mode.' });
    expect(s.library('loop')).toBe(before);
    const malformed = await s.importFile('{not json');
    expect(malformed.ok).toBe(false);
  });

  it('an import under a name the mode already has is stored as “name (2)”, never a second “name”', async () => {
    const { make } = setup();
    const s = make();
    await s.load();
    const file = JSON.stringify(exportProfile('director', 'Shared', defaultProfile('director')));
    expect(await s.importFile(file)).toMatchObject({ ok: true, savedAs: 'Shared' });
    expect(await s.importFile(file)).toMatchObject({ ok: true, savedAs: 'Shared (2)' });
    expect(await s.importFile(file)).toMatchObject({ ok: true, savedAs: 'Shared (3)' });
    const names = s.library('director').presets.map((p) => p.name);
    expect(names.filter((n) => n.startsWith('Shared'))).toEqual(['Shared', 'Shared (2)', 'Shared (3)']);
    expect(new Set(names).size).toBe(names.length);
  });

  it('export writes the draft without secrets', async () => {
    const { make, files } = setup();
    const s = make();
    await s.load();
    s.setDraft('director', { ...s.drafts.value.director, apiKey: 'sk-live-abcdefghijklmnopqrstuvwxyz' } as never);
    await s.exportCurrent();
    expect(files[0]!.name).toMatch(/^troupe-director-/);
    expect(files[0]!.text).not.toContain('sk-live');
    expect(JSON.parse(files[0]!.text).format).toBe('luker_orchestrator_profile_v3');
  });

  it('card override: saved through the host, wins over the preset, cleared again', async () => {
    const { make, written } = setup();
    const s = make();
    await s.load();
    let card: CharacterCard = { key: 'alice.png', name: 'Alice', extensions: {} };
    s.setDraft('director', { ...s.drafts.value.director, maxRounds: 3 });
    await s.saveOverride(card);
    expect(written[0]!.key).toBe('alice.png');
    card = { ...card, extensions: { troupe: written[0]!.value } };
    s.revert('director');
    expect(s.effective('director', card)).toMatchObject({ source: 'character' });
    expect((s.effective('director', card).profile as { maxRounds: number }).maxRounds).toBe(3);
    expect(s.overrideModes(card)).toEqual(['director']);
    await s.clearOverride(card);
    card = { ...card, extensions: { troupe: written[1]!.value } };
    expect(s.effective('director', card).source).toBe('preset');
  });

  it("a foreign card's override needs consent before it is used", async () => {
    const { make } = setup();
    const s = make();
    await s.load();
    const ext = saveOverride(undefined, 'director', { ...defaultProfile('director'), maxRounds: 5 });
    const card: CharacterCard = { key: 'bob.png', name: 'Bob', extensions: { troupe: ext } };
    expect(s.needsConsent(card)).toBe(true);
    expect(s.effective('director', card).source).toBe('preset');
    await s.answerConsent(card, true);
    expect(s.needsConsent(card)).toBe(false);
    expect(s.effective('director', card).source).toBe('character');
  });
});

describe('ProfilesService, card skills', () => {
  it('saving an override also carries the given character skills in the card', async () => {
    const { make, written } = setup();
    const s = make();
    await s.load();
    const card: CharacterCard = { key: 'carol.png', name: 'Carol', extensions: {} };
    await s.saveOverride(card, 'director', [{ name: 'carol-voice', files: [{ path: 'SKILL.md', text: '---\nname: carol-voice\ndescription: d\n---\n' }] }]);
    const ext = written[0]!.value as { overrides: Record<string, unknown>; skills: { name: string }[] };
    expect(Object.keys(ext.overrides)).toEqual(['director']);
    expect(ext.skills.map((x) => x.name)).toEqual(['carol-voice']);
  });
});
