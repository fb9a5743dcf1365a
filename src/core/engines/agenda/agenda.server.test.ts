// Agenda mode end to end: runCapsuleTurn with an agenda profile over real HTTP against the scripted
// server. Budgets and concurrency are read from the server's request log.
import { afterEach, describe, expect, test } from 'vitest';
import {
  bodiesOf,
  CHAT,
  CONTEXT,
  INVENTORY,
  lastTool,
  marker,
  maxOverlap,
  roleOf,
  startModel,
  systemText,
  turnOf,
  userText,
  wireTools,
  type Step,
  type WireBody,
} from '../../../../test/fixtures/capsule/scenario.ts';
import type { ScriptedServer } from '../../../../test/fixtures/scripted-server/index.mjs';
import { DEFAULT_CAPSULE_INSTRUCTION } from '../../profiles/common.ts';
import { parseProfile } from '../../profiles/parse.ts';
import type { AgendaProfile } from '../../profiles/schemas/agenda.ts';
import { runCapsuleTurn, type CapsuleTurnCommon } from '../capsule/turn.ts';
import { storyFromMessages } from '../runtime/story.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TEMPLATE = 'LAST: {{last_user}}\n\nTASK:\n{{task}}\n\nINPUTS:\n{{inputs}}';
const worker = (id: string, description: string) => ({ id, description, systemPrompt: `${marker(id)} You are ${id}.`, userPromptTemplate: TEMPLATE });

function agendaProfile(over: Record<string, unknown> = {}): AgendaProfile {
  return parseProfile('agenda', {
    skills: { visible: ['*'] },
    planner: { systemPrompt: `${marker('planner')} You plan.`, userPromptTemplate: 'RECENT:\n{{recent_chat}}\n\nLAST: {{last_user}}' },
    workers: [
      worker('distiller', 'Summarises the scene.'),
      worker('lorebook_reader', 'Finds world facts.'),
      worker('plot_planner', 'Plans the next beat.'),
      worker('finalizer', 'Writes the final guidance.'),
    ],
    finalWorkerId: 'finalizer',
    useStreaming: true,
    ...over,
  }).profile;
}

const REPORT: Record<string, string> = {
  distiller: 'SCENE: rain, harbour, family question.',
  lorebook_reader: 'FACTS: the harbour closes at dusk.',
  plot_planner: 'PLAN: she deflects, then admits it.',
};
const FINAL = '- Deflect first, then admit the grandmother is ill.\n- Mind the harbour closing at dusk.';

const step = (args: object): Step => ({ toolCalls: [{ name: 'planner_step', arguments: args }] });

/** Workers report (slowly enough to overlap); the finalizer writes FINAL; the planner follows `plan`. */
function play(plan: (turn: number, body: WireBody) => Step) {
  return (b: WireBody): Step => {
    const role = roleOf(b);
    if (role === 'planner') return plan(turnOf(b), b);
    if (role === 'finalizer') return { toolCalls: [{ name: 'submit_result', arguments: { text: FINAL } }] };
    if (REPORT[role])
      return { content: `Working on it (${role}).`, toolCalls: [{ name: 'submit_result', arguments: { text: REPORT[role] } }], frameDelayMs: 3 };
    return { content: `unexpected ${role}` };
  };
}

async function agendaTurn(respond: (b: WireBody) => Step, over: Partial<CapsuleTurnCommon> & { profile?: AgendaProfile } = {}) {
  const started = await startModel(respond);
  server = started.server;
  const { profile, ...rest } = over;
  const result = await runCapsuleTurn({
    mode: 'agenda',
    profile: profile ?? agendaProfile(),
    story: storyFromMessages(CONTEXT),
    chatId: 'chat-1',
    chat: { messages: () => CHAT },
    skills: INVENTORY,
    clientFor: () => started.client,
    ...rest,
  });
  return { result, log: started.log };
}

const isWorker = (b: WireBody) => ['distiller', 'lorebook_reader', 'plot_planner'].includes(roleOf(b));

describe('agenda mode over HTTP', () => {
  test('happy path: parallel dispatch, reports passed on as inputs, finalize, the final worker writes the capsule', async () => {
    const { result, log } = await agendaTurn(
      play((t) => {
        if (t === 0) {
          return step({
            todo_ops: [{ op: 'add', todo_id: 'scene', goal: 'Know the scene' }],
            dispatches: [
              { worker: 'distiller', todo_id: 'scene', task_brief: 'Summarise the scene.' },
              { worker: 'lorebook_reader', todo_id: 'facts', task_brief: 'Find the harbour facts.' },
            ],
          });
        }
        if (t === 1) {
          return step({
            todo_ops: [{ op: 'set_status', todo_id: 'scene', status: 'done' }],
            dispatches: [{ worker: 'plot_planner', task_brief: 'Plan the beat.', input_run_ids: ['run-1', 'run-2', 'run-99'] }],
          });
        }
        return step({ finalize: 'Scene, facts and plan are in.' });
      }),
    );
    expect(result.outcome).toBe('completed');
    expect(result.capsule).toBe(`${DEFAULT_CAPSULE_INSTRUCTION}\n\n${FINAL}`);
    expect(result.limit).toBeUndefined();

    // The planner: its template filled, the roster (without the final worker), limits, board; its catalog.
    const planner = bodiesOf(log, 'planner');
    expect(planner).toHaveLength(3);
    expect(userText(planner[0])).toContain('RECENT:\n[#40] Chen (user): Shall we walk to the harbour?');
    expect(userText(planner[0])).toContain('LAST: How is your family?');
    expect(userText(planner[0])).toContain(
      '## available_workers\n- distiller: Summarises the scene.\n- lorebook_reader: Finds world facts.\n- plot_planner: Plans the next beat.\n(The final worker "finalizer"',
    );
    expect(userText(planner[0])).toContain('workers at once: 3');
    expect(userText(planner[0])).toContain('## todo_board\n- [todo] main: Prepare the best guidance for the next reply.');
    expect(systemText(planner[0])).toContain('<available_skills>\n- anti-cliche-en');
    expect(wireTools(planner[0])).toEqual(['planner_step', 'skill_read']);
    expect(lastTool(planner[1])).toMatchObject({
      ok: true,
      step: 1,
      runs: [
        { run_id: 'run-1', worker: 'distiller', todo_id: 'scene', status: 'completed', output: REPORT.distiller },
        { run_id: 'run-2', worker: 'lorebook_reader', todo_id: 'facts', status: 'completed', output: REPORT.lorebook_reader },
      ],
      budget: { used: 2, max: 24, remaining: 22 },
    });
    expect(lastTool(planner[1])!.todo_board).toContain('- [doing] scene: Know the scene\n- [doing] facts: Find the harbour facts.');
    expect(lastTool(planner[2])!.todo_board).toContain('- [done] scene: Know the scene');

    // Workers: catalog, their brief and the reports they were given.
    const [distiller] = bodiesOf(log, 'distiller');
    expect(systemText(distiller)).toContain('<available_skills>\n- anti-cliche-en');
    expect(userText(distiller)).toContain('TASK:\nSummarise the scene.\n\nINPUTS:\n(none)');
    expect(wireTools(distiller)).toEqual(['submit_result', 'skill_read']);
    const [plot] = bodiesOf(log, 'plot_planner');
    expect(userText(plot)).toContain(`INPUTS:\n### run-1 (distiller)\n${REPORT.distiller}\n\n### run-2 (lorebook_reader)\n${REPORT.lorebook_reader}`);
    expect(userText(plot)).not.toContain('run-99');
    const [fin] = bodiesOf(log, 'finalizer');
    expect(userText(fin)).toContain('Planning ended: the planner finalized (Scene, facts and plan are in.)');
    expect(userText(fin)).toContain(`### run-3 (plot_planner)\n${REPORT.plot_planner}`);
    expect(systemText(fin)).toContain('<story_background>\nCharacter: Lin Wan');

    // The first step's two workers were on the wire together.
    expect(maxOverlap(log, (r) => isWorker(r.body))).toBe(2);

    expect(result.fold).toContain(
      '### [planner-1]\ndispatch run-1 → distiller [scene]: Summarise the scene.\ndispatch run-2 → lorebook_reader [facts]: Find the harbour facts.',
    );
    expect(result.fold).toContain(`### [run-1: distiller]\nWorking on it (distiller).\n\n${REPORT.distiller}`);
    expect(result.fold).toContain('### [planner-3]\nfinalize: Scene, facts and plan are in.');
    expect(result.fold).toContain(`### [final: finalizer]\n${FINAL}`);
    expect(result.details).toMatchObject({ steps: 2, runs: [{ id: 'run-1' }, { id: 'run-2' }, { id: 'run-3' }] });
  });

  test('budget truncation: dispatches are cut to the concurrency limit and the remaining runs, and reported', async () => {
    const profile = agendaProfile({ maxConcurrentWorkers: 2, maxTotalRuns: 3 });
    const { result, log } = await agendaTurn(
      play((t) =>
        t === 0
          ? step({
              dispatches: [
                { worker: 'distiller', task_brief: 'a' },
                { worker: 'lorebook_reader', task_brief: 'b' },
                { worker: 'plot_planner', task_brief: 'c' },
              ],
            })
          : step({
              dispatches: [
                { worker: 'plot_planner', task_brief: 'c again' },
                { worker: 'distiller', task_brief: 'd' },
              ],
            }),
      ),
      { profile },
    );
    expect(result).toMatchObject({ outcome: 'completed', limit: 'max_total_runs' });
    const planner = bodiesOf(log, 'planner');
    expect(planner).toHaveLength(2);
    expect(lastTool(planner[1])).toMatchObject({
      step: 1,
      runs: [{ worker: 'distiller' }, { worker: 'lorebook_reader' }],
      truncated: [{ dispatch_index: 2, worker: 'plot_planner', reason: 'concurrency limit (maxConcurrentWorkers=2)' }],
      budget: { used: 2, max: 3, remaining: 1 },
    });
    // The second step's result is not sent to the planner (planning ended), but it is in the trace.
    const results = result.trace.entries.filter((e) => e.kind === 'tool-result' && e.name === 'planner_step');
    expect(results[1]).toMatchObject({
      result: {
        step: 2,
        runs: [{ worker: 'plot_planner' }],
        truncated: [{ dispatch_index: 1, worker: 'distiller', reason: 'run budget (maxTotalRuns=3)' }],
        budget_exhausted: true,
      },
    });
    const workers = log.filter((r) => isWorker(r.body));
    expect(workers).toHaveLength(3);
    expect(maxOverlap(log, (r) => isWorker(r.body))).toBe(2);
    expect(bodiesOf(log, 'finalizer')).toHaveLength(1);
    expect(userText(bodiesOf(log, 'finalizer')[0])).toContain('Planning ended: the run budget is spent (maxTotalRuns=3)');
    expect(result.trace.entries.filter((e) => e.kind === 'event' && e.name === 'dispatch-truncated')).toHaveLength(2);
    expect(result.fold).toContain('cut: plot_planner (maxConcurrentWorkers=2)');
    expect(result.fold).toContain('cut: distiller (maxTotalRuns=3)');
  });

  test('invalid steps are refused with errors the planner can act on', async () => {
    const { result, log } = await agendaTurn(
      play((t) => {
        if (t === 0) return step({ dispatches: [{ worker: 'distiller', task_brief: 'a' }], finalize: 'done already' });
        if (t === 1)
          return step({
            dispatches: [
              { worker: 'ghost', task_brief: 'a' },
              { worker: 'finalizer', task_brief: 'b' },
              { worker: 'distiller', task_brief: ' ' },
            ],
          });
        if (t === 2) return step({});
        return step({ finalize: 'Nothing needed.' });
      }),
    );
    const planner = bodiesOf(log, 'planner');
    expect(lastTool(planner[1])).toMatchObject({ ok: false, code: 'dispatch_and_finalize' });
    expect(lastTool(planner[2])).toMatchObject({
      ok: false,
      code: 'no_valid_dispatch',
      hint: 'dispatches[0]: unknown worker "ghost" (available: distiller, lorebook_reader, plot_planner); dispatches[1]: unknown worker "finalizer" (available: distiller, lorebook_reader, plot_planner); dispatches[2]: task_brief is empty',
    });
    expect(lastTool(planner[3])).toMatchObject({ ok: false, code: 'empty_step' });
    expect(log.filter((r) => isWorker(r.body))).toHaveLength(0);
    expect(result.outcome).toBe('completed');
    expect(userText(bodiesOf(log, 'finalizer')[0])).toContain('INPUTS:\n(none)');
  });

  test('planner steps are limited; a failed worker is reported to the planner, not fatal', async () => {
    const profile = agendaProfile({ plannerMaxRounds: 1 });
    const { result, log } = await agendaTurn(
      (b) =>
        roleOf(b) === 'lorebook_reader'
          ? { status: 500 }
          : play(() =>
              step({
                dispatches: [
                  { worker: 'distiller', task_brief: 'a' },
                  { worker: 'lorebook_reader', task_brief: 'b' },
                ],
              }),
            )(b),
      { profile },
    );
    expect(result).toMatchObject({ outcome: 'completed', limit: 'planner_max_rounds' });
    expect(bodiesOf(log, 'planner')).toHaveLength(1);
    const stepResult = result.trace.entries.find((e) => e.kind === 'tool-result' && e.name === 'planner_step') as {
      result: { runs: { status: string; error?: string }[] };
    };
    expect(stepResult.result.runs[1]).toMatchObject({ status: 'failed', error: expect.stringContaining('HTTP 500') });
    expect(result.fold).toMatch(/### \[run-2: lorebook_reader\] \(error: Request failed/);
    const fin = userText(bodiesOf(log, 'finalizer')[0]);
    expect(fin).toContain('Planning ended: the planner used its 1 step(s) without finalizing');
    expect(fin).toContain(REPORT.distiller);
    expect(fin).not.toContain('run-2');
  });

  test('a final worker that does not exist: refused before any request', async () => {
    const { result, log } = await agendaTurn(
      play(() => step({ finalize: 'x' })),
      { profile: agendaProfile({ finalWorkerId: 'ghost' }) },
    );
    expect(log).toHaveLength(0);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'invalid_profile' });
    expect(result.message).toContain('final worker "ghost" is not among its workers (distiller, lorebook_reader, plot_planner, finalizer)');
  });

  test('Stop while workers run: they are cancelled, the final worker never runs, no capsule', async () => {
    const ac = new AbortController();
    const run = agendaTurn(
      (b) =>
        isWorker(b)
          ? { content: 'slow', fault: 'stall', afterFrames: 1 }
          : play(() =>
              step({
                dispatches: [
                  { worker: 'distiller', task_brief: 'a' },
                  { worker: 'plot_planner', task_brief: 'b' },
                ],
              }),
            )(b),
      { signal: ac.signal },
    );
    while (!server) await new Promise((r) => setImmediate(r));
    await server.waitFor((r) => !!r.body && roleOf(r.body) === 'plot_planner' && r.finished);
    await server.waitFor((r) => !!r.body && roleOf(r.body) === 'distiller' && r.finished);
    ac.abort();
    const { result, log } = await run;
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted' });
    expect(result.injection).toBeUndefined();
    expect(result.fold).toContain('### [run-1: distiller] (error: cancelled)');
    expect(log.some((r) => roleOf(r.body) === 'finalizer')).toBe(false);
  });
});

describe('choosing the angle in agenda mode', () => {
  test('the workers are asked for angles; the turn pauses before the final worker, which gets the pick', async () => {
    const PLAN = 'Angle: the grandmother\nBeat: she admits it.\nAngle: the harbour\nBeat: dusk forces the answer.';
    const respond = (b: WireBody): Step => {
      if (roleOf(b) === 'plot_planner') return { toolCalls: [{ name: 'submit_result', arguments: { text: PLAN } }] };
      return play((t) =>
        t === 0 ? step({ dispatches: [{ worker: 'plot_planner', todo_id: 'main', task_brief: 'Plan the beat.' }] }) : step({ finalize: 'Planned.' }),
      )(b);
    };
    const asked: (readonly string[])[] = [];
    const { result, log } = await agendaTurn(respond, {
      profile: agendaProfile({ chooseAngle: true }),
      chooseAngle: async (angles) => {
        asked.push(angles);
        return { kind: 'angle', index: 0, text: angles[0]! };
      },
    });
    expect(result.outcome).toBe('completed');
    expect(asked).toEqual([['the grandmother — she admits it.', 'the harbour — dusk forces the answer.']]);
    expect(userText(bodiesOf(log, 'plot_planner')[0]!)).toContain('The user chooses the angle of the next reply.');
    const [finalizer] = bodiesOf(log, 'finalizer');
    expect(userText(finalizer!)).toContain('The user chose this angle for the reply: the grandmother — she admits it.');
    expect(userText(finalizer!)).not.toContain('The user chooses the angle');
  });
});
