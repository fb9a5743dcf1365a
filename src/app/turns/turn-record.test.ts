// The turn record keeps the skills as stubs; a preloaded skill keeps its body, which is part of the
// agent's system message, so a replay rebuilds the same prompt.
import { describe, expect, it } from 'vitest';
import { defaultProfile } from '../../core/profiles/parse.ts';
import type { Skill } from '../../core/skills/types.ts';
import { preloadedSkillNames, skillsFromStubs, skillStubsOf } from './turn-record.ts';

const skill = (name: string, body: string): Skill => ({
  name,
  scope: 'global',
  manifest: { name, description: `${name} desc`, tags: [], frontmatter: { name, description: `${name} desc` }, body },
  files: [{ path: 'SKILL.md', text: `---\nname: ${name}\n---\n${body}` }],
  hash: 'h',
  size: 1,
  installedAt: 0,
  updatedAt: 0,
});

describe('turn record skills', () => {
  it('names every preload of the profile once: the shipped main agent and each sub-agent method', () => {
    const names = preloadedSkillNames('director', defaultProfile('director'));
    expect(names).toContain('draft-writer-style-en');
    expect(names).toContain('chat-scout-method-en');
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the body of a preloaded skill only, and rebuilds it', () => {
    const stubs = skillStubsOf([skill('kept', 'Read me first.'), skill('other', 'Not recorded.')], ['kept']);
    expect(stubs).toEqual([
      { name: 'kept', scope: 'global', description: 'kept desc', body: 'Read me first.' },
      { name: 'other', scope: 'global', description: 'other desc' },
    ]);
    const rebuilt = skillsFromStubs(stubs);
    expect(rebuilt.map((s) => s.manifest.body)).toEqual(['Read me first.', '']);
  });
});
