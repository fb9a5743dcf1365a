// Profile files that would hurt every later load: nested 10,000 deep, a team of 1,000, megabytes of
// unknown fields. Each is refused (or slimmed) with a message, and nothing else changes.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { exportProfile } from '../../core/profiles/envelope.ts';
import { defaultProfile } from '../../core/profiles/parse.ts';
import { openStorage } from '../../storage/index.ts';
import { ProfilesService } from './profiles-service.ts';
import { hashSkill } from '../skills/skill-hash.ts';

let n = 0;
async function service() {
  const storage = openStorage({ hashSkill, prefix: `guard-${++n}-` });
  const s = new ProfilesService({ profiles: storage.profiles, settings: storage.settings, writeCardExtension: async () => {}, saveAs: () => {} });
  await s.load();
  return s;
}
const fileOf = (profile: unknown) => JSON.stringify(exportProfile('director', 'Big', profile as never));

describe('profile import limits', () => {
  test('M2: a profile nested 10,000 levels deep says "nested too deeply" and changes nothing', async () => {
    const s = await service();
    const before = JSON.stringify(s.libraries.value);
    const deep = `{"format":"troupe_profile_director_v1","mode":"director","profile":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const r = await s.importFile(deep);
    expect(r).toEqual({
      ok: false,
      error: 'The file is nested too deeply (more than 100 levels of objects and lists); no real profile is, so nothing was imported.',
    });
    expect(JSON.stringify(s.libraries.value)).toBe(before);
  });

  test('R1: a team of 1,000 sub-agents is refused with the limit named', async () => {
    const s = await service();
    const base = defaultProfile('director');
    const subAgents = Array.from({ length: 1000 }, (_, i) => ({ ...base.subAgents[0], id: `agent_${i}` }));
    const before = s.library('director').presets.length;
    const r = await s.importFile(fileOf({ ...base, subAgents }));
    expect(r).toEqual({ ok: false, error: 'The profile has 1,000 sub-agents; at most 64 are allowed. Nothing was imported.' });
    expect(s.library('director').presets).toHaveLength(before);
  });

  test('R1: a huge unknown field is not kept; the import says so and the rest is imported', async () => {
    const s = await service();
    const base = defaultProfile('director');
    const r = await s.importFile(
      fileOf({
        ...base,
        junk: 'x'.repeat(2 * 1024 * 1024),
        note: 'small unknown fields stay',
        subAgents: [{ ...base.subAgents[0], blob: 'y'.repeat(100_000) }],
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.filter((w) => w.code === 'dropped').map((w) => `${w.path}: ${w.message}`)).toEqual([
      'junk: an unknown field of 2048 KB was not kept.',
      'subAgents[0].blob: an unknown field of 98 KB was not kept.',
    ]);
    const stored = s.library('director').presets.at(-1)!.profile as Record<string, unknown>;
    expect(stored.junk).toBeUndefined();
    expect(stored.note).toBe('small unknown fields stay');
    expect(JSON.stringify(stored).length).toBeLessThan(200_000);
  });
});
