// The director's message layouts. The words are the team's (DIRECTOR_TEXTS[lang].frames, in the language
// of the main prompt); layouts put the stable parts first (role, preloaded skills, catalog, story) and the
// volatile ones (reports, task, draft, notes) last.
import { DIRECTOR_TEXTS, framesFor, renderMainPrompt } from '../../profiles/defaults/team.ts';
import type { FrameTexts } from '../../profiles/defaults/director-texts.ts';
import type { AgentMessageParts } from '../runtime/agent-messages.ts';

/** The runtime's words for a team whose main prompt (and skills) are in this language. */
export { framesFor };

const EN = DIRECTOR_TEXTS.en.frames;

export interface MainPartsInput {
  systemPrompt: string;
  catalog: string;
  openNotes: string;
  isContinue: boolean;
  /** The ids it can dispatch this turn ([] = it writes alone). */
  team: readonly string[];
  /** What it reads to choose each dispatchable member. */
  descriptions?: Readonly<Record<string, string>>;
  /** Members whose reports it starts with, and members the runtime runs after the reply. */
  opening?: readonly string[];
  after?: readonly string[];
  skills: readonly string[];
  /** The opening wave's reports, rendered ('' when none ran). */
  reports?: string;
  /** The user chooses the angle this turn (the team block says to brainstorm before writing). */
  chooseAngle?: boolean;
  frames?: FrameTexts;
}

/**
 * The main agent's parts. `team` (the ids it can dispatch) and `skills` (the names it can see) fill the
 * `{{team}}` placeholder of its prompt, so the prompt names only members and skills that exist.
 */
export function mainAgentParts(p: MainPartsInput): Omit<AgentMessageParts, 'story'> {
  const F = p.frames ?? EN;
  return {
    system: [
      renderMainPrompt(p.systemPrompt, {
        team: p.team,
        descriptions: p.descriptions,
        opening: p.opening,
        after: p.after,
        skills: p.skills,
        ...(p.chooseAngle ? { chooseAngle: true } : {}),
      }),
      p.catalog,
    ],
    volatile: [p.reports, p.openNotes, p.isContinue ? F.continueNote : '', F.kickoff],
  };
}

export function subAgentParts(p: {
  systemPrompt: string;
  catalog: string;
  openNotes: string;
  draft: string;
  task: string;
  prefetched?: string;
  frames?: FrameTexts;
}): Omit<AgentMessageParts, 'story'> {
  const F = p.frames ?? EN;
  return {
    system: [F.subFrame, `<orchestration_role>\n${[p.systemPrompt.trim(), p.catalog].filter(Boolean).join('\n\n')}\n</orchestration_role>`],
    volatile: [`<task>\n${p.task}\n</task>`, p.draft.trim() ? `<current_draft>\n${p.draft}\n</current_draft>` : '', p.openNotes, p.prefetched],
  };
}

/** The opening wave's reports as the main agent's first message shows them. */
export function renderReports(heading: string, reports: readonly { id: string; text: string }[]): string {
  if (reports.length === 0) return '';
  return [heading, ...reports.map((r) => `<report from="${r.id}">\n${r.text.trim()}\n</report>`)].join('\n');
}

export function completionNotice(
  handle: string,
  subagentId: string,
  status: 'completed' | 'failed' | 'cancelled',
  detail: string,
  frames: FrameTexts = EN,
): string {
  return frames.settled(handle, subagentId, status, detail);
}
