// The director in the panel: its card (the team) and the words of its Advanced settings.
import { directorMode } from '../../../src/core/engines/director/mode.ts';
import { DirectorCard } from '../cards/DirectorCard.tsx';
import type { ModeCardDescriptor } from './types.ts';

export const modeCard: ModeCardDescriptor<'director'> = {
  core: directorMode,
  order: 0,
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
