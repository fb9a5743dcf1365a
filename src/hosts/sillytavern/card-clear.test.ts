// @vitest-environment happy-dom
// Save and clear a character-card override the way the panel does (ProfilesService over the SillyTavern
// host), against the stand-in's model of SillyTavern's server merge: a cleared card is as small as it
// was, on disk as in memory, and reads back as carrying no override.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { ProfilesService } from '../../app/profiles/profiles-service.ts';
import { hashSkill } from '../../app/skills/skill-hash.ts';
import { ABSENT_STRING } from './card-merge.ts';
import { openStorage } from '../../storage/index.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();
let n = 0;

async function world(extensions?: Record<string, unknown>) {
  const { st, host } = open();
  const key = host.currentCard()!.key;
  if (extensions) {
    // A card that arrives carrying another extension's data (here: the reference's override).
    await host.writeCardExtension(key, 'orchestrator', extensions.orchestrator);
  }
  const storage = openStorage({ hashSkill, prefix: `st-card-clear-${n++}-` });
  const profiles = new ProfilesService({
    profiles: storage.profiles,
    settings: storage.settings,
    writeCardExtension: (cardKey, value) => host.writeCardExtension(cardKey, 'troupe', value),
    saveAs: () => {},
  });
  await profiles.load();
  const disk = () => st.serverCard(key)!;
  return { st, host, key, profiles, disk, size: () => JSON.stringify(disk()).length };
}

describe('clearing a character-card override', () => {
  test('save director, then clear it: the card has no troupe data left (a short tombstone at most), on disk and in memory', async () => {
    const { host, profiles, disk, size } = await world();
    const before = size();
    await profiles.saveOverride(host.currentCard()!, 'director');
    expect(size()).toBeGreaterThan(before + 2000);
    expect(profiles.overrideModes(host.currentCard())).toEqual(['director']);

    await profiles.clearOverride(host.currentCard()!, 'director');
    const stored = disk().data?.extensions?.troupe;
    expect(stored === undefined || stored === ABSENT_STRING).toBe(true);
    expect(size()).toBeLessThanOrEqual(before + `,"troupe":"${ABSENT_STRING}"`.length);
    expect(host.currentCard()!.extensions).not.toHaveProperty('troupe');
    expect(profiles.overrideModes(host.currentCard())).toEqual([]);
    expect(profiles.effective('director', host.currentCard()).source).not.toBe('character');
  });

  test('several modes saved, each cleared: the card shrinks back; saving again afterwards works on disk', async () => {
    const { st, host, profiles, disk, size } = await world();
    const before = size();
    for (const mode of ['director', 'loop', 'agenda', 'spec'] as const) await profiles.saveOverride(host.currentCard()!, mode);
    expect(size()).toBeGreaterThan(before + 10_000);

    await profiles.clearOverride(host.currentCard()!, 'director');
    // The modes still saved, and nothing of the cleared one (no per-key tombstones).
    const afterOne = JSON.stringify(disk().data?.extensions?.troupe);
    expect(afterOne).not.toContain('__troupe_absent__');
    const saved = disk().data?.extensions?.troupe as { overrides: object } | undefined;
    expect(Object.keys(saved?.overrides ?? {}).sort()).toEqual(['agenda', 'loop', 'spec']);
    for (const mode of ['loop', 'agenda', 'spec'] as const) await profiles.clearOverride(host.currentCard()!, mode);
    expect(size()).toBeLessThanOrEqual(before + `,"troupe":"${ABSENT_STRING}"`.length);

    // Saved again over the tombstone: the disk holds the whole override, read back after a reload.
    profiles.setDraft('loop', { ...profiles.drafts.value.loop, maxRounds: 7 });
    await profiles.saveOverride(host.currentCard()!, 'loop');
    st.reloadCharactersFromServer();
    expect(profiles.overrideModes(host.currentCard())).toEqual(['loop']);
    expect(disk().data?.extensions?.troupe).toEqual(host.currentCard()!.extensions.troupe);
    expect((host.currentCard()!.extensions.troupe as { overrides: { loop: { maxRounds: number } } }).overrides.loop.maxRounds).toBe(7);
  });

  test('a card that also carries the reference’s override keeps only a small null entry that hides it', async () => {
    const orchestrator = { override: { director: { enabled: true, maxRounds: 4 } } };
    const { host, profiles, disk } = await world({ orchestrator });
    expect(profiles.overrideModes(host.currentCard())).toEqual(['director']);
    await profiles.saveOverride(host.currentCard()!, 'director');
    await profiles.clearOverride(host.currentCard()!, 'director');
    expect(host.currentCard()!.extensions.troupe).toEqual({ version: 1, overrides: { director: null } });
    expect(JSON.stringify(disk().data?.extensions?.troupe).length).toBeLessThan(80);
    expect(profiles.overrideModes(host.currentCard())).toEqual([]);
    expect(disk().data?.extensions?.orchestrator).toEqual(orchestrator);
  });
});
