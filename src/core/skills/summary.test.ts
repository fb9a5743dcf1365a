import { expect, test } from 'vitest';
import { skillMd } from '../../../test/fixtures/skills/make.ts';
import { parseSkill } from './parse.ts';
import { summarizeSkill } from './summary.ts';

test('summarizeSkill keeps what a listing needs and no contents', () => {
  const skill = parseSkill(
    [
      { path: 'SKILL.md', text: skillMd('s', 'Desc.', 'tags: [a]\n') },
      { path: 'x.md', text: 'xx' },
    ],
    { scope: 'character:A.png' },
  ).skill!;
  const sum = summarizeSkill(skill);
  expect(sum).toEqual({ name: 's', scope: 'character:A.png', description: 'Desc.', tags: ['a'], fileCount: 2, size: skill.size, hash: skill.hash });
  expect(JSON.stringify(sum)).not.toContain('xx');
  sum.tags.push('b');
  expect(skill.manifest.tags).toEqual(['a']);
});
