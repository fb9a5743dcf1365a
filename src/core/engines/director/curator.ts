// memory_curator without the whole team. Which curator a turn gets (the profile's own team member, or
// the shipped team's definition on the profile's connection), a director config with it in the after
// wave on every Nth turn (also on writer-only turns), and the after wave run on its own once a reply
// the host wrote is saved (the capsule modes, whose reply follows the capsule turn).
import type { ContentLang } from '../../profiles/defaults/director-texts.ts';
import { directorDefaultBody } from '../../profiles/defaults/director.ts';
import { framesFor } from '../../profiles/defaults/team.ts';
import type { Mode } from '../../profiles/modes.ts';
import { parseProfile } from '../../profiles/parse.ts';
import type { Usage } from '../../llm/types.ts';
import { Draft } from '../../tools/draft.ts';
import { createTrace, type Trace } from '../../trace/trace.ts';
import type { AgentRoute } from '../runtime/agent-config.ts';
import type { TurnBudget } from '../runtime/budget.ts';
import type { LorebookFilter } from '../runtime/lorebook-filter.ts';
import type { ProfileAdapterOptions } from '../runtime/profile-options.ts';
import { openTurn, type TurnHosts } from '../runtime/turn.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorConfig, type DirectorLimits, type DirectorSubAgentConfig } from './config.ts';
import type { DirectorEvent } from './engine.ts';
import { directorConfigFromProfile } from './from-profile.ts';
import { afterTaskOf, countUserTurns, onThisTurn, subagentRunner, subagentStatus } from './members.ts';
import { createDispatcher, type SubagentRecord } from './subagents.ts';

export const MEMORY_CURATOR_ID = 'memory_curator';

/** The chat messages a curator that runs every `every` turns reads: its own window, and at least the turns since its last run. */
const storyFor = (agent: DirectorSubAgentConfig, every: number): DirectorSubAgentConfig['story'] => {
  const max = agent.story?.maxMessages;
  if (every <= 1 || max === undefined) return agent.story;
  return {
    ...agent.story,
    maxMessages: Math.max(max, 2 * every + 2),
    ...(agent.story?.maxTokens ? { maxTokens: Math.max(agent.story.maxTokens, 1500 * every) } : {}),
  };
};

/**
 * The shipped team's memory_curator (its prompt, its method skills preloaded, its memory tools and the
 * prefetched schema and candidates) in `lang`, routed to `route`: the curator of a turn whose profile
 * has none. Its tools are those of `opts.extraToolNames` it names (memory_* exist only with memory on).
 */
export function shippedMemoryCurator(lang: ContentLang, route: AgentRoute, opts: ProfileAdapterOptions = {}): DirectorSubAgentConfig {
  const team = directorConfigFromProfile(parseProfile('director', directorDefaultBody(lang, 'full')).profile, opts);
  const curator = team.subAgents.find((a) => a.id === MEMORY_CURATOR_ID);
  if (!curator) throw new Error('The shipped team has no memory_curator.');
  return { ...curator, apiPresetName: route.apiPresetName ?? '', promptPresetName: route.promptPresetName ?? '' };
}

/**
 * `config` with memory_curator in the after wave every `every` turns, on full and writer-only turns
 * alike: the team's own member when it has one (its prompt, tools and connection kept), else `shipped()`.
 */
export function withMemoryCurator(config: DirectorConfig, shipped: () => DirectorSubAgentConfig, every: number): DirectorConfig {
  const n = Math.max(1, Math.floor(every));
  const own = config.subAgents.find((a) => a.id === MEMORY_CURATOR_ID);
  const base = own ?? shipped();
  const curator: DirectorSubAgentConfig = { ...base, wave: 'after', fullTurnsOnly: false, everyTurns: n, story: storyFor(base, n) };
  return { ...config, subAgents: own ? config.subAgents.map((a) => (a === own ? curator : a)) : [...config.subAgents, curator] };
}

/** Whether a curator that runs every `every` turns runs on this turn (counted by the chat's user messages, as the team's every-N members are). */
export async function curatorOnThisTurn(hosts: Pick<TurnHosts, 'chat' | 'story'>, every: number): Promise<boolean> {
  return onThisTurn(every, await countUserTurns(hosts));
}

export interface AfterReplyInput extends TurnHosts {
  mode: Mode;
  /** The members to run (each hands its report in with submit_result, in the response of its writes). */
  members: readonly DirectorSubAgentConfig[];
  /** The reply the host saved: the members read it as <current_draft> (read only). */
  reply: string;
  /** Runs every `every` turns: the task names the replies since the last run, the story holds them. Default 1. */
  every?: number;
  useStreaming: boolean;
  limits?: Partial<DirectorLimits>;
  budget?: TurnBudget;
  lorebookFilter?: LorebookFilter;
  /** False once another chat is on screen: the members stop. */
  isCurrent?(): boolean;
  onEvent?(event: DirectorEvent): void;
}

export interface AfterReplyResult {
  /** `completed`: every member handed in; `failed`: one did not (its error is in `records`). */
  outcome: 'completed' | 'failed' | 'aborted' | 'chat-changed';
  records: SubagentRecord[];
  /** The members' sections, as a reply's reasoning fold would show them. */
  fold: string;
  usage: Usage;
  trace: Trace;
}

/**
 * The after wave on its own, for a reply someone else wrote: the members run as the director's after
 * wave runs them (the same runner, prefetch and hand-in), with the saved reply as their draft. Their
 * writes go through the turn's tools, so they belong to whatever those tools bind them to (memory: the
 * reply's kept turn).
 */
export async function runAfterReply(input: AfterReplyInput): Promise<AfterReplyResult> {
  const every = Math.max(1, Math.floor(input.every ?? 1));
  const members = input.members.map((a) => ({ ...a, wave: 'after' as const, everyTurns: every, story: storyFor(a, every) }));
  const limits = { ...DEFAULT_DIRECTOR_LIMITS, ...input.limits };
  const trace = input.trace ?? createTrace({ mode: input.mode, now: input.now });
  const emit = (e: DirectorEvent) => {
    try {
      input.onEvent?.(e);
    } catch {
      // A listener's bug must not break the run.
    }
  };
  const first = members[0];
  const turn = openTurn({
    mode: input.mode,
    hosts: { ...input, trace },
    lorebookFilter: input.lorebookFilter,
    budget: input.budget,
    frames: first ? framesFor(first.systemPrompt, first.skills?.names ?? []) : undefined,
    isCurrent: input.isCurrent,
    onEvent: emit,
  });
  // The reply is saved: the members read it, nobody writes it.
  const draft = new Draft(input.reply, { preservedPrefix: input.reply });
  const run = subagentRunner({
    turn,
    config: { useStreaming: input.useStreaming },
    limits,
    draft,
    agentTools: (agent) => ({ message: [], rest: turn.agentTools(agent) }),
  });
  const dispatcher = createDispatcher({
    maxConcurrent: limits.maxConcurrentSubagents,
    maxTotal: Math.max(limits.maxTotalSubagentRuns, members.length),
    signal: turn.signal,
    run,
    onStatus: subagentStatus(turn, emit),
  });
  let outcome: AfterReplyResult['outcome'] = 'completed';
  try {
    if (members.length && turn.stillCurrent()) {
      turn.note('main', 'after-wave', { subagents: members.map((a) => a.id), afterReply: true });
      const recs = members.map((a) => dispatcher.dispatch({ subagentId: a.id, task: afterTaskOf(a, turn.frames), payload: a }));
      const results = await dispatcher.wait(recs.map((r) => r.handle));
      if (results.some((r) => r.status !== 'completed')) outcome = 'failed';
    }
  } finally {
    await dispatcher.shutdown();
    turn.closeFold();
    turn.dispose();
  }
  if (!turn.stillCurrent()) outcome = 'chat-changed';
  else if (turn.signal.aborted || input.signal?.aborted) outcome = 'aborted';
  trace.finish(outcome);
  trace.event('main', 'turn-end', { outcome, afterReply: true });
  return { outcome, records: dispatcher.records().map((r) => ({ ...r, payload: undefined })), fold: turn.fold.render(), usage: trace.usage(), trace };
}
