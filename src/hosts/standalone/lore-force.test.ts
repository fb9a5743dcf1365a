// lorebook_force_activate on the standalone page: a capsule turn's agent pushes a dormant entry into
// the prompt the model answers; entries already active, unknown or in another book are skipped.
import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { callTool } from '../../core/agent/tool.ts';
import { lorebookForceActivateTool } from '../../core/tools/lorebook-force.ts';
import type { ChatRequest, ModelClient } from '../../core/llm/types.ts';
import { createDemoModelClient } from '../../demo/fetch.ts';
import type { GenerationTurn } from '../../ports/host.ts';
import { createStandaloneHost, type StandaloneHost } from './host.ts';

const hosts: StandaloneHost[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose();
});

test('a forced entry reaches the model prompt past the keyword scan; active, unknown ones are skipped', async () => {
  const requests: ChatRequest[] = [];
  const inner = createDemoModelClient({ delayMs: 0 });
  const client: ModelClient = (req, opts) => (requests.push(req), inner(req, opts));
  const offline = (async () => {
    throw new TypeError('fetch failed');
  }) as typeof fetch;
  const host = createStandaloneHost({
    prefix: `lf-${Math.random().toString(36).slice(2, 7)}-`,
    origin: 'http://page.test',
    fetch: offline,
    demoFallback: () => client,
    locale: 'en',
  });
  hosts.push(host);
  await host.ready;
  const world = { entries: { 0: { uid: 0, key: ['zeppelin'], comment: 'The zeppelin', content: 'A grey zeppelin moors above the cliffs every spring.' } } };
  expect((await host.importLorebook('Skies.json', JSON.stringify(world))).ok).toBe(true);
  const book = host.lorebooks.value.find((b) => b.entries.some((e) => e.comment === 'The zeppelin'))!.name;
  let result: unknown;
  host.setGenerationHandler(async (turn: GenerationTurn) => {
    const tool = lorebookForceActivateTool((entries) => turn.activateLore!(entries));
    result = await callTool(tool, { book_name: book, uids: [0, 99] });
    expect(await callTool(tool, { book_name: 'Saltmere', uids: [0] })).toMatchObject({ ok: false, code: 'lorebook_force_none' });
    return { kind: 'pass' };
  });
  // Nothing in the chat says "zeppelin": the entry is dormant until forced (Saltmere's entries are active by keyword).
  await host.send('The harbour is quiet tonight.');
  expect(result, JSON.stringify(result)).toMatchObject({
    ok: true,
    activated: [{ uid: 0, name: 'The zeppelin' }],
    skipped: [{ uid: 99, reason: 'no such enabled entry' }],
  });
  const system = String(requests.at(-1)!.messages[0].content);
  expect(system).toContain('A grey zeppelin moors above the cliffs');
  expect(system).toContain('Saltmere: a fishing town');
  // Without the tool the same message leaves the lighthouse out.
  host.setGenerationHandler(async () => ({ kind: 'pass' }));
  await host.send('The harbour is quiet tonight.');
  expect(String(requests.at(-1)!.messages[0].content)).not.toContain('grey zeppelin');
});
