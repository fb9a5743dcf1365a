import { expect, test } from 'vitest';
import { MAX_NOTICE_CHARS, noticeText } from './notice-text.ts';

test('a long message is cut to a readable length and says how long it was; a short one stays', () => {
  expect(noticeText('short')).toBe('short');
  const cut = noticeText(`HTTP 500: ${'x'.repeat(1_000_000)}`);
  expect(cut.length).toBeLessThan(MAX_NOTICE_CHARS + 80);
  expect(cut).toMatch(/^HTTP 500: x+… \(cut; the message was 1,000,010 characters long\)$/);
});
