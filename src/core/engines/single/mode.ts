// Single as a mode: one node, one call, no tools; it writes the capsule.
import { agentList, obj } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { modeWords } from './words.ts';
import { shippedCapsule } from '../../profiles/defaults/shipped-presets.ts';
import { singleSchema } from '../../profiles/schemas/single.ts';
import { lintSingle } from './lint.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const singleMode = {
  mode: 'single',
  words: modeWords,
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: singleSchema,
  limits: limitsOf(singleSchema, ['toolCallRetryMax', 'maxRecentMessages', 'angleWaitSec']),
  switches: ['includeWorldInfo', 'useStreaming', 'chooseAngle'],
  tools: [],
  toolSet: { namespaces: [] },
  lint: lintSingle,
  shipped: shippedCapsule('single', 'One call before the reply, about 0.7× a plain reply.'),
  exportFormat: 'troupe_profile_single_v1',
  engine: () => import('./single-capsule.ts').then((m) => ({ capsule: m.singleEngine })),
  agents(profile: unknown) {
    const { list, add } = agentList();
    add('node', 'node', 'node', obj(obj(profile).node), { prompt: true, template: true, skills: true, routing: true });
    return list;
  },
  fixedId: 'node',
} as const satisfies ModeDescriptor<'single', typeof singleSchema>;
