// Spec mode: stages of nodes run in order, each stage serial or parallel. Worker nodes hand in their
// result with node_output (final_guidance in the final stage); review nodes approve or send earlier
// workers back, which replays the workflow from the earliest target (up to reviewRerunMaxRounds
// times). The final stage's outputs are the capsule.
import { childController } from '../../agent/abort.ts';
import { stopIf, toolSucceeded } from '../../agent/stop.ts';
import { joinOutputs } from '../capsule/capsule-text.ts';
import { contract, nodeMessages } from '../capsule/node-messages.ts';
import { finalGuidanceTool, nodeOutputTool } from '../capsule/output-tools.ts';
import type { CapsuleModeResult, CapsuleRuntime } from '../capsule/runtime.ts';
import { describeEnd, settleSection } from '../runtime/turn.ts';
import { chatVars } from '../capsule/story.ts';
import { formatOutputs, renderTemplate } from '../capsule/template.ts';
import type { SpecConfig, SpecNodeConfig, SpecStageConfig } from './config.ts';
import { reviewContract, workerPrelude } from './prompts.ts';
import { reviewTools, type ReviewDecision } from './review-tools.ts';
import { validateSpecConfig } from './validate.ts';

type NodeOutcome = { ok: true; output: string } | { ok: false; aborted: boolean; error: string };
type StageOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; error: string }
  | { kind: 'aborted' }
  | { kind: 'rerun'; by: string; targets: string[]; feedback: string };

export async function runSpecCapsule(config: SpecConfig, rt: CapsuleRuntime): Promise<CapsuleModeResult> {
  const issues = validateSpecConfig(config);
  if (issues.length) {
    const error = `The spec workflow is invalid: ${issues.map((i) => `${i.path}: ${i.message}`).join(' ')}`;
    rt.note('spec', 'invalid-workflow', { issues });
    return { status: 'failed', body: '', error, invalid: true };
  }
  const stages = config.stages;
  const finalStage = stages[stages.length - 1];
  const specOrder = stages.flatMap((s) => s.nodes.map((n) => n.id));
  const position = new Map<string, { stage: number; index: number }>();
  stages.forEach((s, si) => s.nodes.forEach((n, ni) => position.set(n.id, { stage: si, index: ni })));
  const outputs = new Map<string, string>();
  const executedWorkers = new Set<string>();
  const approvals = new Map<string, string>();
  const rerunRequests = new Map<string, { by: string; feedback: string }>();
  const runs = new Map<string, number>();
  let reruns = 0;
  const openNotes = await rt.openNotes();
  const background = config.includeWorldInfo ? rt.view.background : '';
  const F = rt.frames.capsule;

  const varsFor = (self: string, template: string): Record<string, string> => {
    const vars: Record<string, string> = {
      ...chatVars(rt.view, config.maxRecentMessages, template, F.none),
      previous_orchestration: rt.previousCapsule || F.none,
      previous_outputs: formatOutputs(
        specOrder.filter((id) => id !== self && executedWorkers.has(id)).map((id) => ({ id, text: outputs.get(id) ?? '' })),
        F.none,
      ),
    };
    for (const id of specOrder) if (!(id in vars)) vars[id] = outputs.get(id) ?? '';
    return vars;
  };

  const sectionFor = (node: SpecNodeConfig) => {
    const n = (runs.get(node.id) ?? 0) + 1;
    runs.set(node.id, n);
    return n === 1 ? node.id : `${node.id}#${n}`;
  };

  /** "Let me choose the angle": the line for the final stage's writers (the user's answer), asked once before it. */
  let angleLine: string | undefined;

  const runWorker = async (node: SpecNodeConfig, isFinal: boolean, signal: AbortSignal): Promise<NodeOutcome> => {
    const section = sectionFor(node);
    const toolName = isFinal ? 'final_guidance' : 'node_output';
    let output = '';
    const own = rt.agentTools(node);
    const rounds = own.length ? config.nodeIterationMaxRounds : 1 + config.toolCallRetryMax;
    const rerun = rerunRequests.get(node.id);
    rerunRequests.delete(node.id);
    const prelude = workerPrelude(
      {
        approvals: [...approvals].map(([n, feedback]) => ({ node: n, feedback })),
        ...(rerun ? { rerun: { ...rerun, previous: outputs.get(node.id) ?? '' } } : {}),
      },
      F,
    );
    const what = isFinal ? F.specFinalTask : F.specWorkerTask;
    const user = [
      prelude,
      renderTemplate(node.userPromptTemplate, varsFor(node.id, node.userPromptTemplate)),
      isFinal ? angleLine : rt.askAngle && F.angleOptions,
      contract(`${toolName}(…)`, what, rounds, own.length > 0, F),
    ]
      .filter(Boolean)
      .join('\n\n');
    rt.note(section, 'node-start', { node: node.id, agent: node.agentId, ...(rerun ? { rerun: true } : {}) });
    const res = await rt.run({
      id: section,
      label: node.agentId === node.id ? node.id : `${node.id} (${node.agentId})`,
      agent: node,
      section,
      messages: rt.messages(
        node,
        nodeMessages({ systemPrompt: node.systemPrompt, openNotes, catalog: node.skills?.catalog ?? '', background, user, frames: F }),
      ),
      tools: [(isFinal ? finalGuidanceTool : nodeOutputTool)((t) => (output = t)), ...own],
      maxRounds: rounds,
      stream: config.useStreaming,
      retryMax: config.toolCallRetryMax,
      noToolCalls: { kind: 'retry', max: config.toolCallRetryMax, nudge: F.specNudge(toolName), exhausted: 'fail' },
      stopWhen: [toolSucceeded(toolName)],
      handIn: F.specHandIn(toolName),
      signal,
    });
    if (output) {
      outputs.set(node.id, output);
      executedWorkers.add(node.id);
      settleSection(rt, section, { output });
      return { ok: true, output };
    }
    const aborted = res.status === 'aborted';
    const error = aborted
      ? 'cancelled'
      : res.status === 'max-rounds'
        ? `Node "${node.id}" did not call ${toolName} within ${rounds} round(s).`
        : `Node "${node.id}" failed: ${describeEnd(res)}`;
    settleSection(rt, section, { error: aborted ? 'cancelled' : error });
    return { ok: false, aborted, error };
  };

  const runReview = async (node: SpecNodeConfig): Promise<{ decision: ReviewDecision } | { aborted: boolean; error: string }> => {
    const section = sectionFor(node);
    let decision: ReviewDecision | undefined;
    const workers = specOrder.filter((id) => executedWorkers.has(id));
    // The same rule as worker nodes: a tool loop only when it has tools of its own besides the decision.
    const own = rt.agentTools(node);
    const rounds = own.length ? config.nodeIterationMaxRounds : 1 + config.toolCallRetryMax;
    const rerunsLeft = Math.max(0, config.reviewRerunMaxRounds - reruns);
    const user = [
      workerPrelude({ approvals: [...approvals].filter(([n]) => n !== node.id).map(([n, feedback]) => ({ node: n, feedback })) }, F),
      renderTemplate(node.userPromptTemplate, varsFor(node.id, node.userPromptTemplate)),
      reviewContract({ executedWorkers: workers, rerunsLeft, rerunMax: config.reviewRerunMaxRounds, rounds, hasOtherTools: own.length > 0 }, F),
    ]
      .filter(Boolean)
      .join('\n\n');
    rt.note(section, 'node-start', { node: node.id, agent: node.agentId, review: true });
    const res = await rt.run({
      id: section,
      label: node.agentId === node.id ? node.id : `${node.id} (${node.agentId})`,
      agent: node,
      section,
      // Review nodes get no catalog: only the text of the skills they preload (their method).
      messages: rt.messages(
        node,
        nodeMessages({ systemPrompt: node.systemPrompt, openNotes, catalog: node.skills?.catalog ?? '', background, user, frames: F }),
      ),
      tools: [...reviewTools({ executedWorkers: workers, rerunsLeft, rerunMax: config.reviewRerunMaxRounds, decide: (d) => (decision = d) }), ...own],
      maxRounds: rounds,
      stream: config.useStreaming,
      retryMax: config.toolCallRetryMax,
      noToolCalls: { kind: 'retry', max: config.toolCallRetryMax, nudge: F.reviewNudge, exhausted: 'fail' },
      stopWhen: [stopIf(() => decision !== undefined, 'decided')],
      handIn: F.reviewHandIn,
    });
    if (decision) {
      const d: ReviewDecision = decision;
      settleSection(rt, section, { output: d.kind === 'approve' ? `approved: ${d.feedback}` : `rerun ${d.targets.join(', ')}: ${d.feedback}` });
      return { decision: d };
    }
    const aborted = res.status === 'aborted';
    const error = aborted
      ? 'cancelled'
      : `Review node "${node.id}" made no decision (${res.status === 'max-rounds' ? `${rounds} rounds used` : describeEnd(res)}).`;
    settleSection(rt, section, { error });
    return { aborted, error };
  };

  const runStage = async (stage: SpecStageConfig, nodes: SpecNodeConfig[]): Promise<StageOutcome> => {
    const isFinal = stage === finalStage;
    rt.note('spec', 'stage-start', { stage: stage.id, mode: stage.mode, nodes: nodes.map((n) => n.id) });
    if (stage.mode === 'parallel') {
      const { controller, dispose } = childController(rt.signal);
      try {
        const results = await Promise.all(
          nodes.map(async (n) => {
            const r = await runWorker(n, isFinal, controller.signal);
            if (!r.ok && !controller.signal.aborted) controller.abort();
            return r;
          }),
        );
        if (rt.signal.aborted) return { kind: 'aborted' };
        const failed = results.find((r): r is Extract<NodeOutcome, { ok: false }> => !r.ok && !r.aborted);
        if (failed) return { kind: 'failed', error: failed.error };
        if (results.some((r) => !r.ok)) return { kind: 'aborted' };
        return { kind: 'done' };
      } finally {
        dispose();
      }
    }
    for (const node of nodes) {
      if (node.type === 'review') {
        const r = await runReview(node);
        if ('error' in r) return r.aborted || rt.signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error: r.error };
        const d = r.decision;
        if (d.kind === 'approve') {
          approvals.set(node.id, d.feedback);
          outputs.set(node.id, d.feedback);
          rt.note(node.id, 'review-approved', { feedback: d.feedback, ...(d.reason ? { reason: d.reason } : {}) });
          continue;
        }
        return { kind: 'rerun', by: node.id, targets: d.targets, feedback: d.feedback };
      }
      const r = await runWorker(node, isFinal, rt.signal);
      if (!r.ok) return r.aborted || rt.signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error: r.error };
    }
    return { kind: 'done' };
  };

  let si = 0;
  let only: ((node: SpecNodeConfig, index: number) => boolean) | undefined;
  while (si < stages.length) {
    const stage = stages[si];
    const nodes = only ? stage.nodes.filter(only) : stage.nodes;
    // Before the capsule is written: the user picks among the angles the earlier workers gave.
    if (stage === finalStage && rt.askAngle && angleLine === undefined) {
      angleLine = (await rt.askAngle(specOrder.filter((id) => executedWorkers.has(id)).map((id) => outputs.get(id) ?? ''))) ?? '';
      if (rt.signal.aborted) return { status: 'aborted', body: '' };
    }
    only = undefined;
    const r = await runStage(stage, nodes);
    if (r.kind === 'aborted') return { status: 'aborted', body: '' };
    if (r.kind === 'failed') return { status: 'failed', body: '', error: r.error };
    if (r.kind === 'rerun') {
      reruns++;
      for (const t of r.targets) rerunRequests.set(t, { by: r.by, feedback: r.feedback });
      // Replay from the earliest target: in its stage only the targets (and, in a serial stage, every
      // node after it), then every later stage in full, the reviewing node included.
      const start = r.targets.map((t) => position.get(t)!).sort((a, b) => a.stage - b.stage || a.index - b.index)[0];
      const targets = new Set(r.targets);
      const serial = stages[start.stage].mode === 'serial';
      only = (n, i) => targets.has(n.id) || (serial && i > start.index);
      rt.note(r.by, 'review-rerun', { targets: r.targets, feedback: r.feedback, rerun: reruns, from: stages[start.stage].id });
      si = start.stage;
      continue;
    }
    si++;
  }

  const body = joinOutputs(finalStage.nodes.map((n) => outputs.get(n.id) ?? ''));
  const stageOutputs = stages.map((s) => ({ id: s.id, mode: s.mode, nodes: s.nodes.map((n) => ({ node: n.id, output: outputs.get(n.id) ?? '' })) }));
  return {
    status: body ? 'completed' : 'failed',
    body,
    ...(body ? {} : { error: 'The final stage produced no guidance.' }),
    details: { stageOutputs, reviewRerunCount: reruns },
  };
}
