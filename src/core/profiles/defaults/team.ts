// The part of the director's main prompt that lists the team and the turn's steps, generated from the
// sub-agents that exist and the skills the main agent can see: `{{team}}` in the prompt text is replaced
// by it at dispatch, so the main agent is never told about an id (or a skill) it does not have. The
// user's text around the placeholder is kept as written.
import { DIRECTOR_EN } from './director-en.ts';
import type { ContentLang, DirectorTexts } from './director-texts.ts';
import { DIRECTOR_ZH } from './director-zh.ts';

export const TEAM_PLACEHOLDER = '{{team}}';

export const DIRECTOR_TEXTS: Record<ContentLang, DirectorTexts> = { en: DIRECTOR_EN, zh: DIRECTOR_ZH };

/** Where a shipped id plays in the turn; any other id is listed as "also on your team". */
const STAGE: Record<string, 'scout' | 'optional' | 'canon' | 'brainstorm' | 'review' | 'close'> = {
  intent_scout: 'scout',
  chat_scout: 'scout',
  lorebook_scout: 'optional',
  memory_scout: 'optional',
  notes_pickup_scout: 'optional',
  epistemic_scout: 'optional',
  canon_scout: 'canon',
  plot_brainstormer: 'brainstorm',
  voice_critic: 'review',
  continuity_critic: 'review',
  notes_curator: 'close',
  memory_curator: 'close',
};

/** The main agent's own skills, by role; a pointer is written only for the ones it can see. */
const MAIN_SKILLS = { workflow: 'director-turn-workflow', dispatch: 'director-dispatch-protocol', drafting: 'draft-writer-style' } as const;

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The language the team block is written in: the language of the prompt around the placeholder, else
 * of the main agent's skills (a `-zh` skill), else English.
 */
export function teamLanguage(prompt: string, skills: readonly string[] = []): ContentLang {
  const around = prompt.split(TEAM_PLACEHOLDER).join('');
  if (around.trim()) return HAN.test(around) ? 'zh' : 'en';
  return skills.some((s) => /(?:^|-)zh(?:-|$)/.test(s)) ? 'zh' : 'en';
}

export interface TeamBlockInput {
  /** The ids the main agent can dispatch this turn, in the profile's order ([] when it cannot dispatch: it writes alone). */
  team: readonly string[];
  /** What the main agent reads to choose each of `team` (the profile's descriptions). */
  descriptions?: Readonly<Record<string, string>>;
  /** Members the runtime ran before the main agent's first request: their reports are in its first message. */
  opening?: readonly string[];
  /** Members the runtime runs once the reply is shown (the main agent does not dispatch them). */
  after?: readonly string[];
  /** The skills the main agent can see. */
  skills?: readonly string[];
  lang: ContentLang;
}

export function renderTeamBlock({ team, skills = [], lang }: TeamBlockInput): string {
  const T = DIRECTOR_TEXTS[lang].team;
  const code = (id: string) => `\`${id}\``;
  const list = (ids: readonly string[]) => {
    const c = ids.map(code);
    return c.length <= 1 ? (c[0] ?? '') : `${c.slice(0, -1).join(T.comma)}${T.and}${c.at(-1)}`;
  };
  const of = (stage: string) => team.filter((id) => STAGE[id] === stage);

  const skillName = (base: string) => skills.find((s) => s.startsWith(`${base}-`) || (base === 'draft-writer-style' && s.startsWith(base)));
  const pointers = (Object.keys(MAIN_SKILLS) as (keyof typeof MAIN_SKILLS)[])
    .filter((k) => team.length > 0 || k === 'drafting')
    .map((k) => {
      const name = skillName(MAIN_SKILLS[k]);
      return name ? T.skill[k](name) : '';
    })
    .filter(Boolean);
  const zh = lang === 'zh';
  const gap = zh ? '' : ' ';
  const skillLine = pointers.length ? `${T.skillsLead}${gap}${pointers.join(zh ? '；' : '; ')}${zh ? '。' : '.'}` : '';

  if (team.length === 0) return [T.alone, skillLine].filter(Boolean).join('\n');

  const steps: string[] = [];
  const [scout, optional, canon] = [of('scout'), of('optional'), of('canon')];
  if (scout.length || optional.length || canon.length) steps.push(T.scout(list(scout), list(optional), list(canon)));
  if (of('brainstorm').length) steps.push(T.brainstorm(list(of('brainstorm'))));
  steps.push(T.write);
  steps.push(of('review').length ? T.review(list(of('review'))) : T.selfReview);
  steps.push(of('close').length ? T.close(list(of('close'))) : T.finalize);
  const others = team.filter((id) => !STAGE[id]);

  return [
    T.simple,
    `${T.fullTurn}${skillLine ? `${gap}${skillLine}` : ''}`,
    T.team,
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    others.length ? T.others(list(others)) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The main prompt as the main agent receives it: `{{team}}` replaced by the team block (every
 * occurrence; a prompt without the placeholder is returned unchanged).
 */
export function renderMainPrompt(prompt: string, input: Omit<TeamBlockInput, 'lang'> & { lang?: ContentLang }): string {
  if (!prompt.includes(TEAM_PLACEHOLDER)) return prompt;
  const block = renderTeamBlock({ ...input, lang: input.lang ?? teamLanguage(prompt, input.skills) });
  return prompt.split(TEAM_PLACEHOLDER).join(block);
}
