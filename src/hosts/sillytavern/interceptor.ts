// The generate interceptor SillyTavern calls before composing each prompt (manifest.json
// `generate_interceptor`). It asks the app's generation handler what to do and carries it out:
//   pass     — nothing;
//   inject   — the capsule goes into this generation's prompt and is removed when it ends;
//   takeover — the app opened the turn's reply target while it decided: abort(true) ended SillyTavern's
//              generation (effective once the interceptor returns), the run filled the reply slot, and
//              the interceptor awaited it. While it awaits, SillyTavern still counts
//              the generation as running: its Stop button is shown (and ends the run through
//              GENERATION_STOPPED), Send and swipes wait, and SillyTavern re-enables them itself once
//              the interceptor returns.
// SillyTavern 1.12.x passes no generation type; it is then taken from the last GENERATION_STARTED.
// In a group chat the generation is the turn of the member SillyTavern chose (group.ts): the takeover
// writes as that member, and the user message that started it and the reply record who was present.
import type { ChatRef, GenerationDecision, GenerationTurn, GenerationType, ReplyTarget } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import type { ActiveReplyHolder } from './active-reply.ts';
import { clearCapsule, injectCapsule } from './capsule.ts';
import { currentChatId, readChatRef } from './chat-ref.ts';
export { normalizeType } from './generation-type.ts';
import { normalizeType, watchStartedType } from './generation-type.ts';
import { MSG } from './messages.ts';
import { openReplySlot, slotKindFor, type SlotDeps } from './reply-slot.ts';
import { presentMembers, stampPresence } from './group.ts';
import { buildTurnStory, lastUserMessage } from './turn-context.ts';
import type { StInterceptor, StMessage } from './types.ts';
import { stampMarks } from './memory-hooks.ts';
import { forceActivate } from './lore-force.ts';
import type { StModules } from './st-modules.ts';

export type GenerationHandler = (turn: GenerationTurn) => Promise<GenerationDecision>;

export interface InterceptorDeps {
  access: StAccess;
  /** SillyTavern's modules (world info, for lorebook_force_activate). */
  modules?: StModules;
  active: ActiveReplyHolder;
  document?: Document;
  now(): number;
  notify(level: 'info' | 'warning' | 'error', message: string): void;
  /** The `extra.api` / `extra.model` a reply written on this connection carries. */
  labelFor?: SlotDeps['labelFor'];
}

export interface Interceptor {
  intercept: StInterceptor;
  setHandler(handler: GenerationHandler | null): void;
  /** Aborts every turn in progress (the host's stopGeneration). */
  abortAll(): void;
  dispose(): void;
}

/** The marks of one generation's reply, and who waits to hear whether it was saved with them. */
interface ReplyMarking {
  readonly list: readonly string[];
  add(mark: string): Promise<boolean>;
  /** The host generates the reply: stamp it when SillyTavern receives it. */
  followHost(): void;
  settle(kept: boolean): void;
  /**
   * Where a mark added after the reply was saved goes (an after-wave member writing memory about it):
   * `stamp` writes it onto that reply. Waiters hear the outcome once those writes are done.
   */
  afterSave(stamp: (mark: string) => Promise<void>): void;
  /** The late marks' writes, settled. */
  lateDone(): Promise<void>;
  /** The interceptor returned without a reply being followed (refused, aborted): nobody keeps the marks. */
  settleIfIdle(): void;
}

function replyMarking(access: StAccess, chatId: string, present: readonly string[] | undefined, type: GenerationType): ReplyMarking {
  const stampReply = (m: StMessage) => {
    if (present) stampPresence(m, present, { keep: type === 'continue' });
  };
  const list: string[] = [];
  const waiters: ((kept: boolean) => void)[] = [];
  let result: boolean | null = null;
  let following = false;
  let offs: (() => void)[] = [];
  let late: ((mark: string) => Promise<void>) | null = null;
  const lateWrites: Promise<void>[] = [];
  const settle = (kept: boolean) => {
    if (result !== null) return;
    result = kept && list.length > 0;
    offs.forEach((off) => off());
    offs = [];
    for (const w of waiters.splice(0)) w(result);
  };
  return {
    list,
    add(mark) {
      if (mark && !list.includes(mark)) {
        list.push(mark);
        if (late && result === null) lateWrites.push(late(mark).catch(() => {}));
      }
      if (result !== null) return Promise.resolve(result);
      return new Promise((r) => waiters.push(r));
    },
    followHost() {
      following = true;
      const chatNow = () => {
        const c = access.ctx();
        return currentChatId(c) === chatId && Array.isArray(c.chat) ? c.chat : null;
      };
      const start = chatNow();
      const last0 = start?.at(-1);
      const before = { len: start?.length ?? 0, last: last0, mes: last0?.mes, swipes: last0?.swipes?.length ?? 0 };
      offs = [
        access.on('MESSAGE_RECEIVED', 'message_received', (id) => {
          const m = chatNow()?.[Number(id)];
          if (!m || m.is_user) return;
          stampMarks(m, list);
          stampReply(m);
          settle(true);
        }),
        // Streaming replies: SillyTavern ends the generation (GENERATION_ENDED) just before it announces
        // the message (MESSAGE_RECEIVED) and saves the chat; the reply written since the start is marked here.
        access.on('GENERATION_ENDED', 'generation_ended', () => {
          const chat = chatNow();
          const m = chat?.at(-1);
          const wrote =
            !!m && !m.is_user && (chat!.length > before.len || m !== before.last || m.mes !== before.mes || (m.swipes?.length ?? 0) !== before.swipes);
          if (wrote) {
            stampMarks(m!, list);
            stampReply(m!);
          }
          settle(wrote);
        }),
        access.on('CHAT_CHANGED', 'chat_id_changed', () => settle(false)),
      ];
    },
    settle,
    afterSave(stamp) {
      late = stamp;
    },
    async lateDone() {
      await Promise.all(lateWrites);
    },
    settleIfIdle() {
      if (!following) settle(false);
    },
  };
}

/** SillyTavern's id of the group generation in progress (its replies carry it as `extra.gen_id`; a group regenerate removes them by it). */
function groupGenerationId(modules: StModules | undefined): number | undefined {
  const id = modules?.peek('groupChats')?.group_generation_id;
  return typeof id === 'number' ? id : undefined;
}

export function createInterceptor(deps: InterceptorDeps): Interceptor {
  const { access } = deps;
  let handler: GenerationHandler | null = null;
  const started = watchStartedType(access);
  const turns = new Set<AbortController>();
  let pendingClear: (() => void) | null = null;

  const unsubscribers = [
    started.off,
    access.on('GENERATION_STOPPED', 'generation_stopped', () => {
      for (const t of turns) t.abort();
    }),
  ];

  /** Removes the capsule now and stops waiting for the end of its generation. */
  const dropCapsule = () => {
    const pending = pendingClear;
    pendingClear = null;
    pending?.();
    clearCapsule(access);
  };

  const armCapsuleClear = () => {
    const offs = [
      access.on('GENERATION_ENDED', 'generation_ended', () => dropCapsule()),
      access.on('GENERATION_STOPPED', 'generation_stopped', () => dropCapsule()),
      access.on('CHAT_CHANGED', 'chat_id_changed', () => dropCapsule()),
    ];
    pendingClear = () => offs.forEach((off) => off());
  };

  /**
   * The reply target of a generation: opening it adds the assistant message a takeover writes into and
   * ends SillyTavern's own generation (abort(true), once the interceptor returns). `close` runs after
   * the handler: the slot closes and the reply's marks settle.
   */
  const replyTarget = (
    chat: ChatRef,
    type: GenerationType,
    signal: AbortSignal,
    abort: (immediately: boolean) => void,
    marks: ReplyMarking,
    present: readonly string[] | undefined,
  ) => {
    let slot: ReturnType<typeof openReplySlot> | null = null;
    const target: ReplyTarget = {
      async open() {
        if (slot) return slot;
        if (type === 'quiet' || type === 'impersonate') {
          console.warn(`[Troupe] a takeover was refused for a ${type} generation`);
          return null;
        }
        if (signal.aborted) return null;
        if (currentChatId(access.ctx()) !== chat.chatId) {
          deps.notify('warning', MSG.chatChangedDuringDecision);
          return null;
        }
        let opened: ReturnType<typeof openReplySlot>;
        try {
          opened = openReplySlot(
            {
              access,
              active: deps.active,
              document: deps.document,
              now: deps.now,
              marks: () => marks.list,
              labelFor: deps.labelFor,
              ...(present ? { present } : {}),
              groupGenerationId: () => groupGenerationId(deps.modules),
            },
            chat,
            type,
          );
        } catch (e) {
          // No slot, no takeover: SillyTavern answers as usual.
          deps.notify('error', e instanceof Error ? e.message : String(e));
          return null;
        }
        slot = opened;
        abort(true);
        // Once the reply is saved, a new mark (an after-wave curator's first memory write) is stamped on it and saved.
        marks.afterSave(async (mark) => {
          const c = access.ctx();
          if (!opened.committed || currentChatId(c) !== chat.chatId || !Array.isArray(c.chat) || !c.chat.includes(opened.message)) return;
          stampMarks(opened.message, [mark]);
          if (typeof c.saveChat === 'function') await c.saveChat();
        });
        return opened;
      },
      failed: (e) => deps.notify('error', e instanceof Error ? e.message : String(e)),
    };
    return {
      target,
      get opened() {
        return slot !== null;
      },
      async close() {
        if (!slot) return;
        slot.close();
        await marks.lateDone();
        marks.settle(slot.committed);
      },
    };
  };

  const intercept: StInterceptor = async (promptChat, _contextSize, abort, rawType) => {
    dropCapsule();
    const type = normalizeType(rawType === undefined ? started.last() : rawType);
    if (!type) {
      access.degrade(`type:${String(rawType)}`, MSG.unknownGenerationType(String(rawType)), 'info');
      return;
    }
    const current = handler;
    if (!current) return;
    const chat = readChatRef(access);
    if (!chat) return;
    const c = access.ctx();
    const list = Array.isArray(c.chat) ? c.chat : [];
    // A group chat: the members present now; the user message this generation answers was just sent among them.
    const present = chat.groupId && type !== 'quiet' && type !== 'impersonate' ? presentMembers(c) : undefined;
    if (present) await deps.modules?.load('groupChats');
    const lastMessage = list.at(-1);
    if (present && lastMessage?.is_user) stampPresence(lastMessage, present, { keep: true });

    const controller = new AbortController();
    turns.add(controller);
    const marks = replyMarking(access, chat.chatId, present, type);
    const reply = replyTarget(chat, type, controller.signal, abort, marks, present);
    try {
      const turn: GenerationTurn = {
        type,
        chat,
        story: buildTurnStory(access, promptChat as StMessage[], slotKindFor(type, list) !== 'new'),
        signal: controller.signal,
        markReply: (mark) => marks.add(mark),
        reply: reply.target,
        ...(deps.modules ? { activateLore: (entries) => forceActivate({ access, modules: deps.modules! }, entries, new Set()) } : {}),
      };
      const lastUser = lastUserMessage(access.ctx());
      if (lastUser) turn.lastUser = lastUser;

      let decision: GenerationDecision;
      try {
        decision = await current(turn);
      } catch (e) {
        deps.notify('error', e instanceof Error ? e.message : String(e));
        return;
      }
      // A takeover wrote its reply during the handler (the slot closes below).
      if (reply.opened) return;
      if (controller.signal.aborted) {
        // The user pressed Stop while Troupe was deciding: end SillyTavern's generation too.
        abort(true);
        return;
      }
      // The host writes the reply of a pass or an inject: its marks go on the message SillyTavern saves.
      if (decision?.kind !== 'takeover') marks.followHost();
      if (!decision || decision.kind === 'pass') return;
      if (currentChatId(access.ctx()) !== chat.chatId) {
        deps.notify('warning', MSG.chatChangedDuringDecision);
        return;
      }
      if (decision.kind === 'inject' && injectCapsule(access, decision.capsule)) armCapsuleClear();
    } finally {
      await reply.close();
      turns.delete(controller);
      marks.settleIfIdle();
    }
  };

  return {
    intercept,
    setHandler(h) {
      handler = h;
    },
    abortAll() {
      for (const t of turns) t.abort();
    },
    dispose() {
      unsubscribers.forEach((off) => off());
      dropCapsule();
      for (const t of turns) t.abort();
    },
  };
}
