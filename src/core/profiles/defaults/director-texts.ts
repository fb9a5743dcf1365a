// The shape of one language's director texts (director-en.ts, director-zh.ts).

import type { SceneWords } from '../../engines/runtime/group-scene.ts';
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
  /** The brainstorm step when the user chooses the angle ("Let me choose the angle"): always, before writing. */
  chooseAngle(ids: string): string;
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
  /** afterTask for a member that runs every `n` turns: it records the `n` replies since its last run. */
  afterTaskSince(n: number): string;
  /** The heading of the opening reports in the main agent's first message. */
  reportsHeading: string;
  /** A background sub-agent settled: `output` its report length, or the failure. */
  settled(handle: string, id: string, status: 'completed' | 'failed' | 'cancelled', detail: string): string;
  /** An opening-wave member that failed, in place of its report. */
  failedReport(detail: string): string;
  /** What a sub-agent must do when the turn's budget is spent. */
  subHandIn: string;
  /** What an after-wave member (it hands in with submit_result) must do when the turn's budget is spent. */
  afterHandIn: string;
  /** What the main agent must do when the turn's budget is spent. */
  mainHandIn: string;
  /** What any other agent must do when the turn's budget is spent. */
  defaultHandIn: string;
  /** The budget notice; `used` and `cap` come formatted (`tokens(n)` or a cost). */
  budgetNotice(used: string, cap: string, handIn: string): string;
  tokens(n: number): string;
  /** The story block: the messages left out before the window. */
  storyOmitted(n: number): string;
  /** The story block: how floors are numbered, and those shown. */
  floors(first: number, last: number): string;
  /** The group scene block (group chats): whose reply, who else is there, which floors each missed. */
  scene: SceneWords;
  /** Heads the Open Notes block (keep the words "Open Notes": prompts and skills name the block so). */
  notesHeading: string;
  /** An open note's pickup condition, after its text. */
  noteWhen(trigger: string): string;
  /** The line after the skills catalog. */
  catalogHint: string;
  /** The angle the user chose among the sketches (one line), for the writer. */
  angleChosen(angle: string): string;
  /** The user's own angle, for the writer. */
  angleOwn(angle: string): string;
  /** The user left the angle to the writer (no answer in time). */
  angleLeft: string;
  /** The user's direction for this one reply, at the end of every agent's first message (`text` is one line). */
  direction(text: string): string;
  /** The capsule modes' words (loop, spec, agenda, single). */
  capsule: CapsuleFrameTexts;
}

/** The runtime's words in the capsule modes. Section names (`## contract`, `## todo_board`…) are ids and stay. */
export interface CapsuleFrameTexts {
  /** Opens the system message of a templated agent (spec nodes, agenda planner and workers, the single node). */
  nodeFrame: string;
  /** The `## contract` section: how to hand in, and the round budget. */
  contract(tool: string, what: string, rounds: number, hasOtherTools: boolean): string;
  /** What a text stands for when there is none (`(none)`). */
  none: string;
  loopTask(quoted: boolean, maxRounds: number): string;
  loopNudge: string;
  loopHandIn: string;
  singleTask: string;
  singleNudge: string;
  singleHandIn: string;
  specWorkerTask: string;
  specFinalTask: string;
  /** "Let me choose the angle": what a worker that plans the next beat adds (the angles the user picks from). */
  angleOptions: string;
  /** "Let me choose the angle" for an agent that writes the guidance itself (loop, single): offer angles with offer_angles first. */
  offerAngles: string;
  /** offer_angles' answer when the user leaves the angle to the agent (no answer in time, or asked so). */
  angleYours: string;
  specNudge(tool: string): string;
  specHandIn(tool: string): string;
  reviewNudge: string;
  reviewHandIn: string;
  reviewContract(p: { workers: string; rerunsLeft: number; rerunMax: number; rounds: number; hasOtherTools: boolean }): string;
  /** A worker sent back by a reviewer. */
  rerunRequest(by: string, feedback: string, previous: string): string;
  agendaWorkerTask: string;
  agendaWorkerNudge: string;
  agendaWorkerHandIn: string;
  plannerNudge: string;
  plannerHandIn: string;
  /** The planner's first todo. */
  initialTodo: string;
  /** The planner's standing sections after its template; `roster`, `board`, `tags` come rendered. */
  plannerBrief(p: {
    roster: string;
    finalWorkerId: string;
    plannerMaxRounds: number;
    maxConcurrentWorkers: number;
    maxTotalRuns: number;
    board: string;
    tags?: string;
  }): string;
  /** A roster line's routing: the tags it reads and writes. */
  routing(reads: string, writes: string): string;
  noDescription: string;
  noWorkers: string;
  emptyTags: string;
  /** The final worker's task; `reason` says why planning ended. */
  finalTask(reason: string): string;
  endedFinalized(reason: string): string;
  endedBudget: string;
  endedRuns(maxTotalRuns: number): string;
  endedSteps(steps: number): string;
}

export interface DirectorTexts {
  /** The main agent's prompt; `{{team}}` is filled at dispatch from the sub-agents that exist. */
  mainPrompt: string;
  team: TeamTexts;
  frames: FrameTexts;
  subAgents: Record<DirectorTeamId, { description: string; systemPrompt: string }>;
}
