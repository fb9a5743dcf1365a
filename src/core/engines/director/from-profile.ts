// The one adapter from a sanitized director profile to the engine's DirectorConfig: tool switches
// become tool names per agent, skills policies become each agent's catalog and skill tools.
import type { DirectorProfile } from '../../profiles/schemas/director.ts';
import { agentToolFlags, enabledToolNames, isToolEnabled, type ToolFlags } from '../../profiles/tools.ts';
import type { Skill } from '../../skills/types.ts';
import { resolveAgentSkills } from '../shared/agent-skills.ts';
import type { DirectorConfig } from './config.ts';

export interface DirectorProfileOptions {
  /** The installed skills, merged by scope precedence (character > preset > global). */
  skills?: readonly Skill[];
  /** Names of host or extension tools (memory_*, search_*, custom) that may be offered. */
  extraToolNames?: readonly string[];
}

export function directorConfigFromProfile(profile: DirectorProfile, opts: DirectorProfileOptions = {}): DirectorConfig {
  const inventory = opts.skills ?? [];
  const names = (flags: ToolFlags) => [...enabledToolNames(flags), ...(opts.extraToolNames ?? []).filter((n) => !enabledToolNames(flags).includes(n) && isToolEnabled(flags, n))];
  const profileFlags = profile.tools as ToolFlags;
  const route = (agent: { apiPreset?: string; promptPreset?: string }) => ({
    apiPresetName: agent.apiPreset || profile.apiPreset || '',
    promptPresetName: agent.promptPreset || profile.promptPreset || '',
  });
  const main = profile.mainAgent;
  return {
    mainAgent: {
      systemPrompt: main.systemPrompt,
      ...route(main),
      tools: names(agentToolFlags(profileFlags, main.tools as ToolFlags | null)),
      skills: resolveAgentSkills({ mode: profile.skills, agent: main.skills }, inventory),
    },
    subAgents: profile.subAgents.map((s) => ({
      id: s.id,
      description: s.description,
      systemPrompt: s.systemPrompt,
      ...route(s),
      tools: names(agentToolFlags(profileFlags, s.tools as ToolFlags | null)),
      skills: resolveAgentSkills({ mode: profile.skills, agent: s.skills }, inventory),
      maxRounds: s.maxRounds ?? profile.subAgentMaxRounds,
    })),
    inline: {
      ...route({}),
      tools: names(profileFlags),
      skills: resolveAgentSkills({ mode: profile.skills }, inventory),
    },
    limits: {
      maxRounds: profile.maxRounds,
      subAgentMaxRounds: profile.subAgentMaxRounds,
      maxConcurrentSubagents: profile.maxConcurrentSubagents,
      maxTotalSubagentRuns: profile.maxTotalSubagentRuns,
      toolCallRetryMax: profile.toolCallRetryMax,
    },
    useStreaming: profile.useStreaming,
    discardOnAbort: profile.discardOnAbort,
  };
}
