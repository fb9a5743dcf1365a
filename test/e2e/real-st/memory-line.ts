// The memory line in a real SillyTavern: after a director turn whose memory_curator wrote two nodes,
// the reply shows "memory: +2 nodes" under its reasoning; Show in Memory opens Troupe's drawer at the
// Memory section on that reply's changes; a swipe to a fresh reply (no memory written) shows no line,
// a swipe back shows it again, and a chat opened again draws it anew. With review on, a reply's line says
// what waits, and approving it rewrites the line.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { closeDrawer, lastMessage, openSeraphina, openTroupePanel, send, troupeTurn, type SuiteEnv, stWithPage, useCuratorTeam } from './harness.ts';
import { scriptedTeam, swipe } from './memory.ts';

const line = (page: Page) => page.locator('#chat .mes.last_mes .troupe-memory-line');
/** Where the line sits: the classes of the elements right before and after it. */
const neighbours = (page: Page) => line(page).evaluate((el) => [el.previousElementSibling?.className ?? '', el.nextElementSibling?.className ?? '']);

export function memoryLineInReplies(env: SuiteEnv) {
  test('a reply shows its memory line under the reasoning; Show in Memory opens its changes; it follows swipes and approvals', async () => {
    const team = scriptedTeam();
    const model = await startScriptedServer({ scenario: team.engine });
    env.defer(() => model.close());
    const { page, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await openTroupePanel(page);
    await useCuratorTeam(page);
    // Closed, so the line's button has the drawer to open.
    await closeDrawer(page);

    team.script(['Watson arrives at Barts', 'Holmes tests a reagent'], 'Watson limped into the laboratory.');
    expect(await troupeTurn(page, () => send(page, 'Watson arrives at Barts.'))).toMatchObject({ mode: 'director', outcome: 'completed' });
    expect(team.pending()).toBe(0);
    await page.evaluate(() => (globalThis as any).troupe.memory.idle());
    await line(page).getByText('memory: +2 nodes').waitFor();
    expect(await line(page).locator('.troupe-memory-line__text').textContent()).toBe('memory: +2 nodes');
    // Right under the reasoning (SillyTavern's block; Troupe's fold on 1.12), above the text.
    const [before, after] = await neighbours(page);
    expect(before).toMatch(/mes_reasoning_details|troupe-reasoning-fold/);
    expect(after).toBe('mes_text');
    expect((await lastMessage(page)).reasoning).not.toBe('');

    // Show in Memory: the drawer opens at the Memory section, on the Review tab, with this reply's changes.
    await line(page).getByRole('button', { name: 'Show in Memory' }).click();
    await page.locator('#rm_extensions_block.openDrawer').waitFor({ state: 'attached' });
    const memory = page.locator('#troupe_drawer details.troupe-memory[open]');
    await memory.getByText('Changes of one reply').waitFor({ timeout: 30_000 });
    expect(await memory.getByRole('button', { name: 'Review' }).getAttribute('aria-pressed')).toBe('true');
    const applied = memory.locator('.troupe-memory-review__list [data-node]');
    expect((await applied.allTextContents()).map((t) => t.split(' · ')[0]).sort()).toEqual(['Holmes tests a reagent', 'Watson arrives at Barts']);
    await closeDrawer(page);

    // A swipe right writes a fresh reply that changes no memory: no line on it.
    team.plain('Watson shook his head.');
    expect(await troupeTurn(page, () => swipe(page, 'right'))).toMatchObject({ outcome: 'completed' });
    expect(await lastMessage(page)).toMatchObject({ mes: 'Watson shook his head.', swipe_id: 1 });
    await page.evaluate(() => (globalThis as any).troupe.memory.idle());
    expect(await line(page).count()).toBe(0);

    // Back to the first reply: its line again (its turn redone); a chat opened again draws it anew.
    await swipe(page, 'left');
    await page.evaluate(() => (globalThis as any).troupe.memory.idle());
    await line(page).getByText('memory: +2 nodes').waitFor();
    await page.evaluate(async () => {
      const c = (globalThis as any).SillyTavern.getContext();
      await c.saveChat(); // the swipe back is on disk before the chat is read again
      const changed = new Promise<void>((resolve) => c.eventSource.once(c.eventTypes.CHAT_CHANGED, () => resolve()));
      await c.reloadCurrentChat();
      await changed;
    });
    expect(await lastMessage(page)).toMatchObject({ mes: 'Watson limped into the laboratory.', swipe_id: 0 });
    expect(await line(page).locator('.troupe-memory-line__text').textContent()).toBe('memory: +2 nodes');

    // With review on, the next reply's line says what waits; approving it from the panel rewrites the line.
    await page.evaluate(async () => {
      const m = (globalThis as any).troupe.memory;
      await m.setReview(m.current.value.chatId, true);
    });
    team.script('Mrs Hudson brings tea', 'Mrs Hudson set down the tray.');
    expect(await troupeTurn(page, () => send(page, 'Tea arrives.'))).toMatchObject({ outcome: 'completed' });
    await page.evaluate(() => (globalThis as any).troupe.memory.idle());
    const pending = page.locator('#chat .mes.last_mes .troupe-memory-line.is-pending');
    await pending.getByText('memory: pending review: +1 node').waitFor();
    await pending.getByRole('button', { name: 'Show in Memory' }).click();
    await memory.getByText('Changes of one reply').waitFor({ timeout: 30_000 });
    await memory.getByRole('button', { name: 'Approve all' }).click();
    await page.locator('#chat .mes.last_mes .troupe-memory-line:not(.is-pending)').getByText('memory: +1 node').waitFor();
    // The earlier reply keeps its own line.
    expect(await page.locator('#chat .mes .troupe-memory-line__text').allTextContents()).toEqual(['memory: +2 nodes', 'memory: +1 node']);
    expect(errors).toEqual([]);
  });
}
