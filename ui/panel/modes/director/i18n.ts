// The director mode's strings: its name and hint in the mode select and the words of its card and its
// Advanced settings. English here, Chinese in director.zh-*.ts beside it (ui/i18n loads them when the
// language is chosen).
import { defineStrings, type Translator } from '../../../i18n/index.ts';

export const directorEn = {
  'mode.director': 'Director (multi-agent)',
  'mode.hint.director': 'The main agent writes the reply itself and may dispatch sub-agents.',
  'director.main': 'Main agent',
  'director.mainPrompt': 'Main system prompt',
  'director.mainSkills': 'Main agent skills',
  'director.mainTools': 'Main agent tools',
  'director.subAgentsCount': 'Sub-agents ({count})',
  'director.addSubAgent': 'Add sub-agent',
  'director.noSubAgents': 'No sub-agents: the main agent works alone.',
  'director.subId': 'Sub-agent ID',
  'director.subDescription': 'Description (shown to the main agent)',
  'director.subPrompt': 'System prompt',
  'director.subMaxRounds': 'Max tool-call rounds (this sub-agent)',
  'director.maxRounds': 'Maximum tool-calling rounds',
  'director.subAgentMaxRounds': 'Default sub-agent tool-calling rounds',
  'director.maxConcurrent': 'Maximum concurrent sub-agents',
  'director.maxTotal': 'Maximum total sub-agent runs per turn',
  'director.discardOnAbort': 'Discard partial message on abort',
  'director.discardHint': 'Off: a stopped reply is kept and marked [aborted]. On: it is discarded and the message returns to its previous state.',
  'director.streaming': 'Use streaming transport',
  'director.streamingHint': 'Main agent and sub-agents stream; sub-agent sections grow live in the reasoning fold.',
  'director.chooseAngleHint':
    'On a full turn the team brainstorms angles first; the turn pauses and you pick one (or write your own), and the main agent writes that angle.',
  'director.wave': 'Runs',
  'director.wave.dispatch': 'When the main agent dispatches it',
  'director.wave.opening': 'Before the main agent (opening)',
  'director.wave.after': 'After the reply (curator)',
  'director.waveHint.dispatch': 'The main agent picks it by its description; its report answers the dispatch.',
  'director.waveHint.opening': 'Runs before the main agent’s first request, briefed from the user’s message; the main agent starts with its report.',
  'director.waveHint.after': 'Runs once the reply is shown; what it writes belongs to that reply.',
  'director.everyTurns': 'Every N turns',
  'director.everyTurnsHint': '1 = every turn.',
  'director.fullTurnsOnly': 'Only on full turns',
  'director.fullTurnsOnlyHint': 'Off: it still runs after a reply the main agent wrote alone.',
  'director.badge.opening': 'opening',
  'director.badge.after': 'after',
  'director.badge.every': 'every {n}',
  'director.badgeTitle.opening': 'Runs before the main agent',
  'director.badgeTitle.after': 'Runs after the reply',
  'director.badgeTitle.afterFull': 'Runs after the reply, on full turns only (the main agent dispatched someone)',
  'director.badgeTitle.every': 'Takes part every {n} turns',
  'director.mainRole': 'Writes the reply and dispatches the sub-agents.',
} as const;

export type DirectorKey = keyof typeof directorEn;

/** The director mode's string for `key` in the current language. */
export const directorT: Translator<DirectorKey> = defineStrings('director', directorEn, import.meta.glob('./director.zh-*.ts', { import: 'default' }));
