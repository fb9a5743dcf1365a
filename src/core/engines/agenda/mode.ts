// The agenda as a mode: a planner dispatches workers in rounds; a final worker writes the capsule.
import { arr, agentList, obj, str } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { agendaSchema, normalizeAgenda } from '../../profiles/schemas/agenda.ts';
import { MODE_TOOL_NAMESPACES } from '../../profiles/tools.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const agendaMode = {
  mode: 'agenda',
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: agendaSchema,
  normalize: normalizeAgenda,
  limits: limitsOf(agendaSchema, [
    'plannerMaxRounds',
    'maxConcurrentWorkers',
    'maxTotalRuns',
    'workerMaxRounds',
    'toolCallRetryMax',
    'maxRecentMessages',
    'angleWaitSec',
  ]),
  switches: ['includeWorldInfo', 'useStreaming', 'chooseAngle'],
  tools: MODE_TOOL_NAMESPACES.agenda,
  agents(profile: unknown) {
    const p = obj(profile);
    const { list, add } = agentList();
    add('planner', 'planner', 'planner', obj(p.planner), { prompt: true, template: true, skills: true, routing: true });
    arr(p.workers).forEach((w, i) =>
      add(str(w.id), 'worker', `workers[${i}]`, w, { prompt: true, description: true, template: true, skills: true, tools: true, routing: true }),
    );
    return list;
  },
  fixedId: 'planner',
  team: { key: 'workers', role: 'worker' },
} as const satisfies ModeDescriptor<'agenda', typeof agendaSchema>;
