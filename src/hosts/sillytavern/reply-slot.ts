// The ReplySlot a takeover writes into: one assistant message of SillyTavern's chat array.
//   new      — a new assistant message at the end (normal turns; regenerate after SillyTavern has
//              already removed the old reply);
//   swipe    — a new swipe on the last assistant message (swipe, or regenerate where the old reply
//              is still there); SillyTavern's pending swipe slot (swipe_id === swipes.length) is filled;
//   continue — the last assistant message, its text kept as initialText.
// The slot is created synchronously, before the interceptor returns, so SillyTavern's own code after
// the aborted generation (swipe clamping, button state) sees a consistent chat.
// Every write first checks that the chat on screen is still this chat and the message is still in it.
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import type { ChatRef, GenerationType } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import type { ActiveReplyHolder } from './active-reply.ts';
import { currentChatId, selectedCharacter } from './chat-ref.ts';
import { messageTimestamp, repaintHeader, repaintReasoning, repaintText } from './message-render.ts';
import type { StContext, StMessage, StMessageExtra, StSwipeInfo } from './types.ts';
import { stampMarks } from './memory-hooks.ts';
import { stampPresence } from './group.ts';

export type SlotKind = 'new' | 'swipe' | 'continue';

export interface SlotDeps {
  access: StAccess;
  active: ActiveReplyHolder;
  document?: Document;
  now(): number;
  /** Turn marks the reply carries once committed (memory keeps its writes with it). */
  marks?(): readonly string[];
  /**
   * What SillyTavern's own replies carry in `extra.api` / `extra.model`, for the connection that wrote
   * this one (its model icon and tooltip read them); undefined leaves the message unlabelled.
   */
  labelFor?(connection: string): { api: string; model: string } | undefined;
  /** A group chat: the members present (the reply records them, see group.ts). */
  present?: readonly string[];
  /** A group chat: SillyTavern's id of the group generation in progress, which its replies carry. */
  groupGenerationId?(): number | undefined;
}

export interface StReplySlot extends ReplySlot {
  readonly kind: SlotKind;
  /** The message object written into (tests and the app's logs). */
  readonly message: StMessage;
  /** Stops listening for chat switches; called once the run settled. */
  close(): void;
  /** True once commit() saved the reply into the chat. */
  readonly committed: boolean;
}

function isAssistant(m: StMessage | undefined): m is StMessage {
  return !!m && !m.is_user && !m.is_system;
}

/** Which slot a generation of `type` uses, given the chat's last message. */
export function slotKindFor(type: GenerationType, chat: readonly StMessage[]): SlotKind {
  const last = chat[chat.length - 1];
  if (!isAssistant(last) || chat.length === 0) return 'new';
  if (type === 'continue') return 'continue';
  if (type === 'swipe' || type === 'regenerate') return 'swipe';
  return 'new';
}

const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v));

interface Snapshot {
  mes: string;
  extra: StMessageExtra | undefined;
  swipeId: number | undefined;
  sendDate: StMessage['send_date'];
  genStarted: StMessage['gen_started'];
  genFinished: StMessage['gen_finished'];
  swipeCount: number;
}

export function openReplySlot(deps: SlotDeps, chat: ChatRef, type: GenerationType): StReplySlot {
  const { access } = deps;
  const c = access.ctx();
  const list = Array.isArray(c.chat) ? c.chat : [];
  const kind = slotKindFor(type, list);
  const started = new Date(deps.now());
  const stamp = messageTimestamp(started);

  let message: StMessage;
  let initialText = '';
  let initialReasoning = '';
  let before: Snapshot | undefined;

  if (kind === 'new') {
    const name = c.name2 || selectedCharacter(c)?.character.name || '';
    message = {
      name,
      is_user: false,
      is_system: false,
      send_date: stamp,
      mes: '',
      gen_started: started,
      extra: {},
      swipe_id: 0,
      swipes: [''],
      swipe_info: [{ send_date: stamp, gen_started: started, gen_finished: undefined, extra: {} }],
    };
    // A group chat: the reply is the speaking member's, with its avatar, as SillyTavern's own group replies.
    const speaker = c.groupId ? selectedCharacter(c)?.character : undefined;
    if (speaker?.avatar) {
      message.original_avatar = speaker.avatar;
      message.force_avatar = thumbnailOf(c, speaker.avatar);
      const genId = deps.groupGenerationId?.();
      if (genId !== undefined) message.extra!.gen_id = genId;
    }
    list.push(message);
    try {
      if (typeof c.addOneMessage === 'function') c.addOneMessage(message);
    } catch (e) {
      // Rendering is best effort; the message is in the chat and later writes repaint it.
      console.warn('[Troupe] addOneMessage failed', e);
    }
  } else {
    message = list[list.length - 1];
    if (!Array.isArray(message.swipes) || message.swipes.length === 0) {
      message.swipes = [message.mes];
      message.swipe_info = [
        { send_date: message.send_date, gen_started: message.gen_started, gen_finished: message.gen_finished, extra: clone(message.extra ?? {}) },
      ];
      message.swipe_id = 0;
    }
    if (!Array.isArray(message.swipe_info)) message.swipe_info = [];
    const count = message.swipes.length;
    const rawId = Number(message.swipe_id ?? 0);
    // SillyTavern moves swipe_id one past the last swipe before generating a new one.
    const viewed = Number.isInteger(rawId) && rawId >= 0 && rawId < count ? rawId : count - 1;
    before = {
      mes: message.swipes[viewed] ?? message.mes,
      extra: clone(message.swipe_info[viewed]?.extra ?? message.extra),
      swipeId: viewed,
      sendDate: message.send_date,
      genStarted: message.gen_started,
      genFinished: message.gen_finished,
      swipeCount: count,
    };
    if (kind === 'continue') {
      before.mes = message.mes;
      before.extra = clone(message.extra);
      initialText = message.mes;
      initialReasoning = typeof message.extra?.reasoning === 'string' ? message.extra.reasoning : '';
    } else {
      message.swipes.push('');
      while (message.swipe_info.length < count) message.swipe_info.push({});
      message.swipe_info.length = count;
      message.swipe_info.push({ send_date: stamp, gen_started: started, gen_finished: undefined, extra: {} });
      message.swipe_id = count;
      message.mes = '';
      message.extra = {};
      message.send_date = stamp;
      message.gen_started = started;
      delete message.gen_finished;
    }
  }

  const record = { chatId: chat.chatId, message, initialText };
  deps.active.current = record;

  let lost = false;
  let closed = false;
  let committed = false;
  const stopListening = access.on('CHAT_CHANGED', 'chat_id_changed', () => {
    if (currentChatId(access.ctx()) !== chat.chatId) lost = true;
  });

  const indexNow = (): number => {
    const cur = access.ctx().chat;
    return Array.isArray(cur) ? cur.indexOf(message) : -1;
  };
  const isCurrent = () => !lost && currentChatId(access.ctx()) === chat.chatId && indexNow() >= 0;
  const repaint = (what: 'text' | 'reasoning' | 'both') => {
    const i = indexNow();
    if (i < 0) return;
    if (what !== 'reasoning') repaintText(access, deps.document, i, message);
    if (what !== 'text') repaintReasoning(access, deps.document, i, message);
  };
  if (kind === 'swipe') repaint('both');

  const release = () => {
    if (deps.active.current === record) deps.active.current = null;
    if (!closed) {
      closed = true;
      stopListening();
    }
  };

  const setSwipeText = (text: string) => {
    if (Array.isArray(message.swipes) && typeof message.swipe_id === 'number') message.swipes[message.swipe_id] = text;
  };

  const save = async () => {
    const saveChat = access.ctx().saveChat;
    if (typeof saveChat === 'function') await saveChat();
    else access.degrade('fn:saveChat', 'This SillyTavern version has no saveChat(); the reply is saved with the next chat save.');
  };

  const slot: StReplySlot = {
    get committed() {
      return committed;
    },
    kind,
    message,
    chatId: chat.chatId,
    initialText,
    initialReasoning,
    isCurrent,
    setText(text) {
      if (!isCurrent()) return;
      message.mes = text;
      setSwipeText(text);
      repaint('text');
    },
    setReasoning(text) {
      if (!isCurrent()) return;
      message.extra ??= {};
      if (text) {
        message.extra.reasoning = text;
        message.extra.reasoning_type = 'model';
      } else {
        delete message.extra.reasoning;
        delete message.extra.reasoning_type;
        delete message.extra.reasoning_duration;
      }
      repaint('reasoning');
    },
    async commit(author) {
      if (!isCurrent()) return release();
      const finished = new Date(deps.now());
      message.gen_finished = finished;
      message.extra ??= {};
      const label = author ? deps.labelFor?.(author.connection) : undefined;
      if (label) {
        message.extra.api = label.api;
        message.extra.model = label.model;
      }
      if (message.extra.reasoning && kind !== 'continue') message.extra.reasoning_duration = finished.getTime() - started.getTime();
      if (deps.present) stampPresence(message, deps.present, { keep: kind === 'continue' });
      if (typeof message.swipe_id === 'number' && Array.isArray(message.swipe_info)) {
        const info: StSwipeInfo = { send_date: message.send_date, gen_started: message.gen_started, gen_finished: finished, extra: clone(message.extra) };
        message.swipe_info[message.swipe_id] = info;
      }
      stampMarks(message, deps.marks?.() ?? []);
      committed = true;
      if (label) repaintHeader(access, indexNow(), message);
      repaint('both');
      const id = indexNow();
      release();
      await emitRendered(access, id, type);
      await save();
    },
    async discard() {
      if (!isCurrent()) return release();
      if (kind === 'new') {
        const i = indexNow();
        const cur = access.ctx();
        if (i === (cur.chat?.length ?? 0) - 1 && typeof cur.deleteLastMessage === 'function') {
          await cur.deleteLastMessage();
        } else {
          cur.chat?.splice(i, 1);
          deps.document?.querySelector(`#chat .mes[mesid="${i}"]`)?.remove();
        }
      } else if (before) {
        if (kind === 'swipe') {
          message.swipes!.length = before.swipeCount;
          if (Array.isArray(message.swipe_info)) message.swipe_info.length = Math.min(message.swipe_info.length, before.swipeCount);
          message.swipe_id = before.swipeId;
        }
        message.mes = before.mes;
        setSwipeText(before.mes);
        if (before.extra === undefined) delete message.extra;
        else message.extra = before.extra;
        message.send_date = before.sendDate;
        message.gen_started = before.genStarted;
        if (before.genFinished === undefined) delete message.gen_finished;
        else message.gen_finished = before.genFinished;
        repaint('both');
      }
      release();
      await save();
    },
    close: release,
  };
  return slot;
}

/** SillyTavern's thumbnail URL of a character's avatar (what its group replies show). */
function thumbnailOf(c: StContext, avatar: string): string {
  const fn = c.getThumbnailUrl;
  if (typeof fn === 'function') {
    try {
      return String(fn('avatar', avatar));
    } catch {
      // the URL below is the same
    }
  }
  return avatar === 'none' ? 'img/ai4.png' : `/thumbnail?type=avatar&file=${encodeURIComponent(avatar)}`;
}

async function emitRendered(access: StAccess, id: number, type: GenerationType): Promise<void> {
  if (id < 0) return;
  const source = access.ctx().eventSource;
  if (!source || typeof source.emit !== 'function') return;
  for (const [key, fallback] of [
    ['MESSAGE_RECEIVED', 'message_received'],
    ['CHARACTER_MESSAGE_RENDERED', 'character_message_rendered'],
  ] as const) {
    try {
      await source.emit(access.event(key, fallback), id, type);
    } catch (e) {
      console.warn('[Troupe] an event listener failed', e);
    }
  }
}
