// @vitest-environment happy-dom
// The memory line SillyTavern shows under a reply's reasoning: drawn on the swipe whose turn it names,
// text only, kept through SillyTavern's redraws, and its button opens Troupe's panel.
import { describe, expect, test, vi } from 'vitest';
import type { ReplyNote } from '../../ports/host.ts';
import { DRAWER_ID, mountDrawer } from './drawer.ts';
import { FALLBACK_FOLD_CLASS } from './message-render.ts';
import { NOTE_CLASS } from './reply-notes.ts';
import type { StMessage } from './types.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

/** A reply with two swipes: the first carries turn t1 (it changed memory), the second turn t2. */
const chat = (): StMessage[] => [
  { name: 'Seraphina', is_user: false, mes: 'You wake in the glade.', extra: {} },
  { name: 'User', is_user: true, mes: 'Where am I?', extra: {} },
  {
    name: 'Seraphina',
    is_user: false,
    mes: 'In my forest.',
    extra: { reasoning: 'thoughts', troupe_turns: ['t1'] },
    swipe_id: 0,
    swipes: ['In my forest.', 'Somewhere else.'],
    swipe_info: [{ extra: { reasoning: 'thoughts', troupe_turns: ['t1'] } }, { extra: { reasoning: 'other', troupe_turns: ['t2'] } }],
  },
];

const note = (over: Partial<ReplyNote> = {}): ReplyNote => ({
  turns: ['t1'],
  text: 'memory: +2 nodes, 1 edit',
  pending: false,
  action: 'Show in Memory',
  show: vi.fn(),
  ...over,
});

const lineOf = (el: Element | null) => el?.querySelector<HTMLElement>(`.${NOTE_CLASS}`) ?? null;
const flush = () => new Promise((r) => setTimeout(r, 0));

/** Shows swipe `id` of message 2 as SillyTavern does: its extra copied back, then MESSAGE_SWIPED. */
async function showSwipe(st: ReturnType<typeof open>['st'], id: number) {
  const m = st.chat[2]!;
  m.swipe_id = id;
  m.mes = m.swipes![id]!;
  m.extra = structuredClone(m.swipe_info![id]!.extra);
  await st.events.emit('message_swiped', 2);
}

describe('the memory line under a reply', () => {
  test('is drawn under the reasoning block, above the text, on the reply whose turn it names; text only', () => {
    const { st, host } = open({ chat: chat() });
    host.replyNotes!([note({ text: 'memory: <b>+1 node</b>' })]);
    const mes = st.messageElement(2)!;
    const line = lineOf(mes)!;
    expect(line.textContent).toBe('memory: <b>+1 node</b>Show in Memory');
    expect(line.querySelector('b')).toBeNull();
    expect(line.previousElementSibling?.className).toBe('mes_reasoning_details');
    expect(line.nextElementSibling?.className).toBe('mes_text');
    expect(line.querySelector('button')!.type).toBe('button');
    expect(lineOf(st.messageElement(0))).toBeNull();
    expect(lineOf(st.messageElement(1))).toBeNull();
    // A change (an approval) rewrites the same element; an empty list clears it.
    host.replyNotes!([note({ text: 'memory: +3 nodes', pending: true })]);
    expect(lineOf(mes)).toBe(line);
    expect(line.querySelector(`.${NOTE_CLASS}__text`)!.textContent).toBe('memory: +3 nodes');
    expect(line.classList.contains('is-pending')).toBe(true);
    host.replyNotes!([]);
    expect(lineOf(mes)).toBeNull();
  });

  test('follows swipes: another reply hides it (or shows its own), a swipe back shows it again', async () => {
    const { st, host } = open({ chat: chat() });
    const first = note();
    host.replyNotes!([first]);
    await showSwipe(st, 1);
    expect(lineOf(st.messageElement(2))).toBeNull();
    host.replyNotes!([first, note({ turns: ['t2'], text: 'memory: +1 link' })]);
    expect(lineOf(st.messageElement(2))!.textContent).toContain('memory: +1 link');
    await showSwipe(st, 0);
    expect(lineOf(st.messageElement(2))!.textContent).toContain('memory: +2 nodes, 1 edit');
    // A new swipe being generated (swipe_id past the swipes) shows no line, whatever its extra still holds.
    st.chat[2]!.swipe_id = 2;
    await st.events.emit('message_swiped', 2);
    expect(lineOf(st.messageElement(2))).toBeNull();
  });

  test('is drawn again when SillyTavern redraws: a chat opened again, a message re-rendered, messages added to #chat', async () => {
    const { st, host } = open({ chat: chat() });
    await st.SillyTavern.getContext!()!.saveChat!();
    host.replyNotes!([note()]);
    await st.openCharacter('Lin Wan.png');
    expect(lineOf(st.messageElement(2))).toBeNull();
    await st.openCharacter('Seraphina.png'); // the chat printed again, then CHAT_CHANGED
    expect(lineOf(st.messageElement(2))?.textContent).toContain('memory: +2 nodes, 1 edit');
    // A message element replaced without an event (SillyTavern's redisplay after a deletion).
    const fresh = st.messageElement(2)!.cloneNode(true) as HTMLElement;
    lineOf(fresh)!.remove();
    st.messageElement(2)!.replaceWith(fresh);
    await flush();
    expect(lineOf(st.messageElement(2))?.textContent).toContain('memory: +2 nodes, 1 edit');
    // An edit that re-renders the block.
    lineOf(st.messageElement(2))!.remove();
    await st.events.emit('message_updated', 2);
    expect(lineOf(st.messageElement(2))).not.toBeNull();
  });

  test('Show in Memory asks for the note’s changes and opens the extensions drawer at Troupe’s section', () => {
    const { st, host } = open({ chat: chat() });
    const doc = document;
    const content = mountDrawer({ document: doc })!;
    const block = doc.createElement('div');
    block.id = 'rm_extensions_block';
    const button = doc.createElement('div');
    button.id = 'extensions-settings-button';
    const toggle = doc.createElement('div');
    toggle.className = 'drawer-toggle';
    button.append(toggle);
    doc.body.append(block, button);
    const clicks: string[] = [];
    toggle.addEventListener('click', () => (clicks.push('extensions'), block.classList.add('openDrawer')));
    content.parentElement!.querySelector('.inline-drawer-toggle')!.addEventListener('click', () => clicks.push('troupe'));
    const n = note();
    host.replyNotes!([n]);
    lineOf(st.messageElement(2))!.querySelector('button')!.click();
    expect(n.show).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(['extensions', 'troupe']);
    // Open already (SillyTavern turned the icon up): nothing is toggled shut.
    doc.querySelector(`#${DRAWER_ID} .inline-drawer-icon`)!.classList.replace('down', 'up');
    lineOf(st.messageElement(2))!.querySelector('button')!.click();
    expect(n.show).toHaveBeenCalledTimes(2);
    expect(clicks).toEqual(['extensions', 'troupe']);
  });

  test('SillyTavern 1.12 (Troupe’s own fold): the line sits between the fold and the text, through the fold’s repaints', async () => {
    const { st, host } = open({ variant: '1.12', chat: chat() });
    host.replyNotes!([note()]);
    await st.events.emit('message_swiped', 2); // the fold is painted again (it was not there yet)
    const mes = st.messageElement(2)!;
    const line = lineOf(mes)!;
    expect(line.previousElementSibling?.matches(`details.${FALLBACK_FOLD_CLASS}`)).toBe(true);
    expect(line.nextElementSibling?.className).toBe('mes_text');
    // The fold drawn anew (removed, then a chat change) goes back above the line.
    mes.querySelector(`details.${FALLBACK_FOLD_CLASS}`)!.remove();
    await st.events.emit('chat_id_changed', st.chatId());
    expect(lineOf(mes)!.previousElementSibling?.matches(`details.${FALLBACK_FOLD_CLASS}`)).toBe(true);
  });
});
