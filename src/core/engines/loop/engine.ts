// Loop mode: one agent in a tool loop that ends with finalize({capsule_text}). Limits: rounds, a
// wall-clock budget (checked before each round), and three rounds in a row without a tool call. When a
// limit ends the run, the capsule falls back to the agent's last non-empty prose.
import { toolSucceeded, wallClockExceeded } from '../../agent/stop.ts';
import { finalizeCapsuleTool } from '../capsule/output-tools.ts';
import type { CapsuleLimit, CapsuleModeResult, CapsuleRuntime } from '../capsule/runtime.ts';
import { selfAngle } from '../capsule/offer-angles.ts';
import { LOOP_MIN_WALL_CLOCK_MS, LOOP_NO_TOOL_STREAK, type LoopConfig } from './config.ts';
import { loopMessages } from './prompts.ts';

export const loopSection = (round: number) => `loop-${round}`;

export async function runLoopCapsule(config: LoopConfig, rt: CapsuleRuntime): Promise<CapsuleModeResult> {
  const agent = config.agent;
  const maxRounds = Math.max(1, Math.trunc(config.maxRounds));
  const budgetMs = Math.max(LOOP_MIN_WALL_CLOCK_MS, config.wallClockBudgetMs);
  const F = rt.frames.capsule;
  let capsule = '';
  // "Let me choose the angle": offer_angles before finalize (or a resumed turn's answer in the task).
  const angle = await selfAngle(rt);
  const tools = [...rt.agentTools(agent), ...angle.tools, finalizeCapsuleTool((t) => (capsule = t))];
  /** Its story, and the latest user message once: quoted apart only when the story it reads does not hold it. */
  const messagesFor = (a: typeof agent, openNotes: string) => {
    const story = rt.storyFor(a);
    const last = rt.view.lastUserText;
    const inStory = !!last && story.some((m) => m.role === 'user' && m.content === last);
    return rt.messages(a, {
      ...loopMessages({
        systemPrompt: a.systemPrompt,
        openNotes,
        catalog: a.skills?.catalog ?? '',
        lastUser: inStory ? undefined : last,
        maxRounds,
        angle: angle.line,
        frames: F,
      }),
      story,
    });
  };
  const res = await rt.run({
    id: 'loop',
    label: 'loop',
    agent,
    section: (round) => loopSection(round),
    messages: messagesFor(agent, await rt.openNotes()),
    tools,
    maxRounds,
    stream: config.useStreaming,
    retryMax: config.toolCallRetryMax,
    noToolCalls: { kind: 'retry', max: LOOP_NO_TOOL_STREAK - 1, consumesRound: true, exhausted: 'stop', nudge: F.loopNudge },
    stopWhen: [toolSucceeded('finalize'), wallClockExceeded(budgetMs)],
    handIn: F.loopHandIn,
    onEvent: (e) => {
      if (e.type === 'no-tool-call' && rt.fold.has(loopSection(e.round))) rt.fold.setStatus(loopSection(e.round), 'no tool call');
    },
  });
  switch (res.status) {
    case 'stopped':
      if (capsule) return { status: 'completed', body: capsule, details: { rounds: res.rounds } };
      return exhausted(
        res.stop.kind === 'no-tool-call-streak' ? 'no_tool_call_streak' : res.stop.kind === 'budget' ? 'budget' : 'wall_clock',
        res.lastProse,
        res.rounds,
        rt,
      );
    case 'max-rounds':
      return exhausted('max_rounds', res.lastProse, res.rounds, rt);
    case 'aborted':
      return { status: 'aborted', body: '' };
    case 'error':
      return { status: 'failed', body: '', error: res.error.message };
    case 'natural':
      // The policy re-asks instead of ending naturally; reaching here means a bug in the loop.
      return { status: 'failed', body: '', error: 'The loop agent ended without finalize.' };
  }
}

function exhausted(limit: CapsuleLimit, lastProse: string, rounds: number, rt: CapsuleRuntime): CapsuleModeResult {
  rt.note('loop', 'budget-exhausted', { reason: limit, rounds, fallback: lastProse.trim() ? 'last_prose' : 'none' });
  return { status: 'exhausted', body: lastProse.trim(), limit, details: { rounds } };
}
