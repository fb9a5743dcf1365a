// The adapter from a sanitized single profile to the single engine's SingleConfig.
import type { SingleProfile } from '../../profiles/schemas/single.ts';
import { routeOf } from '../runtime/agent-config.ts';
import type { ProfileAdapterOptions } from '../runtime/profile-options.ts';
import { resolveAgentSkills } from '../runtime/agent-skills.ts';
import type { SingleConfig } from './config.ts';

export function singleConfigFromProfile(profile: SingleProfile, opts: ProfileAdapterOptions = {}): SingleConfig {
  const node = profile.node;
  return {
    node: {
      systemPrompt: node.systemPrompt,
      userPromptTemplate: node.userPromptTemplate,
      ...routeOf(node, profile),
      tools: [],
      skills: resolveAgentSkills({ mode: profile.skills, agent: node.skills }, opts.skills ?? [], { promptPreset: routeOf(node, profile).promptPresetName }),
      maxTokens: node.maxTokens,
    },
    toolCallRetryMax: profile.toolCallRetryMax,
    maxRecentMessages: profile.maxRecentMessages,
    includeWorldInfo: profile.includeWorldInfo,
    useStreaming: profile.useStreaming,
  };
}
