import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { createApp } from '../app/app.ts';
import { createDemoModelClient } from './fetch.ts';
import { demoRespond } from './brain.ts';

let n = 0;

async function workbench(connections?: { name: string; label: string; usable: boolean }[]) {
  const host = memoryHost(createDemoModelClient({ delayMs: 0 }));
  if (connections) host.connections = () => connections;
  const app = createApp({ host, prefix: `demo-wb-${n++}-` });
  await app.ready;
  await app.workbench.open();
  return app;
}

describe('the demo model as the workbench', () => {
  test('plays the single-agent recipe through the real workbench: reads, removes the team, edits main, answers', async () => {
    const app = await workbench();
    await app.workbench.send('Turn this into a single-agent iterative writer.');
    expect(app.workbench.lastError.value).toBeNull();
    const changes = app.workbench.view.value!.session.changes;
    expect(changes.filter((c) => c.op.tool === 'subagent_remove')).toHaveLength(9);
    // The main agent keeps its skills: its method is the prompt's {{team}}, not a skill to unbind.
    expect(changes.slice(9).map((c) => c.op.tool)).toEqual(['tools_set', 'profile_patch_prompt', 'limits_set']);
    expect(app.workbench.review.value.every((i) => !i.failure)).toBe(true);
    expect(app.workbench.view.value!.session.messages.at(-1)!.content).toContain('12 changes are waiting in the review');
    await app.workbench.decide('all', 'approved');
    await app.workbench.apply();
    const lib = app.profiles.library('director');
    const p = lib.presets.find((x) => x.id === lib.activePresetId)!.profile as { subAgents: unknown[]; maxRounds: number; mainAgent: { systemPrompt: string } };
    expect(p.subAgents).toEqual([]);
    expect(p.maxRounds).toBe(12);
    expect(p.mainAgent.systemPrompt).toContain('Work in passes');
  });

  test('in Chinese on the Chinese preset; adds a critic; moves the scouts to another connection', async () => {
    const app = await workbench([
      { name: '', label: 'Current', usable: true },
      { name: 'mini', label: 'Mini model', usable: true },
    ]);
    await app.profiles.selectPreset('director', 'default-zh');
    await app.workbench.open();
    await app.workbench.send('把它改成单 Agent 迭代写手');
    const patch = app.workbench.view.value!.session.changes.find((c) => c.op.tool === 'profile_patch_prompt')!;
    expect(JSON.stringify(patch.op.args)).toContain('分几遍写');
    expect(app.workbench.view.value!.session.messages.at(-1)!.content).toContain('单 Agent 迭代写手');
    await app.workbench.clear();
    await app.workbench.send('Add a critic for tension.');
    expect(app.workbench.view.value!.session.changes).toMatchObject([
      { op: { tool: 'skill_create', args: { name: 'tension-critic-method-en' } } },
      { op: { tool: 'subagent_add', args: { id: 'tension_critic', skills: ['tension-critic-method-en'], preload: ['tension-critic-method-en'] } } },
    ]);
    expect(app.workbench.review.value.flatMap((i) => i.warnings)).toEqual([]);
    await app.workbench.clear();
    await app.workbench.send('Make the scouts use the cheap connection.');
    const updates = app.workbench.view.value!.session.changes;
    expect(updates.length).toBeGreaterThan(1);
    expect(
      updates.every((c) => c.op.tool === 'subagent_update' && (c.op.args as { apiPreset: string }).apiPreset === 'mini' && c.op.args.id.endsWith('_scout')),
    ).toBe(true);
  });

  test('says what it can do for anything else, without a tool call', () => {
    const r = demoRespond({
      messages: [
        { role: 'system', content: 'You are the Troupe workbench.' },
        { role: 'user', content: 'Write me a poem.' },
      ],
      tools: ['profile_summary', 'recipe_read'].map((name) => ({ type: 'function', function: { name, parameters: { type: 'object' } } })),
    });
    expect(r.toolCalls).toBeUndefined();
    expect(r.content).toContain('knows three recipes');
  });
});
