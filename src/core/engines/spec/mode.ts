// The spec workflow as a mode: stages of nodes run in order, review nodes may ask for reruns, the last
// stage writes the capsule.
import { arr, agentList, obj, str } from '../../modes/agents.ts';
import { limitsOf } from '../../modes/limits.ts';
import type { ModeDescriptor } from '../../modes/types.ts';
import { modeWords } from './words.ts';
import { shippedCapsule } from '../../profiles/defaults/shipped-presets.ts';
import { normalizeSpec, prepareSpec, SPEC_TOOLS, specSchema } from '../../profiles/schemas/spec.ts';
import { lintSpec } from './lint.ts';
import { CAPSULE_GENERATION_TYPES } from '../runtime/generation.ts';

export const specMode = {
  mode: 'spec',
  words: modeWords,
  output: 'capsule',
  generationTypes: CAPSULE_GENERATION_TYPES,
  writerAlone: false,
  schema: specSchema,
  prepare: prepareSpec,
  normalize: normalizeSpec,
  limits: limitsOf(specSchema, ['nodeIterationMaxRounds', 'reviewRerunMaxRounds', 'toolCallRetryMax', 'maxRecentMessages', 'angleWaitSec']),
  switches: ['includeWorldInfo', 'useStreaming', 'chooseAngle'],
  tools: SPEC_TOOLS.namespaces,
  toolSet: SPEC_TOOLS,
  lint: lintSpec,
  shipped: shippedCapsule('spec', '4 serial calls before the reply, about 3.7× a plain reply.'),
  exportFormat: 'troupe_profile_spec_v1',
  engine: () => import('./spec-capsule.ts').then((m) => ({ capsule: m.specEngine })),
  /** Its agents (identity templates), then its nodes: the prompt lives on the agent, skills and tools on the node. */
  agents(profile: unknown) {
    const p = obj(profile);
    const { list, add } = agentList();
    arr(p.agents).forEach((a, i) => add(str(a.id), 'spec-agent', `agents[${i}]`, a, { prompt: true, description: true, template: true, routing: true }));
    arr(p.stages).forEach((s, si) =>
      arr(s.nodes).forEach((n, ni) => add(str(n.id), 'node', `stages[${si}].nodes[${ni}]`, n, { template: true, skills: true, tools: true })),
    );
    return list;
  },
  fixedId: '',
  team: { key: 'agents', role: 'spec-agent' },
} as const satisfies ModeDescriptor<'spec', typeof specSchema>;
