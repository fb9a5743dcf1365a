// The main agent's collaboration tools over a Dispatcher.
import * as z from 'zod';
import { defineTool, toolFailure, type Tool } from '../../agent/tool.ts';
import type { DirectorSubAgentConfig } from './config.ts';
import type { Dispatcher } from './subagents.ts';

export function dispatchSubagentTool(dispatcher: Dispatcher, team: readonly DirectorSubAgentConfig[]): Tool {
  const byId = new Map(team.map((s) => [s.id, s]));
  const roster = team.map((s) => `- ${s.id}: ${s.description}`).join('\n');
  const ids = team.map((s) => s.id);
  // An id outside the team is refused with the list of valid ids, before any handle is made.
  const args = z.object({
    subagentId: (ids.length ? z.enum(ids as [string, ...string[]]) : z.string()).describe('Which team member.'),
    task: z.string().describe('The brief: what to look at and what to report back.'),
  });
  return defineTool({
    name: 'dispatch_subagent',
    description: `Start a sub-agent from your team with a task brief; returns a handle at once (pair it with await_subagents). Its role is fixed by the profile; it sees the story, your brief and the current draft, never your reasoning or other sub-agents.\nTeam:\n${roster}`,
    parameters: args,
    execute: (a) => {
      const agent = byId.get(a.subagentId);
      const rec = dispatcher.dispatch({ subagentId: a.subagentId, task: a.task, payload: agent, refuse: agent ? undefined : `unknown sub-agent id: ${a.subagentId}` });
      return { ok: true, handle: rec.handle };
    },
  });
}

const inlineArgs = z.object({
  systemPrompt: z.string().trim().describe("The sub-agent's complete role."),
  task: z.string(),
  apiPresetName: z.string().trim().optional().describe('Optional connection name; empty = default.'),
  promptPresetName: z.string().trim().optional().describe('Optional prompt preset name; empty = default.'),
});

/** `inline` builds the configuration of an inline sub-agent from the tool's arguments. */
export function dispatchInlineSubagentTool(dispatcher: Dispatcher, inline: (a: { systemPrompt: string; apiPresetName: string; promptPresetName: string }) => DirectorSubAgentConfig): Tool {
  return defineTool({
    name: 'dispatch_inline_subagent',
    description:
      "Start a one-off sub-agent whose whole role is the systemPrompt you write; returns a handle at once. It sees the story, its prompt, your task and the current draft, and has the profile's tools; it never sees your reasoning or other sub-agents. Use it for roles your team lacks.",
    parameters: inlineArgs,
    execute: (a) => {
      const rec = dispatcher.dispatch({
        subagentId: 'inline',
        inline: true,
        task: a.task,
        refuse: a.systemPrompt ? undefined : 'dispatch_inline_subagent requires a non-empty systemPrompt',
        payload: inline({ systemPrompt: a.systemPrompt, apiPresetName: a.apiPresetName ?? '', promptPresetName: a.promptPresetName ?? '' }),
      });
      return { ok: true, handle: rec.handle };
    },
  });
}

const awaitArgs = z.object({ handles: z.array(z.string()).describe('Handles from dispatch calls.') });

export function awaitSubagentsTool(dispatcher: Dispatcher): Tool {
  return defineTool({
    name: 'await_subagents',
    description: 'Wait until the listed sub-agents finish and read their reports, in the order given. Each result has output, or error (failed, cancelled, unknown handle).',
    parameters: awaitArgs,
    execute: async (a) => {
      if (a.handles.length === 0) {
        return toolFailure('handles must be a non-empty array of handle strings.', 'invalid_arguments', 'Pass the handles returned by dispatch_subagent, e.g. ["subagent-0"].');
      }
      return { ok: true, results: await dispatcher.wait(a.handles) };
    },
  });
}

const cancelArgs = z.object({ handle: z.string() });

export function cancelSubagentTool(dispatcher: Dispatcher): Tool {
  return defineTool({
    name: 'cancel_subagent',
    description: 'Stop a running or queued sub-agent; awaiting it then reports error "cancelled".',
    parameters: cancelArgs,
    execute: (a) => {
      const r = dispatcher.cancel(a.handle);
      if (r === 'unknown') return toolFailure(`Unknown handle "${a.handle}".`, 'unknown_handle');
      return r === 'already-done' ? { ok: true, alreadyDone: true } : { ok: true };
    },
  });
}

/** finalize(): asks the engine to commit; refuses an empty reply. */
export function finalizeTool(draftText: () => string, onFinalize: () => void): Tool {
  return defineTool({
    name: 'finalize',
    description: 'Commit the reply as it stands in the draft and end the turn. The only clean way to finish.',
    parameters: z.object({}),
    execute: () => {
      if (!draftText().trim()) return toolFailure('The draft is empty; there is nothing to commit.', 'draft_empty', 'Write the reply with write_message first.');
      onFinalize();
      return { ok: true };
    },
  });
}
