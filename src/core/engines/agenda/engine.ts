// Agenda mode: a planner works a todo board through planner_step, dispatching workers in parallel
// (cut to maxConcurrentWorkers and the remaining maxTotalRuns, each cut reported); workers hand in
// reports with submit_result; when the planner finalizes, runs out of steps or the budget is spent,
// the final worker writes the capsule from every report.
import { stopIf, toolSucceeded } from '../../agent/stop.ts';
import { contract, nodeMessages } from '../capsule/node-messages.ts';
import { submitResultTool } from '../capsule/output-tools.ts';
import type { CapsuleModeResult, CapsuleRuntime } from '../capsule/runtime.ts';
import { describeEnd, settleSection } from '../runtime/turn.ts';
import { chatVars } from '../capsule/story.ts';
import { formatOutputs, renderTemplate, templateVariables } from '../capsule/template.ts';
import { TodoBoard } from './board.ts';
import type { AgendaConfig, AgendaWorkerConfig } from './config.ts';
import { type AgendaRun, type Dispatch, plannerStepTool, type StepReport } from './planner-tool.ts';
import { plannerBrief } from './prompts.ts';
import { TagBoard } from './tags.ts';

export const plannerSection = (round: number) => `planner-${round}`;
const runSection = (run: AgendaRun) => `${run.id}: ${run.worker}`;

export async function runAgendaCapsule(config: AgendaConfig, rt: CapsuleRuntime): Promise<CapsuleModeResult> {
  const finalWorker = config.workers.find((w) => w.id === config.finalWorkerId);
  if (!finalWorker) {
    const error = `The agenda's final worker "${config.finalWorkerId}" is not among its workers (${config.workers.map((w) => w.id).join(', ') || 'none'}).`;
    rt.note('agenda', 'invalid-profile', { error });
    return { status: 'failed', body: '', error, invalid: true };
  }
  const dispatchable = config.workers.filter((w) => w.id !== finalWorker.id);
  const byId = new Map(dispatchable.map((w) => [w.id, w]));
  const F = rt.frames.capsule;
  const board = new TodoBoard(F.initialTodo);
  const runs: AgendaRun[] = [];
  const tags = new TagBoard(config.startTags);
  const openNotes = await rt.openNotes();
  const background = config.includeWorldInfo ? rt.view.background : '';
  /** The variables every template gets: the chat (the latest user message once) and the previous capsule. */
  const baseVars = (template: string) => ({
    ...chatVars(rt.view, config.maxRecentMessages, template, F.none),
    previous_orchestration: rt.previousCapsule || F.none,
  });
  const reports = (ids: readonly string[], inputTags: readonly string[] = []) =>
    formatOutputs(
      [
        ...runs.filter((r) => ids.includes(r.id) && r.status === 'completed').map((r) => ({ id: `${r.id} (${r.worker})`, text: r.output ?? '' })),
        ...tags.inputsFor(inputTags, ids),
      ],
      F.none,
    );

  /** "Let me choose the angle": the user's pick, for the final worker (asked once, before it runs). */
  let angleLine = '';

  /** One worker run; never throws. `final` runs write the capsule. */
  const runWorker = async (worker: AgendaWorkerConfig, run: AgendaRun, section: string): Promise<AgendaRun> => {
    let output = '';
    const own = rt.agentTools(worker);
    const rounds = own.length ? config.workerMaxRounds : 1 + config.toolCallRetryMax;
    const inputs = reports(run.inputs, worker.inputTags);
    const used = templateVariables(worker.userPromptTemplate);
    const parts = [renderTemplate(worker.userPromptTemplate, { ...baseVars(worker.userPromptTemplate), task: run.task, inputs })];
    // A template that forgot the brief or the reports still delivers them.
    if (!used.includes('task')) parts.push(`## task\n${run.task}`);
    if (!used.includes('inputs') && inputs !== F.none) parts.push(`## input_reports\n${inputs}`);
    // With the user choosing the angle, the workers give options and the final worker gets the pick.
    const angle = run.id === 'final' ? angleLine : rt.askAngle ? F.angleOptions : '';
    if (angle) parts.push(angle);
    parts.push(contract('submit_result({text})', F.agendaWorkerTask, rounds, own.length > 0, F));
    rt.note(section, 'run-start', { run: run.id, worker: run.worker, todo: run.todoId, inputs: run.inputs });
    const res = await rt.run({
      id: section,
      label: worker.id,
      agent: worker,
      section,
      // The engine marks the section running when the run is created.
      running: false,
      messages: rt.messages(
        worker,
        nodeMessages({ systemPrompt: worker.systemPrompt, openNotes, catalog: worker.skills?.catalog ?? '', background, user: parts.join('\n\n'), frames: F }),
      ),
      tools: [submitResultTool((t) => (output = t)), ...own],
      maxRounds: rounds,
      stream: config.useStreaming,
      retryMax: config.toolCallRetryMax,
      noToolCalls: { kind: 'retry', max: config.toolCallRetryMax, nudge: F.agendaWorkerNudge, exhausted: 'fail' },
      stopWhen: [toolSucceeded('submit_result')],
      handIn: F.agendaWorkerHandIn,
    });
    if (output) {
      Object.assign(run, { status: 'completed', output });
      tags.record(run, worker.outputTags ?? []);
      settleSection(rt, section, { output });
    } else {
      const error =
        res.status === 'aborted' ? 'cancelled' : res.status === 'max-rounds' ? `did not call submit_result within ${rounds} round(s)` : describeEnd(res);
      Object.assign(run, { status: res.status === 'aborted' ? 'cancelled' : 'failed', error });
      settleSection(rt, section, { error });
    }
    rt.note(section, `run-${run.status}`, { run: run.id, worker: run.worker, ...(run.error ? { error: run.error } : {}) });
    return run;
  };

  // The planner.
  let finalizeReason = '';
  let budgetSpent = false;
  let steps = 0;
  let round = 1;
  const execute = async (dispatches: Dispatch[]): Promise<AgendaRun[]> => {
    const started = dispatches.map((d) => {
      const run: AgendaRun = { id: `run-${runs.length + 1}`, worker: d.worker, todoId: d.todoId, task: d.task, inputs: d.inputs, status: 'running' };
      runs.push(run);
      rt.fold.ensure(runSection(run), 'running');
      return run;
    });
    const settled = await Promise.all(started.map((run) => runWorker(byId.get(run.worker)!, run, runSection(run))));
    if (runs.length >= config.maxTotalRuns) budgetSpent = true;
    return settled;
  };
  const onStep = (r: StepReport) => {
    const lines: string[] = [];
    if (r.finalize) lines.push(`finalize: ${r.finalize}`);
    r.accepted.forEach((d, i) => lines.push(`dispatch run-${runs.length + i + 1} → ${d.worker} [${d.todoId}]: ${d.task}`));
    for (const t of r.truncated)
      lines.push(
        `cut: ${t.worker} (${t.reason === 'max_total_runs' ? `maxTotalRuns=${config.maxTotalRuns}` : `maxConcurrentWorkers=${config.maxConcurrentWorkers}`})`,
      );
    for (const x of r.rejected) lines.push(`rejected: dispatches[${x.index}] ${x.error}`);
    const section = plannerSection(round);
    const body = rt.fold.has(section) ? rt.fold.ensure(section).body : '';
    rt.fold.append(section, `${body.trim() && !body.endsWith('\n') ? '\n' : ''}${lines.join('\n')}`);
    if (!r.finalize) steps = r.step;
    rt.note('planner', r.finalize ? 'planner-finalize' : 'planner-step', {
      step: r.step,
      ...(r.finalize ? { reason: r.finalize } : { dispatches: r.accepted.map((d) => ({ worker: d.worker, todo: d.todoId, inputs: d.inputs })) }),
      ...(r.truncated.length ? { truncated: r.truncated } : {}),
      ...(r.rejected.length ? { rejected: r.rejected } : {}),
    });
    if (r.truncated.length)
      rt.note('planner', 'dispatch-truncated', {
        step: r.step,
        truncated: r.truncated,
        maxConcurrentWorkers: config.maxConcurrentWorkers,
        maxTotalRuns: config.maxTotalRuns,
      });
  };
  const stepTool = plannerStepTool({
    board,
    workers: byId,
    runs,
    maxConcurrent: config.maxConcurrentWorkers,
    maxTotal: config.maxTotalRuns,
    execute,
    onStep,
    onFinalize: (reason) => (finalizeReason = reason),
  });
  const planner = config.planner;
  const plannerUser = [
    renderTemplate(planner.userPromptTemplate, baseVars(planner.userPromptTemplate)),
    plannerBrief(
      {
        workers: dispatchable,
        finalWorkerId: finalWorker.id,
        plannerMaxRounds: config.plannerMaxRounds,
        maxConcurrentWorkers: config.maxConcurrentWorkers,
        maxTotalRuns: config.maxTotalRuns,
        board: board.render(),
        tags: tags.size ? tags.render() : undefined,
      },
      F,
    ),
  ].join('\n\n');
  const plannerRes = await rt.run({
    id: 'planner',
    label: 'planner',
    agent: planner,
    section: (r) => plannerSection(r),
    messages: rt.messages(
      planner,
      nodeMessages({ systemPrompt: planner.systemPrompt, openNotes, catalog: planner.skills?.catalog ?? '', background, user: plannerUser, frames: F }),
    ),
    tools: [stepTool, ...rt.agentTools(planner)],
    // Room for a skill read or a corrected call per step; steps themselves are counted below.
    maxRounds: config.plannerMaxRounds * 2,
    stream: config.useStreaming,
    retryMax: config.toolCallRetryMax,
    noToolCalls: { kind: 'retry', max: config.toolCallRetryMax, nudge: F.plannerNudge, exhausted: 'fail' },
    stopWhen: [
      stopIf(() => finalizeReason !== '', 'finalized'),
      stopIf(() => budgetSpent, 'max_total_runs'),
      stopIf(() => steps >= config.plannerMaxRounds, 'planner_max_rounds'),
    ],
    handIn: F.plannerHandIn,
    onEvent: (e) => {
      if (e.type === 'round-start') round = e.round;
    },
  });
  const budgetStop = plannerRes.status === 'stopped' && plannerRes.stop.kind === 'budget';
  if (plannerRes.status === 'aborted') return { status: 'aborted', body: '', details: { runs } };
  if (plannerRes.status === 'error') {
    return { status: 'failed', body: '', error: plannerRes.error.message, details: { runs } };
  }
  const ended = finalizeReason
    ? F.endedFinalized(finalizeReason)
    : budgetStop
      ? F.endedBudget
      : budgetSpent
        ? F.endedRuns(config.maxTotalRuns)
        : F.endedSteps(config.plannerMaxRounds);
  const limit = finalizeReason ? undefined : budgetStop ? 'budget' : budgetSpent ? 'max_total_runs' : 'planner_max_rounds';
  rt.note('planner', 'planning-ended', { reason: finalizeReason || limit, runs: runs.length });

  // Before the capsule is written: the user picks among the angles the workers gave.
  if (rt.askAngle) {
    angleLine = (await rt.askAngle(runs.filter((r) => r.status === 'completed').map((r) => r.output ?? ''))) ?? '';
    if (rt.signal.aborted) return { status: 'aborted', body: '', details: { runs } };
  }

  // The final worker.
  const finalRun: AgendaRun = {
    id: 'final',
    worker: finalWorker.id,
    todoId: 'main',
    task: F.finalTask(ended),
    inputs: runs.filter((r) => r.status === 'completed').map((r) => r.id),
    status: 'running',
  };
  const done = await runWorker(finalWorker, finalRun, `final: ${finalWorker.id}`);
  const details = { runs, steps, ...(limit ? { planningLimit: limit } : {}) };
  if (done.status === 'completed') return { status: 'completed', body: done.output ?? '', ...(limit ? { limit } : {}), details };
  if (done.status === 'cancelled' || rt.signal.aborted) return { status: 'aborted', body: '', details };
  return { status: 'failed', body: '', error: `The final worker "${finalWorker.id}" failed: ${done.error}`, details };
}
