// Repainting one chat message after its text or reasoning changed, with whatever this SillyTavern
// release offers: updateMessageBlock / updateReasoningUI (current releases), else addOneMessage's
// in-place refresh of the last message (1.12.x), else the DOM directly. Without updateReasoningUI the
// reasoning is shown in a small <details> fold of our own inside the message block.
import type { StAccess } from './access.ts';
import { uiLangOf } from '../../ports/locale.ts';
import { MSG } from './messages.ts';
import { readLocale } from './locale.ts';
import type { StMessage } from './types.ts';
import { NOTE_CLASS } from './reply-notes.ts';

export const FALLBACK_FOLD_CLASS = 'troupe-reasoning-fold';

/**
 * SillyTavern paints a message's timestamp tooltip and model icon (from `extra.api` / `extra.model`)
 * only when it renders the whole block. Where updateMessageBlock repaints the text alone, the last
 * message is rendered again in place, as SillyTavern does after a swipe. 1.12.x repaints that way on
 * every write already.
 */
export function repaintHeader(access: StAccess, index: number, message: StMessage): void {
  const c = access.ctx();
  if (typeof c.updateMessageBlock !== 'function' || typeof c.addOneMessage !== 'function') return;
  if (!Array.isArray(c.chat) || index !== c.chat.length - 1) return;
  try {
    c.addOneMessage(message, { type: 'swipe' });
  } catch (e) {
    console.warn('[Troupe] addOneMessage failed', e);
  }
}

function messageElement(doc: Document | undefined, index: number): Element | null {
  return doc?.querySelector(`#chat .mes[mesid="${index}"]`) ?? null;
}

export function repaintText(access: StAccess, doc: Document | undefined, index: number, message: StMessage): void {
  const c = access.ctx();
  try {
    if (typeof c.updateMessageBlock === 'function') {
      c.updateMessageBlock(index, message);
      return;
    }
    const chat = c.chat;
    if (typeof c.addOneMessage === 'function' && Array.isArray(chat) && index === chat.length - 1) {
      c.addOneMessage(message, { type: 'swipe' });
      return;
    }
  } catch {
    // fall back to painting it ourselves
  }
  const target = messageElement(doc, index)?.querySelector('.mes_text');
  if (!target) return;
  const text = message.extra?.display_text ?? message.mes;
  if (typeof c.messageFormatting === 'function') {
    try {
      target.innerHTML = c.messageFormatting(text, message.name, !!message.is_system, !!message.is_user, index);
      return;
    } catch {
      // plain text below
    }
  }
  target.textContent = text;
}

export function repaintReasoning(access: StAccess, doc: Document | undefined, index: number, message: StMessage): void {
  const c = access.ctx();
  if (typeof c.updateReasoningUI === 'function') {
    try {
      c.updateReasoningUI(index);
    } catch {
      // the message is not on screen (yet); nothing to repaint
    }
    return;
  }
  // Our own fold works on this release: nothing for the user to do, so nothing is shown.
  access.degrade('fn:updateReasoningUI', MSG.ownFold, 'record');
  const storage = (() => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  })();
  paintFallbackFold(doc, index, message.extra?.reasoning ?? '', foldTitle(readLocale(access, storage, globalThis.navigator)));
}

/** The fold's heading in SillyTavern's language. */
export function foldTitle(locale: string): string {
  return MSG.foldTitle[uiLangOf(locale)];
}

/** Our own fold for releases without a reasoning block: text only, never HTML. */
export function paintFallbackFold(doc: Document | undefined, index: number, reasoning: string, title = 'Reasoning'): void {
  const mes = messageElement(doc, index);
  if (!mes || !doc) return;
  let fold = mes.querySelector(`details.${FALLBACK_FOLD_CLASS}`) as HTMLDetailsElement | null;
  if (!reasoning) {
    fold?.remove();
    return;
  }
  if (!fold) {
    fold = doc.createElement('details');
    fold.className = FALLBACK_FOLD_CLASS;
    const summary = doc.createElement('summary');
    summary.textContent = title;
    const body = doc.createElement('div');
    body.className = `${FALLBACK_FOLD_CLASS}-body`;
    fold.append(summary, body);
    // Above the text, and above the reply's memory line when it is drawn already.
    const text = mes.querySelector(`.${NOTE_CLASS}`) ?? mes.querySelector('.mes_text');
    if (text?.parentElement) text.parentElement.insertBefore(fold, text);
    else mes.append(fold);
  }
  const body = fold.querySelector(`.${FALLBACK_FOLD_CLASS}-body`);
  if (body) body.replaceChildren(...foldSections(doc, reasoning));
}

/**
 * The fold's content: Markdown heading lines ("### [scout-1] …", the trace's sections) become
 * heading elements, the lines between them text blocks that keep their breaks. Everything is set as
 * textContent: model output is never HTML.
 */
export function foldSections(doc: Document, reasoning: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').replace(/^\n+|\n+$/g, '');
    lines = [];
    if (!text) return;
    const p = doc.createElement('div');
    p.className = `${FALLBACK_FOLD_CLASS}-text`;
    p.textContent = text;
    out.push(p);
  };
  for (const line of reasoning.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    flush();
    const h = doc.createElement('div');
    h.className = `${FALLBACK_FOLD_CLASS}-heading`;
    h.setAttribute('role', 'heading');
    h.setAttribute('aria-level', '4');
    h.textContent = heading[1]!.trim();
    out.push(h);
  }
  flush();
  return out;
}

/** SillyTavern's message time stamp ("January 5, 2025 3:04pm"), which its date parser reads. */
export function messageTimestamp(d: Date): string {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const h = d.getHours();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${months[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()} ${hour12}:${String(d.getMinutes()).padStart(2, '0')}${h >= 12 ? 'pm' : 'am'}`;
}

/**
 * On releases without updateReasoningUI, our folds are not part of SillyTavern's message template:
 * paint them again whenever SillyTavern re-renders messages (a chat is opened, a message is swiped or
 * edited). Returns the unsubscribe function.
 */
export function keepFallbackFolds(access: StAccess, doc: Document | undefined): () => void {
  const needed = () => typeof access.ctx().updateReasoningUI !== 'function';
  const paintOne = (id: unknown) => {
    if (!needed()) return;
    const i = Number(id);
    const m = access.ctx().chat?.[i];
    if (m) paintFallbackFold(doc, i, typeof m.extra?.reasoning === 'string' ? m.extra.reasoning : '');
  };
  const offs = [
    access.on('CHAT_CHANGED', 'chat_id_changed', () => {
      if (!needed()) return;
      (access.ctx().chat ?? []).forEach((m, i) => {
        if (m?.extra?.reasoning) paintFallbackFold(doc, i, String(m.extra.reasoning));
      });
    }),
    access.on('MESSAGE_SWIPED', 'message_swiped', paintOne),
    access.on('MESSAGE_UPDATED', 'message_updated', paintOne),
  ];
  return () => offs.forEach((off) => off());
}
