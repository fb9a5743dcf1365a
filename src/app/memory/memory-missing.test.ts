// A director turn in the whole app when the memory part cannot be loaded (here its module throws as
// a missing chunk would): the turn does not hang — the main agent writes and finalizes without any
// memory tool — and the user is told which file failed.
import 'fake-indexeddb/auto';
import { expect, test, vi } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { createApp } from '../app.ts';

vi.mock('./memory-part.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

test('a turn whose memory part cannot load goes on without memory tools, and says which file failed', async () => {
  const model = fakeModel((req) => {
    if (!req.tools?.some((t) => t.name === 'finalize')) return { text: 'ok' };
    return req.messages.some((m) => m.role === 'tool')
      ? { toolCalls: [{ name: 'finalize', args: {} }] }
      : { toolCalls: [{ name: 'write_message', args: { text: 'The lock keeper waved them through.' } }] };
  });
  const host = memoryHost(model);
  const app = createApp({ prefix: `mm-${Math.random().toString(36).slice(2, 7)}-`, host });
  await app.ready;
  await app.profiles.updateSettings({ enabled: true, mode: 'director' });
  const p = app.profiles.drafts.value.director as DirectorProfile;
  app.profiles.setDraft('director', { ...p, subAgents: [], mainAgent: { ...p.mainAgent, tools: { ...p.mainAgent.tools, memory: { node_create: true } } } });
  await app.profiles.save('director');
  // The panel offers the memory switches: their names need no engine.
  expect(app.tools.available.value.has('memory_node_create')).toBe(true);

  const r = await host.generate('normal');
  expect(r.decision.kind).toBe('takeover');
  expect(r.slot!.texts).toEqual(['The lock keeper waved them through.']);
  expect(r.slot!.committed).toBe(true);
  expect(app.orchestrator!.lastRun.value).toMatchObject({ outcome: 'completed' });
  expect(model.requests[0]!.tools!.map((t) => t.name).filter((n) => n.startsWith('memory_'))).toEqual([]);
  const notice = host.notices.find((x) => x.message.startsWith('Memory could not be loaded'));
  expect(notice?.level).toBe('warning');
  expect(notice?.message).toMatch(/^Memory could not be loaded \(\S*\/memory-part\.ts: /);
  expect(notice?.message).toContain('This reply is written without memory');
  expect(app.memory.loaded).toBeNull();
});
