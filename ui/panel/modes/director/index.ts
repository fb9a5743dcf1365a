// The director in the panel: its card (the team) and the words of its Advanced settings.
import { directorMode } from '../../../../src/core/engines/director/mode.ts';
import { DirectorCard } from './DirectorCard.tsx';
import type { ModeCardDescriptor } from '../types.ts';
import { directorT, type DirectorKey } from './i18n.ts';

export const modeCard: ModeCardDescriptor<'director', DirectorKey> = {
  core: directorMode,
  order: 0,
  strings: directorT,
  card: DirectorCard,
  words: {
    maxRounds: { label: 'director.maxRounds' },
    subAgentMaxRounds: { label: 'director.subAgentMaxRounds' },
    maxConcurrentSubagents: { label: 'director.maxConcurrent' },
    maxTotalSubagentRuns: { label: 'director.maxTotal' },
    discardOnAbort: { label: 'director.discardOnAbort', hint: 'director.discardHint' },
    useStreaming: { label: 'director.streaming', hint: 'director.streamingHint' },
    chooseAngle: { label: 'common.chooseAngle', hint: 'director.chooseAngleHint' },
  },
};
