import { describe, expect, it } from 'vitest';
import { isSecretFieldName, looksLikeSecretValue, stripSecrets } from './secrets.ts';

describe('secrets', () => {
  it('recognises credential field names but not look-alikes', () => {
    for (const n of [
      'apiKey',
      'api_key',
      'API-KEY',
      'openaiApiKey',
      'secret',
      'clientSecret',
      'password',
      'token',
      'accessToken',
      'Authorization',
      'private_key',
    ])
      expect(isSecretFieldName(n)).toBe(true);
    for (const n of ['maxTokens', 'tokenBudget', 'apiPreset', 'promptPreset', 'key', 'secretNotes', 'passes']) expect(isSecretFieldName(n)).toBe(false);
  });

  it('recognises credential-shaped values', () => {
    for (const v of [
      'sk-abcdefghijklmnopqrstuvwx',
      'sk-or-v1-abcdefghijklmnopqrstuvwxyz',
      'AIzaSyA1234567890abcdefghijklmnopqrstuv',
      'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'Bearer abcdefghijklmnop1234',
      'https://me:pw@host/x',
      'https://h/x?key=abc',
    ]) {
      expect(looksLikeSecretValue(v)).toBe(true);
    }
    for (const v of ['sk-short', 'hello world', 'https://example.com/v1', 'Use the sk-ant prefix']) expect(looksLikeSecretValue(v)).toBe(false);
  });

  it('removes fields and list items, cuts embedded tokens, leaves the rest alone', () => {
    const input = {
      a: 1,
      apiKey: 'x',
      list: ['ok', 'sk-abcdefghijklmnopqrstuvwx'],
      nested: { password: 'p', text: 'token sk-abcdefghijklmnopqrstuvwx here' },
      token: null,
      enabled: true,
    };
    const { value, removed } = stripSecrets(input);
    expect(value).toEqual({ a: 1, list: ['ok'], nested: { text: 'token [removed] here' }, token: null, enabled: true });
    expect(removed).toEqual(['apiKey', 'list[1]', 'nested.password', 'nested.text']);
    expect(input.apiKey).toBe('x');
  });
});
