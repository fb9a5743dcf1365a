// What a run trace keeps about its turn so it can be replayed offline: the input (the story, the
// generation, the profile, the skills' names and descriptions, the notes as they were, what a capsule
// mode read of the chat) as a `turn-input` event at the start, and what the turn produced as a
// `turn-output` event at the end. Both go through the trace's redaction like every other entry.
import type { ChosenAngle } from '../../core/engines/runtime/angles.ts';
import * as z from 'zod';
import type { StoryContext } from '../../core/engines/runtime/story.ts';
import { MODES, type Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { agentPolicies } from '../../core/profiles/policies.ts';
import type { Skill } from '../../core/skills/types.ts';
import type { ChatEntry } from '../../core/tools/chat.ts';
import type { Note } from '../../core/tools/notes.ts';
import type { TraceExport } from '../../core/trace/trace.ts';

export const TURN_INPUT = 'turn-input';
export const TURN_OUTPUT = 'turn-output';

export interface TurnInputRecord {
  mode: Mode;
  generationType: string;
  story: StoryContext;
  /** The effective profile the turn ran with. */
  profile: Profile;
  /**
   * The skills the agents could see: enough to rebuild their catalogs (tools answer from the recording).
   * A skill an agent preloads also keeps its SKILL.md body: that text is part of the agent's system message.
   */
  skills: { name: string; scope: string; description: string; body?: string }[];
  /** Host, extension and custom tools offered (their results answer from the recording). */
  extraTools: string[];
  lastUser?: { index: number; text: string };
  /** The user's direction for this reply, when one was given. */
  direction?: string;
  /** Memory kept by the curator (director: the shipped curator joined the after wave when the team had none). */
  curator?: { every: number; lang: 'en' | 'zh' };
  /** Capsule modes: the previous turn's guidance (`{{previous_orchestration}}`). */
  previousCapsule?: string;
  /** Director: the slot before the run (a continue keeps its text). */
  slot?: { initialText: string; initialReasoning: string };
  /** Director: who wrote the reply, the full team or the writer alone (missing in older traces: the full team). */
  team?: 'full' | 'light';
  /** Director: the angle the user chose before the turn (a paused turn answered after a reload). */
  chosenAngle?: ChosenAngle;
  /** The chat's notes when the turn started. */
  notes: Note[];
  /** The chat message the turn writes (0-based): the notes' turn marker and the reply "Show run" belongs to. */
  messageIndex?: number;
  /** Capsule modes: the chat as their reader gave it (`{{recent_chat}}`). */
  chat?: ChatEntry[];
}

export interface TurnOutputRecord {
  /** Director: the reply; capsule modes: the capsule as injected ('' when none). */
  text: string;
  outcome: string;
}

const message = z.looseObject({ role: z.enum(['system', 'user', 'assistant', 'tool']), content: z.string().nullable().optional() });
const inputSchema = z.looseObject({
  mode: z.enum(MODES),
  generationType: z.string(),
  story: z.looseObject({
    background: z.array(z.string()),
    lore: z.array(z.looseObject({ book: z.string(), content: z.string() })),
    history: z.array(message),
    after: z.array(z.string()),
  }),
  profile: z.looseObject({ mode: z.string() }),
  skills: z.array(z.looseObject({ name: z.string(), scope: z.string(), description: z.string(), body: z.string().optional() })),
  extraTools: z.array(z.string()),
  lastUser: z.looseObject({ index: z.number(), text: z.string() }).optional(),
  direction: z.string().optional(),
  curator: z.looseObject({ every: z.number(), lang: z.enum(['en', 'zh']) }).optional(),
  previousCapsule: z.string().optional(),
  slot: z.looseObject({ initialText: z.string(), initialReasoning: z.string() }).optional(),
  team: z.enum(['full', 'light']).optional(),
  notes: z.array(z.looseObject({ id: z.string(), text: z.string() })),
  messageIndex: z.number().optional(),
  chat: z.array(z.looseObject({ floor: z.number(), role: z.string(), content: z.string() })).optional(),
});

/** The skill names any agent of `profile` preloads (their bodies go into the record). */
export const preloadedSkillNames = (mode: Mode, profile: Profile): string[] => [
  ...new Set(agentPolicies(mode, profile).flatMap(({ policy }) => (Array.isArray(policy?.preload) ? policy.preload : []))),
];

/** The skills as the record keeps them: no file contents, except the body of a preloaded skill (`preloaded`). */
export const skillStubsOf = (skills: readonly Skill[], preloaded: readonly string[] = []) =>
  skills.map((s) => ({ name: s.name, scope: s.scope, description: s.manifest.description, ...(preloaded.includes(s.name) ? { body: s.manifest.body } : {}) }));

/** Skills rebuilt from a record: the same catalogs and preloaded texts; their tools answer from the recording. */
export function skillsFromStubs(stubs: TurnInputRecord['skills']): Skill[] {
  return stubs.map((s) => ({
    name: s.name,
    scope: s.scope as Skill['scope'],
    manifest: { name: s.name, description: s.description, tags: [], frontmatter: { name: s.name, description: s.description }, body: s.body ?? '' },
    files: [{ path: 'SKILL.md', text: '' }],
    hash: '',
    size: 0,
    installedAt: 0,
    updatedAt: 0,
  }));
}

const eventData = (trace: Pick<TraceExport, 'entries'>, name: string) => {
  for (const e of trace.entries) if (e.kind === 'event' && e.name === name) return e.data;
  return undefined;
};

/** The turn's input as recorded, or why a replay cannot use it. */
export function turnInputOf(trace: Pick<TraceExport, 'entries'>): { ok: true; input: TurnInputRecord } | { ok: false; error: string } {
  const data = eventData(trace, TURN_INPUT);
  if (!data)
    return {
      ok: false,
      error: 'This trace does not record its turn’s input (it was made by an older Troupe, or outside a chat), so it can be viewed but not replayed.',
    };
  const r = inputSchema.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0];
    return { ok: false, error: `The turn input recorded in this trace is damaged at ${i?.path.join('.') || 'its top'}: ${i?.message ?? 'invalid'}.` };
  }
  return { ok: true, input: r.data as unknown as TurnInputRecord };
}

export function turnOutputOf(trace: Pick<TraceExport, 'entries'>): TurnOutputRecord | undefined {
  const data = eventData(trace, TURN_OUTPUT);
  return data && typeof data.text === 'string' ? { text: data.text, outcome: String(data.outcome ?? '') } : undefined;
}
