// The adapter from a sanitized loop profile to the loop engine's LoopConfig.
import type { LoopProfile } from '../../profiles/schemas/loop.ts';
import type { ToolFlags } from '../../profiles/tools.ts';
import { routeOf, toolNamesFromFlags } from '../runtime/agent-config.ts';
import type { ProfileAdapterOptions } from '../runtime/profile-options.ts';
import { resolveAgentSkills } from '../runtime/agent-skills.ts';
import { storyBudgetOf } from '../runtime/story.ts';
import { LOOP_MIN_WALL_CLOCK_MS, type LoopConfig } from './config.ts';

export function loopConfigFromProfile(profile: LoopProfile, opts: ProfileAdapterOptions = {}): LoopConfig {
  const agent = profile.loopAgent;
  return {
    agent: {
      systemPrompt: agent.systemPrompt,
      ...routeOf(agent, profile),
      tools: toolNamesFromFlags(profile.tools as ToolFlags, opts.extraToolNames),
      skills: resolveAgentSkills({ mode: profile.skills, agent: agent.skills }, opts.skills ?? [], { promptPreset: routeOf(agent, profile).promptPresetName }),
      maxTokens: agent.maxTokens,
      story: storyBudgetOf(agent),
    },
    maxRounds: profile.maxRounds,
    wallClockBudgetMs: Math.max(LOOP_MIN_WALL_CLOCK_MS, profile.wallClockBudgetMs),
    toolCallRetryMax: profile.toolCallRetryMax,
    useStreaming: profile.useStreaming,
  };
}
