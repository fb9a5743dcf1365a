// The main agent's collaboration tools over a Dispatcher.
import type { Tool } from '../../agent/tool.ts';
import { toolFailure } from '../../agent/tool.ts';
import type { DirectorSubAgentConfig } from './config.ts';
import type { Dispatcher } from './subagents.ts';

export function dispatchSubagentTool(dispatcher: Dispatcher, team: readonly DirectorSubAgentConfig[]): Tool {
  const byId = new Map(team.map((s) => [s.id, s]));
  const roster = team.map((s) => `- ${s.id}: ${s.description}`).join('\n');
  return {
    name: 'dispatch_subagent',
    description: `Start a sub-agent from your team with a task brief; returns a handle at once (pair it with await_subagents). Its role is fixed by the profile; it sees the story, your brief and the current draft, never your reasoning or other sub-agents.\nTeam:\n${roster}`,
    parameters: {
      type: 'object',
      properties: {
        subagentId: { type: 'string', enum: team.map((s) => s.id), description: 'Which team member.' },
        task: { type: 'string', description: 'The brief: what to look at and what to report back.' },
      },
      required: ['subagentId', 'task'],
    },
    execute: (args) => {
      const id = String(args.subagentId);
      const agent = byId.get(id);
      const rec = dispatcher.dispatch({ subagentId: id, task: String(args.task), payload: agent, refuse: agent ? undefined : `unknown sub-agent id: ${id}` });
      return { ok: true, handle: rec.handle };
    },
  };
}

/** `inline` builds the configuration of an inline sub-agent from the tool's arguments. */
export function dispatchInlineSubagentTool(dispatcher: Dispatcher, inline: (a: { systemPrompt: string; apiPresetName: string; promptPresetName: string }) => DirectorSubAgentConfig): Tool {
  return {
    name: 'dispatch_inline_subagent',
    description:
      'Start a one-off sub-agent whose whole role is the systemPrompt you write; returns a handle at once. It sees the story, its prompt, your task and the current draft, and has the profile\'s tools; it never sees your reasoning or other sub-agents. Use it for roles your team lacks.',
    parameters: {
      type: 'object',
      properties: {
        systemPrompt: { type: 'string', description: 'The sub-agent\'s complete role.' },
        task: { type: 'string' },
        apiPresetName: { type: 'string', description: 'Optional connection name; empty = default.' },
        promptPresetName: { type: 'string', description: 'Optional prompt preset name; empty = default.' },
      },
      required: ['systemPrompt', 'task'],
    },
    execute: (args) => {
      const prompt = typeof args.systemPrompt === 'string' ? args.systemPrompt.trim() : '';
      const rec = dispatcher.dispatch({
        subagentId: 'inline',
        inline: true,
        task: String(args.task),
        refuse: prompt ? undefined : 'dispatch_inline_subagent requires a non-empty systemPrompt',
        payload: inline({ systemPrompt: prompt, apiPresetName: str(args.apiPresetName), promptPresetName: str(args.promptPresetName) }),
      });
      return { ok: true, handle: rec.handle };
    },
  };
}

export function awaitSubagentsTool(dispatcher: Dispatcher): Tool {
  return {
    name: 'await_subagents',
    description: 'Wait until the listed sub-agents finish and read their reports, in the order given. Each result has output, or error (failed, cancelled, unknown handle).',
    parameters: {
      type: 'object',
      properties: { handles: { type: 'array', items: { type: 'string' }, description: 'Handles from dispatch calls.' } },
      required: ['handles'],
    },
    execute: async (args) => {
      const handles = args.handles;
      if (!Array.isArray(handles) || handles.length === 0 || !handles.every((h) => typeof h === 'string')) {
        return toolFailure('handles must be a non-empty array of handle strings.', 'invalid_arguments', 'Pass the handles returned by dispatch_subagent, e.g. ["subagent-0"].');
      }
      return { ok: true, results: await dispatcher.wait(handles as string[]) };
    },
  };
}

export function cancelSubagentTool(dispatcher: Dispatcher): Tool {
  return {
    name: 'cancel_subagent',
    description: 'Stop a running or queued sub-agent; awaiting it then reports error "cancelled".',
    parameters: { type: 'object', properties: { handle: { type: 'string' } }, required: ['handle'] },
    execute: (args) => {
      const r = dispatcher.cancel(String(args.handle));
      if (r === 'unknown') return toolFailure(`Unknown handle "${String(args.handle)}".`, 'unknown_handle');
      return r === 'already-done' ? { ok: true, alreadyDone: true } : { ok: true };
    },
  };
}

/** finalize(): asks the engine to commit; refuses an empty reply. */
export function finalizeTool(draftText: () => string, onFinalize: () => void): Tool {
  return {
    name: 'finalize',
    description: 'Commit the reply as it stands in the draft and end the turn. The only clean way to finish.',
    parameters: { type: 'object', properties: {} },
    execute: () => {
      if (!draftText().trim()) return toolFailure('The draft is empty; there is nothing to commit.', 'draft_empty', 'Write the reply with write_message first.');
      onFinalize();
      return { ok: true };
    },
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
