import { expect, test } from 'vitest';
import { lintPromptPresets, promptPresetFields } from './preset-lint.ts';
import { parseProfile } from './parse.ts';

test('a chosen preset that switches on story placeholders is flagged at the field that names it; clean presets and "" are not', () => {
  const p = parseProfile('director', {
    promptPreset: 'Clean',
    mainAgent: { promptPreset: 'Daily' },
    subAgents: [
      { id: 'a', systemPrompt: 'x', promptPreset: '' },
      { id: 'b', systemPrompt: 'y', promptPreset: 'Daily' },
    ],
  }).profile;
  expect(promptPresetFields(p)).toEqual([
    { path: 'promptPreset', name: 'Clean' },
    { path: 'mainAgent.promptPreset', name: 'Daily' },
    { path: 'subAgents[1].promptPreset', name: 'Daily' },
  ]);
  const issues = lintPromptPresets(p, (n) => (n === 'Daily' ? { skipped: ['character description', 'persona'] } : n === 'Clean' ? {} : undefined));
  expect(issues.map((i) => [i.path, i.code, i.severity])).toEqual([
    ['mainAgent.promptPreset', 'preset_duplicates', 'warning'],
    ['subAgents[1].promptPreset', 'preset_duplicates', 'warning'],
  ]);
  expect(issues[0]!.message).toMatch(/"Daily" switches on character description, persona/);
});
