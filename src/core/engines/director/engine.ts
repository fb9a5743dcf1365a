// One director turn: the turn runtime plus the director's own tools — dispatch, the message tools and
// finalize. The main agent writes the reply through tools, with one-shot sub-agents, while the reply
// slot's body follows the draft (once per message tool call) and its reasoning fold shows every
// agent's named section. Ends by committing, or on Stop by keeping or discarding the partial.
import type { AgentEvent } from '../../agent/events.ts';
import { toolSucceeded } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import type { Usage } from '../../llm/types.ts';
import { Draft } from '../../tools/draft.ts';
import { lacksEveryTool } from '../../profiles/tools.ts';
import { createMessageTools } from '../../tools/message-tools.ts';
import { createTrace, type Trace } from '../../trace/trace.ts';
import { DIRECTOR_GENERATION_TYPES, isDirectorGenerationType, type DirectorGenerationType } from '../runtime/generation.ts';
import { guardSlot, type ReplySlot } from '../runtime/slot.ts';
import { describeEnd, openTurn, type TurnHosts } from '../runtime/turn.ts';
import { awaitSubagentsTool, cancelSubagentTool, dispatchInlineSubagentTool, dispatchSubagentTool, finalizeTool } from './collab-tools.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorAgentConfig, type DirectorConfig, type DirectorSubAgentConfig } from './config.ts';
import { completionNotice, MAIN_NUDGE, mainAgentParts, SUB_REMINDER, subAgentParts } from './prompts.ts';
import { createDispatcher, type SubagentOutcome, type SubagentRecord } from './subagents.ts';

export { DIRECTOR_GENERATION_TYPES, isDirectorGenerationType, type DirectorGenerationType };

export interface DirectorTurnInput extends TurnHosts {
  config: DirectorConfig;
  generationType: DirectorGenerationType;
  slot: ReplySlot;
  team?: 'full' | 'light';
  onEvent?(event: DirectorEvent): void;
}

export type DirectorEvent = AgentEvent | { type: 'subagent'; record: SubagentRecord } | { type: 'draft'; text: string } | { type: 'engine'; agent: string; name: string; data?: Record<string, unknown> };

/** `budget`: the turn's token / cost cap ended the main agent; the draft is committed as `max-rounds` commits it. */
export type DirectorOutcome = 'finalized' | 'max-rounds' | 'budget' | 'aborted' | 'error' | 'chat-changed';

export interface DirectorTurnResult {
  outcome: DirectorOutcome;
  /** What happened to the slot: committed, discarded (restored), or left alone (chat switched). */
  settled: 'committed' | 'discarded' | 'none';
  text: string;
  reasoning: string;
  /** Set for outcome `error`: the message to show the user. */
  error?: string;
  usage: Usage;
  trace: Trace;
  subagents: SubagentRecord[];
}

const sectionOf = (rec: SubagentRecord) => `${rec.handle}: ${rec.subagentId}`;
const mainSection = (round: number, attempt: number) => (attempt ? `main-${round}-r${attempt}` : `main-${round}`);

export async function runDirectorTurn(input: DirectorTurnInput): Promise<DirectorTurnResult> {
  const { config, slot } = input;
  if (!isDirectorGenerationType(input.generationType)) {
    // Checked before anything is touched: the slot stays as it was.
    throw new TypeError(`runDirectorTurn: generationType "${String(input.generationType)}" is not taken over by director (allowed: ${DIRECTOR_GENERATION_TYPES.join(', ')}).`);
  }
  const limits = { ...DEFAULT_DIRECTOR_LIMITS, ...config.limits };
  const trace = input.trace ?? createTrace({ mode: 'director', now: input.now });
  const emit = (e: DirectorEvent) => {
    try {
      input.onEvent?.(e);
    } catch {
      // A listener's bug must not break the turn.
    }
  };

  // The slot guard stops every write once another chat is on screen; the turn aborts with it.
  let lose = () => {};
  const guard = guardSlot(slot, () => lose());
  const turn = openTurn({
    mode: 'director',
    hosts: { ...input, trace },
    lorebookFilter: config.lorebookFilter,
    budget: config.budget,
    foldPrefix: slot.initialReasoning,
    onFold: (t) => guard.setReasoning(t),
    isCurrent: () => slot.isCurrent(),
    onEvent: emit,
  });
  lose = () => turn.lose();
  const fold = turn.fold;
  const isContinue = input.generationType === 'continue';
  const draft = new Draft(isContinue ? slot.initialText : '', {
    preservedPrefix: isContinue ? slot.initialText : '',
    onChange: (text) => {
      guard.setText(text);
      emit({ type: 'draft', text });
    },
  });
  const messageTools = createMessageTools(draft);

  /** One agent's message tools (write/patch behind its switches; the readers always), then its reader and skill tools. */
  const agentTools = (agent: DirectorAgentConfig): { message: Tool[]; rest: Tool[] } => {
    const on = new Set(agent.tools);
    const message: Tool[] = [];
    if (on.has('write_message')) message.push(messageTools.write_message);
    if (on.has('apply_message_patches')) message.push(messageTools.apply_message_patches);
    message.push(messageTools.get_draft, messageTools.draft_search);
    return { message, rest: turn.agentTools(agent) };
  };

  // Sub-agents.
  const runSubagent = async (rec: SubagentRecord, signal: AbortSignal): Promise<SubagentOutcome> => {
    const agent = rec.payload as DirectorSubAgentConfig;
    const maxRounds = agent.maxRounds ?? limits.subAgentMaxRounds;
    const own = agentTools(agent);
    const parts = subAgentParts({ systemPrompt: agent.systemPrompt, catalog: agent.skills?.catalog ?? '', openNotes: await turn.openNotes(), draft: draft.text, task: rec.task });
    const res = await turn.run({
      id: rec.handle,
      label: rec.subagentId,
      agent,
      section: sectionOf(rec),
      running: false,
      messages: turn.messages(agent, { ...parts, story: turn.storyFor(agent, SUB_REMINDER) }),
      tools: [...own.message, ...own.rest],
      maxRounds,
      stream: config.useStreaming,
      retryMax: limits.toolCallRetryMax,
      noToolCalls: { kind: 'finish' },
      handIn: 'reply with your report now, without further tool calls.',
      signal,
    });
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

  const dispatcher = createDispatcher({
    maxConcurrent: limits.maxConcurrentSubagents,
    maxTotal: limits.maxTotalSubagentRuns,
    signal: turn.signal,
    run: runSubagent,
    onStatus: (rec) => {
      const status = rec.status === 'completed' ? undefined : rec.status === 'failed' || rec.status === 'cancelled' ? `error: ${rec.error ?? rec.status}` : rec.status;
      fold.ensure(sectionOf(rec));
      fold.setStatus(sectionOf(rec), status);
      if (rec.status === 'queued') trace.label(rec.handle, rec.subagentId);
      trace.event(rec.handle, `subagent-${rec.status}`, { subagentId: rec.subagentId, ...(rec.status === 'queued' ? { task: rec.task } : {}), ...(rec.error ? { error: rec.error } : {}) });
      emit({ type: 'subagent', record: { ...rec } });
    },
  });

  // A sub-agent whose tools all need something this host lacks (memory_*, search_* before those
  // exist) is not offered: the main agent would brief it for nothing.
  const here = new Set(turn.readers.keys());
  const backed = (a: DirectorSubAgentConfig) => !lacksEveryTool(a.tools, here);
  const team = config.subAgents.filter(backed);
  if (team.length < config.subAgents.length) turn.note('main', 'team-unavailable', { subagents: config.subAgents.filter((a) => !backed(a)).map((a) => a.id) });

  // The main agent's tools.
  const main = config.mainAgent;
  const mainOn = new Set(main.tools);
  let finalized = false;
  const mainTools: Tool[] = [];
  const canDispatch = team.length > 0 && mainOn.has('dispatch_subagent');
  const canInline = mainOn.has('dispatch_inline_subagent');
  if (canDispatch) mainTools.push(dispatchSubagentTool(dispatcher, team));
  if (canInline) {
    mainTools.push(
      dispatchInlineSubagentTool(dispatcher, (a) => ({
        ...config.inline,
        id: 'inline',
        description: '',
        systemPrompt: a.systemPrompt,
        apiPresetName: a.apiPresetName || config.inline.apiPresetName,
        promptPresetName: a.promptPresetName || config.inline.promptPresetName,
      })),
    );
  }
  if (canDispatch || canInline) mainTools.push(awaitSubagentsTool(dispatcher), cancelSubagentTool(dispatcher));
  const mainOwn = agentTools(main);
  mainTools.push(...mainOwn.message, finalizeTool(() => draft.text, () => (finalized = true)), ...mainOwn.rest);

  let outcome: DirectorOutcome;
  let error: string | undefined;
  if (!turn.stillCurrent()) {
    outcome = 'chat-changed';
  } else {
    const parts = mainAgentParts({
      systemPrompt: main.systemPrompt,
      catalog: main.skills?.catalog ?? '',
      openNotes: await turn.openNotes(),
      isContinue,
      team: canDispatch ? team.map((s) => s.id) : [],
      skills: main.skills?.names ?? [],
    });
    const res = await turn.run({
      id: 'main',
      label: 'main',
      agent: main,
      section: (round, attempt) => mainSection(round, attempt),
      messages: turn.messages(main, { ...parts, story: turn.storyFor(main) }),
      tools: mainTools,
      maxRounds: limits.maxRounds,
      stream: config.useStreaming,
      retryMax: limits.toolCallRetryMax,
      noToolCalls: { kind: 'retry', max: limits.toolCallRetryMax, nudge: MAIN_NUDGE, exhausted: 'fail' },
      stopWhen: [toolSucceeded('finalize')],
      handIn: 'call finalize now; the draft is committed as it stands.',
      beforeRound: () => {
        const settled = dispatcher.drainSettled();
        if (settled.length === 0) return undefined;
        return [{ role: 'user', content: settled.map((r) => completionNotice(r.handle, r.subagentId, r.status as 'completed' | 'failed' | 'cancelled', r.status === 'completed' ? (r.output ?? '') : (r.error ?? ''))).join('\n') }];
      },
      onEvent: (e) => {
        if (e.type === 'no-tool-call' && fold.has(mainSection(e.round, e.attempt))) fold.setStatus(mainSection(e.round, e.attempt), 'no tool call');
      },
    });
    if (turn.chatChanged()) outcome = 'chat-changed';
    else if (res.status === 'stopped' && finalized) outcome = 'finalized';
    else if (res.status === 'max-rounds') outcome = 'max-rounds';
    else if (res.status === 'stopped' && res.stop.kind === 'budget') outcome = 'budget';
    else if (res.status === 'aborted') outcome = 'aborted';
    else {
      outcome = 'error';
      error = res.status === 'error' ? res.error.message : `The main agent ended unexpectedly (${describeEnd(res)}).`;
    }
  }

  // Settle: stop every sub-agent, freeze the draft, then commit / discard / leave alone.
  await dispatcher.shutdown();
  draft.settle();
  let settled: DirectorTurnResult['settled'] = 'none';
  if (turn.chatChanged()) outcome = 'chat-changed';
  if (outcome === 'aborted') fold.ensure('aborted');
  if (outcome === 'error') fold.append('error', error ?? 'error');
  try {
    if (outcome === 'chat-changed') {
      guard.close();
    } else if ((outcome === 'aborted' && config.discardOnAbort) || ((outcome === 'error' || outcome === 'aborted') && draft.text === slot.initialText)) {
      // A turn that wrote nothing leaves no empty reply behind: the slot goes back as it was (a failure
      // reaches the user as a message), so a retry starts clean.
      turn.closeFold();
      if (await guard.discard()) settled = 'discarded';
    } else {
      turn.flushFold();
      // The main agent writes the reply (message tools are its own): its connection is the author.
      if (await guard.commit({ connection: main.apiPresetName ?? '' })) settled = 'committed';
    }
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    error = error ? `${error}; then saving failed: ${msg}` : `Saving the reply failed: ${msg}`;
    if (outcome !== 'aborted') outcome = 'error';
  } finally {
    turn.closeFold();
    guard.close();
    turn.dispose();
  }
  if (guard.lost || turn.chatChanged()) {
    outcome = 'chat-changed';
    settled = 'none';
  }
  trace.finish(outcome);
  trace.event('main', 'turn-end', { outcome, settled, ...(error ? { error } : {}) });
  return {
    outcome,
    settled,
    text: draft.text,
    reasoning: fold.render(),
    ...(error ? { error } : {}),
    usage: trace.usage(),
    trace,
    subagents: dispatcher.records().map((r) => ({ ...r, payload: undefined })),
  };
}
