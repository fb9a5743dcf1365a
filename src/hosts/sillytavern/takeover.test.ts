// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { guardSlot, type ReplySlot } from '../../core/engines/runtime/slot.ts';
import { takeOver, type GenerationDecision, type GenerationTurn } from '../../ports/host.ts';
import { FALLBACK_FOLD_CLASS, foldTitle, paintFallbackFold } from './message-render.ts';
import type { StReplySlot } from './reply-slot.ts';
import type { StMessage } from './types.ts';
import { deferred, disposedAfterEach, setup } from './testing.ts';

const open = disposedAfterEach();

const REPLY_CHAT: StMessage[] = [
  { name: 'Seraphina', is_user: false, mes: 'You wake in the glade.', extra: {} },
  { name: 'User', is_user: true, mes: 'Where am I?', extra: {} },
  {
    name: 'Seraphina',
    is_user: false,
    mes: 'In my forest.',
    extra: { reasoning: 'old thoughts' },
    swipe_id: 0,
    swipes: ['In my forest.'],
    swipe_info: [{ extra: { reasoning: 'old thoughts' } }],
  },
];

/** A takeover whose run is a script the test writes. */
function takeover(turn: GenerationTurn, run: (slot: StReplySlot) => Promise<void> | void): Promise<GenerationDecision> {
  return takeOver(turn, async (slot: ReplySlot) => run(slot as StReplySlot));
}

describe('normal turns', () => {
  test('a new assistant message is added, filled per write, and saved on commit; SillyTavern does not answer itself', async () => {
    const { st, host } = open();
    const observed: Record<string, unknown> = {};
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        observed.kind = slot.kind;
        observed.initial = [slot.initialText, slot.initialReasoning];
        observed.stopShown = st.state.stopVisible;
        const id = st.chat.indexOf(slot.message);
        observed.id = id;
        observed.rendered = !!st.messageElement(id);
        slot.setText('The *wind* rises.');
        observed.domText = st.messageElement(id)!.querySelector('.mes_text')!.innerHTML;
        slot.setReasoning('### [main-1]\nplanning');
        observed.domReasoning = st.messageElement(id)!.querySelector('.mes_reasoning')!.innerHTML;
        observed.savedBeforeCommit = st.savedChat()?.some((m) => m.mes === 'The *wind* rises.') ?? false;
        await slot.commit();
      }),
    );
    const result = await st.generate('normal', { userText: 'Hello?', reply: 'SillyTavern’s own reply' });
    expect(result.aborted).toBe(true);
    expect(observed).toMatchObject({ kind: 'new', initial: ['', ''], stopShown: true, id: 2, rendered: true, savedBeforeCommit: false });
    expect(observed.domText).toBe('The *wind* rises.');
    expect(observed.domReasoning).toBe('### [main-1]<br>planning');
    const last = st.chat.at(-1)!;
    expect(st.chat).toHaveLength(3);
    expect(last).toMatchObject({ name: 'Seraphina', is_user: false, mes: 'The *wind* rises.', swipe_id: 0, swipes: ['The *wind* rises.'] });
    expect(last.extra).toMatchObject({ reasoning: '### [main-1]\nplanning', reasoning_type: 'model' });
    expect(last.swipe_info?.[0].extra?.reasoning).toBe('### [main-1]\nplanning');
    expect(st.savedChat()?.at(-1)?.mes).toBe('The *wind* rises.');
    expect(st.chat.some((m) => m.mes === 'SillyTavern’s own reply')).toBe(false);
    const received = st.events.log.find((e) => e.event === 'message_received');
    expect(received?.args).toEqual([2, 'normal']);
    // SillyTavern re-enabled its buttons after the interceptor returned.
    expect(st.state.stopVisible).toBe(false);
    expect(st.calls.at(-1)).toBe('activateSendButtons');
  });

  test('discard removes the added message and saves', async () => {
    const { st, host } = open();
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        slot.setText('partial');
        await slot.discard();
      }),
    );
    await st.generate('normal', { userText: 'Hello?' });
    expect(st.chat.map((m) => m.mes)).toEqual(['You wake in the glade.', 'Hello?']);
    expect(document.querySelectorAll('#chat .mes')).toHaveLength(2);
    expect(st.savedChat()?.map((m) => m.mes)).toEqual(['You wake in the glade.', 'Hello?']);
  });

  test('regenerate: SillyTavern has removed the old reply, so the reply is a new message', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    let kind = '';
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        kind = slot.kind;
        slot.setText('Regenerated.');
        await slot.commit();
      }),
    );
    await st.generate('regenerate');
    expect(kind).toBe('new');
    expect(st.chat.map((m) => m.mes)).toEqual(['You wake in the glade.', 'Where am I?', 'Regenerated.']);
  });

  test('regenerate where the old reply is still there (hosts that keep it) adds a swipe', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    let kind = '';
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        kind = slot.kind;
        slot.setText('Another take.');
        await slot.commit();
      }),
    );
    await host.interceptor(st.chat.slice(0, 2), 4096, () => {}, 'regenerate');
    expect(kind).toBe('swipe');
    expect(st.chat.at(-1)).toMatchObject({ mes: 'Another take.', swipe_id: 1, swipes: ['In my forest.', 'Another take.'] });
  });
});

describe('turn marks', () => {
  test('a mark asked for after the commit (an after-wave curator writing memory) is stamped on the saved reply; its waiter hears kept', async () => {
    const { st, host } = open();
    const kept: Promise<boolean>[] = [];
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        kept.push(turn.markReply!('turn-early'));
        slot.setText('The reply.');
        await slot.commit();
        kept.push(turn.markReply!('turn-late'));
      }),
    );
    await st.generate('normal', { userText: 'Hello?' });
    expect(await Promise.all(kept)).toEqual([true, true]);
    expect(st.chat.at(-1)!.extra?.troupe_turns).toEqual(['turn-early', 'turn-late']);
    expect(st.savedChat()?.at(-1)?.extra?.troupe_turns).toEqual(['turn-early', 'turn-late']);
    const marks = await host.replyMarks!(host.currentChat()!);
    expect(marks?.get('turn-late')).toMatchObject({ state: 'shown' });
  });
});

describe('swipes', () => {
  test('a swipe fills SillyTavern’s new swipe slot; the earlier swipe and its reasoning stay', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    const seen: Record<string, unknown> = {};
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        seen.type = turn.type;
        seen.kind = slot.kind;
        seen.initial = [slot.initialText, slot.initialReasoning];
        seen.contextTail = turn.story.history.at(-1);
        slot.setText('A second answer.');
        slot.setReasoning('fresh thoughts');
        await slot.commit();
      }),
    );
    await st.swipeRight();
    expect(seen).toMatchObject({ type: 'swipe', kind: 'swipe', initial: ['', ''], contextTail: { role: 'user', content: 'Where am I?' } });
    const last = st.chat.at(-1)!;
    expect(last.swipes).toEqual(['In my forest.', 'A second answer.']);
    expect(last.swipe_id).toBe(1);
    expect(last.mes).toBe('A second answer.');
    expect(last.extra?.reasoning).toBe('fresh thoughts');
    expect(last.swipe_info?.[0].extra?.reasoning).toBe('old thoughts');
    expect(last.swipe_info?.[1].extra?.reasoning).toBe('fresh thoughts');
    expect(st.calls).not.toContain('swipeBack');
    expect(st.savedChat()?.at(-1)?.swipes).toEqual(['In my forest.', 'A second answer.']);
  });

  test('discarding a swipe removes it and shows the previous one again', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        slot.setText('draft');
        await slot.discard();
      }),
    );
    await st.swipeRight();
    const last = st.chat.at(-1)!;
    expect(last.swipes).toEqual(['In my forest.']);
    expect(last.swipe_id).toBe(0);
    expect(last.mes).toBe('In my forest.');
    expect(last.extra?.reasoning).toBe('old thoughts');
    expect(st.messageElement(2)!.querySelector('.mes_text')!.textContent).toBe('In my forest.');
  });
});

describe('continue', () => {
  test('continue keeps the text as initialText and writes the whole message', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    let slotSeen: StReplySlot | undefined;
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        slotSeen = slot;
        slot.setText(`${slot.initialText} The trees whisper.`);
        await slot.commit();
      }),
    );
    await st.generate('continue');
    expect(slotSeen?.kind).toBe('continue');
    expect(slotSeen?.initialText).toBe('In my forest.');
    expect(slotSeen?.initialReasoning).toBe('old thoughts');
    expect(st.chat).toHaveLength(3);
    expect(st.chat.at(-1)).toMatchObject({ mes: 'In my forest. The trees whisper.', swipes: ['In my forest. The trees whisper.'] });
  });

  test('discarding a continue restores the text and the reasoning', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        slot.setText('In my forest. Half a');
        slot.setReasoning('new');
        await slot.discard();
      }),
    );
    await st.generate('continue');
    expect(st.chat.at(-1)).toMatchObject({ mes: 'In my forest.', swipes: ['In my forest.'] });
    expect(st.chat.at(-1)!.extra?.reasoning).toBe('old thoughts');
  });
});

describe('stopping and switching chats', () => {
  test('Stop during the run aborts the turn’s signal; host.stopGeneration does the same', async () => {
    for (const how of ['button', 'host'] as const) {
      const { st, host, dispose } = setup();
      const started = deferred();
      let aborted = false;
      host.setGenerationHandler(async (turn) =>
        takeover(turn, async (slot) => {
          started.resolve();
          await new Promise<void>((resolve) => turn.signal.addEventListener('abort', () => resolve(), { once: true }));
          aborted = turn.signal.aborted;
          slot.setText('partial');
          await slot.commit();
        }),
      );
      const gen = st.generate('normal', { userText: 'Go' });
      await started.promise;
      if (how === 'button') st.stopGeneration();
      else host.stopGeneration();
      await gen;
      expect(aborted, how).toBe(true);
      expect(st.chat.at(-1)?.mes, how).toBe('partial');
      dispose();
    }
  });

  test('a chat switch mid-run: the slot stops being current and nothing is written into either chat', async () => {
    const { st, host } = open();
    const switched = deferred();
    const started = deferred();
    let lostCalls = 0;
    const current: boolean[] = [];
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        const guard = guardSlot(slot, () => lostCalls++);
        guard.setText('before the switch');
        current.push(slot.isCurrent());
        started.resolve();
        await switched.promise;
        current.push(slot.isCurrent());
        guard.setText('after the switch');
        slot.setText('direct write after the switch');
        slot.setReasoning('reasoning after the switch');
        expect(await guard.commit()).toBe(false);
        await slot.commit();
        await slot.discard();
      }),
    );
    const gen = st.generate('normal', { userText: 'Tell me a story' });
    await started.promise;
    const seraphinaChat = st.chatId();
    await st.openCharacter('Lin Wan.png');
    switched.resolve();
    await gen;
    expect(current).toEqual([true, false]);
    expect(lostCalls).toBe(1);
    // The other chat was not touched.
    expect(st.chat.map((m) => m.mes)).toEqual(['Greetings.']);
    expect(JSON.stringify(st.savedChat() ?? [])).not.toContain('switch');
    // The first chat was never saved with the partial reply.
    expect(JSON.stringify(st.savedChat(seraphinaChat) ?? [])).not.toContain('switch');
    expect(document.querySelector('#chat')!.textContent).not.toContain('switch');
  });

  test('the chat reader leaves the reply being written out (a continue shows its original text)', async () => {
    const { st, host } = open({ chat: REPLY_CHAT });
    const reads: string[][] = [];
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        const reader = host.chatReader(turn.chat);
        slot.setText('draft text');
        reads.push((await reader.messages()).map((m) => m.content));
        await slot.commit();
      }),
    );
    await st.generate('normal', { userText: 'Next' });
    await st.generate('continue');
    expect(reads[0]).toEqual(['You wake in the glade.', 'Where am I?', 'In my forest.', 'Next']);
    expect(reads[1].at(-1)).toBe('draft text');
  });
});

describe('SillyTavern 1.12.x (no updateMessageBlock, no updateReasoningUI)', () => {
  test('the text is repainted through addOneMessage and the reasoning in a fold of our own', async () => {
    const { st, host, notices } = open({ variant: '1.12' });
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        slot.setText('Line one\nline <two>');
        slot.setReasoning('thinking <b>hard</b>');
        await slot.commit();
      }),
    );
    await st.generate('normal', { userText: 'Hi' });
    const el = st.messageElement(2)!;
    expect(el.querySelector('.mes_text')!.innerHTML).toBe('Line one<br>line &lt;two&gt;');
    const fold = el.querySelector(`details.${FALLBACK_FOLD_CLASS}`)!;
    expect(fold.textContent).toContain('thinking <b>hard</b>');
    expect(fold.querySelector('b')).toBeNull();
    expect(fold.querySelector('summary')!.textContent).toBe('Reasoning');
    expect([foldTitle('zh-cn'), foldTitle('zh-tw'), foldTitle('en-us')]).toEqual(['推理过程', '推理過程', 'Reasoning']);
    expect(st.calls.some((c) => c.startsWith('updateMessageBlock'))).toBe(false);
    // Section headings of the trace become headings (as text), the lines between them text blocks.
    const trace = '### [main-1] plan\nfirst <i>step</i>\nsecond\n### [scout-1]\nfound';
    paintFallbackFold(document, 2, trace);
    expect([...fold.querySelectorAll('[role=heading]')].map((h) => h.textContent)).toEqual(['[main-1] plan', '[scout-1]']);
    expect([...fold.querySelectorAll('.troupe-reasoning-fold-text')].map((p) => p.textContent)).toEqual(['first <i>step</i>\nsecond', 'found']);
    expect(fold.querySelector('i')).toBeNull();
    expect(fold.textContent).not.toContain('###');
    // The fallback works: nothing is shown to the user (it is listed for the status view only).
    expect(notices.filter((n) => /reasoning/i.test(n.message))).toEqual([]);
    expect(host.notices).toContain('Reasoning folds are drawn by Troupe on this SillyTavern version (it has no reasoning block of its own).');
    expect(st.chat.at(-1)?.extra?.reasoning).toBe('thinking <b>hard</b>');
  });

  test('our folds are painted again when SillyTavern re-renders: a chat opened, a message swiped', async () => {
    const withReasoning: StMessage[] = [...REPLY_CHAT.slice(0, 2), { ...REPLY_CHAT[2], extra: { reasoning: 'kept thoughts' } }];
    const { st } = open({ variant: '1.12', chat: withReasoning });
    await st.SillyTavern.getContext!()!.saveChat!();
    await st.openCharacter('Lin Wan.png');
    await st.openCharacter('Seraphina.png'); // SillyTavern prints the saved chat, then emits CHAT_CHANGED
    const fold = () => st.messageElement(2)!.querySelector(`details.${FALLBACK_FOLD_CLASS}`);
    expect(fold()?.textContent).toContain('kept thoughts');
    expect(st.messageElement(0)!.querySelector(`details.${FALLBACK_FOLD_CLASS}`)).toBeNull();
    st.chat[2].extra = {};
    await st.events.emit('message_swiped', 2);
    expect(fold()).toBeNull();
  });

  test('a 1.12.x swipe (type from GENERATION_STARTED) becomes a new swipe', async () => {
    const { st, host } = open({ variant: '1.12', chat: REPLY_CHAT });
    host.setGenerationHandler(async (turn) =>
      takeover(turn, async (slot) => {
        slot.setText('Legacy swipe.');
        await slot.commit();
      }),
    );
    await st.swipeRight();
    expect(st.chat.at(-1)).toMatchObject({ swipe_id: 1, swipes: ['In my forest.', 'Legacy swipe.'], mes: 'Legacy swipe.' });
  });
});
