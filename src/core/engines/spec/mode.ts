// The spec workflow as a mode: stages of nodes run in order, review nodes may ask for reruns, the last
// stage writes the capsule.
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { normalizeSpec, prepareSpec, specSchema } from '../../profiles/schemas/spec.ts';
import { MODE_TOOL_NAMESPACES } from '../../profiles/tools.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const specMode = {
  mode: 'spec',
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: specSchema,
  prepare: prepareSpec,
  normalize: normalizeSpec,
  limits: limitsOf(specSchema, ['nodeIterationMaxRounds', 'reviewRerunMaxRounds', 'toolCallRetryMax', 'maxRecentMessages']),
  switches: ['includeWorldInfo', 'useStreaming'],
  tools: MODE_TOOL_NAMESPACES.spec,
} as const satisfies ModeDescriptor<'spec', typeof specSchema>;
