// "Replay offline": runs a recorded turn again against its recorded responses, with the recorded input
// (story, notes, skills' catalogs) or with another profile, on a throw-away slot and notes store. Model
// requests and the tools that read the recording user's world answer from the trace; the engine's own
// tools (dispatch, the draft, finalize, notes) run for real. Nothing is sent anywhere, nothing in the
// chat changes. The result says whether the reply came out the same, and where the run left the
// recording when it did not.
import * as z from 'zod';
import { defineTool, type Tool } from '../../core/agent/tool.ts';
import { capsuleInjection } from '../../core/engines/capsule/injection.ts';
import { createCapsuleCache } from '../../core/engines/capsule/swipe-cache.ts';
import { runCapsuleTurn, type CapsuleTurnInput } from '../../core/engines/capsule/turn.ts';
import { directorConfigFromProfile } from '../../core/engines/director/from-profile.ts';
import { shippedMemoryCurator, withMemoryCurator } from '../../core/engines/director/curator.ts';
import { runDirectorTurn } from '../../core/engines/director/engine.ts';
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import { parseProfile, type Profile } from '../../core/profiles/parse.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import type { Note, NotesStore } from '../../core/tools/notes.ts';
import { createReplay, type ReplayDivergence } from '../../core/trace/replay.ts';
import { createTrace, type Trace, type TraceExport } from '../../core/trace/trace.ts';
import { skillsFromStubs, turnInputOf, turnOutputOf, type TurnInputRecord } from '../turns/turn-record.ts';
import { modeDescriptor } from '../../core/modes/index.ts';
import { angleChoiceOf, type AngleChoice } from '../../core/engines/runtime/angles.ts';

export interface ReplayResult {
  /** The replay's own trace (viewable like any run). */
  trace: Trace;
  /** Director: the reply; capsule modes: the capsule ('' when none). */
  text: string;
  outcome: string;
  /** What the recording produced, when it says. */
  recordedText?: string;
  /** True when the replay produced exactly the recorded text. */
  same: boolean;
  divergence?: ReplayDivergence;
  /** Requests answered from the recording, out of how many it holds. */
  answered: number;
  recorded: number;
}

export type ReplayOutcome = { ok: true; result: ReplayResult } | { ok: false; error: string };

/** A slot that keeps what the turn writes, in memory. */
function throwAwaySlot(input: TurnInputRecord): ReplySlot & { text: string } {
  const slot = {
    chatId: 'replay',
    initialText: input.slot?.initialText ?? '',
    initialReasoning: input.slot?.initialReasoning ?? '',
    text: input.slot?.initialText ?? '',
    isCurrent: () => true,
    setText: (t: string) => void (slot.text = t),
    setReasoning: () => {},
    commit: () => {},
    discard: () => {},
  };
  return slot;
}

/** The ids the recorded note_open calls returned, in order: a replay's new notes get the same ones. */
function recordedNoteIds(trace: TraceExport): () => string {
  const ids: string[] = [];
  for (const e of trace.entries) {
    if (e.kind === 'tool-result' && e.name === 'note_open' && e.ok && typeof (e.result as { id?: unknown })?.id === 'string')
      ids.push((e.result as { id: string }).id);
  }
  let n = 0;
  return () => ids.shift() ?? `n_replay_${++n}`;
}

/** The angle the user chose during the recorded turn's pause, answered again (the writer's pick when none was recorded). */
function recordedAngle(trace: TraceExport): () => Promise<AngleChoice> {
  const e = trace.entries.find((x) => x.kind === 'event' && x.name === 'angle-chosen');
  const choice = (e && e.kind === 'event' && angleChoiceOf(e.data?.choice)) || { kind: 'auto' as const };
  return async () => choice;
}

/** A stand-in for a host tool the recording names: its results come from the trace. */
const recordedTool = (name: string): Tool =>
  defineTool({
    name,
    description: `${name} (answered from the recording)`,
    parameters: z.looseObject({}),
    execute: () => ({ ok: false, error: 'not recorded', code: 'replay_missing' }),
  });

/**
 * Replays `recorded`. `profile`: run with this profile instead of the recorded one (it must be of the
 * recorded mode), to see where it diverges.
 */
export async function replayTurn(recorded: TraceExport, opts: { profile?: Profile } = {}): Promise<ReplayOutcome> {
  const read = turnInputOf(recorded);
  if (!read.ok) return read;
  const input = read.input;
  const mode = input.mode;
  if (opts.profile && opts.profile.mode !== mode) return { ok: false, error: `The profile is for ${opts.profile.mode}; this turn ran in ${mode}.` };
  let profile: Profile;
  try {
    profile = opts.profile ?? parseProfile(mode, input.profile).profile;
  } catch (e) {
    return { ok: false, error: `The recorded profile cannot be read: ${e instanceof Error ? e.message : String(e)}` };
  }
  const replay = createReplay(recorded);
  const trace = createTrace({ mode });
  let notes: Note[] = structuredClone(input.notes);
  const notesStore: NotesStore = { load: () => structuredClone(notes), save: (n) => void (notes = structuredClone(n)) };
  const skills = skillsFromStubs(input.skills);
  const hosts = {
    story: input.story,
    // Readers the recording user's host had; every call they get is answered from the trace.
    chat: { messages: () => input.chat ?? [] },
    lorebook: { books: () => [] },
    notes: notesStore,
    notesOptions: { newId: recordedNoteIds(recorded), ...(input.messageIndex !== undefined ? { turn: input.messageIndex } : {}) },
    extraTools: input.extraTools.map(recordedTool),
    clientFor: () => replay.client,
    replayTool: replay.answerTool,
    chooseAngle: recordedAngle(recorded),
    trace,
    // The user's direction, as the recorded turn had it: the agents' first messages are the same.
    ...(input.direction ? { direction: input.direction } : {}),
  };
  let text: string;
  let outcome: string;
  try {
    if (modeDescriptor(mode).output === 'reply') {
      const slot = throwAwaySlot(input);
      const opts = { skills, extraToolNames: input.extraTools };
      const base = directorConfigFromProfile(profile as DirectorProfile, opts);
      // Memory kept by the curator: the after wave as the turn had it.
      const plan = input.curator;
      const route = profile as { apiPreset?: string; promptPreset?: string };
      const config = plan
        ? withMemoryCurator(
            base,
            () => shippedMemoryCurator(plan.lang, { apiPresetName: route.apiPreset ?? '', promptPresetName: route.promptPreset ?? '' }, opts),
            plan.every,
          )
        : base;
      const res = await runDirectorTurn({
        ...hosts,
        config,
        generationType: input.generationType as 'normal',
        slot,
        ...(input.team ? { team: input.team } : {}),
        ...(input.chosenAngle ? { chosenAngle: input.chosenAngle } : {}),
      });
      text = res.text;
      outcome = res.outcome;
    } else {
      // The previous turn's guidance reaches the templates through the capsule cache, as it did then.
      const cache = createCapsuleCache();
      const prev = input.previousCapsule
        ? capsuleInjection((profile as { capsule: Parameters<typeof capsuleInjection>[0] }).capsule, input.previousCapsule)
        : undefined;
      if (prev)
        cache.set({
          key: { chatId: 'replay', anchor: { index: -1, hash: '' }, mode, profileHash: '' },
          capsule: input.previousCapsule!,
          body: input.previousCapsule!,
          injection: prev,
          fold: '',
          createdAt: 0,
        });
      const res = await runCapsuleTurn({
        ...hosts,
        mode,
        profile,
        skills,
        chatId: 'replay',
        cache,
        generationType: input.generationType,
        ...(input.lastUser ? { lastUser: input.lastUser } : {}),
      } as CapsuleTurnInput);
      text = res.capsule ?? '';
      outcome = res.outcome;
    }
  } catch (e) {
    return { ok: false, error: `The replay failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  const out = turnOutputOf(recorded);
  const divergence = replay.divergence();
  return {
    ok: true,
    result: {
      trace,
      text,
      outcome,
      ...(out ? { recordedText: out.text } : {}),
      same: out !== undefined && out.text === text && !divergence,
      ...(divergence ? { divergence } : {}),
      answered: replay.answered,
      recorded: replay.recorded,
    },
  };
}
