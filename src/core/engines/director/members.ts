// The director's sub-agents in a turn: who takes part (what the host backs, every-N turns, the waves,
// writer only) and how one sub-agent runs (its tools, its context, the outcome its run ends with).
import { toolSucceeded } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import { lacksEveryTool } from '../../profiles/tools.ts';
import type { Draft } from '../../tools/draft.ts';
import { describeEnd, type Turn, type TurnHosts } from '../runtime/turn.ts';
import { submitResultTool } from '../capsule/output-tools.ts';
import type { DirectorAgentConfig, DirectorConfig, DirectorLimits, DirectorSubAgentConfig } from './config.ts';
import type { DirectorTurnInput } from './engine.ts';
import { subAgentParts } from './prompts.ts';
import type { SubagentOutcome, SubagentRecord } from './subagents.ts';

/** A sub-agent's section in the reasoning fold and the trace. */
export const sectionOf = (rec: SubagentRecord) => `${rec.handle}: ${rec.subagentId}`;

/** An after-wave member's task: the reply just shown, or, for one that runs every N turns, the N replies since its last run. */
export const afterTaskOf = (agent: DirectorSubAgentConfig, F: Turn['frames']) =>
  (agent.everyTurns ?? 1) > 1 ? F.afterTaskSince(agent.everyTurns!) : F.afterTask;

/** The dispatcher's status listener: each sub-agent's fold section and status, its trace events, and the turn's event. */
export function subagentStatus(turn: Turn, emit: (e: { type: 'subagent'; record: SubagentRecord }) => void) {
  const { fold, trace } = turn;
  return (rec: SubagentRecord) => {
    const status =
      rec.status === 'completed' ? undefined : rec.status === 'failed' || rec.status === 'cancelled' ? `error: ${rec.error ?? rec.status}` : rec.status;
    fold.ensure(sectionOf(rec));
    fold.setStatus(sectionOf(rec), status);
    if (rec.status === 'queued') trace.label(rec.handle, rec.subagentId);
    trace.event(rec.handle, `subagent-${rec.status}`, {
      subagentId: rec.subagentId,
      ...(rec.status === 'queued' ? { task: rec.task } : {}),
      ...(rec.error ? { error: rec.error } : {}),
    });
    emit({ type: 'subagent', record: { ...rec } });
  };
}

export interface SubagentRunContext {
  turn: Turn;
  config: Pick<DirectorConfig, 'useStreaming'>;
  limits: DirectorLimits;
  draft: Draft;
  /** One agent's message tools (following the draft) and its reader and skill tools. */
  agentTools(agent: DirectorAgentConfig, hasDraft: boolean, readers?: boolean): { message: Tool[]; rest: Tool[] };
}

/** The dispatcher's runner: one sub-agent's run on its task, ended as a report or an error. */
export function subagentRunner({ turn, config, limits, draft, agentTools }: SubagentRunContext) {
  const F = turn.frames;
  return async (rec: SubagentRecord, signal: AbortSignal): Promise<SubagentOutcome> => {
    const agent = rec.payload as DirectorSubAgentConfig;
    const maxRounds = agent.maxRounds ?? limits.subAgentMaxRounds;
    const snapshot = draft.text;
    // The draft is in its context (<current_draft>): it reads it there. One that may write or patch gets
    // the readers too, since the draft then changes under it.
    const writes = agent.tools.includes('write_message') || agent.tools.includes('apply_message_patches');
    const own = agentTools(agent, snapshot.length > 0, writes);
    // An after-wave member (a curator) hands its report in with submit_result, in the same response as
    // its writes: nobody waits for that report, so it costs no request of its own.
    let handedIn: string | undefined;
    const after = (agent.wave ?? 'dispatch') === 'after';
    const handIn = after ? [submitResultTool((text) => (handedIn = text))] : [];
    const prefetched = await turn.prefetch(agent, rec.handle);
    const parts = subAgentParts({
      systemPrompt: agent.systemPrompt,
      catalog: agent.skills?.catalog ?? '',
      openNotes: await turn.openNotes(),
      draft: snapshot,
      task: rec.task,
      prefetched,
      frames: F,
    });
    const res = await turn.run({
      id: rec.handle,
      label: rec.subagentId,
      agent,
      section: sectionOf(rec),
      running: false,
      messages: turn.messages(agent, { ...parts, story: turn.storyFor(agent, F.subReminder) }),
      tools: [...own.message, ...own.rest, ...handIn],
      maxRounds,
      stream: config.useStreaming,
      retryMax: limits.toolCallRetryMax,
      noToolCalls: { kind: 'finish' },
      ...(after ? { stopWhen: [toolSucceeded('submit_result')] } : {}),
      handIn: after ? F.afterHandIn : F.subHandIn,
      signal,
    });
    if (handedIn !== undefined && res.status === 'stopped' && res.stop.kind === 'tool-succeeded') return { output: handedIn };
    switch (res.status) {
      case 'natural':
      case 'stopped':
        if (res.status === 'stopped' && res.stop.kind === 'budget') return res.lastProse.trim() ? { output: res.lastProse } : { error: describeEnd(res) };
        return { output: res.text };
      case 'max-rounds':
        return { error: `did not converge within ${maxRounds} rounds` };
      case 'aborted':
        return { error: 'cancelled' };
      case 'error':
        return { error: res.error.message };
    }
  };
}

export interface TurnMembers {
  /** The whole team (not writer only). */
  full: boolean;
  /** Who the main agent may dispatch. */
  team: DirectorSubAgentConfig[];
  /** The opening wave: runs before the main agent's first request. */
  opening: DirectorSubAgentConfig[];
  /** The after wave: curators that run once the reply is committed. */
  after: DirectorSubAgentConfig[];
}

/**
 * Who takes part this turn. A sub-agent whose tools all need something this host lacks (memory_*,
 * search_* before those exist) is not offered: the main agent would brief it for nothing. One that
 * runs every N turns sits out the others; a writer-only turn has no opening wave and no dispatch.
 */
export async function turnMembers(input: DirectorTurnInput, turn: Turn): Promise<TurnMembers> {
  const here = new Set(turn.readers.keys());
  const backed = (a: DirectorSubAgentConfig) => !lacksEveryTool(a.tools, here);
  const available = input.config.subAgents.filter(backed);
  if (available.length < input.config.subAgents.length)
    turn.note('main', 'team-unavailable', { subagents: input.config.subAgents.filter((a) => !backed(a)).map((a) => a.id) });
  const userTurns = await countUserTurns(input);
  const scheduled = available.filter((a) => onThisTurn(a.everyTurns ?? 1, userTurns));
  const full = (input.team ?? 'full') === 'full';
  const waveOf = (a: DirectorSubAgentConfig) => a.wave ?? 'dispatch';
  const team = full ? scheduled.filter((a) => waveOf(a) === 'dispatch') : [];
  const opening = full ? scheduled.filter((a) => waveOf(a) === 'opening') : [];
  const after = scheduled.filter((a) => waveOf(a) === 'after');
  if (!full) turn.note('main', 'writer-only');
  return { full, team, opening, after };
}

/** The user's messages in the chat (the chat reader when the host gives one, else the story's history). */
export async function countUserTurns(input: Pick<TurnHosts, 'chat' | 'story'>): Promise<number> {
  try {
    if (input.chat) return (await input.chat.messages()).filter((m) => m.role === 'user').length;
  } catch {
    // A chat that cannot be read counts from the story.
  }
  return input.story.history.filter((m) => m.role === 'user').length;
}

/** Whether a member that takes part every `every` turns runs on the turn answering user message `n` (1-based). */
export function onThisTurn(every: number, n: number): boolean {
  return every <= 1 || n <= 1 || (n - 1) % every === 0;
}
