// Spec profile: stages of nodes run in order (serial or parallel); review nodes approve or ask for reruns;
// the last stage writes the capsule. Nodes point at agents (identity templates: prompts and routing).

import { z } from 'zod';
import { agentSkillsSchema, flag, intIn, maxTokensField, routingFields, text } from '../common.ts';
import { CAPSULE_AGENT_MAX_TOKENS, capsuleModeSkills, SPEC_AGENTS, specDefaultStages } from '../defaults/capsule.ts';
import { isPlainObject, type WarningSink } from '../sanitize.ts';
import { toolFlagsSchema, toolOverrideSchema, type ModeTools } from '../tools.ts';

/** Spec's tools: nodes are single calls unless a profile switches tools on. */
export const SPEC_TOOLS: ModeTools = { namespaces: ['chat', 'lorebook', 'note', 'memory', 'search'] };
import { CAPSULE_OUTPUT_FIELDS, HAND_WRITTEN_TOOL_FIELDS, modeProfileSchema, RECENT_CHAT_FIELDS } from './base.ts';
import { cleanIds } from './ids.ts';

export const specAgentSchema = z.looseObject({
  id: z.string(),
  description: text(''),
  systemPrompt: text(''),
  userPromptTemplate: text(''),
  ...routingFields,
  maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS),
});

export const specNodeSchema = z.looseObject({
  /** Unique across the profile; `{{<id>}}` in templates is this node's output; reruns target it. */
  id: text(''),
  /** The agent (identity template) this node runs; '' = the agent with the node's id. */
  agent: text(''),
  type: z.enum(['worker', 'review']).default('worker'),
  /** Replaces the agent's template for this node when set. */
  userPromptTemplate: z.string().optional(),
  /** null = the profile's tools. */
  tools: toolOverrideSchema(SPEC_TOOLS).nullable().default(null),
  skills: agentSkillsSchema,
});

export const specStageSchema = z.looseObject({
  id: text(''),
  mode: z.enum(['serial', 'parallel']).default('serial'),
  nodes: z.array(specNodeSchema).default(() => []),
});

const defaultStages = () => specDefaultStages('en');

export const specSchema = modeProfileSchema('spec', {
  skills: capsuleModeSkills('en'),
  own: {
    /** Tools of every node unless the node overrides them (all off by default: one call per node). */
    tools: toolFlagsSchema(SPEC_TOOLS).prefault({}),
    agents: z.array(specAgentSchema).prefault(() => structuredClone(SPEC_AGENTS)),
    stages: z.array(specStageSchema).prefault(defaultStages),
  },
  limits: {
    /** Rounds of one node's tool loop. */
    nodeIterationMaxRounds: intIn(1, 20, 20),
    /** Reruns review nodes may request per run. */
    reviewRerunMaxRounds: intIn(0, 20, 2),
    /** "Let me choose the angle": seconds the pause waits for the user before the writer picks (0 = no limit). */
    angleWaitSec: intIn(0, 3600, 0),
  },
  recent: RECENT_CHAT_FIELDS,
  switches: {
    useStreaming: flag(false),
    /** "Let me choose the angle": before the final stage the turn pauses on the angles the earlier nodes gave, and the user picks one. */
    chooseAngle: flag(false),
  },
  output: CAPSULE_OUTPUT_FIELDS,
  hand: HAND_WRITTEN_TOOL_FIELDS,
});

export type SpecProfile = z.output<typeof specSchema>;
export type SpecStage = z.output<typeof specStageSchema>;
export type SpecNode = z.output<typeof specNodeSchema>;
export type SpecAgent = z.output<typeof specAgentSchema>;

/** Before the schema: a node written as a bare string is shorthand for `{id, agent}`. */
export function prepareSpec(input: Record<string, unknown>): void {
  if (!Array.isArray(input.stages)) return;
  for (const stage of input.stages) {
    if (!isPlainObject(stage) || !Array.isArray(stage.nodes)) continue;
    stage.nodes = stage.nodes.map((n) => (typeof n === 'string' ? { id: n, agent: n } : n));
  }
}

export function normalizeSpec(p: SpecProfile, sink: WarningSink): SpecProfile {
  p.agents = cleanIds(p.agents, 'agents', sink, 'agent');
  const usedNodeIds = new Set<string>();
  const stages: SpecStage[] = [];
  p.stages.forEach((stage, si) => {
    const nodes: SpecNode[] = [];
    stage.nodes.forEach((node, ni) => {
      const id = node.id.trim() || node.agent.trim();
      const agent = node.agent.trim() || id;
      if (!id) {
        sink.add(`stages[${si}].nodes[${ni}]`, 'dropped', 'node without an id or agent dropped.');
        return;
      }
      let unique = id;
      for (let n = 2; usedNodeIds.has(unique); n++) unique = `${id}_${n}`;
      if (unique !== id) sink.add(`stages[${si}].nodes[${ni}].id`, 'renamed', `duplicate node id "${id}" renamed to "${unique}".`);
      usedNodeIds.add(unique);
      node.id = unique;
      node.agent = agent;
      nodes.push(node);
    });
    if (nodes.length === 0) {
      sink.add(`stages[${si}]`, 'dropped', 'stage without nodes dropped.');
      return;
    }
    stage.nodes = nodes;
    if (stage.mode === 'parallel' && nodes.some((n) => n.type === 'review')) {
      stage.mode = 'serial';
      sink.add(`stages[${si}].mode`, 'clamped', 'a stage with a review node runs serially; mode set to "serial".');
    }
    stages.push(stage);
  });
  const stageIds = new Set<string>();
  stages.forEach((stage, i) => {
    const base = stage.id.trim() || `stage_${i + 1}`;
    let id = base;
    for (let n = 2; stageIds.has(id); n++) id = `${base}_${n}`;
    if (stage.id.trim() && id !== base) sink.add(`stages[${i}].id`, 'renamed', `duplicate stage id "${base}" renamed to "${id}".`);
    stageIds.add(id);
    stage.id = id;
  });
  if (stages.length === 0) {
    sink.add('stages', 'defaulted', 'the workflow has no usable stage; the default workflow was restored.');
    p.stages = specSchema.shape.stages.parse(undefined);
    for (const def of SPEC_AGENTS) {
      if (!p.agents.some((a) => a.id === def.id)) p.agents.push(specAgentSchema.parse(structuredClone(def)));
    }
  } else {
    p.stages = stages;
  }
  return p;
}
