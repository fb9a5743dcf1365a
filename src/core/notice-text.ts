// What a notice shows: long messages (a 1 MB error body) are cut to a readable length, saying so;
// the run trace keeps the whole text. Both hosts show notices through this.
import { groupDigits } from './numbers.ts';

export const MAX_NOTICE_CHARS = 600;

export function noticeText(message: string, max = MAX_NOTICE_CHARS): string {
  if (message.length <= max) return message;
  return `${message.slice(0, max).trimEnd()}… (cut; the message was ${groupDigits(message.length)} characters long)`;
}
