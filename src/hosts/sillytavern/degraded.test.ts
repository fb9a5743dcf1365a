// @vitest-environment happy-dom
// SillyTavern releases lack members, pages break: every part of the host keeps working with what is
// there and tells the user once what is missing — it never throws into SillyTavern.
import { describe, expect, test } from 'vitest';
import { createNotes } from '../../core/tools/notes.ts';
import { takeOver, type NoticeLevel } from '../../ports/host.ts';
import { createSillyTavernHost } from './host.ts';
import { setup } from './testing.ts';

function bare(getContext?: () => unknown) {
  const notices: { level: NoticeLevel; message: string }[] = [];
  const host = createSillyTavernHost(getContext ? { getContext: getContext as never } : {}, {
    importModule: null,
    notify: (level, message) => notices.push({ level, message }),
    fetch: async () => {
      throw new Error('no server');
    },
  });
  return { host, notices };
}

describe('a page without getContext()', () => {
  test('every Host call answers without throwing, and the user is told once', async () => {
    const { host, notices } = bare();
    expect(host.currentChat()).toBeNull();
    expect(host.currentCard()).toBeNull();
    expect(host.onChatChanged(() => {})).toBeTypeOf('function');
    expect(host.onCardChanged(() => {})).toBeTypeOf('function');
    expect(host.connections()).toEqual([
      { name: '', label: 'SillyTavern', usable: false, reason: 'Troupe cannot read the Chat Completion settings of this SillyTavern version.' },
    ]);
    expect(host.modelName('')).toBe('');
    expect(() => host.stopGeneration()).not.toThrow();
    expect(() => host.emit('troupe:x', {})).not.toThrow();
    expect(host.locale()).toMatch(/^[a-z]/);
    host.setGenerationHandler(async () => ({ kind: 'pass' }));
    await expect(host.interceptor([], 4096, () => {}, 'normal')).resolves.toBeUndefined();
    await expect(host.writeCardExtension('a.png', 'troupe', {})).rejects.toMatchObject({ code: 'card_not_found' });
    const noContext = notices.filter((n) => n.message.includes('getContext'));
    expect(noContext).toHaveLength(1);
    expect(noContext[0].level).toBe('error');
    host.dispose();
  });

  test('a getContext() that throws is treated like a missing one', () => {
    const { host, notices } = bare(() => {
      throw new Error('boom');
    });
    expect(host.currentChat()).toBeNull();
    expect(notices.some((n) => n.message.includes('getContext'))).toBe(true);
  });
});

describe('single members missing', () => {
  test('no eventSource: chat changes cannot be followed, subscriptions are harmless', () => {
    const { host, notices, dispose } = setup({ omit: ['eventSource'] });
    const off = host.onChatChanged(() => {});
    off();
    expect(host.currentChat()?.characterKey).toBe('Seraphina.png');
    expect(notices.filter((n) => n.message.includes('eventSource'))).toHaveLength(1);
    dispose();
  });

  test('no chat array: readers see an empty chat', async () => {
    const { host, dispose } = setup({ omit: ['chat'] });
    expect(await host.chatReader(host.currentChat()!).messages()).toEqual([]);
    dispose();
  });

  test('no chatMetadata: notes fail as a tool failure with a message', async () => {
    const { host, notices, dispose } = setup({ omit: ['chatMetadata'] });
    const notes = createNotes(host.notesStore(host.currentChat()!));
    expect(await notes.open({ text: 'x' })).toMatchObject({ ok: false, code: 'note_store_failed', error: expect.stringContaining('chat metadata') });
    expect(notices.some((n) => n.message.includes('chat metadata'))).toBe(true);
    dispose();
  });

  test('no saveChat: a takeover still commits into the chat and the user is told', async () => {
    const { st, host, notices, dispose } = setup({ omit: ['saveChat'] });
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        slot.setText('Saved later.');
        await slot.commit();
      }),
    );
    await st.generate('normal', { userText: 'Hi' });
    expect(st.chat.at(-1)?.mes).toBe('Saved later.');
    expect(notices.some((n) => n.message.includes('saveChat'))).toBe(true);
    dispose();
  });

  test('no addOneMessage / updateMessageBlock: the slot writes the chat and paints what exists', async () => {
    const { st, host, dispose } = setup({ omit: ['addOneMessage', 'updateMessageBlock', 'updateReasoningUI'] });
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        slot.setText('Unrendered.');
        slot.setReasoning('r');
        await slot.commit();
      }),
    );
    await st.generate('normal', { userText: 'Hi' });
    expect(st.chat.at(-1)?.mes).toBe('Unrendered.');
    dispose();
  });

  test('a renderer that throws does not stop the takeover', async () => {
    const { st, host, dispose } = setup({
      replace: {
        addOneMessage: () => {
          throw new Error('render failed');
        },
      },
    });
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        slot.setText('Written anyway.');
        await slot.commit();
      }),
    );
    const result = await st.generate('normal', { userText: 'Hi' });
    expect(result.aborted).toBe(true);
    expect(st.savedChat()?.at(-1)?.mes).toBe('Written anyway.');
    dispose();
  });

  test('no stopGeneration: Stop still ends Troupe’s own run', async () => {
    const { st, host, dispose } = setup({ omit: ['stopGeneration'] });
    let aborted = false;
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        host.stopGeneration();
        aborted = turn.signal.aborted;
        await slot.discard();
      }),
    );
    await st.generate('normal', { userText: 'Hi' });
    expect(aborted).toBe(true);
    dispose();
  });

  test('no getRequestHeaders: requests still go out, and the user is told why they may be refused', async () => {
    const { st, host, notices, dispose } = setup({ omit: ['getRequestHeaders'] });
    const { collectCompletion } = await import('../../core/llm/collect.ts');
    await collectCompletion(host.modelClient('')({ model: '', messages: [{ role: 'user', content: 'x' }] }, {}));
    expect(st.requests).toHaveLength(1);
    expect(notices.some((n) => n.message.includes('getRequestHeaders'))).toBe(true);
    dispose();
  });
});
