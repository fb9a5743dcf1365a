// The agenda in the panel: its card (the planner and its workers) and the words of its Advanced settings.
import { agendaMode } from '../../../src/core/engines/agenda/mode.ts';
import type { ModeCardDescriptor } from './types.ts';

export const agendaCard: ModeCardDescriptor<'agenda'> = {
  core: agendaMode,
  lazyCard: (cards) => cards.AgendaCard,
  words: {
    plannerMaxRounds: { label: 'agenda.plannerMaxRounds' },
    maxConcurrentWorkers: { label: 'agenda.maxConcurrent' },
    maxTotalRuns: { label: 'agenda.maxTotal' },
    workerMaxRounds: { label: 'agenda.workerMaxRounds' },
  },
};
