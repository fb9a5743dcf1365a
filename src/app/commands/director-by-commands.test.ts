// End to end in Node: Troupe switched to director with commands alone, a turn run through the
// Orchestrator, then the status and the trace read back with commands. Once through the standalone
// input box's runner, once through SillyTavern's parser stand-in.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import { createSlashStandIn } from '../../../test/fixtures/st-context/slash-parser.ts';
import { registerSlashCommands, type StSlashApi } from '../../hosts/sillytavern/slash-commands.ts';
import { createApp } from '../app.ts';
import { Orchestrator, RUN_EVENTS } from '../turns/orchestrator.ts';
import { runCommandLine } from './command-line.ts';
import { createTroupeCommands } from './commands.ts';

let n = 0;

async function world() {
  const model = fakeModel((req) => {
    const main = req.tools?.some((t) => t.name === 'finalize');
    if (!main) return { text: 'noted' };
    // dispatch_subagent answers with the report, so the next round can finalize.
    const said = req.messages.filter((m) => m.role === 'tool').length;
    if (said === 0) {
      return {
        toolCalls: [
          { name: 'dispatch_subagent', args: { subagentId: 'chat_scout', task: 'scan the chat' } },
          { name: 'write_message', args: { text: 'The lamps came on one by one.' } },
        ],
        usage: { promptTokens: 40, completionTokens: 12, totalTokens: 52 },
      };
    }
    return { toolCalls: [{ name: 'finalize', args: {} }], usage: { promptTokens: 60, completionTokens: 3, totalTokens: 63 } };
  });
  const host = memoryHost(model);
  const app = createApp({ prefix: `e2e-cmd-${n++}-${Math.random().toString(36).slice(2)}-` });
  await app.ready;
  // Where a user might start: Troupe off, another mode chosen.
  await app.profiles.setMode('loop');
  const orchestrator = new Orchestrator({ host, profiles: app.profiles, skills: app.skills });
  orchestrator.attach();
  const commands = createTroupeCommands({ ...app, orchestrator, currentCard: () => host.currentCard() });
  return { model, host, app, orchestrator, commands };
}

describe('director by commands alone', () => {
  it('on the standalone input box', async () => {
    const { host, commands, model, orchestrator } = await world();
    expect((await host.generate('normal')).decision.kind).toBe('pass');
    expect(model.requests).toHaveLength(0);

    expect(await runCommandLine('/troupe-enable', commands)).toEqual({ handled: true, output: 'Troupe is on.' });
    expect(await runCommandLine('/troupe-mode director', commands)).toEqual({ handled: true, output: 'Troupe mode: director.' });

    const turn = await host.generate('normal');
    expect(turn.decision.kind).toBe('takeover');
    expect(turn.slot!.texts.at(-1)).toBe('The lamps came on one by one.');
    expect(turn.slot!.committed).toBe(true);

    const status = await runCommandLine('/troupe', commands);
    expect(status.output).toContain('Troupe: on');
    expect(status.output).toContain('Mode: director');
    const tokens = orchestrator.lastRun.value!.usage!.totalTokens;
    expect(tokens).toBeGreaterThanOrEqual(115);
    expect(status.output).toMatch(new RegExp(`Last run: completed \\(finalized\\), director in chat chat-1, \\d+\\.\\d s, ${tokens} tokens`));

    const trace = await runCommandLine('/troupe-trace', commands);
    expect(trace.error).toBeUndefined();
    const json = JSON.parse(trace.output!);
    expect(json).toMatchObject({ mode: 'director', usage: { totalTokens: tokens } });
    expect(json.entries.length).toBeGreaterThan(0);

    // The run events other extensions listen to, with the documented payloads. The shipped preset
    // runs intent_scout in the opening wave (before the main agent) and notes_curator in the after wave.
    const [started, opening, subagent, after, ended] = host.events;
    expect(host.events).toHaveLength(5);
    expect(started).toEqual({ event: RUN_EVENTS.started, payload: { mode: 'director', chatId: 'chat-1', generationType: 'normal' } });
    const finished = (handle: string, subagentId: string) => ({
      event: 'troupe:subagent-finished',
      payload: { chatId: 'chat-1', handle, subagentId, status: 'completed' },
    });
    expect(opening).toEqual(finished('subagent-0', 'intent_scout'));
    expect(subagent).toEqual(finished('subagent-1', 'chat_scout'));
    expect(after).toEqual(finished('subagent-2', 'notes_curator'));
    expect(ended!.event).toBe('troupe:run-ended');
    expect(ended!.payload).toMatchObject({ mode: 'director', chatId: 'chat-1', outcome: 'completed', detail: 'finalized', usage: { totalTokens: tokens } });
    expect(typeof (ended!.payload as { durationMs: unknown }).durationMs).toBe('number');
  });

  it("through SillyTavern's slash-command parser", async () => {
    const { host, commands } = await world();
    const st = createSlashStandIn();
    registerSlashCommands(st.context as StSlashApi, commands);
    await st.run('/troupe-enable | /troupe-mode director');
    const turn = await host.generate('normal');
    expect(turn.slot!.committed).toBe(true);
    expect(await st.run('/troupe quiet=true')).toContain('Last run: completed (finalized)');
    expect(JSON.parse(await st.run('/troupe-trace')).mode).toBe('director');
  });
});
