// The memory graph in a real SillyTavern, across SillyTavern's own swipe and regenerate: a director turn
// whose memory_curator writes an event; a swipe right writes another reply and its event replaces the
// first; a swipe back restores the first; a regenerate drops it and keeps the new one; a reload reads
// the graph back from IndexedDB.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createScenario, startScriptedServer, type Turn } from '../../fixtures/scripted-server/index.mjs';
import { armEvent, lastMessage, openSeraphina, openTroupePanel, send, troupeTurn, type SuiteEnv, stWithPage, useCuratorTeam } from './harness.ts';

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const isCurator = (b: Body) => !isMain(b) && offered(b, 'memory_node_create');
const last = (b: Body) => b.messages.at(-1)?.role;

/** The scripted model: a queue of turns, each used once, in order of matching. */
export function scriptedTeam() {
  const turns: Turn[] = [];
  const engine = {
    model: 'scripted-director',
    pending: () => turns.map((_, i) => i),
    respond(body: Body) {
      const plan = createScenario({ turns: [...turns], fallback: { content: 'Plain SillyTavern reply.' } }).respond(body);
      if (plan.turn >= 0) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  /**
   * One director turn: the main agent writes `reply`, dispatches memory_curator, which records `title`
   * (an event node; with more titles, one node each, in one response).
   */
  const script = (title: string | string[], reply: string) => {
    const titles = typeof title === 'string' ? [title] : title;
    const main = (first: boolean) => (b: Body) => isMain(b) && (first ? last(b) === 'user' : last(b) === 'tool');
    turns.push(
      { match: main(true), toolCalls: [{ name: 'write_message', arguments: { text: reply, mode: 'replace' } }] },
      { match: main(false), toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'memory_curator', task: `Happened: ${titles.join('; ')}` } }] },
      { match: main(false), toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] },
      {
        match: (b: Body) => isCurator(b) && last(b) === 'user',
        toolCalls: titles.map((t) => ({
          name: 'memory_node_create',
          arguments: { type: 'event', title: t, fields: { summary: `${t}.`, time: 'Day 1, evening' } },
        })),
      },
      { match: (b: Body) => isCurator(b) && last(b) === 'tool', content: 'Created.' },
      { match: main(false), toolCalls: [{ name: 'finalize', arguments: {} }] },
    );
  };
  /** One director turn without memory: the main agent writes `reply` and finalizes. */
  const plain = (reply: string) => {
    const main = (first: boolean) => (b: Body) => isMain(b) && (first ? last(b) === 'user' : last(b) === 'tool');
    turns.push(
      { match: main(true), toolCalls: [{ name: 'write_message', arguments: { text: reply, mode: 'replace' } }] },
      { match: main(false), toolCalls: [{ name: 'finalize', arguments: {} }] },
    );
  };
  return { engine, script, plain, pending: () => turns.length };
}

const names = (page: Page) =>
  page.evaluate(async () => {
    const t = (globalThis as any).troupe;
    await t.memory.idle();
    return [...(t.memory.current.value?.graph.nodes.values() ?? [])].map((n: { name: string }) => n.name).sort();
  });

/**
 * Swipes the last message the way its arrow does, and resolves once the whole swipe is over (its
 * animation, a generation it started, the chat saved). SillyTavern ≥ 1.13: `getContext().swipe`, which
 * the arrows' click handler calls too (not MESSAGE_SWIPED: it comes mid-swipe there, and a regenerate
 * started then removes the message the swipe is still finishing). 1.12: a click on the arrow; a swipe
 * left announces MESSAGE_SWIPED at its very end, a swipe right is awaited as the turn it starts.
 */
export async function swipe(page: Page, direction: 'left' | 'right') {
  if (await page.evaluate(() => !!(globalThis as any).SillyTavern.getContext().swipe?.left)) {
    await page.evaluate((d) => (globalThis as any).SillyTavern.getContext().swipe[d](), direction);
    return;
  }
  const swiped = direction === 'left' ? await armEvent(page, 'MESSAGE_SWIPED') : null;
  await page.locator(`#chat .last_mes .swipe_${direction}`).click();
  await swiped?.();
}

export function memoryAcrossSwipes(env: SuiteEnv) {
  test('memory follows SillyTavern’s swipe, swipe back and regenerate, and a reload reads it back', async () => {
    const team = scriptedTeam();
    const model = await startScriptedServer({ scenario: team.engine });
    env.defer(() => model.close());
    const { page, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await openTroupePanel(page);
    // A director team of the main agent and memory_curator (dispatched), from the shipped preset that has memory on.
    await useCuratorTeam(page);

    team.script('Day 1 — Holmes and Watson meet', 'Watson limped into the laboratory.');
    expect(await troupeTurn(page, () => send(page, 'Watson arrives at Barts.'))).toMatchObject({ mode: 'director', outcome: 'completed' });
    expect((await lastMessage(page)).mes).toBe('Watson limped into the laboratory.');
    expect(await names(page)).toEqual(['Day 1 — Holmes and Watson meet']);
    expect((await lastMessage(page)).extra.troupe_turns).toHaveLength(1);
    expect(team.pending()).toBe(0);

    // Swipe right: SillyTavern asks for a new swipe, Troupe writes it; the first reply's event is undone.
    team.script('Day 1 — Watson refuses the rooms', 'Watson shook his head.');
    expect(await troupeTurn(page, () => swipe(page, 'right'))).toMatchObject({ outcome: 'completed' });
    expect(await lastMessage(page)).toMatchObject({ mes: 'Watson shook his head.', swipes: 2, swipe_id: 1 });
    expect(await names(page)).toEqual(['Day 1 — Watson refuses the rooms']);

    // Swipe back: the first reply's event is redone.
    await swipe(page, 'left');
    expect((await lastMessage(page)).swipe_id).toBe(0);
    expect(await names(page)).toEqual(['Day 1 — Holmes and Watson meet']);

    // Regenerate: SillyTavern deletes the reply (both swipes); their events are gone for good.
    team.script('Day 1 — a third reply', 'Watson laughed.');
    expect(await troupeTurn(page, () => page.evaluate(() => document.getElementById('option_regenerate')!.click()))).toMatchObject({ outcome: 'completed' });
    expect((await lastMessage(page)).mes).toBe('Watson laughed.');
    expect(await names(page)).toEqual(['Day 1 — a third reply']);
    expect(await page.evaluate(() => (globalThis as any).troupe.memory.current.value.turns.map((t: { state: string }) => t.state))).toEqual(['shown']);

    // A reload reads the graph back.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSeraphina(page);
    await page.waitForFunction(() => (globalThis as any).troupe?.memory, null, { timeout: 60_000 });
    await page.evaluate(async () => void (await (globalThis as any).troupe.memory.viewer()));
    await page.waitForFunction(() => (globalThis as any).troupe.memory.current.value?.chatId === (globalThis as any).troupe.host.currentChat()?.chatId, null, {
      timeout: 30_000,
    });
    expect(await names(page)).toEqual(['Day 1 — a third reply']);
    expect(errors).toEqual([]);
  });
}
