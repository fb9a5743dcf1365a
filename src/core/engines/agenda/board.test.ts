import { describe, expect, test } from 'vitest';
import { TodoBoard } from './board.ts';

describe('TodoBoard', () => {
  test('add, set_status, drop; bad ops are skipped with a message naming them', () => {
    const b = new TodoBoard();
    const errors = b.apply([
      { op: 'add', todo_id: 'scene', goal: 'Know the scene' },
      { op: 'set_status', todo_id: 'main', status: 'doing' },
      { op: 'set_status', todo_id: 'scene', status: 'finished' },
      { op: 'drop', todo_id: 'ghost' },
      { op: 'add', todo_id: 'x' },
      { op: 'rename', todo_id: 'main' },
      null,
    ]);
    expect(errors).toEqual([
      'todo_ops[2]: status must be one of todo, doing, done, blocked, dropped.',
      'todo_ops[3]: no todo "ghost".',
      'todo_ops[4]: add needs a goal.',
      'todo_ops[5]: op must be add, set_status or drop.',
      'todo_ops[6]: todo_id is missing.',
    ]);
    b.apply([{ op: 'drop', todo_id: 'scene' }]);
    expect(b.render()).toBe('- [doing] main: Prepare the best guidance for the next reply.\n- [dropped] scene: Know the scene');
    expect(b.ensure('new', 'goal').status).toBe('todo');
    expect(b.ensure('main', 'other').goal).toBe('Prepare the best guidance for the next reply.');
  });
});
