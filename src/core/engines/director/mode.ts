// The director as a mode: a main agent takes the reply over and writes it, with a team of sub-agents.
import { arr, agentList, obj, str } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { modeWords } from './words.ts';
import { DIRECTOR_SHIPPED } from '../../profiles/defaults/shipped-presets.ts';
import { DIRECTOR_TOOLS, directorSchema, normalizeDirector } from '../../profiles/schemas/director.ts';
import { lintDirector } from './lint.ts';
import { DIRECTOR_GENERATION_TYPES } from '../runtime/generation.ts';

export const directorMode = {
  mode: 'director',
  words: modeWords,
  output: 'reply',
  generationTypes: DIRECTOR_GENERATION_TYPES,
  writerAlone: true,
  schema: directorSchema,
  normalize: normalizeDirector,
  limits: limitsOf(directorSchema, ['maxRounds', 'subAgentMaxRounds', 'maxConcurrentSubagents', 'maxTotalSubagentRuns', 'toolCallRetryMax', 'angleWaitSec']),
  switches: ['discardOnAbort', 'useStreaming', 'chooseAngle'],
  tools: DIRECTOR_TOOLS.namespaces,
  toolSet: DIRECTOR_TOOLS,
  lint: lintDirector,
  shipped: DIRECTOR_SHIPPED,
  exportFormat: 'luker_orchestrator_profile_v3',
  engine: () => import('./director-reply.ts').then((m) => ({ reply: m.directorEngine })),
  agents(profile: unknown) {
    const p = obj(profile);
    const { list, add } = agentList();
    add('main', 'main', 'mainAgent', obj(p.mainAgent), { prompt: true, skills: true, tools: true, routing: true });
    arr(p.subAgents).forEach((s, i) =>
      add(str(s.id), 'subagent', `subAgents[${i}]`, s, { prompt: true, description: true, skills: true, tools: true, routing: true }),
    );
    return list;
  },
  fixedId: 'main',
  team: { key: 'subAgents', role: 'subagent' },
} as const satisfies ModeDescriptor<'director', typeof directorSchema>;
