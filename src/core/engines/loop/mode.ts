// The loop as a mode: one agent calls tools in a loop and finalizes a capsule.
import { agentList, obj } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { modeWords } from './words.ts';
import { shippedCapsule } from '../../profiles/defaults/shipped-presets.ts';
import { LOOP_TOOLS, loopSchema } from '../../profiles/schemas/loop.ts';
import { lintLoop } from './lint.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const loopMode = {
  mode: 'loop',
  words: modeWords,
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: loopSchema,
  limits: limitsOf(loopSchema, ['maxRounds', 'wallClockBudgetMs', 'toolCallRetryMax', 'angleWaitSec']),
  switches: ['useStreaming', 'chooseAngle'],
  tools: LOOP_TOOLS.namespaces,
  toolSet: LOOP_TOOLS,
  lint: lintLoop,
  shipped: shippedCapsule('loop', '1–2 calls before the reply, about 1× a plain reply.'),
  exportFormat: 'troupe_profile_loop_v1',
  engine: () => import('./loop-capsule.ts').then((m) => ({ capsule: m.loopEngine })),
  agents(profile: unknown) {
    const { list, add } = agentList();
    add('loop', 'loop', 'loopAgent', obj(obj(profile).loopAgent), { prompt: true, skills: true, routing: true });
    return list;
  },
  fixedId: 'loop',
} as const satisfies ModeDescriptor<'loop', typeof loopSchema>;
