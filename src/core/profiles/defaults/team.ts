// The part of the director's main prompt that lists the team and the turn's steps, generated from the
// sub-agents this turn has: `{{team}}` in the prompt text is replaced by it, so the main agent is never
// told about an id it does not have. The user's text around the placeholder is kept as written.
import { DIRECTOR_EN } from './director-en.ts';
import type { ContentLang, DirectorTexts, FrameTexts } from './director-texts.ts';
import { DIRECTOR_ZH } from './director-zh.ts';
import { traditionalTexts } from './traditional.ts';

export const TEAM_PLACEHOLDER = '{{team}}';

/** The team's texts by language; Chinese in Traditional characters once a zh-TW page installed them (traditional.ts). */
export const DIRECTOR_TEXTS: Readonly<Record<ContentLang, DirectorTexts>> = {
  en: DIRECTOR_EN,
  get zh() {
    return traditionalTexts()?.DIRECTOR_ZH ?? DIRECTOR_ZH;
  },
};

/** The shipped ids the steps name; any other dispatchable id is in the roster only. */
const STAGE: Record<string, 'brainstorm' | 'review'> = {
  plot_brainstormer: 'brainstorm',
  voice_critic: 'review',
  continuity_critic: 'review',
};

/** A member of the brainstorm step (its sketches are the angles "Let me choose the angle" offers). */
export const isBrainstormer = (id: string): boolean => STAGE[id] === 'brainstorm';

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

/** The runtime's words (FrameTexts) for agents whose prompt (and skills) are in this language. */
export function framesFor(prompt: string, skills: readonly string[] = []): FrameTexts {
  return DIRECTOR_TEXTS[teamLanguage(prompt, skills)].frames;
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
  /** The skills the main agent can see (they decide the language when the prompt is only the placeholder). */
  skills?: readonly string[];
  /** The user chooses the angle this turn: the brainstorm step always runs, before writing. */
  chooseAngle?: boolean;
  lang: ContentLang;
}

export function renderTeamBlock({ team, descriptions = {}, opening = [], after = [], chooseAngle = false, lang }: TeamBlockInput): string {
  const T = DIRECTOR_TEXTS[lang].team;
  const code = (id: string) => `\`${id}\``;
  const list = (ids: readonly string[]) => {
    const c = ids.map(code);
    return c.length <= 1 ? (c[0] ?? '') : `${c.slice(0, -1).join(T.comma)}${T.and}${c.at(-1)}`;
  };
  const zh = lang === 'zh';
  const of = (stage: string) => team.filter((id) => STAGE[id] === stage);
  const afterLine = after.length ? T.after(list(after), after.length) : '';

  if (team.length === 0) return [T.alone, afterLine].filter(Boolean).join('\n');

  const roster = team.map((id) => {
    const d = descriptions[id]?.trim().replace(/\s+/g, ' ');
    return d ? `- ${code(id)}${zh ? '：' : ': '}${d}` : `- ${code(id)}`;
  });
  const reports = opening.length > 0;
  const steps = [T.simple(reports), T.lookUp(reports)];
  if (of('brainstorm').length) steps.push((chooseAngle ? T.chooseAngle : T.brainstorm)(list(of('brainstorm'))));
  if (of('review').length) steps.push(T.writeReview(list(of('review'))), T.patch);
  else steps.push(T.writeOnly);

  return [T.team, ...roster, reports ? T.opening(list(opening)) : '', afterLine, '', T.steps, ...steps.map((s, i) => `${i + 1}. ${s}`)]
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
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
