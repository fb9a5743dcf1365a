import { describe, expect, test } from 'vitest';
import { Fold } from './fold.ts';
import { createFoldRenderer, type Scheduler } from './fold-renderer.ts';

describe('Fold', () => {
  test('sections render in creation order with status suffixes, separated by a blank line', () => {
    const f = new Fold();
    f.ensure('subagent-0: chat_scout', 'running');
    f.append('main-1', 'I will scout.');
    f.append('subagent-0: chat_scout', 'Item: ');
    f.append('subagent-0: chat_scout', 'anxiety');
    expect(f.render()).toBe('### [subagent-0: chat_scout] (running)\nItem: anxiety\n\n### [main-1]\nI will scout.');
    f.setStatus('subagent-0: chat_scout', undefined);
    f.ensure('aborted');
    expect(f.render()).toBe('### [subagent-0: chat_scout]\nItem: anxiety\n\n### [main-1]\nI will scout.\n\n### [aborted]');
  });

  test('ensure is idempotent; a prefix (earlier reasoning) stays on top', () => {
    const f = new Fold('old thoughts\n');
    f.ensure('a', 'running');
    f.ensure('a');
    f.ensure('a', 'running');
    expect(f.sections).toHaveLength(1);
    expect(f.render()).toBe('old thoughts\n\n### [a] (running)');
  });
});

describe('FoldRenderer', () => {
  test('coalesces any number of changes into one write per scheduled tick', () => {
    const queue: (() => void)[] = [];
    const schedule: Scheduler = (fn) => void queue.push(fn);
    const f = new Fold();
    const writes: string[] = [];
    const r = createFoldRenderer(f, (t) => writes.push(t), schedule);
    for (let i = 0; i < 100; i++) f.append('x', String(i % 10));
    expect(queue).toHaveLength(1);
    expect(writes).toHaveLength(0);
    queue.shift()!();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toBe(`### [x]\n${'0123456789'.repeat(10)}`);
    f.append('y', 'z');
    r.flush();
    expect(writes).toHaveLength(2);
    queue.shift()!(); // the scheduled flush finds nothing pending
    expect(writes).toHaveLength(2);
    r.close();
    f.append('y', 'more');
    expect(queue).toHaveLength(0);
    expect(r.writes).toBe(2);
  });

  test('the default scheduler writes once per microtask burst', async () => {
    const f = new Fold();
    const writes: string[] = [];
    createFoldRenderer(f, (t) => writes.push(t));
    f.append('a', '1');
    f.append('a', '2');
    await Promise.resolve();
    expect(writes).toEqual(['### [a]\n12']);
  });
});
