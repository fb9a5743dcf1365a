// The agenda as a mode: a planner dispatches workers in rounds; a final worker writes the capsule.
import { arr, agentList, obj, str } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { modeWords } from './words.ts';
import { shippedCapsule } from '../../profiles/defaults/shipped-presets.ts';
import { AGENDA_TOOLS, agendaSchema, normalizeAgenda } from '../../profiles/schemas/agenda.ts';
import { lintAgenda } from './lint.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const agendaMode = {
  mode: 'agenda',
  words: modeWords,
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
  tools: AGENDA_TOOLS.namespaces,
  toolSet: AGENDA_TOOLS,
  lint: lintAgenda,
  shipped: shippedCapsule('agenda', '6 serial calls before the reply, about 4.8× a plain reply.'),
  exportFormat: 'troupe_profile_agenda_v1',
  engine: () => import('./agenda-capsule.ts').then((m) => ({ capsule: m.agendaEngine })),
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
