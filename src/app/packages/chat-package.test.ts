import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost, type MemoryHost } from '../../../test/fixtures/memory-host.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import type { ChatRef } from '../../ports/host.ts';
import { createApp } from '../app.ts';
import { chatPackageKey } from './chat-package.ts';

let n = 0;
const text = (r: ChatRequest, role: string) =>
  r.messages
    .filter((m) => m.role === role)
    .map((m) => (typeof m.content === 'string' ? m.content : ''))
    .join('\n');
const catalog = (r: ChatRequest) => [...text(r, 'system').matchAll(/^- ([a-z0-9_-]+): /gm)].map((m) => m[1]);
const isPlanner = (r: ChatRequest) => text(r, 'system').includes('You run the skill package');
const isFinal = (r: ChatRequest) => text(r, 'system').includes('You write the final guidance');

/** A memory host whose chat can be switched (the app hears chat-changed). */
function switchable(host: MemoryHost) {
  const listeners = new Set<(c: ChatRef | null) => void>();
  host.onChatChanged = (cb) => (listeners.add(cb), () => listeners.delete(cb));
  return (chatId: string, messages: MemoryHost['messages']) => {
    host.chat = { chatId };
    host.messages = messages;
    for (const cb of listeners) cb(host.chat);
  };
}

async function setup(prefix = `chatpkg-${n++}-`) {
  const model = fakeModel((req) => {
    if (isPlanner(req)) return { toolCalls: [{ name: 'planner_step', args: { finalize: 'Nothing more needed.' } }] };
    if (isFinal(req)) return { toolCalls: [{ name: 'submit_result', args: { text: 'Guidance from the package.' } }] };
    // Director (a chat without a package): finalize at once.
    if (req.tools?.some((t) => t.name === 'finalize'))
      return req.messages.some((m) => m.role === 'tool')
        ? { text: 'x' }
        : {
            toolCalls: [
              { name: 'write_message', args: { text: 'Director wrote.' } },
              { name: 'finalize', args: {} },
            ],
          };
    return { text: 'ok' };
  });
  const host = memoryHost(model);
  const switchChat = switchable(host);
  const app = createApp({ host, prefix });
  await app.ready;
  return { model, host, app, switchChat, chat: app.chatPackages! };
}

describe('chats started with a skill package', () => {
  it('the bundled package is installed on first start; without a default no chat is bound', async () => {
    const { app, switchChat, chat } = await setup();
    expect(app.packages.list.value.map((p) => p.name)).toContain('story-compass');
    switchChat('new-1', []);
    await chat.sync();
    expect(chat.current.value).toBeNull();
  });

  it('a default package binds new chats only; recipe and first answer are stored; the turn runs the package', async () => {
    const { app, host, switchChat, chat, model } = await setup();
    await app.packages.setDefault('story-compass');
    await chat.sync();
    // The open chat already has a user message: not a new chat.
    expect(chat.current.value).toBeNull();
    switchChat('new-1', [{ role: 'assistant', content: 'Mira looks up from the lamp.' }]);
    await chat.sync();
    expect(chat.current.value).toMatchObject({ chatId: 'new-1', package: { name: 'story-compass', demandTag: 'story.brief' } });
    expect(chat.current.value!.package.recipes.map((r) => r.path)).toEqual(['recipes/adventure.md', 'recipes/mystery.md', 'recipes/slow-burn.md']);
    await chat.chooseRecipe('recipes/mystery.md');
    expect(chat.current.value!.recipe).toBe('recipes/mystery.md');

    await app.profiles.setEnabled(true);
    expect(app.profiles.mode.value).toBe('director');
    host.messages.push({ role: 'user', content: 'I am a courier; never kill the dog.' });
    const r = await host.generate('normal');
    expect(r.decision.kind).toBe('inject');
    expect(app.orchestrator!.lastRun.value).toMatchObject({ mode: 'agenda', outcome: 'completed' });
    const planner = model.requests.find(isPlanner)!;
    expect(catalog(planner)).toEqual(['story-compass']);
    expect(text(planner, 'system')).toContain('recipes/mystery.md');
    expect(chat.current.value!.demand).toBe('I am a courier; never kill the dog.');
    expect(await app.storage.settings.get(chatPackageKey('new-1'))).toMatchObject({
      package: 'story-compass',
      recipe: 'recipes/mystery.md',
      demand: 'I am a courier; never kill the dog.',
    });
    // The finalizer reads the answer by its tag.
    expect(text(model.requests.find(isFinal)!, 'user')).toContain('### story.brief (given when the chat started)\nI am a courier; never kill the dog.');

    // Later turns keep the first answer.
    host.messages.push({ role: 'assistant', content: 'She nods.' }, { role: 'user', content: 'Something else entirely.' });
    await host.generate('normal');
    expect(chat.current.value!.demand).toBe('I am a courier; never kill the dog.');

    // A chat from before the default: the selected mode (director) as usual.
    switchChat('old', [{ role: 'user', content: 'Hi.' }]);
    await chat.sync();
    expect(chat.current.value).toBeNull();
    expect((await host.generate('normal')).decision.kind).toBe('takeover');
  });

  it('intake packages take the answer before chatting; unbind turns the package off for that chat; the binding survives a reload', async () => {
    const prefix = `chatpkg-${n++}-`;
    const { app, host, switchChat, chat } = await setup(prefix);
    await app.packages.setDefault('story-compass');
    switchChat('new-2', []);
    await chat.sync();
    await chat.submitDemand('  A slow mystery at the lighthouse.  ');
    expect(chat.current.value!.demand).toBe('A slow mystery at the lighthouse.');

    const again = createApp({ host, prefix });
    await again.ready;
    await again.chatPackages!.sync();
    expect(again.chatPackages!.current.value).toMatchObject({ chatId: 'new-2', demand: 'A slow mystery at the lighthouse.' });
    app.orchestrator!.attach(); // the second app took the host's generation handler

    await chat.unbind();
    expect(chat.current.value).toBeNull();
    await chat.sync();
    expect(chat.current.value).toBeNull();
    await app.profiles.setEnabled(true);
    host.messages.push({ role: 'user', content: 'Go.' });
    expect((await host.generate('normal')).decision.kind).toBe('takeover');
  });

  it('a bound chat whose package was deleted falls back to the selected mode with a warning', async () => {
    const { app, host, switchChat, chat } = await setup();
    await app.packages.setDefault('story-compass');
    switchChat('new-3', []);
    await chat.sync();
    await app.packages.remove('story-compass');
    expect(chat.current.value).toBeNull();
    await app.profiles.setEnabled(true);
    host.messages.push({ role: 'user', content: 'Go.' });
    expect((await host.generate('normal')).decision.kind).toBe('takeover');
    expect(host.notices.map((x) => x.message)).toContain(
      'This chat was started with the skill package "story-compass", which is no longer installed; Troupe runs the selected mode instead.',
    );
  });
});
