// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import manifest from '../../../manifest.json';
import type { ChatRef } from '../../ports/host.ts';
import { createSillyTavernHost, INTERCEPTOR_NAME } from './host.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

describe('chat identity', () => {
  test('names the chat by SillyTavern’s chat id and the card by its avatar file', () => {
    const { host } = open();
    expect(host.kind).toBe('sillytavern');
    expect(host.currentChat()).toEqual({
      chatId: 'Seraphina - 2025-01-05@10h00m00s',
      storeKey: 'Seraphina - 2025-01-05@10h00m00s',
      characterKey: 'Seraphina.png',
      characterName: 'Seraphina',
    });
  });

  test('a group chat has a group id and no card', async () => {
    const { st, host } = open();
    await st.openGroup('g1');
    expect(host.currentChat()).toEqual({ chatId: 'Party - 2025-01-07', storeKey: 'Party - 2025-01-07', groupId: 'g1' });
    expect(host.currentCard()).toBeNull();
  });

  test('no chat open gives null', () => {
    const { host } = open({ characterId: null });
    expect(host.currentChat()).toBeNull();
    expect(host.currentCard()).toBeNull();
  });

  test('onChatChanged reports the new chat on CHAT_CHANGED (chat_id_changed) until unsubscribed', async () => {
    const { st, host } = open();
    const seen: (ChatRef | null)[] = [];
    const off = host.onChatChanged((c) => seen.push(c));
    await st.openCharacter('Lin Wan.png');
    off();
    await st.openCharacter('Seraphina.png');
    expect(seen).toEqual([
      { chatId: 'Lin Wan - 2025-01-06@09h00m00s', storeKey: 'Lin Wan - 2025-01-06@09h00m00s', characterKey: 'Lin Wan.png', characterName: 'Lin Wan' },
    ]);
    expect(st.events.log.some((e) => e.event === 'chat_id_changed')).toBe(true);
  });

  test('the interceptor name is the one manifest.json declares', () => {
    expect(manifest.generate_interceptor).toBe(INTERCEPTOR_NAME);
    const { host } = open();
    expect((globalThis as Record<string, unknown>)[INTERCEPTOR_NAME]).toBe(host.interceptor);
  });
});

describe('character card', () => {
  test('currentCard reads the selected card’s fields and data.extensions', () => {
    const { host } = open();
    const card = host.currentCard();
    expect(card).toMatchObject({
      key: 'Seraphina.png',
      name: 'Seraphina',
      personality: 'kind, protective',
      scenario: 'A glade at dusk.',
      firstMessage: 'You wake in the glade.',
    });
    expect(card?.extensions).toEqual({ world: 'Forest Lore', talkativeness: '0.5', fav: false });
  });

  test('writes go to the card named by its avatar after the character list was re-sorted', async () => {
    const { st, host } = open();
    const key = host.currentCard()!.key;
    st.resortCharacters((a, b) => (a.name! < b.name! ? -1 : 1)); // by name: Seraphina moves from index 0 to 1
    expect(st.characters[0].avatar).toBe('Lin Wan.png');
    await host.writeCardExtension(key, 'troupe', { version: 1, overrides: { director: { mode: 'director' } } });
    const seraphina = st.characters.find((c) => c.avatar === 'Seraphina.png')!;
    const lin = st.characters.find((c) => c.avatar === 'Lin Wan.png')!;
    expect(seraphina.data?.extensions?.troupe).toEqual({ version: 1, overrides: { director: { mode: 'director' } } });
    expect(lin.data?.extensions?.troupe).toBeUndefined();
    expect(st.serverCard('Seraphina.png')?.data?.extensions?.troupe).toEqual({ version: 1, overrides: { director: { mode: 'director' } } });
    expect(st.serverCard('Lin Wan.png')?.data?.extensions?.troupe).toBeUndefined();
    expect(JSON.parse(seraphina.json_data!).data.extensions.troupe).toEqual({ version: 1, overrides: { director: { mode: 'director' } } });
    const merge = st.requests.find((r) => r.url === '/api/characters/merge-attributes')!;
    expect(merge.body).toMatchObject({ avatar: 'Seraphina.png' });
    expect(merge.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  test('save, clear (null), save again and remove: after a reload from disk the card reads what was last written', async () => {
    const { st, host } = open();
    const saved = { version: 1, overrides: { director: { mode: 'director', maxRounds: 9 } } };
    await host.writeCardExtension('Seraphina.png', 'troupe', saved);
    await host.writeCardExtension('Seraphina.png', 'troupe', { version: 1, overrides: { director: null } });
    expect(host.currentCard()!.extensions.troupe).toEqual({ version: 1, overrides: { director: null } });
    await host.writeCardExtension('Seraphina.png', 'troupe', { version: 1, overrides: { director: { mode: 'director', maxRounds: 3 } } });
    st.reloadCharactersFromServer();
    expect(host.currentCard()!.extensions.troupe).toEqual({ version: 1, overrides: { director: { mode: 'director', maxRounds: 3 } } });
    await host.writeCardExtension('Seraphina.png', 'troupe', undefined);
    st.reloadCharactersFromServer();
    expect(host.currentCard()!.extensions).not.toHaveProperty('troupe');
    expect(host.currentCard()!.extensions.world).toBe('Forest Lore');
  });

  test('onCardChanged fires after a write and on chat switches', async () => {
    const { st, host } = open();
    const seen: (string | undefined)[] = [];
    host.onCardChanged((c) => seen.push(c?.key));
    await host.writeCardExtension('Seraphina.png', 'troupe', { version: 1, overrides: {} });
    await st.openCharacter('Lin Wan.png');
    expect(seen).toEqual(['Seraphina.png', 'Lin Wan.png']);
  });

  test('bad writes are refused with a message and change nothing', async () => {
    const { st, host } = open();
    const before = structuredClone(st.characters);
    await expect(host.writeCardExtension('Nobody.png', 'troupe', {})).rejects.toMatchObject({
      code: 'card_not_found',
      message: expect.stringContaining('Nobody.png'),
    });
    await expect(host.writeCardExtension('Seraphina.png', 'a.b', {})).rejects.toMatchObject({ code: 'card_key_invalid' });
    await expect(host.writeCardExtension('Seraphina.png', 'troupe', { f: () => 1 })).rejects.toMatchObject({
      code: 'card_value_invalid',
      message: expect.stringContaining('f: function'),
    });
    expect(st.characters).toEqual(before);
    expect(st.requests).toEqual([]);
  });

  test('a shallow (lazily loaded) card is loaded in full before the write', async () => {
    const { st, host } = open();
    st.characters[1].shallow = true;
    await host.writeCardExtension('Lin Wan.png', 'troupe', { version: 1, overrides: {} });
    expect(st.calls).toContain('unshallowCharacter:Lin Wan.png');
    expect(st.calls.indexOf('unshallowCharacter:Lin Wan.png')).toBeLessThan(st.calls.indexOf('writeExtensionField:Lin Wan.png:troupe'));
  });

  test('without writeExtensionField the card is merged through the server route directly', async () => {
    const { st, host, notices } = open({ omit: ['writeExtensionField'] });
    await host.writeCardExtension('Seraphina.png', 'troupe', { version: 1, overrides: {} });
    expect(st.characters[0].data?.extensions?.troupe).toEqual({ version: 1, overrides: {} });
    expect(st.serverCard('Seraphina.png')?.data?.extensions?.troupe).toEqual({ version: 1, overrides: {} });
    expect(notices.map((n) => n.message).join('\n')).toMatch(/writeExtensionField/);
  });
});

describe('notify, locale, emit', () => {
  test('notices go to toastr when the page has it, else to the console', () => {
    const shown: string[] = [];
    (globalThis as Record<string, unknown>).toastr = { warning: (m: string, t: string) => shown.push(`${t}: ${m}`) };
    try {
      const host = createSillyTavernHost({ getContext: () => ({}) }, { importModule: null });
      host.notify('warning', 'Careful.');
      expect(shown.at(-1)).toBe('Troupe: Careful.');
      // The empty context was reported through the same channel, once.
      expect(shown.filter((s) => s.includes('eventSource'))).toHaveLength(1);
    } finally {
      delete (globalThis as Record<string, unknown>).toastr;
    }
  });

  test('locale comes from SillyTavern, else its localStorage key', () => {
    const { host } = open({ locale: 'zh-CN' });
    expect(host.locale()).toBe('zh-cn');
    const legacy = createSillyTavernHost(
      { getContext: () => ({}) },
      { importModule: null, storage: { getItem: (k: string) => (k === 'language' ? 'ja-jp' : null) }, notify: () => {} },
    );
    expect(legacy.locale()).toBe('ja-jp');
  });

  test('emit publishes on SillyTavern’s event bus', async () => {
    const { st, host } = open();
    const got: unknown[] = [];
    st.events.on('troupe:run-ended', (p) => void got.push(p));
    host.emit('troupe:run-ended', { outcome: 'completed' });
    await Promise.resolve();
    expect(got).toEqual([{ outcome: 'completed' }]);
  });
});

describe('replyAgain (a paused turn answered after a reload)', () => {
  test('runs SillyTavern’s Generate for a reply to the chat’s last message, through the interceptor', async () => {
    const { host, st } = open();
    const seen: string[] = [];
    host.setGenerationHandler(async (turn) => {
      seen.push(turn.type);
      return { kind: 'pass' };
    });
    const before = st.chat.length;
    await host.replyAgain!();
    expect(seen).toEqual(['normal']);
    // The host's own reply was written (the handler passed): one message more, no user message added.
    expect(st.chat.length).toBe(before + 1);
    expect(st.chat.at(-1)!.is_user).toBe(false);
  });
});
