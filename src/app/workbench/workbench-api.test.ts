// The workbench's programmatic API (what other code calls instead of the dialog) and its parts
// loading on first use: a part that cannot be loaded is a refusal naming its file.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { lazyPart, PartLoadError } from '../../ports/lazy-part.ts';
import { WorkbenchError, WorkbenchService, type WorkbenchParts } from './workbench.ts';
import { setup, stored } from './testing.ts';

describe('the programmatic API', () => {
  it("reads an agent's effective policy, and binds, unbinds and sets mode defaults with the tools' validation", async () => {
    const { app, events } = await setup(() => ({ text: '' }));
    const api = app.workbench.api;
    expect(api.effectivePolicy('main')).toMatchObject({
      ok: true,
      agentId: 'main',
      visible: ['+', 'draft-writer-style-en'],
      deny: [],
      preload: ['draft-writer-style-en'],
      rule: 'extend',
      sees: expect.arrayContaining(['draft-writer-style-en', 'director-no-meta-en']),
    });
    expect(api.effectivePolicy('chat_scout')).toMatchObject({
      ok: true,
      visible: ['chat-scout-method-en'],
      preload: ['chat-scout-method-en'],
      rule: 'replace',
      sees: ['chat-scout-method-en'],
    });
    expect(api.effectivePolicy('ghost')).toMatchObject({ ok: false, code: 'unknown_agent' });
    const r = await api.bindSkill({ agentId: 'chat_scout', skill: 'director-no-meta-en' });
    expect(r).toMatchObject({ ok: true, status: 'applied' });
    expect(stored(app).subAgents.find((s) => s.id === 'chat_scout')!.skills!.visible).toContain('director-no-meta-en');
    expect(events.at(-1)).toMatchObject({ type: 'applied', by: 'api' });
    expect(await api.bindSkill({ agentId: 'chat_scout', skill: 'nope' })).toMatchObject({ ok: false, code: 'skill_not_installed' });
    expect(await api.bindSkill({ agentId: 'chat_scout' } as never)).toMatchObject({ ok: false, code: 'invalid_arguments' });
    // Undo in the workbench restores what the API applied.
    await app.workbench.open();
    await app.workbench.undo();
    expect(stored(app).subAgents.find((s) => s.id === 'chat_scout')!.skills!.visible).toEqual(['chat-scout-method-en']);
  });

  it("with {review: true} the change waits in the workbench for the user, like the AI's", async () => {
    const { app, events } = await setup(() => ({ text: '' }));
    const before = structuredClone(stored(app));
    const r = await app.workbench.api.setModeDefaults({ deny: ['director-no-meta-en'] }, { review: true });
    expect(r).toMatchObject({ ok: true, status: 'pending', changeId: 'c1' });
    expect(stored(app)).toEqual(before);
    expect(app.workbench.view.value!.session.changes[0]).toMatchObject({ id: 'c1', source: 'api', status: 'pending' });
    expect(events.at(-1)).toMatchObject({ type: 'proposed', change: { source: 'api', tool: 'skill_set_mode_defaults' } });
    await app.workbench.api.unbindSkill({ agentId: 'main', skill: 'draft-writer-style-en' }, { review: true });
    await app.workbench.decide('all', 'approved');
    await app.workbench.apply();
    expect(stored(app).skills.deny).toEqual(['director-no-meta-en']);
    expect(stored(app).mainAgent.skills).toMatchObject({ visible: ['+'], preload: [] });
  });
});

describe("the workbench's parts load on first use", () => {
  // A part that fails like a missing chunk (the file answers 404) while `broken.on`, and loads once it is off.
  const missing = { fetch: async () => ({ ok: false, status: 404, text: async () => '' }) };
  const notFetched = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  /** A second service over the same app and database, with its parts replaced. */
  const serviceOf = (app: Awaited<ReturnType<typeof setup>>['app'], parts: Partial<WorkbenchParts>) =>
    new WorkbenchService({
      store: app.storage.workbench,
      profiles: app.profiles,
      skills: app.skills,
      tools: app.tools,
      card: app.card,
      host: app.host,
      lang: () => 'en',
      parts,
    });
  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(WorkbenchError);
    return e as WorkbenchError;
  };

  it('an engine that cannot be loaded is a refusal naming its file, for the dialog and the API; the stored session is kept and the next use loads it', async () => {
    const { app } = await setup(() => ({ text: '' }));
    const before = structuredClone(stored(app));
    await app.workbench.api.bindSkill({ agentId: 'chat_scout', skill: 'director-no-meta-en' }, { review: true });
    const broken = { on: true };
    const wb = serviceOf(app, { engine: lazyPart(import.meta.url, () => (broken.on ? notFetched() : import('./workbench-engine.ts')), missing) });

    const e = await refusal(wb.open());
    expect(e.code).toBe('unavailable');
    expect(e.cause).toBeInstanceOf(PartLoadError);
    expect((e.cause as PartLoadError).file).toMatch(/\/src\/app\/workbench\/workbench-engine\.ts$/);
    expect(e.message).toContain('workbench-engine.ts could not be loaded (HTTP 404).');
    expect((await refusal(wb.apply())).code).toBe('unavailable');
    expect(wb.view.value).toBeNull();
    expect(wb.review.value).toEqual([]);
    // The API says so in its result; reading a policy needs no engine.
    const r = await wb.api.bindSkill({ agentId: 'chat_scout', skill: 'draft-writer-style-en' });
    expect(r).toMatchObject({ ok: false, code: 'unavailable', error: expect.stringContaining('workbench-engine.ts could not be loaded') });
    expect(wb.api.effectivePolicy('chat_scout')).toMatchObject({ ok: true, visible: ['chat-scout-method-en'] });
    expect(stored(app)).toEqual(before);

    broken.on = false;
    const view = await wb.open();
    expect(view.session.changes).toMatchObject([{ id: 'c1', source: 'api', status: 'pending' }]);
    expect(wb.review.value).toHaveLength(1);
  });

  it("the AI's part that cannot be loaded: send refuses naming its file, nothing is stored or left running, and the next send works", async () => {
    const { app } = await setup(() => ({ text: 'Hello back.' }));
    const broken = { on: true };
    const wb = serviceOf(app, { chat: lazyPart(import.meta.url, () => (broken.on ? notFetched() : import('./workbench-chat.ts')), missing) });
    await wb.open();
    const e = await refusal(wb.send('Hello'));
    expect(e.code).toBe('unavailable');
    expect(e.message).toContain('workbench-chat.ts could not be loaded (HTTP 404).');
    expect(wb.activity.value).toBeNull();
    expect(wb.view.value!.session.messages).toEqual([]);
    broken.on = false;
    await wb.send('Hello');
    expect(wb.view.value!.session.messages.map((m) => m.content)).toEqual(['Hello', 'Hello back.']);
  });

  it("the dry run's part that cannot be loaded: the dry run refuses naming its file and the workbench is not left busy", async () => {
    const { app } = await setup(() => ({ text: '' }));
    const broken = { on: true };
    const wb = serviceOf(app, { dryRun: lazyPart(import.meta.url, () => (broken.on ? notFetched() : import('./workbench-dry-run.ts')), missing) });
    await wb.open();
    const e = await refusal(wb.dryRun());
    expect(e.code).toBe('unavailable');
    expect(e.message).toContain('workbench-dry-run.ts could not be loaded (HTTP 404).');
    expect(wb.activity.value).toBeNull();
    expect(wb.dryRunResult.value).toBeNull();
  });
});
