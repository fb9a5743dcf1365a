// The part of the turn pipeline that differs by what a mode's turn produces, in one table keyed by the
// mode descriptor's `output` (src/core/modes/): a `reply` turn (director) writes into the reply slot the
// host opened; a `capsule` turn (loop, spec, agenda, single) writes guidance the host's reply reads.
// Which generations a mode runs for and what it produces are the descriptor's; what the turn record
// adds and how the engine runs on a prepared turn are here. Everything else is turn-runner.ts.
import type { DirectorTurnResult } from '../../core/engines/director/engine.ts';
import type { AfterReplyResult } from '../../core/engines/director/curator.ts';
import type { DirectorConfig, DirectorSubAgentConfig } from '../../core/engines/director/config.ts';
import type { CapsuleCache } from '../../core/engines/capsule/swipe-cache.ts';
import type { CapsuleOutcome, CapsuleTurnInput } from '../../core/engines/capsule/turn.ts';
import { isDirectorGenerationType } from '../../core/engines/runtime/generation.ts';
import { loadReplyEngine, modeDescriptor, type ModeDescriptor } from '../../core/modes/index.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import { chatStoreKey, type GenerationDecision } from '../../ports/host.ts';
import type { FinishedRun, RunOutcome, RunSummary } from '../runs/run-state.ts';
import type { PreparedTurn } from './turn-types.ts';
import type { TurnInputRecord } from './turn-record.ts';

export type Engines = typeof import('./engines.ts');

/** How a mode's engine ended: the run history's summary, the decision for the host, the turn's output. */
export interface ModeEnd {
  summary: Omit<RunSummary, 'mode' | 'chatId' | 'storeKey' | 'startedAt' | 'durationMs'>;
  decision: GenerationDecision;
  output: string;
  chatChanged: boolean;
  capsule?: FinishedRun['capsule'];
  /**
   * Capsule modes with memory kept by the curator, on a turn it runs: the after wave to run once the
   * host's reply (`reply`, as saved) is in. The runner runs it in the background, tied to that reply.
   */
  afterReply?(reply: string, signal: AbortSignal): Promise<AfterReplyResult>;
}

export interface TurnMode {
  /** What the turn record adds for this kind of turn (a replay needs it). */
  record(p: PreparedTurn, cache: CapsuleCache): Promise<Partial<TurnInputRecord>>;
  run(engines: Engines, p: PreparedTurn, cache: CapsuleCache): Promise<ModeEnd>;
  chatChangedText: string;
  failureText: string;
}

const CAPSULE_OUTCOME: Record<CapsuleOutcome, RunOutcome> = {
  completed: 'completed',
  reused: 'reused',
  empty: 'failed',
  aborted: 'cancelled',
  failed: 'failed',
  skipped: 'completed',
  'chat-changed': 'cancelled',
};

const DIRECTOR_OUTCOME: Record<DirectorTurnResult['outcome'], RunOutcome> = {
  finalized: 'completed',
  'max-rounds': 'completed',
  budget: 'completed',
  aborted: 'cancelled',
  'chat-changed': 'cancelled',
  error: 'failed',
};

/** The chat as a capsule mode's reader gives it, for the turn record (absent on failure: the turn reads it again). */
async function readChat(reader: { messages(): unknown }): Promise<TurnInputRecord['chat']> {
  try {
    return structuredClone([...((await reader.messages()) as NonNullable<TurnInputRecord['chat']>)]);
  } catch {
    return undefined;
  }
}

/** The shipped team's memory_curator for a turn whose profile has none, on the profile's connection. */
function shippedCurator(engines: Engines, p: PreparedTurn): DirectorSubAgentConfig {
  const plan = p.curator!;
  const route = p.profile as { apiPreset?: string; promptPreset?: string };
  return engines.shippedMemoryCurator(
    plan.lang,
    { apiPresetName: route.apiPreset ?? '', promptPresetName: route.promptPreset ?? '' },
    { skills: [...plan.skills, ...p.common.skills], extraToolNames: p.common.extraTools.map((t) => t.name) },
  );
}

const REPLY: TurnMode = {
  record: async ({ slot, team, chosenAngle }) => ({
    ...(slot ? { slot: { initialText: slot.initialText, initialReasoning: slot.initialReasoning } } : {}),
    team,
    ...(chosenAngle ? { chosenAngle } : {}),
  }),
  async run(engines, p) {
    const { common, turn, slot } = p;
    if (!slot || !isDirectorGenerationType(turn.type)) throw new Error('a turn that writes the reply needs a reply slot');
    // The mode's own engine (its descriptor's; the orchestrator loaded it before answering the host).
    const engine = await loadReplyEngine(p.mode);
    const opts = { skills: common.skills, extraToolNames: common.extraTools.map((t) => t.name) };
    // Memory in every mode: a turn whose profile has no memory_curator gets the shipped one.
    const withConfig = p.curator ? (base: DirectorConfig) => engines.withMemoryCurator(base, () => shippedCurator(engines, p), p.curator!.every) : undefined;
    const result = await engine(p.profile, opts, {
      ...common,
      generationType: turn.type,
      slot,
      team: p.team,
      ...(p.chosenAngle ? { chosenAngle: p.chosenAngle } : {}),
      onEvent: p.onEvent,
      withConfig,
    });
    return {
      summary: { outcome: DIRECTOR_OUTCOME[result.outcome], detail: result.outcome, message: result.error, usage: result.usage },
      decision: { kind: 'pass' },
      output: result.text,
      chatChanged: result.outcome === 'chat-changed',
    };
  },
  chatChangedText: 'The chat changed during the run; Troupe stopped writing into it.',
  failureText: 'Troupe could not run the turn',
};

const CAPSULE: TurnMode = {
  async record({ turn, common }, cache) {
    // The capsule cache is per chat: by its store key, as the run history that edits it.
    const previous = cache.latest(chatStoreKey(turn.chat));
    return { ...(previous ? { previousCapsule: previous.body } : {}), chat: await readChat(common.chat) };
  },
  async run(engines, p, cache) {
    const { runCapsuleTurn } = engines;
    const { common, turn } = p;
    // One input for the four capsule modes: a union by mode the spread cannot correlate, so it is named
    // once here; the engine checks that the profile is for the mode and fails the turn otherwise.
    const input = {
      ...common,
      mode: p.mode,
      profile: p.profile,
      generationType: turn.type,
      chatId: chatStoreKey(turn.chat),
      lastUser: turn.lastUser,
      cache,
      ...(p.chosenAngle ? { chosenAngle: p.chosenAngle } : {}),
      isCurrent: p.isCurrent,
      onEvent: p.onEvent,
      onFold: (text: string) => turn.progress?.(text),
    } as CapsuleTurnInput;
    const result = await runCapsuleTurn(input);
    turn.progress?.(result.fold);
    const capsule = result.capsule && result.body !== undefined ? { text: result.body, ...(result.key ? { anchor: result.key.anchor } : {}) } : undefined;
    const appendix = p.capsuleAppendix();
    // No capsule: the reply goes ahead without guidance (a failure is shown with the run's end; a Stop
    // also stops the host's generation through the same signal).
    const decision: GenerationDecision =
      result.capsule && result.injection
        ? { kind: 'inject', capsule: { ...result.injection, text: appendix ? `${result.capsule}\n\n${appendix}` : result.capsule } }
        : { kind: 'pass' };
    // The host writes the reply next (with guidance or without): the curator runs once it is saved.
    const replyFollows = !['aborted', 'chat-changed', 'skipped'].includes(result.outcome) && !common.signal.aborted;
    const plan = p.curator;
    const afterReply =
      plan && replyFollows && (await engines.curatorOnThisTurn(common, plan.every))
        ? (reply: string, signal: AbortSignal) => {
            const { trace: _runTrace, signal: _runSignal, ...hosts } = common;
            const profile = p.profile as {
              useStreaming?: boolean;
              budget?: CapsuleTurnInput['profile']['budget'];
              lorebookFilter?: CapsuleTurnInput['profile']['lorebookFilter'];
            };
            return engines.runAfterReply({
              ...hosts,
              signal,
              mode: p.mode,
              members: [shippedCurator(engines, p)],
              reply,
              every: plan.every,
              useStreaming: profile.useStreaming ?? true,
              ...(profile.budget ? { budget: profile.budget } : {}),
              ...(profile.lorebookFilter ? { lorebookFilter: profile.lorebookFilter } : {}),
              isCurrent: p.isCurrent,
              onEvent: p.onEvent,
            });
          }
        : undefined;
    return {
      summary: { outcome: CAPSULE_OUTCOME[result.outcome], detail: result.outcome, message: result.message, usage: result.usage },
      decision,
      output: result.capsule ?? '',
      chatChanged: result.outcome === 'chat-changed',
      ...(capsule ? { capsule } : {}),
      ...(afterReply ? { afterReply } : {}),
    };
  },
  chatChangedText: 'The chat changed during the run; Troupe stopped and added nothing to it.',
  failureText: 'Troupe could not prepare guidance',
};

/** The one table: a mode's turn by what its descriptor says it produces. */
export const TURN_OUTPUTS: Record<ModeDescriptor['output'], TurnMode> = {
  reply: REPLY,
  capsule: CAPSULE,
};

/** The turn of `mode`. */
export const turnModeOf = (mode: Mode): TurnMode => TURN_OUTPUTS[modeDescriptor(mode).output];
