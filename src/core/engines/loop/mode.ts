// The loop as a mode: one agent calls tools in a loop and finalizes a capsule.
import { agentList, obj } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { loopSchema } from '../../profiles/schemas/loop.ts';
import { MODE_TOOL_NAMESPACES } from '../../profiles/tools.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const loopMode = {
  mode: 'loop',
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: loopSchema,
  limits: limitsOf(loopSchema, ['maxRounds', 'wallClockBudgetMs', 'toolCallRetryMax', 'angleWaitSec']),
  switches: ['useStreaming', 'chooseAngle'],
  tools: MODE_TOOL_NAMESPACES.loop,
  agents(profile: unknown) {
    const { list, add } = agentList();
    add('loop', 'loop', 'loopAgent', obj(obj(profile).loopAgent), { prompt: true, skills: true, routing: true });
    return list;
  },
  fixedId: 'loop',
} as const satisfies ModeDescriptor<'loop', typeof loopSchema>;
