import { describe, expect, test } from 'vitest';
import { parseSkill } from '../../core/skills/parse.ts';
import { skillTemplate } from './skill-template.ts';

describe('the new-skill template', () => {
  test('reads back the name and any description exactly', () => {
    const descriptions = [
      'Plain words.',
      'Colons: hashes # and "quotes" \\ back',
      '多行\n描述：「引号」',
      'yes',
      '- a list?',
      '{not: json}',
      '  spaced  ',
      'tab\there \u2028 sep',
    ];
    for (const description of descriptions) {
      const r = parseSkill([{ path: 'SKILL.md', text: skillTemplate('scene-pacing', description) }], { folderName: 'scene-pacing' });
      expect(r.issues, JSON.stringify(description)).toEqual([]);
      expect(r.skill?.manifest).toMatchObject({ name: 'scene-pacing', description: description.trim() }); // descriptions are stored trimmed
    }
  });
});
