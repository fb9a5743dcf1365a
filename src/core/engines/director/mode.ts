// The director as a mode: a main agent takes the reply over and writes it, with a team of sub-agents.
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { directorSchema, normalizeDirector } from '../../profiles/schemas/director.ts';
import { MODE_TOOL_NAMESPACES } from '../../profiles/tools.ts';
import { DIRECTOR_GENERATION_TYPES } from '../runtime/generation.ts';

export const directorMode = {
  mode: 'director',
  output: 'reply',
  generationTypes: DIRECTOR_GENERATION_TYPES,
  writerAlone: true,
  schema: directorSchema,
  normalize: normalizeDirector,
  limits: limitsOf(directorSchema, ['maxRounds', 'subAgentMaxRounds', 'maxConcurrentSubagents', 'maxTotalSubagentRuns', 'toolCallRetryMax']),
  switches: ['discardOnAbort', 'useStreaming'],
  tools: MODE_TOOL_NAMESPACES.director,
} as const satisfies ModeDescriptor<'director', typeof directorSchema>;
