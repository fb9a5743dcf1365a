// The agenda in the panel: its card (the planner and its workers) and the words of its Advanced settings.
import { agendaMode } from '../../../src/core/engines/agenda/mode.ts';
import { lazyPart } from '../../../src/ports/lazy-part.ts';
import { lazyCard, type ModeCardDescriptor } from './types.ts';

export const modeCard: ModeCardDescriptor<'agenda'> = {
  core: agendaMode,
  order: 4,
  lazyCard: lazyCard(
    lazyPart(import.meta.url, () => import('../cards/AgendaCard.tsx')),
    (m) => m.AgendaCard,
  ),
  words: {
    plannerMaxRounds: { label: 'agenda.plannerMaxRounds' },
    maxConcurrentWorkers: { label: 'agenda.maxConcurrent' },
    maxTotalRuns: { label: 'agenda.maxTotal' },
    workerMaxRounds: { label: 'agenda.workerMaxRounds' },
  },
};
