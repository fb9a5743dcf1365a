// The planner's todo board: ids, goals and statuses, changed by the planner's todo_ops.

export const TODO_STATUSES = ['todo', 'doing', 'done', 'blocked', 'dropped'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export interface Todo {
  id: string;
  goal: string;
  status: TodoStatus;
}

export interface TodoOp {
  op: 'add' | 'set_status' | 'drop';
  todo_id: string;
  goal?: string;
  status?: string;
}

export const INITIAL_TODO: Todo = { id: 'main', goal: 'Prepare the best guidance for the next reply.', status: 'todo' };

export class TodoBoard {
  readonly todos: Todo[];

  /** `goal`: the first todo's goal, in the team's language. */
  constructor(goal: string = INITIAL_TODO.goal) {
    this.todos = [{ ...INITIAL_TODO, goal }];
  }

  get(id: string): Todo | undefined {
    return this.todos.find((t) => t.id === id);
  }

  /** Adds a todo when the id is new (used for dispatches naming an unknown todo). */
  ensure(id: string, goal: string): Todo {
    let t = this.get(id);
    if (!t) {
      t = { id, goal, status: 'todo' };
      this.todos.push(t);
    }
    return t;
  }

  /** Applies the ops in order; an op that cannot apply is skipped and described in the returned list. */
  apply(ops: readonly unknown[]): string[] {
    const errors: string[] = [];
    ops.forEach((raw, i) => {
      const op = (raw ?? {}) as Partial<TodoOp>;
      const id = typeof op.todo_id === 'string' ? op.todo_id.trim() : '';
      const goal = typeof op.goal === 'string' ? op.goal.trim() : '';
      if (!id) return void errors.push(`todo_ops[${i}]: todo_id is missing.`);
      switch (op.op) {
        case 'add': {
          if (!goal) return void errors.push(`todo_ops[${i}]: add needs a goal.`);
          const t = this.get(id);
          if (t) t.goal = goal;
          else this.todos.push({ id, goal, status: 'todo' });
          return;
        }
        case 'set_status': {
          const t = this.get(id);
          if (!t) return void errors.push(`todo_ops[${i}]: no todo "${id}".`);
          if (!TODO_STATUSES.includes(op.status as TodoStatus)) return void errors.push(`todo_ops[${i}]: status must be one of ${TODO_STATUSES.join(', ')}.`);
          t.status = op.status as TodoStatus;
          if (goal) t.goal = goal;
          return;
        }
        case 'drop': {
          const t = this.get(id);
          if (!t) return void errors.push(`todo_ops[${i}]: no todo "${id}".`);
          t.status = 'dropped';
          return;
        }
        default:
          errors.push(`todo_ops[${i}]: op must be add, set_status or drop.`);
      }
    });
    return errors;
  }

  render(): string {
    return this.todos.map((t) => `- [${t.status}] ${t.id}: ${t.goal}`).join('\n');
  }
}
