import { describe, expect, test } from 'vitest';
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import type { Skill, SkillSummary } from '../../core/skills/types.ts';
import { presetSkillHooks } from './preset-skills.ts';

const summary = (name: string, scope: SkillSummary['scope']): SkillSummary => ({ name, scope, description: 'd', tags: [], fileCount: 1, size: 1, hash: name });
const full = (s: SkillSummary): Skill => ({
  name: s.name,
  scope: s.scope,
  manifest: { name: s.name, description: 'd', tags: [], frontmatter: {}, body: 'b' },
  files: [{ path: 'SKILL.md', text: `---\nname: ${s.name}\ndescription: d\n---\nb` }],
  hash: s.hash,
  size: 1,
  installedAt: 0,
  updatedAt: 0,
});

describe('skills of a prompt preset travel with its file', () => {
  const inventory = [summary('voice', 'prompt-preset:Director A'), summary('other', 'global'), summary('b-only', 'prompt-preset:B')];
  test('export: offered; embedded only when the user agrees; only that preset’s skills', async () => {
    let answer = false;
    const asked: string[] = [];
    const hooks = presetSkillHooks({
      inventory: () => inventory,
      load: async (e) => e.map(full),
      ask: async (_t, text) => (asked.push(text), answer),
      offer: () => {},
    });
    const declined: Record<string, unknown> = { temperature: 1 };
    await hooks.onExport('Director A', declined);
    expect(asked[0]).toMatch(/skill installed for the prompt preset "Director A" \(voice\)/);
    expect(declined).toEqual({ temperature: 1 });
    answer = true;
    const preset: Record<string, unknown> = { temperature: 1, extensions: { other_ext: 1 } };
    await hooks.onExport('Director A', preset);
    expect(preset.extensions).toEqual({
      other_ext: 1,
      troupe: { skills: [{ name: 'voice', files: [{ path: 'SKILL.md', text: expect.stringContaining('name: voice') }] }] },
    });
    const none: Record<string, unknown> = {};
    await hooks.onExport('Nothing here', none);
    expect(asked).toHaveLength(2);
    expect(none).toEqual({});
  });

  test('import: a preset file carrying skills offers them for its own prompt-preset scope', () => {
    const offers: { skills: EmbeddedSkill[]; scope: string }[] = [];
    const hooks = presetSkillHooks({
      inventory: () => [],
      load: async () => [],
      ask: async () => true,
      offer: (skills, scope) => offers.push({ skills, scope }),
    });
    hooks.onImport('Shared', {
      extensions: { troupe: { skills: [{ name: 'voice', files: [{ path: 'SKILL.md', text: '---\nname: voice\ndescription: d\n---\nb' }] }, { junk: true }] } },
    });
    hooks.onImport('Plain', { temperature: 1 });
    expect(offers).toEqual([{ skills: [{ name: 'voice', files: [{ path: 'SKILL.md', text: expect.any(String) }] }], scope: 'prompt-preset:Shared' }]);
  });
});
