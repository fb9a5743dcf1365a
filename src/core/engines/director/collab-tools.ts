// The main agent's collaboration tools over a Dispatcher.
import * as z from 'zod';
import { defineTool, handInRefused, toolFailure, type Tool } from '../../agent/tool.ts';
import type { DirectorSubAgentConfig } from './config.ts';
import type { Dispatcher } from './subagents.ts';

const backgroundField = z.boolean().optional().describe('true: a handle now, for await_subagents.');

/** A dispatch answers: it waits for the sub-agent and returns its report (or, with `background`, a handle). */
async function answer(dispatcher: Dispatcher, handle: string, background: boolean | undefined) {
  if (background) return { ok: true, handle };
  const [r] = await dispatcher.wait([handle]);
  return r.status === 'completed' ? { ok: true, handle, report: r.output ?? '' } : { ok: false, handle, error: r.error ?? r.status ?? 'failed' };
}

/**
 * `roster`: list the members in the description (for a main prompt that does not list them itself
 * through `{{team}}`).
 */
export function dispatchSubagentTool(dispatcher: Dispatcher, team: readonly DirectorSubAgentConfig[], opts: { roster?: boolean } = {}): Tool {
  const byId = new Map(team.map((s) => [s.id, s]));
  const ids = team.map((s) => s.id);
  // An id outside the team is refused with the list of valid ids, before any handle is made.
  const args = z.object({
    subagentId: ids.length ? z.enum(ids as [string, ...string[]]) : z.string(),
    task: z.string(),
    background: backgroundField,
  });
  const roster = opts.roster ? `\nTeam:\n${team.map((s) => `- ${s.id}: ${s.description}`).join('\n')}` : '';
  return defineTool({
    name: 'dispatch_subagent',
    description: `Run a team member; its report is the result. Dispatches in one response run together.${roster}`,
    parameters: args,
    concurrent: true,
    execute: (a) => {
      const agent = byId.get(a.subagentId);
      const rec = dispatcher.dispatch({
        subagentId: a.subagentId,
        task: a.task,
        payload: agent,
        background: a.background,
        refuse: agent ? undefined : `unknown sub-agent id: ${a.subagentId}`,
      });
      return answer(dispatcher, rec.handle, a.background);
    },
  });
}

const inlineArgs = z.object({
  systemPrompt: z.string().trim().describe("The sub-agent's complete role."),
  task: z.string(),
  apiPresetName: z.string().trim().optional().describe('Optional connection name; empty = default.'),
  promptPresetName: z.string().trim().optional().describe('Optional prompt preset name; empty = default.'),
  background: backgroundField,
});

/** `inline` builds the configuration of an inline sub-agent from the tool's arguments. */
export function dispatchInlineSubagentTool(
  dispatcher: Dispatcher,
  inline: (a: { systemPrompt: string; apiPresetName: string; promptPresetName: string }) => DirectorSubAgentConfig,
): Tool {
  return defineTool({
    name: 'dispatch_inline_subagent',
    description:
      'Run a one-off sub-agent whose whole role is the systemPrompt you write, for a role your team lacks; returns its report. It sees the story, your task and the draft, never your reasoning.',
    parameters: inlineArgs,
    concurrent: true,
    execute: (a) => {
      const rec = dispatcher.dispatch({
        subagentId: 'inline',
        inline: true,
        task: a.task,
        background: a.background,
        refuse: a.systemPrompt ? undefined : 'dispatch_inline_subagent requires a non-empty systemPrompt',
        payload: inline({ systemPrompt: a.systemPrompt, apiPresetName: a.apiPresetName ?? '', promptPresetName: a.promptPresetName ?? '' }),
      });
      return answer(dispatcher, rec.handle, a.background);
    },
  });
}

const awaitArgs = z.object({ handles: z.array(z.string()).describe('Handles from dispatch calls.') });

export function awaitSubagentsTool(dispatcher: Dispatcher): Tool {
  return defineTool({
    name: 'await_subagents',
    description: 'Wait for background sub-agents and read their reports, in the order given.',
    parameters: awaitArgs,
    execute: async (a) => {
      if (a.handles.length === 0) {
        return toolFailure(
          'handles must be a non-empty array of handle strings.',
          'invalid_arguments',
          'Pass the handles returned by a background dispatch, e.g. ["subagent-0"].',
        );
      }
      return { ok: true, results: await dispatcher.wait(a.handles) };
    },
  });
}

const cancelArgs = z.object({ handle: z.string() });

export function cancelSubagentTool(dispatcher: Dispatcher): Tool {
  return defineTool({
    name: 'cancel_subagent',
    description: 'Stop a background sub-agent.',
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
    description: 'Commit the draft as the reply and end the turn.',
    parameters: z.object({}),
    execute: (_args, ctx) => {
      const refused = handInRefused(ctx, 'finalize');
      if (refused) return refused;
      if (!draftText().trim())
        return toolFailure('The draft is empty; there is nothing to commit.', 'draft_empty', 'Write the reply with write_message first.');
      onFinalize();
      return { ok: true };
    },
  });
}
