// One answer of the workbench AI: one agent on the shared loop (runAgent) with the workbench's tools,
// on the connection the user picked. It keeps going after each tool result until it answers without a
// tool call; every change tool it calls records a pending change in the session as it goes.
import { runAgent, type AgentRunResult } from '../../core/agent/run-agent.ts';
import type { ChatMessage } from '../../core/llm/types.ts';
import { workbenchSystemPrompt } from '../../core/workbench/prompt.ts';
import { workbenchTools, type WorkbenchToolHost } from '../../core/workbench/tools.ts';
import { trimMessages, type WorkbenchSession } from './records.ts';
import { describeTarget, targetKey } from './target.ts';
import type { WorkbenchActivity, WorkbenchChatHost, WorkbenchTurnEngine, WorkbenchView } from './types.ts';

/** Rounds of one answer: enough for a recipe that removes a dozen sub-agents and checks its work. */
export const WORKBENCH_MAX_ROUNDS = 30;

const short = (args: string) => (args.length > 120 ? `${args.slice(0, 119)}…` : args);

export interface WorkbenchTurnResult {
  status: AgentRunResult['status'];
  error?: string;
}

export async function runWorkbenchTurn(
  wb: WorkbenchTurnEngine,
  ch: WorkbenchChatHost,
  view: WorkbenchView,
  text: string,
  signal: AbortSignal,
): Promise<WorkbenchTurnResult> {
  const host = ch.host;
  if (!host) return { status: 'error', error: 'The workbench needs a model connection, and there is none here.' };
  const target = view.target;
  const key = targetKey(target);
  const latest = (): WorkbenchView => {
    const v = wb.view.value;
    return v && v.key === key ? v : view;
  };
  // What happened since the last answer (applied, rejected, undone) goes with this message.
  const told = view.session.notes.length ? `[${view.session.notes.join(' ')}]\n\n` : '';
  const user: ChatMessage = { role: 'user', content: `${told}${text}` };
  await ch.save(latest(), { ...latest().session, messages: [...latest().session.messages, user], notes: [] });

  const tools: WorkbenchToolHost = {
    editing: describeTarget(target),
    lang: ch.lang(),
    context: () => wb.context(target),
    draft: () => wb.draftOf(latest()),
    propose: (op, summary) => wb.propose(target, op, summary, 'workbench'),
    pendingCount: () => latest().session.changes.filter((c) => c.status === 'pending').length,
    loadSkill: (name) => wb.loadSkill(target, name),
    connections: () =>
      host
        .connections()
        .filter((c) => c.usable)
        .map((c) => ({ name: c.name, label: c.label, ...(c.model ? { model: c.model } : {}) })),
  };
  const system: ChatMessage = { role: 'system', content: workbenchSystemPrompt({ mode: target.mode, editing: describeTarget(target), lang: ch.lang() }) };
  const connection = latest().session.connection;
  let activity: WorkbenchActivity = { kind: 'answer', text: '', calls: [] };
  const show = (a: WorkbenchActivity) => ch.setActivity((activity = a));
  show(activity);

  const res = await runAgent({
    id: 'workbench',
    client: host.modelClient(connection),
    model: host.modelName(connection),
    messages: [system, ...latest().session.messages],
    tools: workbenchTools(tools),
    maxRounds: WORKBENCH_MAX_ROUNDS,
    stream: true,
    noToolCalls: { kind: 'finish' },
    requestRetryMax: 2,
    stallTimeoutMs: ch.stallTimeoutMs(),
    signal,
    onEvent: (e) => {
      if (e.type === 'round-start') show({ ...activity, text: '' });
      else if (e.type === 'text-delta') show({ ...activity, text: activity.text + e.text });
      else if (e.type === 'tool-call') show({ ...activity, calls: [...activity.calls, { name: e.call.name, args: short(e.call.arguments) }] });
      else if (e.type === 'tool-result') {
        const changeId = (e.result as { changeId?: unknown }).changeId;
        // Calls run in order: the result belongs to the first call still waiting.
        const at = activity.calls.findIndex((c) => c.ok === undefined);
        const calls = activity.calls.map((c, i) => (i === at ? { ...c, ok: e.ok, ...(typeof changeId === 'string' ? { changeId } : {}) } : c));
        show({ ...activity, calls });
      }
    },
  });

  // The conversation as the loop left it (its system message is rebuilt every time), kept in the session.
  const messages = trimMessages(res.messages.filter((m) => m.role !== 'system'));
  const now = latest();
  const session: WorkbenchSession = { ...now.session, messages };
  await ch.save(now, session);
  if (res.status === 'error') return { status: 'error', error: res.error.message };
  if (res.status === 'max-rounds')
    return {
      status: 'max-rounds',
      error: `The workbench stopped after ${WORKBENCH_MAX_ROUNDS} rounds without a final answer; the changes it proposed are in the review.`,
    };
  return { status: res.status };
}
