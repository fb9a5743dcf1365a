// The shape of one language's director texts (director-en.ts, director-zh.ts).

/** The language of shipped content: prompts, descriptions and skills. */
export type ContentLang = 'en' | 'zh';

export const CONTENT_LANGS: readonly ContentLang[] = ['en', 'zh'];

/** The ids of the shipped sub-agents, in the order of the full team. */
export const DIRECTOR_TEAM_IDS = [
  'intent_scout',
  'chat_scout',
  'memory_scout',
  'lorebook_scout',
  'notes_pickup_scout',
  'canon_scout',
  'epistemic_scout',
  'plot_brainstormer',
  'voice_critic',
  'continuity_critic',
  'notes_curator',
  'memory_curator',
] as const;

export type DirectorTeamId = (typeof DIRECTOR_TEAM_IDS)[number];

/** Words of the team block that replaces `{{team}}` in the main prompt (see team.ts). Arguments are joined lists of `id`s. */
export interface TeamTexts {
  /** Heads the roster of dispatchable members: how a dispatch answers. */
  team: string;
  /** The opening members: their reports are in the first message. */
  opening(ids: string): string;
  /** The after members: the runtime runs them once the reply is shown. */
  after(ids: string, count: number): string;
  /** Heads the numbered steps. */
  steps: string;
  /** Step 1, the simple turn; `withReports`: an opening wave reported. */
  simple(withReports: boolean): string;
  /** Step 2, a full turn: dispatch on demand only; `withReports` as above. */
  lookUp(withReports: boolean): string;
  brainstorm(ids: string): string;
  /** Write the draft and, in the same response, dispatch the critics. */
  writeReview(ids: string): string;
  /** The response after the critics' findings. */
  patch: string;
  /** A full turn without critics. */
  writeOnly: string;
  /** No member to dispatch: the writer alone. */
  alone: string;
  and: string;
  comma: string;
}

/**
 * The runtime's own words around the agents' prompts, in the team's language (the language of the main
 * prompt): what a sub-agent is, how a turn is started, the notices the runtime sends.
 */
export interface FrameTexts {
  /** Opens every sub-agent's system message (before `<orchestration_role>`). */
  subFrame: string;
  /** Closes a sub-agent's story block. */
  subReminder: string;
  /** The main agent's first user message ends with it. */
  kickoff: string;
  /** Added for a continue turn. */
  continueNote: string;
  /** Sent when the main agent answered without a tool call. */
  nudge: string;
  /** The task of an opening-wave member (it runs before the main agent, with no brief of the director's). */
  openingTask: string;
  /** The task of an after-wave member (it runs once the reply is shown; the reply is its current draft). */
  afterTask: string;
  /** The heading of the opening reports in the main agent's first message. */
  reportsHeading: string;
  /** A background sub-agent settled: `output` its report length, or the failure. */
  settled(handle: string, id: string, status: 'completed' | 'failed' | 'cancelled', detail: string): string;
}

export interface DirectorTexts {
  /** The main agent's prompt; `{{team}}` is filled at dispatch from the sub-agents that exist. */
  mainPrompt: string;
  team: TeamTexts;
  frames: FrameTexts;
  subAgents: Record<DirectorTeamId, { description: string; systemPrompt: string }>;
}
