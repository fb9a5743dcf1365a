// The agenda in the panel: its card (the planner and its workers) and the words of its Advanced settings.
import { agendaMode } from '../../../../src/core/engines/agenda/mode.ts';
import { lazyPart } from '../../../../src/ports/lazy-part.ts';
import { lazyCard, type ModeCardDescriptor } from '../types.ts';
import { agendaT, type AgendaKey } from './i18n.ts';

export const modeCard: ModeCardDescriptor<'agenda', AgendaKey> = {
  core: agendaMode,
  order: 4,
  strings: agendaT,
  lazyCard: lazyCard(
    lazyPart(import.meta.url, () => import('./AgendaCard.tsx')),
    (m) => m.AgendaCard,
  ),
  words: {
    plannerMaxRounds: { label: 'agenda.plannerMaxRounds' },
    maxConcurrentWorkers: { label: 'agenda.maxConcurrent' },
    maxTotalRuns: { label: 'agenda.maxTotal' },
    workerMaxRounds: { label: 'agenda.workerMaxRounds' },
  },
};
