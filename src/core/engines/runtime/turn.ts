// The one turn runtime every mode runs on. Opening a turn gives an engine the trace, the reasoning fold
// (coalesced writes), the turn's abort signal, the notes, the story (with the profile's lorebook filter
// applied to its active lore), the reader tools the host backs (the lorebook ones filtered the same
// way) plus extra and custom tools by name, per-agent routing (connection + prompt preset → request),
// one way to run an agent, and the chat-switch guard. Director adds its dispatch, message and finalize
// tools and settles a reply slot; the capsule modes add their hand-in tools and return a capsule.
import { childController } from '../../agent/abort.ts';
import type { AgentEnd, AgentEvent } from '../../agent/events.ts';
import { runAgent, type AgentRunResult } from '../../agent/run-agent.ts';
import { describeStop } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import { executeToolCall, serializeToolResult } from '../../agent/execute-tool.ts';
import type { Completion } from '../../llm/types.ts';
import { createNotes, type Notes } from '../../tools/notes.ts';
import { createTrace } from '../../trace/trace.ts';
import type { AgentConfig } from './agent-config.ts';
import { agentMessages } from './agent-messages.ts';
import { agentBudget, budgetCheck, budgetOn, type BudgetExcess, type TurnBudget } from './budget.ts';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';
import { Fold } from './fold.ts';
import { createFoldRenderer, type FoldRenderer } from './fold-renderer.ts';
import { retryPartialResponses, streamToFold } from './live-section.ts';
import { filterLorebook, filterStoryLore } from './lorebook-filter.ts';
import { availableLoopTools, pickTools } from './loop-tools.ts';
import { agentRequestOptions, wrapWithPreset, type PromptPreset } from './prompt-preset.ts';
import { dedupeLore, plainReplyChars, storyMessages } from './story.ts';
import { oneLine } from './direction.ts';

export type { AgentRunSpec, EngineEvent, OpenTurnOptions, Turn, TurnEvent, TurnHosts } from './turn-types.ts';
import type { AgentRunSpec, OpenTurnOptions, Turn, TurnEvent, TurnHosts } from './turn-types.ts';

export function openTurn(o: OpenTurnOptions): Turn {
  const { hosts } = o;
  const now = hosts.now ?? (() => globalThis.performance.now());
  const trace = hosts.trace ?? createTrace({ mode: o.mode, now: hosts.now });
  const { controller, dispose } = childController(hosts.signal);
  const fold = new Fold(o.foldPrefix ?? '');
  const frames = o.frames ?? DIRECTOR_TEXTS.en.frames;
  let chatChanged = false;
  const lose = () => {
    if (chatChanged) return;
    chatChanged = true;
    controller.abort();
  };
  const stillCurrent = () => {
    if (chatChanged) return false;
    if (o.isCurrent && !o.isCurrent()) lose();
    return !chatChanged;
  };
  let renderer: FoldRenderer | undefined;
  if (o.onFold) {
    const write = o.onFold;
    renderer = createFoldRenderer(fold, (t) => stillCurrent() && write(t), hosts.scheduler);
  }
  // Notes say who opened or closed them by the agent's name in this turn (`note_keeper`, not `subagent-3`).
  const authorOf = (id: string) => trace.agents().find((a) => a.id === id)?.label ?? id;
  const notes = hosts.notes ? createNotes(hosts.notes, { authorOf, ...hosts.notesOptions }) : undefined;
  const filtered = filterStoryLore(hosts.story, o.lorebookFilter);
  const story = { ...filtered, lore: dedupeLore(filtered.lore) };
  // The user's direction for this reply: one line, shown first in the fold, added to every agent's
  // first message (its volatile end, so the cached prefix stays the same).
  const direction = oneLine(hosts.direction ?? '');
  const directionBlock = direction ? frames.direction(direction) : '';
  if (direction) {
    fold.append('direction', direction);
    trace.event('turn', 'direction', { text: direction });
  }
  // What this turn is measured against: one plain reply from the same card, lore and chat.
  trace.event('turn', 'plain-reply', { chars: plainReplyChars(story) });
  const readers = availableLoopTools({
    chat: hosts.chat,
    lorebook: hosts.lorebook && filterLorebook(hosts.lorebook, o.lorebookFilter),
    notes,
    extra: hosts.extraTools,
  });
  if (hosts.replayTool) {
    const own = new Set(availableLoopTools({ notes }).keys());
    for (const [name, tool] of readers) if (!own.has(name)) readers.set(name, hosts.replayTool(tool));
  }
  const shouldRetry = hosts.shouldRetryRequest ?? retryPartialResponses;
  const emit = (e: TurnEvent) => {
    try {
      o.onEvent?.(e);
    } catch {
      // A listener's bug must not break the turn.
    }
  };

  const presetOf = (agent: AgentConfig): PromptPreset | undefined => {
    const name = agent.promptPresetName ?? '';
    return hosts.promptPreset?.(name);
  };
  const storyFor = (agent: AgentConfig, closing?: string, writer?: boolean) => storyMessages(story, { budget: agent.story, closing, writer, words: frames });

  // Serial calls: a request is one call after every response that had arrived when it was sent.
  const depthOf = new Map<string, number>();
  let answered = 0;
  const countSerial = (e: AgentEvent) => {
    const key = `${e.agentId}:${'round' in e ? e.round : 0}:${'attempt' in e ? e.attempt : 0}`;
    if (e.type === 'request') depthOf.set(key, answered + 1);
    else if (e.type === 'response') answered = Math.max(answered, depthOf.get(key) ?? 0);
  };

  const turn: Turn = {
    mode: o.mode,
    trace,
    fold,
    frames,
    signal: controller.signal,
    story,
    ...(notes ? { notes } : {}),
    readers,
    chatChanged: () => chatChanged,
    now,
    async openNotes() {
      try {
        return notes ? await notes.renderOpen(frames) : '';
      } catch {
        return '';
      }
    },
    agentTools: (agent) => {
      const on = new Set(agent.tools);
      for (const name of agent.prefetch ?? []) on.delete(name);
      return [...pickTools(readers, on), ...(agent.skills?.tools ?? [])];
    },
    async prefetch(agent, id) {
      const on = new Set(agent.tools);
      const blocks: string[] = [];
      const record = (e: AgentEvent) => {
        trace.record(e);
        emit(e);
      };
      for (const [index, name] of (agent.prefetch ?? []).entries()) {
        const tool = readers.get(name);
        if (!tool || !on.has(name)) continue;
        const call = { id: `prefetch-${index}`, name, arguments: '{}' };
        const at = { agentId: id, round: 0, attempt: 0 };
        const started = now();
        record({ type: 'tool-call', ...at, call, index });
        const outcome = await executeToolCall(new Map([[name, tool]]), call, { signal: controller.signal, agentId: id });
        record({ type: 'tool-result', ...at, call, index, result: outcome.result, ok: outcome.ok, durationMs: now() - started });
        blocks.push(`${name}:\n${serializeToolResult(outcome.result)}`);
      }
      return blocks.length ? `<prefetched>\n${blocks.join('\n\n')}\n</prefetched>` : '';
    },
    presetOf,
    messages: (agent, parts) =>
      wrapWithPreset(agentMessages(directionBlock ? { ...parts, volatile: [...parts.volatile, directionBlock] } : parts), presetOf(agent)),
    storyFor,
    run: (spec) => runOnTurn(turn, spec, { hosts, shouldRetry, emit, budget: o.budget, countSerial }),
    note(agent, name, data) {
      trace.event(agent, name, data);
      emit({ type: 'engine', agent, name, ...(data ? { data } : {}) });
    },
    emit,
    stillCurrent,
    lose,
    flushFold: () => renderer?.flush(),
    closeFold: () => renderer?.close(),
    dispose,
    serialCalls: () => answered,
  };
  return turn;
}

async function runOnTurn(
  turn: Turn,
  spec: AgentRunSpec,
  ctx: { hosts: TurnHosts; shouldRetry(failed: Completion): boolean; emit(e: TurnEvent): void; budget?: TurnBudget; countSerial(e: AgentEvent): void },
): Promise<AgentRunResult> {
  const { fold, trace } = turn;
  const single = typeof spec.section === 'string';
  const sectionFor =
    typeof spec.section === 'string'
      ? (
          (id: string) => () =>
            id
        )(spec.section)
      : spec.section;
  const toFold = streamToFold(fold, (e) => sectionFor(e.round, e.attempt));
  trace.label(spec.id, spec.label);
  if (single && spec.running !== false) fold.ensure(sectionFor(1, 0), 'running');
  const agent = spec.agent;
  const route = agent.apiPresetName ?? '';
  const preset = turn.presetOf(agent);
  const model = ctx.hosts.modelFor?.(route);
  // Skill tools read the world too: a replay answers them from the recording.
  const replay = ctx.hosts.replayTool;
  const skillTools = new Set<Tool>(agent.skills?.tools ?? []);
  const replayed = new Map<Tool, Tool>();
  const replaySkills = (list: readonly Tool[]) =>
    list.map((t) => {
      if (!replay || !skillTools.has(t)) return t;
      let r = replayed.get(t);
      if (!r) replayed.set(t, (r = replay(t)));
      return r;
    });
  const listed = spec.tools;
  let tools: readonly Tool[] | (() => readonly Tool[]);
  if (!replay) tools = listed;
  else if (typeof listed === 'function') {
    // The same list in gives the same list out, so the loop rebuilds its specs only when the phase changed.
    const memo = new WeakMap<readonly Tool[], readonly Tool[]>();
    tools = () => {
      const now = listed();
      let out = memo.get(now);
      if (!out) memo.set(now, (out = replaySkills(now)));
      return out;
    };
  } else tools = replaySkills(listed);
  const budget = budgetOn(ctx.budget) ? guardBudget(turn, spec, ctx.budget, ctx.hosts, model ?? '') : undefined;
  return runAgent({
    id: spec.id,
    client: ctx.hosts.clientFor(route),
    model,
    request: agentRequestOptions(agent.maxTokens, preset),
    ...(preset ? { preset: preset.name } : {}),
    ...(ctx.hosts.stallTimeoutMs !== undefined ? { stallTimeoutMs: ctx.hosts.stallTimeoutMs } : {}),
    messages: spec.messages,
    tools,
    maxRounds: spec.maxRounds,
    stream: spec.stream,
    noToolCalls: spec.noToolCalls,
    requestRetryMax: spec.retryMax,
    shouldRetryRequest: ctx.shouldRetry,
    stopWhen: spec.stopWhen,
    beforeRound: spec.beforeRound,
    ...(budget ? { beforeRequest: budget } : {}),
    signal: spec.signal ?? turn.signal,
    now: turn.now,
    onEvent: (e) => {
      // The chat switched: stop before anything else is sent or shown.
      if (e.type === 'request' && !turn.stillCurrent()) return;
      ctx.countSerial(e);
      trace.record(e);
      ctx.emit(e);
      // One section for the run: a new request after earlier text starts on a fresh paragraph.
      if (single && e.type === 'request') {
        const id = sectionFor(e.round, e.attempt);
        const body = fold.has(id) ? fold.ensure(id).body : '';
        if (body.trim() && !body.endsWith('\n\n')) fold.append(id, body.endsWith('\n') ? '\n' : '\n\n');
      }
      toFold(e);
      // A retry is shown where the agent's text goes, with its reason, so a long wait is explained.
      if (e.type === 'stream-retry') {
        const id = sectionFor(e.round, e.attempt);
        const body = fold.has(id) ? fold.ensure(id).body : '';
        fold.append(id, `${body && !body.endsWith('\n') ? '\n' : ''}(retry ${e.retry - 1} in ${Math.round(e.delayMs / 1000)} s: ${e.error.message})\n`);
      }
      // A refusal for size is shown to the user too: the model may keep trying.
      if (e.type === 'tool-result' && !e.ok && SIZE_REFUSALS.has((e.result as { code?: string }).code ?? '')) {
        fold.append('limits', `${fold.has('limits') ? '\n' : ''}${spec.label}: ${(e.result as { error: string }).error}`);
        turn.note(spec.id, 'size-refused', { tool: e.call.name, code: (e.result as { code: string }).code });
      }
      // Entries pushed into the reply's world info are named where the user reads the turn.
      if (e.type === 'tool-result' && e.ok && e.call.name === 'lorebook_force_activate') {
        const r = e.result as { book?: string; activated?: { uid: number; name: string }[] };
        const names = (r.activated ?? []).map((a) => `${a.name || 'uid'} (uid ${a.uid})`).join(', ');
        if (names) fold.append('lorebook', `${fold.has('lorebook') ? '\n' : ''}${spec.label} activated from ${r.book ?? '?'}: ${names}`);
      }
      spec.onEvent?.(e);
    },
  });
}

/** The budget guard of one agent run: the notice and the stop, each shown in the fold and noted in the trace. */
function guardBudget(turn: Turn, spec: AgentRunSpec, budget: TurnBudget, hosts: TurnHosts, model: string) {
  const unpriced = new Set<string>();
  const check = budgetCheck({
    budget,
    trace: turn.trace,
    priceOf: hosts.priceOf,
    onUnpriced: (m) => {
      if (unpriced.has(m)) return;
      unpriced.add(m);
      turn.note(spec.id, 'budget-unpriced', { model: m });
    },
  });
  const show = (text: string) => turn.fold.append('budget', `${turn.fold.has('budget') && turn.fold.ensure('budget').body ? '\n' : ''}${spec.label}: ${text}`);
  const data = (x: BudgetExcess) => ({ unit: x.unit, used: x.used, estimate: x.estimate, cap: x.cap });
  return agentBudget(
    check,
    model,
    spec.handIn ?? turn.frames.defaultHandIn,
    {
      warned: (x) => {
        turn.note(spec.id, 'budget-notice', data(x));
        show(`told to finish (${x.unit === 'tokens' ? `${x.used} of ${x.cap} tokens used` : `${x.used.toFixed(4)} of ${x.cap} spent`}).`);
      },
      stopped: (x) => {
        turn.note(spec.id, 'budget-stop', data(x));
        show('stopped: the budget is spent.');
      },
    },
    turn.frames,
  );
}

/** Tool failures for oversized input, which the user should see. */
const SIZE_REFUSALS = new Set(['arguments_too_large', 'draft_too_large']);

/** Shows an agent's end in its section: status cleared on success, `error: …` otherwise; `output` appended. */
export function settleSection(turn: Pick<Turn, 'fold'>, section: string, outcome: { output?: string; error?: string }): void {
  const { fold } = turn;
  if (outcome.output?.trim()) {
    const body = fold.has(section) ? fold.ensure(section).body : '';
    if (!body.includes(outcome.output.trim())) fold.append(section, `${separator(body)}${outcome.output.trim()}`);
  }
  fold.setStatus(section, outcome.error ? `error: ${outcome.error}` : undefined);
}

/** What to put after `body` so the next text starts a new paragraph. */
function separator(body: string): string {
  if (!body.trim() || body.endsWith('\n\n')) return '';
  return body.endsWith('\n') ? '\n' : '\n\n';
}

/** Why an agent ended, in words, for engines reporting a failure (never parsed back). */
export function describeEnd(end: AgentEnd): string {
  switch (end.status) {
    case 'error':
      return end.error.message;
    case 'max-rounds':
      return `reached its round limit (${end.maxRounds})`;
    case 'natural':
      return 'answered without the call it had to make';
    case 'stopped':
      return describeStop(end.stop);
    case 'aborted':
      return 'cancelled';
  }
}
