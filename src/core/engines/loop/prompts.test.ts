import { expect, test } from 'vitest';
import { loopMessages } from './prompts.ts';

test('the latest user message is quoted apart only when the story does not hold it', () => {
  const base = { systemPrompt: 'You prepare guidance.', openNotes: '', catalog: '', maxRounds: 4 };
  const inStory = loopMessages({ ...base }).volatile.join('\n');
  expect(inStory).not.toContain('<latest_user_message>');
  expect(inStory).toContain("the story's latest user message");
  const apart = loopMessages({ ...base, lastUser: 'And the letter?' }).volatile.join('\n');
  expect(apart).toContain('<latest_user_message>\nAnd the letter?\n</latest_user_message>');
});
