// The loop as a mode: one agent calls tools in a loop and finalizes a capsule.
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
  limits: limitsOf(loopSchema, ['maxRounds', 'wallClockBudgetMs', 'toolCallRetryMax']),
  switches: ['useStreaming'],
  tools: MODE_TOOL_NAMESPACES.loop,
} as const satisfies ModeDescriptor<'loop', typeof loopSchema>;
