// The one entry the app calls for every capsule mode: checks the generation, reuses the capsule of the
// same user turn when there is one, otherwise opens a turn on the shared runtime and runs the mode's
// agents with a live fold and a trace, and returns the capsule with its injection — or no capsule and
// the reason.
import { leadAgent, loadCapsuleEngine } from '../../modes/index.ts';
import type { CapsuleMode } from '../../profiles/modes.ts';
import type { ProfileByMode } from '../../profiles/parse.ts';
import type { Skill } from '../../skills/types.ts';
import type { Usage } from '../../llm/types.ts';
import { createTrace, type Trace } from '../../trace/trace.ts';
import { Fold } from '../runtime/fold.ts';
import { CAPSULE_GENERATION_TYPES, isCapsuleGenerationType, type CapsuleGenerationType } from '../runtime/generation.ts';
import { openTurn, type Turn, type TurnEvent, type TurnHosts } from '../runtime/turn.ts';
import { angleNotice, parseAngles, type AngleChoice } from '../runtime/angles.ts';
import { oneLine } from '../runtime/direction.ts';
import { framesFor } from '../../profiles/defaults/team.ts';
import type { FrameTexts } from '../../profiles/defaults/director-texts.ts';
import { buildCapsuleText } from './capsule-text.ts';
import { capsuleInjection, type CapsuleInjection } from './injection.ts';
import { capsuleMessage, type CapsuleReason } from './messages.ts';
import type { CapsuleLimit, CapsuleModeResult, CapsuleRuntime } from './runtime.ts';
import { readStory } from './story.ts';
import { capsuleKey, type CapsuleCache, type CapsuleKey } from './swipe-cache.ts';

export { CAPSULE_GENERATION_TYPES, isCapsuleGenerationType, type CapsuleGenerationType };

/** Each capsule mode's profile. */
export type CapsuleProfileByMode = Pick<ProfileByMode, CapsuleMode>;

export type CapsuleTurnInput = {
  [M in CapsuleMode]: { mode: M; profile: CapsuleProfileByMode[M] } & CapsuleTurnCommon;
}[CapsuleMode];

export interface CapsuleTurnCommon extends TurnHosts {
  /** Default `normal`. `quiet` (or anything else not in CAPSULE_GENERATION_TYPES) is skipped. */
  generationType?: string;
  /** A dry run (prompt preview): skipped. */
  dryRun?: boolean;
  /** The chat this turn belongs to (swipe reuse needs it). */
  chatId?: string;
  /** The last user message (position and text); default: read from `chat`, else from the story. */
  lastUser?: { index: number; text: string };
  /** The installed skills, merged by scope precedence. */
  skills?: readonly Skill[];
  /** Swipe reuse; without it (or without `chatId`) every turn runs the agents. */
  cache?: CapsuleCache;
  /** False once the user is looking at another chat: the turn stops and injects nothing. */
  isCurrent?(): boolean;
  /** The live fold text, at most once per scheduler tick (for the reasoning fold of the reply that follows). */
  onFold?(text: string): void;
  onEvent?(event: CapsuleEvent): void;
}

export type CapsuleEvent = TurnEvent;

export type CapsuleOutcome =
  /** Guidance produced (possibly a fallback after a limit: see `limit`). */
  | 'completed'
  /** The capsule of this same user turn was reused; no agent ran. */
  | 'reused'
  /** The run ended without guidance. */
  | 'empty'
  | 'aborted'
  | 'failed'
  /** Another chat came on screen during the run: nothing is injected. */
  | 'chat-changed'
  /** Not run for this generation (quiet, dry run). */
  | 'skipped';

export interface CapsuleTurnResult {
  outcome: CapsuleOutcome;
  mode: CapsuleMode;
  /** Custom instruction + guidance, as injected. Absent unless completed / reused. */
  capsule?: string;
  /** The guidance alone. */
  body?: string;
  /** Where the host puts `capsule`. Absent whenever `capsule` is. */
  injection?: CapsuleInjection;
  /** The fold text for the reasoning fold of the reply that follows. */
  fold: string;
  trace: Trace;
  /** Why there is no capsule (or why it was reused): a stable code. */
  reason?: CapsuleReason;
  /** The plain-English message for `reason`. */
  message?: string;
  /** The limit that ended the run. */
  limit?: CapsuleLimit;
  usage: Usage;
  /** Mode-specific facts: spec `{stageOutputs, reviewRerunCount}`, agenda `{runs, steps}`, loop `{rounds}`. */
  details?: Record<string, unknown>;
  /** The swipe-reuse key of this turn (when it could be computed). */
  key?: CapsuleKey;
}

export async function runCapsuleTurn(input: CapsuleTurnInput): Promise<CapsuleTurnResult> {
  const mode = input.mode;
  const trace = input.trace ?? createTrace({ mode, now: input.now });
  let fold = new Fold();
  const finish = (r: Omit<CapsuleTurnResult, 'mode' | 'trace' | 'fold' | 'usage'> & { fold?: string }): CapsuleTurnResult => {
    trace.finish(r.outcome);
    trace.event('turn', 'turn-end', { outcome: r.outcome, ...(r.reason ? { reason: r.reason } : {}), ...(r.limit ? { limit: r.limit } : {}) });
    return { mode, trace, ...r, fold: r.fold ?? fold.render(), usage: trace.usage() };
  };
  const generationType = input.generationType ?? 'normal';
  trace.event('turn', 'turn-start', { mode, generationType });
  if (input.dryRun) return finish({ outcome: 'skipped', reason: 'dry_run', message: capsuleMessage('dry_run') });
  if (!isCapsuleGenerationType(generationType))
    return finish({ outcome: 'skipped', reason: 'unsupported_generation_type', message: capsuleMessage('unsupported_generation_type') });
  if (input.signal?.aborted) return finish({ outcome: 'aborted', reason: 'aborted_before_start', message: capsuleMessage('aborted_before_start') });
  if ((input.profile as { mode?: unknown }).mode !== mode) {
    const detail = `the profile is for mode "${String((input.profile as { mode?: unknown }).mode)}", not "${mode}".`;
    return finish({ outcome: 'failed', reason: 'invalid_profile', message: capsuleMessage('invalid_profile', detail) });
  }

  const turn = openTurn({
    mode,
    hosts: { ...input, trace },
    lorebookFilter: input.profile.lorebookFilter,
    budget: input.profile.budget,
    frames: framesOfProfile(input.mode, input.profile),
    onFold: input.onFold,
    isCurrent: input.isCurrent,
    onEvent: input.onEvent,
  });
  fold = turn.fold;
  const view = await readStory({ story: turn.story, chat: input.chat, lastUser: input.lastUser, words: turn.frames });
  const key =
    input.chatId && view.lastUser
      ? capsuleKey({ chatId: input.chatId, lastUser: view.lastUser, mode, profile: input.profile, direction: oneLine(input.direction ?? '') })
      : undefined;
  const cached = key && input.cache?.get(key);
  if (cached) {
    turn.dispose();
    const reused = new Fold(cached.fold);
    reused.append('reused', 'The guidance computed earlier for this user turn is used again; no agent ran.');
    trace.event('turn', 'capsule-reused', { anchor: key.anchor });
    input.onFold?.(reused.render());
    return finish({ outcome: 'reused', capsule: cached.capsule, body: cached.body, injection: { ...cached.injection }, fold: reused.render(), key });
  }
  const previous = input.chatId ? input.cache?.latest(input.chatId) : undefined;
  const askAngle = angleAsker(input, turn);
  const rt: CapsuleRuntime = {
    ...turn,
    view,
    previousCapsule: previous?.body ?? '',
    ...(askAngle ? { askAngle, ...(input.chosenAngle ? { angleResumed: true } : {}) } : {}),
  };

  let res: CapsuleModeResult;
  try {
    res = await runMode(input, rt);
  } catch (e) {
    res = { status: 'failed', body: '', error: `Internal error: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    turn.dispose();
  }
  // The capsule's critical path: everything before the final generation the host then makes.
  if (turn.serialCalls() > 0) trace.event('main', 'critical-path', { calls: turn.serialCalls() });
  turn.stillCurrent();
  if (turn.chatChanged()) {
    turn.closeFold();
    return finish({ outcome: 'chat-changed', reason: 'aborted', message: capsuleMessage('aborted') });
  }
  if (input.signal?.aborted && res.status !== 'completed') res = { status: 'aborted', body: '' };

  let out: Parameters<typeof finish>[0];
  const settings = input.profile.capsule;
  switch (res.status) {
    case 'aborted':
      fold.ensure('aborted');
      out = { outcome: 'aborted', reason: 'aborted', message: capsuleMessage('aborted') };
      break;
    case 'failed': {
      const reason: CapsuleReason = res.invalid ? 'invalid_profile' : 'runtime_error';
      fold.append('error', res.error ?? 'failed');
      out = { outcome: 'failed', reason, message: capsuleMessage(reason, res.error) };
      break;
    }
    default: {
      const capsule = buildCapsuleText(settings.customInstruction, res.body);
      const injection = capsuleInjection(settings, capsule);
      if (!capsule || !injection) {
        fold.ensure('capsule', `none: ${res.limit ?? 'empty'}`);
        out = {
          outcome: 'empty',
          reason: 'no_guidance',
          message: capsuleMessage('no_guidance', res.limit ? `limit ${res.limit} reached` : undefined),
          ...(res.limit ? { limit: res.limit } : {}),
        };
        break;
      }
      const shown = fold.sections.some((s) => s.body.includes(res.body.trim()));
      if (!shown || res.status === 'exhausted') {
        fold.ensure('capsule', res.status === 'exhausted' ? `fallback after ${res.limit}` : undefined);
        if (!shown) fold.append('capsule', res.body.trim());
      }
      out = { outcome: 'completed', capsule, body: res.body.trim(), injection, ...(res.limit ? { limit: res.limit } : {}), ...(key ? { key } : {}) };
      break;
    }
  }
  if (res.details) out.details = res.details;
  turn.flushFold();
  turn.closeFold();
  if (out.outcome === 'completed' && key && input.cache && out.capsule && out.injection) {
    input.cache.set({ key, capsule: out.capsule, body: out.body ?? '', injection: out.injection, fold: fold.render(), createdAt: Date.now() });
  }
  return finish(out);
}

/**
 * "Let me choose the angle" for a capsule mode whose profile switches it on: the pause before the
 * capsule is written (once per turn), or, for a turn resumed with the user's answer, that answer.
 */
function angleAsker(input: CapsuleTurnInput, turn: Turn): CapsuleRuntime['askAngle'] {
  if (!(input.profile as { chooseAngle?: unknown }).chooseAngle) return undefined;
  const F = turn.frames;
  const notice = (choice: AngleChoice, left?: string) => (choice.kind === 'auto' && left ? left : angleNotice(choice, F));
  const resumed = input.chosenAngle;
  if (resumed) return async (_texts, left) => notice(resumed.choice, left);
  const ask = input.chooseAngle;
  if (!ask) return undefined;
  let asked = false;
  return async (texts, left) => {
    if (asked) return undefined;
    asked = true;
    const angles = parseAngles(texts);
    if (angles.length === 0) return undefined;
    turn.fold.append('angle', angles.map((a, i) => `${i + 1}. ${a}`).join('\n'));
    turn.fold.setStatus('angle', 'waiting');
    turn.note('turn', 'angle-pause', { angles });
    const choice = await ask(angles, texts, turn.signal);
    turn.fold.setStatus('angle', undefined);
    turn.fold.append('angle', `\n${notice(choice, left)}`);
    turn.note('turn', 'angle-chosen', { choice });
    return notice(choice, left);
  };
}

/** The runtime's words in the profile's language: its lead agent's prompt decides, else its mode-level skills (a `-zh` name). */
function framesOfProfile(mode: CapsuleMode, profile: unknown): FrameTexts {
  const p = (profile ?? {}) as { skills?: { visible?: unknown } };
  const lead = leadAgent(mode, profile)?.holder.systemPrompt;
  const prompt = typeof lead === 'string' ? lead : '';
  const skills = Array.isArray(p.skills?.visible) ? p.skills.visible.filter((s): s is string => typeof s === 'string') : [];
  return framesFor(prompt, skills);
}

/** Runs the mode's engine (its descriptor's, loaded on the mode's first turn). */
async function runMode(input: CapsuleTurnInput, rt: CapsuleRuntime): Promise<CapsuleModeResult> {
  const opts = { skills: input.skills, extraToolNames: (input.extraTools ?? []).map((t) => t.name) };
  const engine = await loadCapsuleEngine(String((input as { mode?: unknown }).mode));
  return engine(input.profile, opts, rt);
}
