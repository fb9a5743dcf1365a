// The agenda mode's strings: its name and hint in the mode select and the words of its card and its
// Advanced settings. English here, Chinese in agenda.zh-*.ts beside it (ui/i18n loads them when the
// language is chosen).
import { defineStrings, type Translator } from '../../../i18n/index.ts';

export const agendaEn = {
  'mode.agenda': 'Agenda planner',
  'mode.hint.agenda': 'A planner dispatches workers in rounds; a final worker writes the capsule.',
  'agenda.planner': 'Planner',
  'agenda.plannerPrompt': 'Planner system prompt',
  'agenda.plannerTemplate': 'Planner prompt template',
  'agenda.plannerSkills': 'Planner skills',
  'agenda.workers': 'Agenda agents',
  'agenda.workerId': 'Agent ID',
  'agenda.addWorker': 'Add agent',
  'agenda.finalWorker': 'Final agent (writes the capsule)',
  'agenda.finalMissing': '{name} (missing)',
  'agenda.plannerMaxRounds': 'Planner max rounds',
  'agenda.maxConcurrent': 'Max concurrent agents',
  'agenda.maxTotal': 'Max total agent runs',
  'agenda.workerMaxRounds': 'Agent tool-call max rounds',
  'agenda.plannerRole': 'Plans each round and dispatches the agents.',
  'agenda.finalBadge': 'final',
} as const;

export type AgendaKey = keyof typeof agendaEn;

/** The agenda mode's string for `key` in the current language. */
export const agendaT: Translator<AgendaKey> = defineStrings('agenda', agendaEn, import.meta.glob('./agenda.zh-*.ts', { import: 'default' }));
