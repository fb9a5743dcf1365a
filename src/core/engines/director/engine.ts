// One director turn: the turn runtime plus the director's own tools — dispatch, the message tools and
// finalize. The main agent writes the reply through tools, with one-shot sub-agents, while the reply
// slot's body follows the draft (once per message tool call) and its reasoning fold shows every
// agent's named section. Ends by committing, or on Stop by keeping or discarding the partial.
//
// The runtime does for the main agent what every turn does: an opening wave of sub-agents runs before
// its first request (it starts with their reports), a dispatch answers with the report (dispatches of
// one response run together), its tools follow its phase (no draft tools before a draft), and an after
// wave of curators runs once the reply is committed. The critical path (serial model calls up to the
// commit, as the turn runtime counts them) is written to the trace.
import type { AgentEvent } from '../../agent/events.ts';
import { toolSucceeded } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import type { Usage } from '../../llm/types.ts';
import { Draft } from '../../tools/draft.ts';
import { createMessageTools } from '../../tools/message-tools.ts';
import { createTrace, type Trace } from '../../trace/trace.ts';
import { DIRECTOR_GENERATION_TYPES, isDirectorGenerationType, type DirectorGenerationType } from '../runtime/generation.ts';
import { guardSlot, type ReplySlot } from '../runtime/slot.ts';
import { describeEnd, openTurn, type TurnHosts } from '../runtime/turn.ts';
import { isBrainstormer, TEAM_PLACEHOLDER } from '../../profiles/defaults/team.ts';
import { angleNotice, parseAngles } from '../runtime/angles.ts';
import { awaitSubagentsTool, cancelSubagentTool, dispatchInlineSubagentTool, dispatchSubagentTool, finalizeTool } from './collab-tools.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorAgentConfig, type DirectorConfig, type DirectorTeamChoice } from './config.ts';
import { completionNotice, framesFor, mainAgentParts, renderReports } from './prompts.ts';
import { createDispatcher, type SubagentRecord } from './subagents.ts';
import { afterTaskOf, subagentRunner, subagentStatus, turnMembers } from './members.ts';

export { DIRECTOR_GENERATION_TYPES, isDirectorGenerationType, type DirectorGenerationType };
export { onThisTurn } from './members.ts';

export interface DirectorTurnInput extends TurnHosts {
  config: DirectorConfig;
  generationType: DirectorGenerationType;
  slot: ReplySlot;
  /** The whole team (default) or the main agent alone (the user's per-reply choice "writer only"). */
  team?: DirectorTeamChoice;
  onEvent?(event: DirectorEvent): void;
}

export type DirectorEvent =
  | AgentEvent
  | { type: 'subagent'; record: SubagentRecord }
  | { type: 'draft'; text: string }
  | { type: 'engine'; agent: string; name: string; data?: Record<string, unknown> };

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

const mainSection = (round: number, attempt: number) => (attempt ? `main-${round}-r${attempt}` : `main-${round}`);

export async function runDirectorTurn(input: DirectorTurnInput): Promise<DirectorTurnResult> {
  const { config, slot } = input;
  if (!isDirectorGenerationType(input.generationType)) {
    // Checked before anything is touched: the slot stays as it was.
    throw new TypeError(
      `runDirectorTurn: generationType "${String(input.generationType)}" is not taken over by director (allowed: ${DIRECTOR_GENERATION_TYPES.join(', ')}).`,
    );
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
    frames: framesFor(config.mainAgent.systemPrompt, config.mainAgent.skills?.names ?? []),
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
  const main = config.mainAgent;
  const F = turn.frames;

  /**
   * One agent's message tools, then its reader and skill tools. Write and patch follow its switches; the
   * draft tools (patch, get_draft, draft_search) only once a draft exists.
   */
  const agentTools = (agent: DirectorAgentConfig, hasDraft: boolean, readers = true): { message: Tool[]; rest: Tool[] } => {
    const on = new Set(agent.tools);
    const message: Tool[] = [];
    if (on.has('write_message')) message.push(messageTools.write_message);
    if (hasDraft) {
      if (on.has('apply_message_patches')) message.push(messageTools.apply_message_patches);
      if (readers) message.push(messageTools.get_draft, messageTools.draft_search);
    }
    return { message, rest: turn.agentTools(agent) };
  };

  // Sub-agents.
  const runSubagent = subagentRunner({ turn, config, limits, draft, agentTools });

  const dispatcher = createDispatcher({
    maxConcurrent: limits.maxConcurrentSubagents,
    maxTotal: limits.maxTotalSubagentRuns,
    signal: turn.signal,
    run: runSubagent,
    onStatus: subagentStatus(turn, emit),
  });

  const { full, team, opening, after } = await turnMembers(input, turn);

  // The main agent's tools, by phase.
  const mainOn = new Set(main.tools);
  let finalized = false;
  const canDispatch = team.length > 0 && mainOn.has('dispatch_subagent');
  const canInline = full && mainOn.has('dispatch_inline_subagent');
  const listsTeam = main.systemPrompt.includes(TEAM_PLACEHOLDER);
  const dispatchTools: Tool[] = [];
  if (canDispatch) dispatchTools.push(dispatchSubagentTool(dispatcher, team, { roster: !listsTeam }));
  if (canInline) {
    dispatchTools.push(
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
  const backgroundTools = [awaitSubagentsTool(dispatcher), cancelSubagentTool(dispatcher)];
  const finalize = finalizeTool(
    () => draft.text,
    () => (finalized = true),
  );
  const mainRest = turn.agentTools(main);
  const phases = new Map<string, Tool[]>();
  const mainTools = (): Tool[] => {
    const hasDraft = draft.text.length > 0;
    // await / cancel only while a background dispatch is unread.
    const waiting = dispatcher.records().some((r) => r.background && !r.retrieved && r.status !== 'failed');
    const key = `${hasDraft}:${waiting}`;
    let tools = phases.get(key);
    if (!tools) {
      tools = [...dispatchTools, ...(waiting ? backgroundTools : []), ...agentTools(main, hasDraft).message, finalize, ...mainRest];
      phases.set(key, tools);
    }
    return tools;
  };

  let outcome: DirectorOutcome;
  let error: string | undefined;
  let reports = '';
  const openingHandles = new Set<string>();
  if (turn.stillCurrent() && opening.length > 0) {
    // The opening wave: its members run together before the main agent's first request.
    const recs = opening.map((a) => dispatcher.dispatch({ subagentId: a.id, task: F.openingTask, payload: a }));
    for (const r of recs) openingHandles.add(r.handle);
    const results = await dispatcher.wait(recs.map((r) => r.handle));
    turn.note('main', 'opening-wave', { subagents: opening.map((a) => a.id) });
    reports = renderReports(
      F.reportsHeading,
      results.map((r) => ({ id: r.subagentId ?? r.handle, text: r.status === 'completed' ? (r.output ?? '') : F.failedReport(r.error ?? r.status ?? '') })),
    );
  }
  // "Let me choose the angle". A turn resumed with the user's answer (after a reload) starts with the
  // sketches it was chosen among and the answer; otherwise, on a full turn, the main agent brainstorms
  // first and the runtime pauses once the sketches are in (askAngle, before the next round).
  const resumed = input.chosenAngle;
  if (resumed) {
    const id = team.find((a) => isBrainstormer(a.id))?.id ?? 'plot_brainstormer';
    reports = [
      reports,
      renderReports(
        reports ? '' : F.reportsHeading,
        resumed.sketches.map((text) => ({ id, text })),
      ).trim(),
      angleNotice(resumed.choice, F),
    ]
      .filter(Boolean)
      .join('\n');
    fold.append('angle', angleNotice(resumed.choice, F));
    turn.note('main', 'angle-resumed', { choice: resumed.choice });
  }
  const chooses = !resumed && !!config.chooseAngle && full && !!input.chooseAngle && team.some((a) => isBrainstormer(a.id));
  let angleAsked = false;
  /** The pause, once: when every brainstorm dispatch has settled and one gave a sketch. Undefined while there is nothing to ask. */
  const askAngle = (): Promise<string> | undefined => {
    if (!chooses || angleAsked) return undefined;
    const recs = dispatcher.records().filter((r) => isBrainstormer(r.subagentId ?? ''));
    if (recs.length === 0 || recs.some((r) => r.status === 'queued' || r.status === 'running')) return undefined;
    const sketches = recs.filter((r) => r.status === 'completed').map((r) => r.output ?? '');
    const angles = parseAngles(sketches);
    angleAsked = true;
    if (angles.length === 0) return undefined;
    fold.append('angle', angles.map((a, i) => `${i + 1}. ${a}`).join('\n'));
    fold.setStatus('angle', 'waiting');
    turn.note('main', 'angle-pause', { angles });
    // The turn's signal: a Stop or a chat switch ends the pause too.
    return input.chooseAngle!(angles, sketches, turn.signal).then((choice) => {
      fold.setStatus('angle', undefined);
      fold.append('angle', `\n${angleNotice(choice, F)}`);
      turn.note('main', 'angle-chosen', { choice });
      return angleNotice(choice, F);
    });
  };
  if (!turn.stillCurrent()) {
    outcome = 'chat-changed';
  } else {
    const parts = mainAgentParts({
      systemPrompt: main.systemPrompt,
      catalog: main.skills?.catalog ?? '',
      openNotes: await turn.openNotes(),
      isContinue,
      team: canDispatch ? team.map((s) => s.id) : [],
      descriptions: Object.fromEntries(team.map((s) => [s.id, s.description])),
      opening: opening.map((a) => a.id),
      after: after.map((a) => a.id),
      skills: main.skills?.names ?? [],
      reports,
      ...(chooses ? { chooseAngle: true } : {}),
      frames: F,
    });
    const res = await turn.run({
      id: 'main',
      label: 'main',
      agent: main,
      section: (round, attempt) => mainSection(round, attempt),
      messages: turn.messages(main, { ...parts, story: turn.storyFor(main, undefined, true) }),
      tools: mainTools,
      maxRounds: limits.maxRounds,
      stream: config.useStreaming,
      retryMax: limits.toolCallRetryMax,
      noToolCalls: { kind: 'retry', max: limits.toolCallRetryMax, nudge: F.nudge, exhausted: 'fail' },
      stopWhen: [toolSucceeded('finalize')],
      handIn: F.mainHandIn,
      beforeRound: () => {
        const settled = dispatcher.drainSettled();
        const notices = settled.length
          ? [
              {
                role: 'user' as const,
                content: settled
                  .map((r) =>
                    completionNotice(
                      r.handle,
                      r.subagentId,
                      r.status as 'completed' | 'failed' | 'cancelled',
                      r.status === 'completed' ? (r.output ?? '') : (r.error ?? ''),
                      F,
                    ),
                  )
                  .join('\n'),
              },
            ]
          : undefined;
        // The pause waits here, between the brainstormers' reports and the main agent's next request.
        const asked = askAngle();
        if (!asked) return notices;
        return asked.then((notice) => [...(notices ?? []), { role: 'user' as const, content: notice }]);
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
      // The critical path up to the reply the user sees (the after wave is not on it).
      trace.event('main', 'critical-path', { calls: turn.serialCalls() });
      // The main agent writes the reply (message tools are its own): its connection is the author.
      if (await guard.commit({ connection: main.apiPresetName ?? '' })) settled = 'committed';
    }
    // A full turn is one with the whole team where the main agent dispatched someone (or had nobody to
    // dispatch). A writer-only turn, or one the main agent judged simple and wrote alone, skips the
    // members kept for full turns. A turn the budget ended has no after wave: the cap is spent, so a
    // curator could only be told to hand in at once (its one request past the cap, for nothing);
    // curators catch up on the next turn.
    const fullTurn = full && (!canDispatch || dispatcher.records().some((r) => !openingHandles.has(r.handle)));
    const curators = after.filter((a) => fullTurn || !a.fullTurnsOnly);
    if (settled === 'committed' && curators.length > 0 && outcome !== 'aborted' && outcome !== 'budget' && turn.stillCurrent()) {
      // The after wave: curators work on the reply the user now sees; their writes belong to it. The
      // fold is closed first: the committed reply's reasoning no longer changes.
      // The wave is noted before its members are queued: nothing comes between a member's queueing and
      // its start, so the run view draws no wait for it.
      turn.closeFold();
      turn.note('main', 'after-wave', { subagents: curators.map((a) => a.id) });
      const recs = curators.map((a) => dispatcher.dispatch({ subagentId: a.id, task: afterTaskOf(a, F), payload: a }));
      await dispatcher.wait(recs.map((r) => r.handle));
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
