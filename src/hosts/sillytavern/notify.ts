// Notices to the user: SillyTavern's toastr when the page has it, the console otherwise.
import type { NoticeLevel } from '../../ports/host.ts';
import { noticeText } from '../../core/notice-text.ts';
import { downloadFile } from '../../ports/download.ts';

type Show = (message: string, title?: string, options?: Record<string, unknown>) => unknown;
interface Toastr {
  info?: Show;
  success?: Show;
  warning?: Show;
  error?: Show;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITLE = 'Troupe';

/**
 * A notice that saves `text` as `fileName` when clicked, shown longer than a plain one so there is time
 * to click. Without toastr the message goes to the console and nothing is saved unasked.
 */
export function offerFile(message: string, fileName: string, text: string, scope: Record<string, unknown> = globalThis as Record<string, unknown>): void {
  const show = (scope.toastr as Toastr | undefined)?.info;
  if (typeof show === 'function') {
    try {
      const body = text.endsWith('\n') ? text : `${text}\n`;
      show.call(scope.toastr, noticeText(message), TITLE, {
        onclick: () => downloadFile(fileName, body, 'application/json'),
        timeOut: 20_000,
        extendedTimeOut: 10_000,
      });
      return;
    } catch {
      // fall through to the console
    }
  }
  console.info(`[${TITLE}] ${noticeText(message)}`);
}

export function notify(level: NoticeLevel, raw: string, scope: Record<string, unknown> = globalThis as Record<string, unknown>): void {
  const message = noticeText(raw);
  const toastr = scope.toastr as Toastr | undefined;
  const show = toastr?.[level];
  if (typeof show === 'function') {
    try {
      // SillyTavern's toastr escapes HTML, which loses line breaks: a multi-line notice is escaped
      // here and its breaks written as <br> (nothing of the text is ever live HTML).
      if (message.includes('\n')) show.call(toastr, escapeHtml(message).replace(/\n/g, '<br>'), TITLE, { escapeHtml: false });
      else show.call(toastr, message, TITLE);
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
