// A skill package bound as an agenda profile, run over real HTTP against the scripted server: the
// planner sees only the orchestrator skill, each worker only its own SKILL.md, reports travel by tags,
// and the user's first answer reaches the workers that read the demandTag.
import { afterEach, expect, test } from 'vitest';
import { join } from 'node:path';
import { readBundledPackages } from '../../../scripts/bundled-skills-plugin.ts';
import {
  CHAT,
  CONTEXT,
  bodiesOf,
  lastTool,
  skill,
  startModel,
  systemText,
  turnOf,
  userText,
  wireTools,
  type WireBody,
} from '../../../test/fixtures/capsule/scenario.ts';
import type { ScriptedServer } from '../../../test/fixtures/scripted-server/index.mjs';
import { runCapsuleTurn } from '../engines/capsule/turn.ts';
import { bundledRowsToPackages } from '../skills/packages/bundled.ts';
import { resolveInstalled } from '../skills/installed.ts';
import { packageSkills } from '../skills/packages/skills.ts';
import { packageAgendaProfile } from './package-profile.ts';
import { parseProfile } from './parse.ts';
import { storyFromMessages } from '../engines/runtime/story.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const pkg = bundledRowsToPackages(readBundledPackages(join(import.meta.dirname, '../../../skills-bundled'))).packages.find((p) => p.name === 'story-compass')!;
const BRIEF = 'I play a courier; Mira keeps the lighthouse. Tender, wistful. Never kill the dog.';

/** Which agent sent a request: the planner, a worker by its prompt, or the finalizer. */
function who(b: WireBody): string {
  const s = systemText(b);
  const w = /You are the worker "([^"]+)"/.exec(s);
  if (w) return w[1]!;
  if (s.includes('You run the skill package')) return 'planner';
  if (s.includes('You write the final guidance')) return 'finalizer';
  return 'unknown';
}
const catalogNames = (b: WireBody) => [...systemText(b).matchAll(/^- ([a-z0-9_-]+): /gm)].map((m) => m[1]);

test('the bundled package as an agenda turn: own skills only, tag routing, the demand on the board', async () => {
  const base = parseProfile('agenda', { maxConcurrentWorkers: 2, useStreaming: true }).profile;
  const profile = packageAgendaProfile(pkg, { recipe: 'recipes/mystery.md', demand: BRIEF }, base);
  expect(profile.maxConcurrentWorkers).toBe(2);
  const { orchestrator, workers } = packageSkills(pkg);
  // A global skill with a worker's name: resolved for a turn bound to the package, the package's copy wins.
  const stray = { ...skill('outline'), name: 'thread-tracker', manifest: { ...skill('thread-tracker').manifest, description: 'A GLOBAL impostor.' } };

  const started = await startModel((b) => {
    const role = who(b);
    if (role === 'planner') {
      const t = turnOf(b);
      if (t === 0) return { toolCalls: [{ name: 'skill_read', arguments: { name: 'story-compass' } }] };
      if (t === 1) return { toolCalls: [{ name: 'skill_read', arguments: { name: 'brief-keeper' } }] };
      if (t === 2) {
        return {
          toolCalls: [
            {
              name: 'planner_step',
              arguments: {
                dispatches: [
                  { worker: 'brief-keeper', task_brief: 'Canon from the brief. Dials: tender, wistful.' },
                  { worker: 'thread-tracker', task_brief: 'Threads.' },
                ],
              },
            },
          ],
        };
      }
      if (t === 3)
        return {
          toolCalls: [{ name: 'planner_step', arguments: { dispatches: [{ worker: 'beat-planner', task_brief: 'Pacing rule: one clue, one doubt.' }] } }],
        };
      return { toolCalls: [{ name: 'planner_step', arguments: { finalize: 'The beat fits the brief.' } }] };
    }
    if (role === 'finalizer') return { toolCalls: [{ name: 'submit_result', arguments: { text: '- Mira hands over the lamp oil; ask about the dog.' } }] };
    if (turnOf(b) === 0) return { toolCalls: [{ name: 'skill_read', arguments: { name: role } }] };
    if (turnOf(b) === 1 && role === 'beat-planner') return { toolCalls: [{ name: 'skill_read', arguments: { name: 'story-compass' } }] };
    return { toolCalls: [{ name: 'submit_result', arguments: { text: `REPORT of ${role}` } }] };
  });
  server = started.server;
  const result = await runCapsuleTurn({
    mode: 'agenda',
    profile,
    story: storyFromMessages(CONTEXT),
    chatId: 'chat-1',
    chat: { messages: () => CHAT },
    skills: [...resolveInstalled([stray, orchestrator, ...workers], { package: pkg.name }).values()],
    clientFor: () => started.client,
  });
  expect(result.outcome).toBe('completed');
  const log = started.log;
  const byRole = (r: string) => log.filter((x) => who(x.body as WireBody) === r).map((x) => x.body as WireBody);

  // The planner: the orchestrator skill only, read through skill_read; told the recipe.
  const planner = byRole('planner');
  expect(catalogNames(planner[0]!)).toEqual(['story-compass']);
  expect(systemText(planner[0]!)).toContain('skill_read({"name":"story-compass","path":"recipes/mystery.md"})');
  expect(lastTool(planner[1]!)).toMatchObject({ ok: true, result: { content: expect.stringContaining('# Story compass') } });
  expect(lastTool(planner[2]!)).toMatchObject({ ok: false, code: 'skill_not_found' });
  expect(userText(planner[0]!)).toContain('- brief-keeper: Turns the user');
  expect(userText(planner[0]!)).toContain('(reads: story.brief; writes: story.canon)');
  expect(userText(planner[0]!)).toContain('## tag_board\n- story.brief: given when the chat started');

  // Each worker: its own SKILL.md and nothing else.
  for (const id of ['brief-keeper', 'thread-tracker', 'beat-planner']) {
    const [first, second] = byRole(id);
    expect(catalogNames(first!), id).toEqual([id]);
    expect(wireTools(first!)).toEqual(['submit_result', 'skill_read']);
    expect(lastTool(second!)).toMatchObject({ ok: true, result: { content: expect.stringContaining(`name: ${id}`) } });
  }
  expect(systemText(byRole('thread-tracker')[0]!)).not.toContain('impostor');
  expect(lastTool(byRole('beat-planner')[2]!)).toMatchObject({ ok: false, code: 'skill_not_found' });

  // Tags: the brief reaches brief-keeper; canon and threads reach beat-planner without input_run_ids.
  expect(userText(byRole('brief-keeper')[0]!)).toContain(`### story.brief (given when the chat started)\n${BRIEF}`);
  expect(userText(byRole('thread-tracker')[0]!)).not.toContain('REPORT of brief-keeper');
  const beat = userText(byRole('beat-planner')[0]!);
  expect(beat).toContain('### story.canon (run-1, brief-keeper)\nREPORT of brief-keeper');
  expect(beat).toContain('### story.threads (run-2, thread-tracker)\nREPORT of thread-tracker');
  // The final worker: every report, the brief by its tag, no skills.
  const fin = byRole('finalizer')[0]!;
  expect(userText(fin)).toContain('REPORT of beat-planner');
  expect(userText(fin)).toContain(BRIEF);
  expect(catalogNames(fin)).toEqual([]);
  expect(wireTools(fin)).toEqual(['submit_result']);
  expect(result.capsule).toContain('Mira hands over the lamp oil');
});

test('a chat without a demand yet: no start tags, and without a recipe the planner is told none was chosen', () => {
  const p = packageAgendaProfile(pkg, {});
  expect(p.startTags).toEqual({});
  expect(p.planner.systemPrompt).toContain('No recipe was chosen');
  expect(p.skills).toEqual({ visible: [], deny: [] });
  expect(p.workers.map((w) => [w.id, w.skills?.visible])).toEqual([
    ['brief-keeper', ['brief-keeper']],
    ['thread-tracker', ['thread-tracker']],
    ['beat-planner', ['beat-planner']],
    ['finalizer', []],
  ]);
  expect(p.finalWorkerId).toBe('finalizer');
});
