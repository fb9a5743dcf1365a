// The adapter from a sanitized spec profile to the spec engine's SpecConfig: each node gets its agent's
// prompts and routing, its tool switches (node over profile) and its skills. Review nodes get the skill
// tools but no catalog.
import type { SpecProfile } from '../../profiles/schemas/spec.ts';
import { agentToolFlags, type ToolFlags, type ToolOverride } from '../../profiles/tools.ts';
import { routeOf, toolNamesFromFlags } from '../runtime/agent-config.ts';
import type { ProfileAdapterOptions } from '../runtime/profile-options.ts';
import { resolveAgentSkills } from '../runtime/agent-skills.ts';
import type { SpecConfig } from './config.ts';

export function specConfigFromProfile(profile: SpecProfile, opts: ProfileAdapterOptions = {}): SpecConfig {
  const agents = new Map(profile.agents.map((a) => [a.id, a]));
  const flags = profile.tools as ToolFlags;
  return {
    stages: profile.stages.map((stage) => ({
      id: stage.id,
      mode: stage.mode,
      nodes: stage.nodes.map((node) => {
        const agent = agents.get(node.agent) ?? { id: node.agent, systemPrompt: '', userPromptTemplate: '', apiPreset: '', promptPreset: '', maxTokens: 0 };
        return {
          id: node.id,
          agentId: node.agent,
          type: node.type,
          systemPrompt: agent.systemPrompt,
          userPromptTemplate: node.userPromptTemplate ?? agent.userPromptTemplate,
          ...routeOf(agent, profile),
          tools: toolNamesFromFlags(agentToolFlags(flags, node.tools as ToolOverride | null), opts.extraToolNames),
          skills: resolveAgentSkills({ mode: profile.skills, agent: node.skills }, opts.skills ?? [], {
            catalog: node.type !== 'review',
            promptPreset: routeOf(agent, profile).promptPresetName,
          }),
          maxTokens: agent.maxTokens,
        };
      }),
    })),
    nodeIterationMaxRounds: profile.nodeIterationMaxRounds,
    reviewRerunMaxRounds: profile.reviewRerunMaxRounds,
    toolCallRetryMax: profile.toolCallRetryMax,
    maxRecentMessages: profile.maxRecentMessages,
    includeWorldInfo: profile.includeWorldInfo,
    useStreaming: profile.useStreaming,
  };
}
