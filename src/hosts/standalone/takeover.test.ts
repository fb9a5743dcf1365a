// The standalone host's takeover slot: where a takeover writes, live and on commit, for every
// generation type, and what Stop, an empty commit and a chat switch do to it.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { messageText } from '../../ports/chat-session.ts';
import { takeOver } from '../../ports/host.ts';
import { chatTexts, disposeHosts, freshPrefix, openHost, takeoverHandler } from './testing.ts';

afterEach(disposeHosts);
const open = openHost;
const fresh = freshPrefix;
const texts = chatTexts;
const takeover = takeoverHandler;

describe('takeover slot semantics', () => {
  test('normal: a new bubble; text and reasoning show live and are saved on commit', async () => {
    const prefix = fresh();
    const { host } = await open(prefix);
    const t = takeover();
    host.setGenerationHandler(t.handler);
    const sending = host.send('Hi.');
    const slot = await t.slotReady;
    expect(slot.initialText).toBe('');
    expect(slot.isCurrent()).toBe(true);
    slot.setText('Draft one.');
    slot.setReasoning('### [main-1]\nplanning');
    expect(host.live.value).toMatchObject({ target: 'new', text: 'Draft one.', reasoning: '### [main-1]\nplanning' });
    expect(host.chat.value!.messages).toHaveLength(2); // not saved yet
    expect(host.generating.value).toMatchObject({ type: 'normal', phase: 'writing' });
    await slot.commit();
    t.finish();
    await sending;
    expect(texts(host).at(-1)).toBe('assistant: Draft one.');
    const reopened = await open(prefix);
    expect(reopened.host.chat.value!.messages.at(-1)!.swipes).toEqual([{ text: 'Draft one.', reasoning: '### [main-1]\nplanning' }]);
  });

  test('a turn mark asked for after the commit (an after-wave curator writing memory) goes on the saved reply; its waiter hears kept', async () => {
    const prefix = fresh();
    const { host } = await open(prefix);
    const t = takeover();
    host.setGenerationHandler(t.handler);
    const sending = host.send('Hi.');
    const slot = await t.slotReady;
    const early = t.turns[0]!.markReply!('turn-early');
    slot.setText('The reply.');
    await slot.commit();
    // The reply is saved and shown; the after wave writes now.
    const late = t.turns[0]!.markReply!('turn-late');
    t.finish();
    await sending;
    expect(await early).toBe(true);
    expect(await late).toBe(true);
    expect(host.chat.value!.messages.at(-1)!.swipes).toEqual([{ text: 'The reply.', reasoning: '', turns: ['turn-early', 'turn-late'] }]);
    const marks = await host.replyMarks!(host.currentChat()!);
    expect(marks?.get('turn-late')).toMatchObject({ state: 'shown' });
    const reopened = await open(prefix);
    expect(reopened.host.chat.value!.messages.at(-1)!.swipes[0]!.turns).toEqual(['turn-early', 'turn-late']);
  });

  test('regenerate: a new swipe of the last reply; the old swipe stays; the reader hides the replaced reply meanwhile', async () => {
    const { host } = await open(fresh());
    await host.send('Hi.');
    const old = messageText(host.chat.value!.messages[2]);
    const t = takeover();
    host.setGenerationHandler(t.handler);
    const running = host.regenerate();
    const slot = await t.slotReady;
    expect(t.turns[0].type).toBe('regenerate');
    expect(t.turns[0].story.history.at(-1)).toEqual({ role: 'user', content: 'Hi.' });
    expect((await host.chatReader(t.turns[0].chat).messages()).map((e) => e.floor)).toEqual([0, 1]);
    slot.setText('Second take.');
    await slot.commit();
    t.finish();
    await running;
    const m = host.chat.value!.messages[2];
    expect(m.swipes.map((s) => s.text)).toEqual([old, 'Second take.']);
    expect(m.swipeId).toBe(1);
    await host.swipe(m.id, -1);
    expect(messageText(host.chat.value!.messages[2])).toBe(old);
  });

  test('swipe right past the last swipe generates one (type swipe); discard leaves the message as it was', async () => {
    const { host } = await open(fresh());
    const greeting = host.chat.value!.messages[0];
    const t = takeover();
    host.setGenerationHandler(t.handler);
    const running = host.swipe(greeting.id, 1);
    const slot = await t.slotReady;
    expect(t.turns[0].type).toBe('swipe');
    slot.setText('partial');
    await slot.discard();
    t.finish();
    await running;
    expect(host.chat.value!.messages[0]).toEqual(greeting);
    expect(host.live.value).toBeNull();
  });

  test('continue: the slot starts with the existing text, which is kept; the same swipe is replaced', async () => {
    const { host } = await open(fresh());
    const greeting = messageText(host.chat.value!.messages[0]);
    const t = takeover();
    host.setGenerationHandler(t.handler);
    const running = host.continueReply();
    const slot = await t.slotReady;
    expect(t.turns[0].type).toBe('continue');
    expect(slot.initialText).toBe(greeting);
    slot.setText(`${greeting} And more.`);
    await slot.commit();
    t.finish();
    await running;
    expect(host.chat.value!.messages[0].swipes.map((s) => s.text)).toEqual([`${greeting} And more.`]);
  });

  test('Stop aborts the turn signal; a run that ends unsettled keeps what it wrote', async () => {
    const { host } = await open(fresh());
    let signal!: AbortSignal;
    host.setGenerationHandler(async (turn) => {
      signal = turn.signal;
      return takeOver(turn, async (slot) => {
        slot.setText('Half a reply');
        await new Promise<void>((r) => turn.signal.addEventListener('abort', () => r(), { once: true }));
      });
    });
    const running = host.send('Go.');
    await new Promise<void>((r) => {
      const check = () => (host.live.value?.text ? r() : setTimeout(check, 0));
      check();
    });
    host.stopGeneration();
    await running;
    expect(signal.aborted).toBe(true);
    expect(texts(host).at(-1)).toBe('assistant: Half a reply');
    expect(host.generating.value).toBeNull();
  });

  test('F1: a commit that adds no text (a Stop before the first word) leaves no empty message; the slot is restored', async () => {
    const { host } = await open(fresh());
    const before = host.chat.value!.messages.length;
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        slot.setReasoning('### [aborted]');
        await slot.commit();
      }),
    );
    await host.send('Stop at once.');
    expect(host.chat.value!.messages).toHaveLength(before + 1);
    expect(texts(host).at(-1)).toBe('user: Stop at once.');
    expect(host.lastGeneration.value?.outcome).toBe('discarded');
  });

  test('a switched chat makes the slot stale', async () => {
    const { host } = await open(fresh());
    const t = takeover();
    host.setGenerationHandler(t.handler);
    const running = host.send('Hi.');
    const slot = await t.slotReady;
    t.finish(); // let the run end so newChat can stop and wait
    await running;
    await host.newChat();
    expect(slot.isCurrent()).toBe(false);
  });
});
