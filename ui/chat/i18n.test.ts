import { afterEach, describe, expect, it } from 'vitest';
import { lang, loadTable } from '../i18n/index.ts';
import { chatEn, ct } from './i18n.ts';

const chatTables = { en: chatEn, 'zh-CN': await loadTable('chat', 'zh-CN'), 'zh-TW': await loadTable('chat', 'zh-TW') };

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();

afterEach(() => {
  lang.value = 'en';
});

describe('chat page strings', () => {
  it('both tables have the same keys, none empty, with the same parameters', () => {
    const keys = Object.keys(chatEn).sort();
    for (const [l, table] of Object.entries(chatTables)) {
      expect(Object.keys(table).sort(), l).toEqual(keys);
      for (const [k, v] of Object.entries(table)) {
        expect(v.length, `${l} ${k}`).toBeGreaterThan(0);
        expect(placeholders(v), `${l} ${k}`).toEqual(placeholders(chatEn[k as keyof typeof chatEn]));
      }
    }
  });

  it('the input is "Message" / "消息"; plurals and parameters are filled', () => {
    expect(ct('input.label')).toBe('Message');
    expect(ct('chat.messageCount', { n: 1 })).toBe('1 message');
    expect(ct('chat.messageCount', { n: 3 })).toBe('3 messages');
    lang.value = 'zh-CN';
    expect(ct('input.label')).toBe('消息');
    expect(ct('action.send')).toBe('发送');
  });
});
