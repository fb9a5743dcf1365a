// Single as a mode: one node, one call, no tools; it writes the capsule.
import { agentList, obj } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { singleSchema } from '../../profiles/schemas/single.ts';
import { MODE_TOOL_NAMESPACES } from '../../profiles/tools.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const singleMode = {
  mode: 'single',
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: singleSchema,
  limits: limitsOf(singleSchema, ['toolCallRetryMax', 'maxRecentMessages', 'angleWaitSec']),
  switches: ['includeWorldInfo', 'useStreaming', 'chooseAngle'],
  tools: MODE_TOOL_NAMESPACES.single,
  agents(profile: unknown) {
    const { list, add } = agentList();
    add('node', 'node', 'node', obj(obj(profile).node), { prompt: true, template: true, skills: true, routing: true });
    return list;
  },
  fixedId: 'node',
} as const satisfies ModeDescriptor<'single', typeof singleSchema>;
