// @vitest-environment happy-dom
// A SillyTavern chat's stored data follows the chat, not its file name: through the stand-in and the
// whole app (real IndexedDB via fake-indexeddb, director turns scripted as OpenAI streams), a rename
// keeps the chat's memory, runs and package binding; a branch starts with its own copy of the graph
// as it was at the branch point and never writes into its parent's; a chat from before the store key
// adopts its chat id, so its data is found.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { createApp, type App } from '../../app/app.ts';
import { chatPackageKey } from '../../app/packages/chat-package.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { chatStoreKey } from '../../ports/host.ts';
import { chatDeleted, chatKeyAliases, chatRenamed } from './chat-key.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();
let n = 0;

/** One OpenAI stream that calls `name` with `args`. */
function toolCall(name: string, args: Record<string, unknown>) {
  const call = {
    index: 0,
    id: `call-${name}-${Math.random().toString(36).slice(2, 6)}`,
    type: 'function',
    function: { name, arguments: JSON.stringify(args) },
  };
  return {
    chunks: [
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }] })}\n\n`,
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`,
      'data: [DONE]\n\n',
    ],
  };
}

async function openApp() {
  const s = open();
  const app = createApp({ prefix: `ck${++n}-${Math.random().toString(36).slice(2, 7)}-`, host: s.host });
  await app.ready;
  await app.profiles.updateSettings({ enabled: true, mode: 'director' });
  // A team-less director whose main agent writes memory itself.
  const p = app.profiles.drafts.value.director as DirectorProfile;
  app.profiles.setDraft('director', { ...p, subAgents: [], mainAgent: { ...p.mainAgent, tools: { ...p.mainAgent.tools, memory: { node_create: true } } } });
  await app.profiles.save('director');
  await app.memory.idle();
  return { ...s, app };
}

type Opened = Awaited<ReturnType<typeof openApp>>;

/** One director turn in the chat on screen: the main agent records an event, writes the reply, finalizes. */
async function turn({ st, app }: Opened, title: string) {
  st.completions.push(
    toolCall('memory_node_create', { type: 'event', title, fields: { summary: `${title}.`, time: 'Day 1' } }),
    toolCall('write_message', { text: `(${title})` }),
    toolCall('finalize', {}),
  );
  await st.generate('normal', { userText: `Go on: ${title}` });
  await st.settle();
  await app.memory.idle();
  await app.runs!.refresh();
}

const names = (app: App) => [...(app.memory.current.value?.graph.nodes.values() ?? [])].map((x) => x.name).sort();

describe('a chat’s stored data survives a SillyTavern rename', () => {
  test('memory, runs and the package binding are still there after a rename; the key stays the first chat id', async () => {
    const o = await openApp();
    const { st, host, app } = o;
    const first = st.chatId()!;
    await turn(o, 'The wolf at the gate');
    expect(names(app)).toEqual(['The wolf at the gate']);
    expect(app.runs!.turns.value).toHaveLength(1);
    await app.storage.settings.set(chatPackageKey(first), { package: 'story-compass', startedAt: 1 });
    await app.chatPackages!.sync();
    expect(app.chatPackages!.current.value?.package.name).toBe('story-compass');

    await st.renameChat('Seraphina - the forest road');
    await app.memory.idle();
    await app.chatPackages!.sync();
    await app.runs!.refresh();

    const ref = host.currentChat()!;
    expect(ref.chatId).toBe('Seraphina - the forest road');
    expect(chatStoreKey(ref)).toBe(first);
    expect(st.savedMetadata()?.troupe).toMatchObject({ storeKey: first, storeKeyChat: 'Seraphina - the forest road' });
    expect(names(app)).toEqual(['The wolf at the gate']);
    expect(app.runs!.turns.value).toHaveLength(1);
    expect(app.runs!.chatId.value).toBe(first);
    expect(app.chatPackages!.current.value?.package.name).toBe('story-compass');
  });

  test('a chat from before the store key adopts its chat id: its data is found, and follows a later rename', async () => {
    const o = await openApp();
    const { st, host, app } = o;
    const id = st.chatId()!;
    await turn(o, 'The lantern goes out');
    // As an older Troupe left it: the data under the chat id, nothing in the chat's metadata.
    delete st.chatMetadata.troupe;
    await st.SillyTavern.getContext!().saveMetadata!();
    await st.openCharacter('Lin Wan.png');
    expect(st.savedMetadata(id)?.troupe).toBeUndefined();

    await st.openCharacter('Seraphina.png');
    await app.memory.idle();
    expect(st.savedMetadata(id)?.troupe).toEqual({ storeKey: id, storeKeyChat: id });
    expect(chatStoreKey(host.currentChat()!)).toBe(id);
    expect(names(app)).toEqual(['The lantern goes out']);

    await st.renameChat('Seraphina - lantern');
    await app.memory.idle();
    await app.runs!.refresh();
    expect(names(app)).toEqual(['The lantern goes out']);
    expect(app.runs!.turns.value).toHaveLength(1);
  });
});

describe('a SillyTavern branch gets its own key and a copy of its parent’s memory', () => {
  test('the copy holds the graph up to the branch point; a write in the branch does not reach the parent', async () => {
    const o = await openApp();
    const { st, host, app } = o;
    const parent = st.chatId()!;
    await turn(o, 'Day one: the ford');
    const branchPoint = st.chat.length - 1;
    await turn(o, 'Day two: the tower');
    expect(names(app)).toEqual(['Day one: the ford', 'Day two: the tower']);

    const branch = await st.branchChat(branchPoint);
    await app.memory.idle();
    const ref = host.currentChat()!;
    expect(ref.chatId).toBe(branch);
    expect(chatStoreKey(ref)).toBe(branch);
    // Day two's reply is not in the branch: reconcile undid its write in the copy.
    expect(names(app)).toEqual(['Day one: the ford']);
    // The copy is made once: the branch's metadata no longer names its parent.
    expect(host.currentChat()!.forkedFrom).toBeUndefined();
    expect(st.savedMetadata()?.troupe).toEqual({ storeKey: branch, storeKeyChat: branch });

    await turn(o, 'Branch: the ferryman');
    expect(names(app)).toEqual(['Branch: the ferryman', 'Day one: the ford']);

    await st.openChat(parent);
    await app.memory.idle();
    expect(chatStoreKey(host.currentChat()!)).toBe(parent);
    expect(names(app)).toEqual(['Day one: the ford', 'Day two: the tower']);
    await app.runs!.refresh();
    expect(app.runs!.turns.value).toHaveLength(2);

    // Back in the branch: its own graph, not copied again.
    await st.openChat(branch);
    await app.memory.idle();
    expect(names(app)).toEqual(['Branch: the ferryman', 'Day one: the ford']);
  });

  test('a checkpoint made and opened later forks too, and a package binding goes with it', async () => {
    const o = await openApp();
    const { st, host, app } = o;
    const parent = st.chatId()!;
    await turn(o, 'Camp by the river');
    await app.storage.settings.set(chatPackageKey(parent), { package: 'story-compass', startedAt: 1 });
    const checkpoint = await st.branchChat(st.chat.length - 1, { name: 'Checkpoint #1', open: false });
    await st.openChat(checkpoint);
    await app.memory.idle();
    await app.chatPackages!.sync();
    expect(chatStoreKey(host.currentChat()!)).toBe(checkpoint);
    expect(names(app)).toEqual(['Camp by the river']);
    expect(app.chatPackages!.current.value?.package.name).toBe('story-compass');
    expect(await app.storage.settings.get(chatPackageKey(checkpoint))).toMatchObject({ package: 'story-compass' });
  });
});

describe('a deleted chat takes its data with it; a chat renamed before Troupe saw it keeps its data', () => {
  /** What the boot module does on SillyTavern's chat events (boot/index.ts), on this app. */
  function followChatEvents({ st, app }: Opened) {
    const ctx = () => st.SillyTavern.getContext!()!;
    const work: Promise<void>[] = [];
    st.events.on('chat_renamed', (d) => chatRenamed(ctx(), (d as { oldFileName?: string }).oldFileName, (d as { newFileName?: string }).newFileName));
    st.events.on('chat_deleted', (name) => {
      const key = chatDeleted(ctx(), name);
      if (key) work.push(app.forgetChat(key));
    });
    return { done: () => Promise.all(work.splice(0)), aliases: () => chatKeyAliases(ctx()) };
  }

  test('deleting a chat removes its memory, runs and package binding, and no other chat’s', async () => {
    const o = await openApp();
    const { st, app } = o;
    const events = followChatEvents(o);
    const doomed = st.chatId()!;
    await turn(o, 'The wolf at the gate');
    await app.storage.settings.set(chatPackageKey(doomed), { package: 'story-compass', startedAt: 1 });
    await st.openCharacter('Lin Wan.png');
    const kept = st.chatId()!;
    await turn(o, 'Lin Wan pours the tea');
    expect((await app.storage.memory!.raw(doomed)).length).toBeGreaterThan(0);
    expect(await app.storage.traces.list(doomed)).toHaveLength(1);

    await st.deleteChat(doomed);
    await events.done();
    expect(await app.storage.memory!.raw(doomed)).toEqual([]);
    expect(await app.storage.traces.list(doomed)).toEqual([]);
    expect(await app.storage.settings.get(chatPackageKey(doomed))).toBeUndefined();
    expect((await app.storage.memory!.raw(kept)).length).toBeGreaterThan(0);
    expect(await app.storage.traces.list(kept)).toHaveLength(1);
    expect(names(app)).toEqual(['Lin Wan pours the tea']);
  });

  test('a renamed chat is deleted by its new name: the data under its first key goes, the alias too', async () => {
    const o = await openApp();
    const { st, app } = o;
    const events = followChatEvents(o);
    const first = st.chatId()!;
    await turn(o, 'The lantern goes out');
    await st.renameChat('Seraphina - lantern');
    expect(events.aliases()).toEqual({ 'Seraphina - lantern': first });
    await st.openCharacter('Lin Wan.png');

    await st.deleteChat('Seraphina - lantern');
    await events.done();
    expect(await app.storage.memory!.raw(first)).toEqual([]);
    expect(await app.storage.traces.list(first)).toEqual([]);
    expect(events.aliases()).toEqual({});
  });

  test('renamed from the chat list before its key was recorded, a chat finds its data under its old id', async () => {
    const o = await openApp();
    const { st, host, app } = o;
    const events = followChatEvents(o);
    const id = st.chatId()!;
    await turn(o, 'The ford at dusk');
    // As an older Troupe left it: the data under the chat id, nothing in the chat's metadata.
    delete st.chatMetadata.troupe;
    await st.SillyTavern.getContext!().saveMetadata!();
    await st.openCharacter('Lin Wan.png');

    await st.renameChatFromList(id, 'Seraphina - the ford');
    expect(events.aliases()).toEqual({ 'Seraphina - the ford': id });
    await st.openCharacter('Seraphina.png');
    await st.openChat('Seraphina - the ford');
    await app.memory.idle();
    expect(chatStoreKey(host.currentChat()!)).toBe(id);
    expect(st.savedMetadata()?.troupe).toEqual({ storeKey: id, storeKeyChat: 'Seraphina - the ford' });
    expect(names(app)).toEqual(['The ford at dusk']);

    // A new chat named like the old one does not share that data: it gets a key of its own.
    await st.renameChat('Seraphina - the ford, again');
    await st.openChat(id);
    expect(chatStoreKey(host.currentChat()!)).toBe(`${id}#2`);
    await app.memory.idle();
    expect(names(app)).toEqual([]);
    // Deleting it leaves the renamed chat's data alone.
    await st.openChat('Seraphina - the ford, again');
    await st.deleteChat(id);
    await events.done();
    expect(names(app)).toEqual(['The ford at dusk']);
    expect((await app.storage.memory!.raw(id)).length).toBeGreaterThan(0);
  });
});
