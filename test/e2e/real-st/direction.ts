// A direction for one reply in a real SillyTavern (issue 32): `/troupe-guide <text>` sets it for the chat
// on screen; the scripted model's request log shows it in the main agent's first request and in every
// brief (the opening scout's and a dispatched member's); SillyTavern's own swipe keeps it; the next user
// message clears it; `/troupe-guide <text> | /regenerate` redoes the last reply with a new one.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { responderEngine } from '../../fixtures/director/server-scenario.ts';
import { lastMessage, openSeraphina, openTroupePanel, send, slash, stWithPage, troupeTurn, type SuiteEnv } from './harness.ts';

type Body = {
  messages: { role: string; content: unknown }[];
  tools?: { function: { name: string; parameters?: { properties?: { subagentId?: { enum?: string[] } } } } }[];
};
const tool = (b: Body, name: string) => (b.tools ?? []).find((t) => t.function.name === name);
const isMain = (b: Body) => !!tool(b, 'finalize') && !!tool(b, 'write_message');
const text = (b: Body) => b.messages.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
const block = (line: string) => `The user's direction for this reply, which it must follow: ${line}`;

/** The main agent briefs one member, then writes and finalizes; members report; curators hand in. */
function team() {
  let replies = 0;
  return responderEngine((req) => {
    const b = req as unknown as Body;
    if (isMain(b)) {
      if (!b.messages.some((m) => m.role === 'tool')) {
        const member = tool(b, 'dispatch_subagent')?.function.parameters?.properties?.subagentId?.enum?.[0];
        if (member) return { toolCalls: [{ name: 'dispatch_subagent', args: { subagentId: member, task: 'Find where the map was last seen.' } }] };
      }
      return {
        toolCalls: [
          { name: 'write_message', args: { text: `Seraphina folded the map away (${++replies}).`, mode: 'replace' } },
          { name: 'finalize', args: {} },
        ],
      };
    }
    if (tool(b, 'submit_result')) return { toolCalls: [{ name: 'submit_result', args: { text: 'Nothing to change.' } }] };
    return { text: 'No results: nothing the story lacks.' };
  });
}

const swipeRight = (page: Page) => page.evaluate(() => (globalThis as any).SillyTavern.getContext().swipe.right());

export function directionForOneReply(env: SuiteEnv) {
  test('/troupe-guide: the direction reaches the main agent and every brief, survives a swipe, is gone after the next message', async () => {
    const model = await startScriptedServer({ scenario: team() });
    env.defer(() => model.close());
    const { page, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await openTroupePanel(page);
    await page.evaluate(() => (globalThis as any).troupe.profiles.updateSettings({ enabled: true, mode: 'director' }));
    const since = (from: number) => model.requests.slice(from).map((r) => r.body as Body);

    await slash(page, '/troupe-guide she lies about the map');
    expect(await page.evaluate(() => (globalThis as any).troupe.directions.current.value)).toBe('she lies about the map');
    let from = model.requests.length;
    expect(await troupeTurn(page, () => send(page, 'Where did you hide the map?'))).toMatchObject({ mode: 'director', outcome: 'completed' });
    let log = since(from);
    const main = log.filter(isMain);
    const briefs = log.filter((b) => !isMain(b) && text(b).includes('<task>'));
    expect(main.length).toBeGreaterThan(0);
    // The opening scout's brief and the dispatched member's.
    expect(briefs.length).toBeGreaterThanOrEqual(2);
    expect(text(main[0]!)).toContain(block('she lies about the map'));
    for (const b of briefs) expect(text(b)).toContain(block('she lies about the map'));
    expect((await lastMessage(page)).reasoning).toContain('[direction]');

    // SillyTavern's swipe: the same turn, the same direction.
    from = model.requests.length;
    expect(await troupeTurn(page, () => swipeRight(page))).toMatchObject({ outcome: 'completed' });
    log = since(from);
    expect(log.filter(isMain).length).toBeGreaterThan(0);
    for (const b of log) expect(text(b)).toContain(block('she lies about the map'));
    expect(await lastMessage(page)).toMatchObject({ swipes: 2, swipe_id: 1 });

    // The next user message: no request reads it, and it is cleared.
    from = model.requests.length;
    expect(await troupeTurn(page, () => send(page, 'Then show it to me.'))).toMatchObject({ outcome: 'completed' });
    log = since(from);
    expect(log.filter(isMain).length).toBeGreaterThan(0);
    for (const b of log) expect(text(b)).not.toContain('<direction>');
    expect(await page.evaluate(() => (globalThis as any).troupe.directions.current.value)).toBe('');

    // "Regenerate with a direction": the command, then SillyTavern's /regenerate.
    from = model.requests.length;
    expect(await troupeTurn(page, () => slash(page, '/troupe-guide skip to morning | /regenerate'))).toMatchObject({ outcome: 'completed' });
    log = since(from);
    expect(log.filter(isMain).length).toBeGreaterThan(0);
    for (const b of log) expect(text(b)).toContain(block('skip to morning'));
    expect(errors).toEqual([]);
  });
}
