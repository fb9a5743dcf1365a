// A fresh install in a real SillyTavern: the boot module alone at page load, the panel in the drawer on
// first opening, a director turn, a capsule turn (single).
import { expect, test } from 'vitest';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { responderEngine, type Step, type WireBody } from '../../fixtures/capsule/scenario.ts';
import { armEvent, slash, closeDrawer, lastMessage, openSeraphina, openTroupePanel, send, troupeTurn, type SuiteEnv, stWithPage } from './harness.ts';

const tools = (b: WireBody) => (b.tools ?? []).map((t) => t.function.name);
const results = (b: WireBody) => b.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
const isMain = (b: WireBody) => tools(b).includes('finalize') && tools(b).includes('dispatch_subagent');
const REPLY = 'Seraphina lifts the lantern; the glade is quiet tonight.';

/** The director's main agent dispatches its first sub-agent, awaits it, writes and finalizes; everyone else answers plainly. */
function director(b: WireBody): Step {
  if (isMain(b)) {
    const done = results(b);
    const dispatch = b.tools!.find((t) => t.function.name === 'dispatch_subagent') as unknown as {
      function: { parameters: { properties: { subagentId: { enum?: string[] } } } };
    };
    const first = dispatch.function.parameters.properties.subagentId.enum?.[0];
    if (done.length === 0 && first)
      return { toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: first, task: 'What does the glade look like?' } }] };
    if (done.length === 1 && first) return { toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] };
    return {
      toolCalls: [
        { name: 'write_message', arguments: { text: REPLY } },
        { name: 'finalize', arguments: {} },
      ],
    };
  }
  if (tools(b).includes('finalize')) return { toolCalls: [{ name: 'finalize', arguments: {} }] };
  return { content: 'SCOUT: moonlight on the moss.' };
}

export function bootAndDirector(env: SuiteEnv) {
  test('page load: the boot module only; orchestration off, SillyTavern answers alone; the drawer loads the panel, which fits its column', async () => {
    const model = await startScriptedServer({ scenario: responderEngine(() => ({ content: 'A plain SillyTavern reply.' })) });
    env.defer(() => model.close());
    const { page, requested, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await page.locator('#troupe_drawer .inline-drawer-toggle').waitFor({ state: 'attached' });
    expect(requested.filter((f) => f !== 'style.css')).toEqual(['index.js']);

    const done = await armEvent(page, 'GENERATION_ENDED');
    await send(page, 'Hello, is anyone here?');
    await done();
    expect((await lastMessage(page)).mes).toBe('A plain SillyTavern reply.');
    expect(requested.filter((f) => f !== 'style.css')).toEqual(['index.js']);

    const panel = await openTroupePanel(page);
    expect(await panel.getByRole('switch', { name: 'Enabled', exact: true }).isVisible()).toBe(true);
    expect(requested).toEqual(expect.arrayContaining(['chunks/extension-app.js', 'chunks/extension-panel.js']));
    expect(requested).not.toContain('chunks/engines.js');
    // The right column of SillyTavern's drawer (339 px at a 1400 px window in 1.12, 341.5 in 1.19): the
    // panel fits it, nothing sticks out sideways.
    const m = await page.evaluate(() => {
      const column = document.getElementById('extensions_settings2')!;
      const card = document.querySelector('.troupe-card')!;
      return {
        column: column.getBoundingClientRect().width,
        card: card.getBoundingClientRect().width,
        overflow: card.scrollWidth - card.clientWidth,
        inColumn: column.contains(card),
      };
    });
    expect(m.inColumn).toBe(true);
    expect(m.column).toBeGreaterThan(330);
    expect(m.column).toBeLessThan(350);
    expect(m.card).toBeLessThanOrEqual(m.column);
    expect(m.overflow).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a director turn: Troupe takes the reply over, its fold written, the requests through SillyTavern’s proxy', async () => {
    const model = await startScriptedServer({ scenario: responderEngine(director) });
    env.defer(() => model.close());
    const { page, requested, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    const panel = await openTroupePanel(page);
    await panel.getByRole('switch', { name: 'Enabled', exact: true }).click();
    await page.waitForFunction(
      () => (globalThis as any).troupe.profiles.settings.value.enabled && (globalThis as any).troupe.profiles.mode.value === 'director',
    );
    await closeDrawer(page);

    const run = await troupeTurn(page, () => send(page, 'I ask about the glade.'));
    expect(run).toMatchObject({ mode: 'director', outcome: 'completed' });
    const reply = await lastMessage(page);
    expect(reply.mes).toBe(REPLY);
    expect(reply.is_user).toBe(false);
    expect(reply.reasoning).toContain('SCOUT: moonlight on the moss.');
    expect(requested).toEqual(expect.arrayContaining(['chunks/engines.js', 'chunks/transport-part.js']));
    const bodies = model.requests.map((r) => r.body as WireBody);
    expect(bodies.filter(isMain).length).toBe(3);
    expect(bodies.filter((b) => !isMain(b)).length).toBeGreaterThan(0);
    // Saved to the chat file by SillyTavern: a reload shows it.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSeraphina(page);
    expect((await lastMessage(page)).mes).toBe(REPLY);
    expect(errors).toEqual([]);
  });

  test('a capsule turn (single): the capsule is in SillyTavern’s own prompt for that reply and in no later one', async () => {
    const CAPSULE = 'CAPSULE-7: the lantern flickers twice.';
    const wrote = (b: WireBody) => b.messages.some((m) => typeof m.content === 'string' && m.content.includes('CAPSULE-7'));
    const model = await startScriptedServer({
      scenario: responderEngine((b) => {
        if (tools(b).includes('final_guidance')) return { toolCalls: [{ name: 'final_guidance', arguments: { text: CAPSULE } }] };
        return { content: wrote(b) ? 'A reply that read the capsule.' : 'A reply without a capsule.' };
      }),
    });
    env.defer(() => model.close());
    const { page, requested, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await slash(page, '/troupe-mode single');
    await slash(page, '/troupe-enable');
    expect(await page.evaluate(() => [(globalThis as any).troupe.profiles.mode.value, (globalThis as any).troupe.profiles.settings.value.enabled])).toEqual([
      'single',
      true,
    ]);

    const run = await troupeTurn(page, () => send(page, 'I light the lamp and wait.'), { stReplies: true });
    expect(run).toMatchObject({ mode: 'single', outcome: 'completed' });
    expect((await lastMessage(page)).mes).toBe('A reply that read the capsule.');
    const stRequest = model.requests.map((r) => r.body as WireBody).filter((b) => !tools(b).includes('final_guidance'));
    expect(stRequest).toHaveLength(1);
    expect(requested).toContain('chunks/engines.js');
    // Gone from SillyTavern's extension prompts once the generation ended…
    expect(
      await page.evaluate(() =>
        Object.entries((globalThis as any).SillyTavern.getContext().extensionPrompts ?? {})
          .filter(([k, v]: [string, any]) => /troupe/i.test(k) && v?.value)
          .map(([k]) => k),
      ),
    ).toEqual([]);
    // …and from the next prompt, which Troupe does not touch (orchestration off).
    await slash(page, '/troupe-disable');
    const done = await armEvent(page, 'GENERATION_ENDED');
    await send(page, 'And now?');
    await done();
    expect((await lastMessage(page)).mes).toBe('A reply without a capsule.');
    expect(errors).toEqual([]);
  });

  test('orchestration on: the app and the engines load ahead once SillyTavern is ready; a chunk answering 404 leaves the reply to SillyTavern and names the file', async () => {
    const model = await startScriptedServer({ scenario: responderEngine(() => ({ content: 'A plain SillyTavern reply.' })) });
    env.defer(() => model.close());
    const { page, requested, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await slash(page, '/troupe-enable');

    // A new page load with orchestration on: once SillyTavern is ready and the page idle, the app warms
    // up (its mark is set once the engines are loaded and a turn was rehearsed) — the panel stays unloaded.
    requested.length = 0;
    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSeraphina(page);
    await page.waitForFunction(() => performance.getEntriesByName('troupe:preloaded').length > 0, null, { timeout: 60_000 });
    expect(requested).toEqual(expect.arrayContaining(['index.js', 'chunks/extension-app.js', 'chunks/engines.js', 'chunks/transport-part.js']));
    expect(requested).not.toContain('chunks/extension-panel.js');

    // The transport chunk cannot be loaded (an offline LAN box after an update): SillyTavern's own reply.
    await page.route('**/dist/chunks/transport-part.js', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSeraphina(page);
    const done = await armEvent(page, 'GENERATION_ENDED');
    await send(page, 'Is anyone there?');
    await done();
    const reply = await lastMessage(page);
    expect(reply.mes).toBe('A plain SillyTavern reply.');
    expect(reply.reasoning).toBe('');
    const toast = await page.locator('#toast-container .toast', { hasText: 'transport-part.js' }).last().textContent({ timeout: 30_000 });
    expect(toast).toMatch(/transport-part\.js.*HTTP 404/);
    expect(errors).toEqual([]);
  });
}
