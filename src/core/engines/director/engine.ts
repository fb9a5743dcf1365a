// One director turn: the main agent writes the reply through tools, with one-shot sub-agents,
// while the reply slot's body follows the draft (once per message tool call) and its reasoning fold
// shows every agent's named section. Ends by committing, or on Stop by keeping or discarding the partial.
import { childController } from '../../agent/abort.ts';
import type { AgentEvent } from '../../agent/events.ts';
import { runAgent, type AgentRunOptions } from '../../agent/run-agent.ts';
import { toolSucceeded } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import type { ChatMessage, Completion, ModelClient, Usage } from '../../llm/types.ts';
import type { ChatReader } from '../../tools/chat.ts';
import { Draft } from '../../tools/draft.ts';
import type { LorebookReader } from '../../tools/lorebook.ts';
import { createMessageTools } from '../../tools/message-tools.ts';
import { createNotes, type Notes, type NotesOptions, type NotesStore } from '../../tools/notes.ts';
import { createTrace, type Trace } from '../../trace/trace.ts';
import { Fold } from '../shared/fold.ts';
import { createFoldRenderer, type Scheduler } from '../shared/fold-renderer.ts';
import { retryPartialResponses, streamToFold } from '../shared/live-section.ts';
import { availableLoopTools, pickTools } from '../shared/loop-tools.ts';
import { guardSlot, type ReplySlot } from '../shared/slot.ts';
import { awaitSubagentsTool, cancelSubagentTool, dispatchInlineSubagentTool, dispatchSubagentTool, finalizeTool } from './collab-tools.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorAgentConfig, type DirectorConfig, type DirectorSubAgentConfig } from './config.ts';
import { completionNotice, MAIN_NUDGE, mainAgentMessages, subAgentMessages } from './prompts.ts';
import { createDispatcher, type SubagentOutcome, type SubagentRecord } from './subagents.ts';

/** The generation types director takes over; never quiet, impersonate or dry runs. */
export const DIRECTOR_GENERATION_TYPES = ['normal', 'regenerate', 'swipe', 'continue'] as const;
export type DirectorGenerationType = (typeof DIRECTOR_GENERATION_TYPES)[number];

export function isDirectorGenerationType(type: unknown): type is DirectorGenerationType {
  return typeof type === 'string' && (DIRECTOR_GENERATION_TYPES as readonly string[]).includes(type);
}

export interface DirectorTurnInput {
  config: DirectorConfig;
  /** The story every agent reads (card, chat history, active lore), as the host composed it. */
  context: readonly ChatMessage[];
  generationType: DirectorGenerationType;
  slot: ReplySlot;
  /** The model client for a connection name ('' = default); each agent may use its own. */
  clientFor(apiPresetName: string): ModelClient;
  /** Sampling fields for a prompt preset name ('' = default). */
  requestOptionsFor?(promptPresetName: string): AgentRunOptions['request'];
  /** The model name for a connection ('' lets the client choose). */
  modelFor?(apiPresetName: string): string;
  notes?: NotesStore;
  notesOptions?: NotesOptions;
  chat?: ChatReader;
  lorebook?: LorebookReader;
  /** Host or extension tools (memory_*, search_*, custom); an agent gets those its tool list names. */
  extraTools?: readonly Tool[];
  /**
   * Which failed requests the loop re-sends (up to toolCallRetryMax). Default: only retryable failures
   * after part of the answer arrived, since the transport already retries the others.
   */
  shouldRetryRequest?(failed: Completion): boolean;
  /** The user's Stop. */
  signal?: AbortSignal;
  /** When fold writes happen (requestAnimationFrame in a page); default: a microtask. */
  scheduler?: Scheduler;
  trace?: Trace;
  onEvent?(event: DirectorEvent): void;
  now?(): number;
}

export type DirectorEvent = AgentEvent | { type: 'subagent'; record: SubagentRecord } | { type: 'draft'; text: string };

export type DirectorOutcome = 'finalized' | 'max-rounds' | 'aborted' | 'error' | 'chat-changed';

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
  const record = (e: AgentEvent) => {
    trace.record(e);
    emit(e);
  };

  const { controller: turn, dispose } = childController(input.signal);
  const guard = guardSlot(slot, () => turn.abort());
  const fold = new Fold(slot.initialReasoning);
  const renderer = createFoldRenderer(fold, (t) => guard.setReasoning(t), input.scheduler);
  const isContinue = input.generationType === 'continue';
  const draft = new Draft(isContinue ? slot.initialText : '', {
    preservedPrefix: isContinue ? slot.initialText : '',
    onChange: (text) => {
      guard.setText(text);
      emit({ type: 'draft', text });
    },
  });
  const notes: Notes | undefined = input.notes ? createNotes(input.notes, input.notesOptions) : undefined;
  const openNotes = async () => {
    try {
      return notes ? await notes.renderOpen() : '';
    } catch {
      return '';
    }
  };
  const loopTools = availableLoopTools({ chat: input.chat, lorebook: input.lorebook, notes, extra: input.extraTools });
  const messageTools = createMessageTools(draft);

  /** One agent's message tools (write/patch behind its switches; the readers always) and its loop and skill tools. */
  const agentTools = (agent: DirectorAgentConfig): { message: Tool[]; rest: Tool[] } => {
    const on = new Set(agent.tools);
    const message: Tool[] = [];
    if (on.has('write_message')) message.push(messageTools.write_message);
    if (on.has('apply_message_patches')) message.push(messageTools.apply_message_patches);
    message.push(messageTools.get_draft, messageTools.draft_search);
    return { message, rest: [...pickTools(loopTools, on), ...(agent.skills?.tools ?? [])] };
  };
  const subAgentTools = (agent: DirectorAgentConfig): Tool[] => {
    const t = agentTools(agent);
    return [...t.message, ...t.rest];
  };

  // Sub-agents.
  const runSubagent = async (rec: SubagentRecord, signal: AbortSignal): Promise<SubagentOutcome> => {
    const agent = rec.payload as DirectorSubAgentConfig;
    const section = sectionOf(rec);
    const maxRounds = agent.maxRounds ?? limits.subAgentMaxRounds;
    const toFold = streamToFold(fold, () => section);
    const messages = subAgentMessages({ systemPrompt: agent.systemPrompt, context: input.context, openNotes: await openNotes(), catalog: agent.skills?.catalog ?? '', draft: draft.text, task: rec.task });
    const res = await runAgent({
      id: rec.handle,
      client: input.clientFor(agent.apiPresetName ?? ''),
      model: input.modelFor?.(agent.apiPresetName ?? ''),
      request: input.requestOptionsFor?.(agent.promptPresetName ?? ''),
      messages,
      tools: subAgentTools(agent),
      maxRounds,
      stream: config.useStreaming,
      noToolCalls: { kind: 'finish' },
      requestRetryMax: limits.toolCallRetryMax,
      shouldRetryRequest: input.shouldRetryRequest ?? retryPartialResponses,
      signal,
      onEvent: (e) => {
        record(e);
        toFold(e);
      },
    });
    switch (res.status) {
      case 'natural':
      case 'stopped':
        return { output: res.text };
      case 'max-rounds':
        return { error: `did not converge within ${maxRounds} rounds` };
      case 'aborted':
        return { error: 'cancelled' };
      default:
        return { error: res.error?.message ?? 'failed' };
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

  // The main agent's tools.
  const main = config.mainAgent;
  const mainOn = new Set(main.tools);
  let finalized = false;
  const mainTools: Tool[] = [];
  const canDispatch = config.subAgents.length > 0 && mainOn.has('dispatch_subagent');
  const canInline = mainOn.has('dispatch_inline_subagent');
  if (canDispatch) mainTools.push(dispatchSubagentTool(dispatcher, config.subAgents));
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

  trace.label('main', 'main');
  const mainToFold = streamToFold(fold, (e) => mainSection(e.round, e.attempt));
  let outcome: DirectorOutcome;
  let error: string | undefined;
  if (!slot.isCurrent()) {
    outcome = 'chat-changed';
  } else {
    const res = await runAgent({
      id: 'main',
      client: input.clientFor(main.apiPresetName ?? ''),
      model: input.modelFor?.(main.apiPresetName ?? ''),
      request: input.requestOptionsFor?.(main.promptPresetName ?? ''),
      messages: mainAgentMessages({ systemPrompt: main.systemPrompt, context: input.context, openNotes: await openNotes(), catalog: main.skills?.catalog ?? '', isContinue }),
      tools: mainTools,
      maxRounds: limits.maxRounds,
      stream: config.useStreaming,
      noToolCalls: { kind: 'retry', max: limits.toolCallRetryMax, nudge: MAIN_NUDGE, exhausted: 'fail' },
      requestRetryMax: limits.toolCallRetryMax,
      shouldRetryRequest: input.shouldRetryRequest ?? retryPartialResponses,
      stopWhen: toolSucceeded('finalize'),
      beforeRound: () => {
        const settled = dispatcher.drainSettled();
        if (settled.length === 0) return undefined;
        return [{ role: 'user', content: settled.map((r) => completionNotice(r.handle, r.subagentId, r.status as 'completed' | 'failed' | 'cancelled', r.status === 'completed' ? (r.output ?? '') : (r.error ?? ''))).join('\n') }];
      },
      signal: turn.signal,
      onEvent: (e) => {
        record(e);
        mainToFold(e);
        if (e.type === 'no-tool-call' && fold.has(mainSection(e.round, e.attempt))) fold.setStatus(mainSection(e.round, e.attempt), 'no tool call');
      },
    });
    if (guard.lost) outcome = 'chat-changed';
    else if (res.status === 'stopped' && finalized) outcome = 'finalized';
    else if (res.status === 'max-rounds') outcome = 'max-rounds';
    else if (res.status === 'aborted') outcome = 'aborted';
    else {
      outcome = 'error';
      error = res.error?.message ?? `The main agent ended unexpectedly (${res.reason}).`;
    }
  }

  // Settle: stop every sub-agent, freeze the draft, then commit / discard / leave alone.
  await dispatcher.shutdown();
  draft.settle();
  let settled: DirectorTurnResult['settled'] = 'none';
  if (guard.lost) outcome = 'chat-changed';
  if (outcome === 'aborted') fold.ensure('aborted');
  if (outcome === 'error') fold.append('error', error ?? 'error');
  try {
    if (outcome === 'chat-changed') {
      guard.close();
    } else if ((outcome === 'aborted' && config.discardOnAbort) || (outcome === 'error' && draft.text === slot.initialText)) {
      // A failed turn that wrote nothing leaves no empty reply behind: the slot goes back as it was
      // and the error reaches the user as a message, so a retry starts clean.
      renderer.close();
      if (await guard.discard()) settled = 'discarded';
    } else {
      renderer.flush();
      if (await guard.commit()) settled = 'committed';
    }
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    error = error ? `${error}; then saving failed: ${msg}` : `Saving the reply failed: ${msg}`;
    if (outcome !== 'aborted') outcome = 'error';
  } finally {
    renderer.close();
    guard.close();
    dispose();
  }
  if (guard.lost) {
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
