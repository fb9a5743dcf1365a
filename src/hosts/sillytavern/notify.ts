// Notices to the user: SillyTavern's toastr when the page has it, the console otherwise.
import type { NoticeLevel } from '../host.ts';
import { noticeText } from '../../core/notice-text.ts';

interface Toastr {
  info?(message: string, title?: string): unknown;
  success?(message: string, title?: string): unknown;
  warning?(message: string, title?: string): unknown;
  error?(message: string, title?: string): unknown;
}

const TITLE = 'Troupe';

export function notify(level: NoticeLevel, raw: string, scope: Record<string, unknown> = globalThis as Record<string, unknown>): void {
  const message = noticeText(raw);
  const toastr = scope.toastr as Toastr | undefined;
  const show = toastr?.[level];
  if (typeof show === 'function') {
    try {
      show.call(toastr, message, TITLE);
      return;
    } catch {
      // fall through to the console
    }
  }
  const line = `[${TITLE}] ${message}`;
  if (level === 'error') console.error(line);
  else if (level === 'warning') console.warn(line);
  else console.info(line);
}
