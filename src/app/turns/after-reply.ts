// Memory kept by memory_curator after a reply the host writes (the capsule modes): the curator of a
// turn (how often, its language, its method skills), and the background job that waits for the
// reply to be saved, runs the curator on it and lets the turn's memory writes settle with that reply.
// A new turn in the chat stops it (`stop`); what it wrote so far stays with the reply.
import type { Mode } from '../../core/profiles/modes.ts';
import { methodSkills } from '../../core/profiles/defaults/director.ts';
import { contentLangForLocale } from '../../core/profiles/shipped.ts';
import { resolveInstalled } from '../../core/skills/installed.ts';
import { chatStoreKey, type ChatRef, type Host } from '../../ports/host.ts';
import { BackgroundWork } from '../memory/background-work.ts';
import type { FinishedRun, RunSummary } from '../runs/run-state.ts';
import type { SkillsService } from '../skills/skills-service.ts';
import type { OpenedTurnTools, TurnHold } from '../tools/tool-registry.ts';
import type { ModeEnd } from './turn-modes.ts';
import type { CuratorPlan, PreparedTurn, TurnCommon } from './turn-types.ts';

/** The event a curator after a reply ends with (`RUN_EVENTS.curatorEnded`). */
export const CURATOR_ENDED = 'troupe:curator-ended';

export interface AfterReplyOptions {
  host: Host;
  skills: SkillsService;
  memoryCurator?(chat: ChatRef): { every: number } | null;
  onRunEnded?(run: FinishedRun): void;
  now(): number;
  /** A curator's run ended and is in the history. */
  ended(): void;
}

/** The reply the host just saved: the chat's last message, when it is the assistant's. */
async function savedReply(chat: TurnCommon['chat']): Promise<string | null> {
  const last = (await chat.messages()).at(-1);
  return last && last.role === 'assistant' ? last.content : null;
}

export class AfterReplyCurators {
  readonly #o: AfterReplyOptions;
  /** Curators waiting for or working on a reply, by chat. */
  readonly #running = new Map<string, AbortController>();
  readonly #background = new BackgroundWork();

  constructor(o: AfterReplyOptions) {
    this.#o = o;
  }

  /** Resolves once every curator started after a reply has finished. */
  idle(): Promise<void> {
    return this.#background.idle();
  }

  /** Stops the curator still waiting for (or working on) the chat's last reply. */
  stop(chatId: string): void {
    this.#running.get(chatId)?.abort();
  }

  /** The curator of this turn, when memory is kept by the curator: how often, its language, its method skills. */
  async plan(mode: Mode, chat: ChatRef, presetId: string | undefined, character: string | undefined): Promise<CuratorPlan | undefined> {
    const setting = this.#o.memoryCurator?.(chat);
    if (!setting) return undefined;
    const lang = contentLangForLocale(this.#o.host.locale());
    const installed = resolveInstalled(this.#o.skills.inventory.value, { mode, presetId, character });
    const wanted = methodSkills('memory_curator', lang).flatMap((n) => (installed.has(n) ? [installed.get(n)!] : []));
    let loaded: CuratorPlan['skills'] = [];
    try {
      loaded = wanted.length ? await this.#o.skills.load(wanted) : [];
    } catch (e) {
      console.warn('[Troupe] the curator’s skills could not be loaded; it runs without them', e);
    }
    return { every: Math.max(1, setting.every), lang, skills: loaded };
  }

  /**
   * The curator after a reply the host writes: waits until the reply is saved (with the turn's mark),
   * runs on it, then lets the turn's memory writes settle with that reply. A reply never saved, a new
   * turn on the chat or another chat on screen ends it; its writes so far stay with the reply.
   */
  start(p: PreparedTurn, hold: TurnHold, tools: OpenedTurnTools, job: NonNullable<ModeEnd['afterReply']>): void {
    const chat = p.turn.chat;
    const controller = new AbortController();
    this.#running.get(chat.chatId)?.abort();
    this.#running.set(chat.chatId, controller);
    const stopped = new Promise<false>((resolve) => controller.signal.addEventListener('abort', () => resolve(false), { once: true }));
    const work = (async () => {
      let outcome = 'skipped';
      let result: Awaited<ReturnType<typeof job>> | undefined;
      try {
        const saved = await Promise.race([hold.saved, stopped]);
        const reply = saved && p.isCurrent() ? await savedReply(p.common.chat) : null;
        if (reply !== null && !controller.signal.aborted) {
          result = await job(reply, controller.signal);
          outcome = result.outcome;
        }
      } catch (e) {
        outcome = 'failed';
        console.warn('[Troupe] memory_curator after the reply failed', e);
      } finally {
        // The writes settle with the reply (kept with it, or dropped) before anyone hears the curator ended.
        await hold.release().catch((e) => console.warn('[Troupe] memory', e));
        tools.close();
        if (this.#running.get(chat.chatId) === controller) this.#running.delete(chat.chatId);
      }
      if (result) {
        const summary: RunSummary = {
          mode: p.mode,
          chatId: chat.chatId,
          storeKey: chatStoreKey(chat),
          startedAt: p.run.startedAt,
          durationMs: this.#o.now() - p.run.startedAt,
          outcome: result.outcome === 'completed' ? 'completed' : result.outcome === 'failed' ? 'failed' : 'cancelled',
          detail: 'curator',
          usage: result.usage,
        };
        try {
          this.#o.onRunEnded?.({ summary, trace: result.trace, generationType: p.turn.type });
        } catch {
          // The history's bug must not break the curator.
        }
        this.#o.ended();
      }
      this.#o.host.emit(CURATOR_ENDED, {
        chatId: chat.chatId,
        outcome,
        ...(result ? { subagents: result.records.map((r) => ({ subagentId: r.subagentId, status: r.status })) } : {}),
      });
    })();
    void this.#background.track(work);
  }
}
