import { expect, test } from 'vitest';
import { TagBoard } from './tags.ts';

test('start tags, recorded reports, latest wins, runs passed by id are not repeated', () => {
  const b = new TagBoard({ 'story.brief': 'A lighthouse keeper.', empty: '  ' });
  expect(b.size).toBe(1);
  expect(b.inputsFor(['story.brief', 'story.canon'], [])).toEqual([{ id: 'story.brief (given when the chat started)', text: 'A lighthouse keeper.' }]);
  b.record({ id: 'run-1', worker: 'brief-keeper', output: 'CANON v1' }, ['story.canon', 'story.roles']);
  b.record({ id: 'run-2', worker: 'thread-tracker', output: '' }, ['story.threads']);
  expect(b.inputsFor(['story.canon', 'story.roles', 'story.threads'], [])).toEqual([
    { id: 'story.canon, story.roles (run-1, brief-keeper)', text: 'CANON v1' },
  ]);
  b.record({ id: 'run-3', worker: 'brief-keeper', output: 'CANON v2' }, ['story.canon']);
  expect(b.inputsFor(['story.canon'], [])).toEqual([{ id: 'story.canon (run-3, brief-keeper)', text: 'CANON v2' }]);
  expect(b.inputsFor(['story.canon'], ['run-3'])).toEqual([]);
  expect(b.render()).toBe('- story.brief: given when the chat started\n- story.canon: from run-3 (brief-keeper)\n- story.roles: from run-1 (brief-keeper)');
});
