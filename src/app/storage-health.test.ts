// Damaged records of the app's own stores (skills, profiles, settings) and the Storage problems
// model: put aside unchanged, reported once, exported whole, never lost by the next save.
import 'fake-indexeddb/auto';
import { signal } from '@preact/signals';
import { createStore, entries, set } from 'idb-keyval';
import { describe, expect, test } from 'vitest';
import { openStorage } from '../storage/index.ts';
import { ProfilesService } from './profiles/profiles-service.ts';
import { hashSkill } from './skills/skill-hash.ts';
import { StorageHealth, type StorageProblem } from './storage-health.ts';
import { makeSkill } from '../storage/testing.ts';

let n = 0;
function setup() {
  const prefix = `health-${++n}-${Math.random().toString(36).slice(2, 6)}-`;
  const storage = openStorage({ hashSkill, prefix });
  const files: { name: string; text: string }[] = [];
  const health = new StorageHealth({ quarantine: storage.quarantine, prefix, saveAs: (name, text) => void files.push({ name, text }) });
  const profiles = () =>
    new ProfilesService({
      profiles: storage.profiles,
      settings: storage.settings,
      writeCardExtension: async () => {},
      saveAs: () => {},
      quarantine: storage.quarantine,
      report: (p) => health.report(p),
    });
  const raw = (kind: string) => createStore(`${prefix}${kind}`, 'keyval');
  return { prefix, storage, health, profiles, files, raw };
}

describe('the app stores', () => {
  test('C1: a skill summary of the wrong shape is rebuilt from its record; with a bad record too, both are put aside', async () => {
    const { storage, health, raw } = setup();
    await storage.skills.install([makeSkill('alpha'), makeSkill('beta'), makeSkill('gamma')], { scope: 'global', onConflict: 'ask' });
    await set('\u0000sum\u0000global\u0000alpha', 42, raw('skills'));
    await set('\u0000sum\u0000global\u0000beta', { name: 'beta', scope: 'global', tags: 'not a list' }, raw('skills'));
    await set('\u0000sum\u0000global\u0000gamma', { scope: 7 }, raw('skills'));
    await set('global\u0000gamma', { name: 'gamma', files: 'none' }, raw('skills'));
    await health.start();
    const list = await storage.skills.list();
    expect(list.map((s) => s.name)).toEqual(['alpha', 'beta']);
    expect(list.every((s) => Array.isArray(s.tags) && typeof s.scope === 'string')).toBe(true);
    const q = await storage.quarantine.list();
    expect(q.map((e) => [e.key, e.notice?.code]).sort()).toEqual([
      ['\\0sum\\0global\\0alpha', 'skills.summaryRebuilt'],
      ['\\0sum\\0global\\0beta', 'skills.summaryRebuilt'],
      ['\\0sum\\0global\\0gamma', 'skills.aside'],
      ['global\\0gamma', 'skills.aside'],
    ]);
    expect(q.find((e) => e.key === '\\0sum\\0global\\0alpha')!.raw).toBe(42);
    // Listing again finds nothing new: the damage is not reported twice.
    expect((await storage.skills.list()).map((s) => s.name)).toEqual(['alpha', 'beta']);
    expect(await storage.quarantine.list()).toHaveLength(4);
    await health.refresh();
    expect(health.problems.value.map((p) => p.summary.code).sort()).toEqual(['skills.aside', 'skills.aside', 'skills.summaryRebuilt', 'skills.summaryRebuilt']);
  });

  test('O1: a garbage settings record is put aside and reported, not silently reset', async () => {
    const { storage, health, profiles, raw } = setup();
    await set('app', { enabled: 'yes please', mode: 'loop', consentedCards: 5 }, raw('settings'));
    await health.start();
    const p = profiles();
    await p.load();
    expect(p.settings.value).toMatchObject({ enabled: false, mode: 'loop' });
    await health.refresh();
    expect(health.problems.value.map((x) => [x.summary.code, x.detail])).toEqual([['profiles.settings', expect.stringMatching(/^enabled: /)]]);
    expect((await storage.quarantine.list())[0]!.raw).toEqual({ enabled: 'yes please', mode: 'loop', consentedCards: 5 });
    // What could be read was written back, so the next load is clean.
    expect(await storage.settings.get('app')).toMatchObject({ enabled: false, mode: 'loop', consentedCards: [] });
  });

  test('C7: presets dropped by a repair are kept aside before the next Save writes over them', async () => {
    const { storage, health, profiles, raw } = setup();
    const good = { id: 'keep', name: 'Keep me', profile: {} };
    const bad = { id: 'lost', name: 'Broken preset', profile: 'not an object' };
    await set('director', { activePresetId: 'keep', presets: [good, bad] }, raw('profiles'));
    await health.start();
    const p = profiles();
    await p.load();
    expect(p.library('director').presets.map((x) => x.id)).toEqual(['keep']);
    expect(p.loadWarnings.value.join('\n')).toMatch(/preset "lost" dropped/);
    await p.save('director');
    await health.refresh();
    expect(health.problems.value.map((x) => x.summary.code)).toEqual(['profiles.library']);
    const q = await storage.quarantine.list();
    expect(JSON.stringify(q[0]!.raw)).toContain('Broken preset');
    expect(JSON.stringify(await storage.profiles.get('director'))).not.toContain('Broken preset');
  });
});

describe('StorageHealth', () => {
  test('dismiss marks entries as seen and keeps them; export carries every raw record, secrets never', async () => {
    const { storage, health, files, raw } = setup();
    await storage.secrets.setSecret('conn', 'sk-never-exported');
    await storage.quarantine.add({
      db: 'troupe-x',
      key: 'k',
      reason: 'bad',
      raw: { a: new Uint8Array([1, 2, 3]) },
      notice: { code: 'quarantined', params: { where: 'x' }, text: 'x' },
    });
    await health.start();
    expect(health.problems.value).toHaveLength(1);
    await health.dismiss();
    expect(health.problems.value).toEqual([]);
    expect((await storage.quarantine.list())[0]).toMatchObject({ raw: { a: new Uint8Array([1, 2, 3]) }, acknowledgedAt: expect.any(Number) });
    await health.exportRecords();
    const file = JSON.parse(files[0]!.text);
    expect(file.format).toBe('troupe-storage-problems');
    expect(file.quarantined[0].raw.a).toEqual({ bytesBase64: 'AQID' });
    expect(files[0]!.text).not.toContain('sk-never-exported');
    expect((await entries(raw('quarantine'))).filter(([k]) => k !== '\u0000meta')).toHaveLength(1);
  });

  test('a source adds its own problems and repairs; an unreadable database is exported raw', async () => {
    const { health, files } = setup();
    const problems = signal<readonly StorageProblem[]>([
      { id: 's1', where: 'troupe-standalone-settings', summary: { code: 'standalone.unreadable', text: 'x' }, unreadableDb: 'health-raw-db' },
    ]);
    await set('only', 'the raw value', createStore('health-raw-db', 'keyval'));
    health.addSource({ storageProblems: problems, repairStorage: async () => null });
    await health.start();
    expect(health.problems.value.map((p) => p.id)).toEqual(['s1']);
    await health.exportRecords();
    expect(JSON.parse(files[0]!.text).unreadable['health-raw-db']).toEqual([{ key: 'only', value: 'the raw value' }]);
  });
});
