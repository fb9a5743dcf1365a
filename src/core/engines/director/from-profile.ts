// The one adapter from a sanitized director profile to the engine's DirectorConfig: tool switches
// become tool names per agent, skills policies become each agent's catalog and skill tools, and each
// agent carries its output limit and story budget. A sub-agent whose tools all need what this host lacks
// (the memory graph, web search) is not offered to the main agent.
import { DIRECTOR_SUBAGENT_BUDGET } from '../../profiles/defaults/director.ts';
import type { DirectorProfile } from '../../profiles/schemas/director.ts';
import { agentToolFlags, type ToolFlags } from '../../profiles/tools.ts';
import { routeOf, toolNamesFromFlags } from '../runtime/agent-config.ts';
import { resolveAgentSkills } from '../runtime/agent-skills.ts';
import type { ProfileAdapterOptions } from '../runtime/profile-options.ts';
import { storyBudgetOf as budget } from '../runtime/story.ts';
import type { DirectorConfig } from './config.ts';

/** Options of directorConfigFromProfile (the same as every adapter's). */
export type DirectorProfileOptions = ProfileAdapterOptions;

export function directorConfigFromProfile(profile: DirectorProfile, opts: DirectorProfileOptions = {}): DirectorConfig {
  const inventory = opts.skills ?? [];
  const names = (flags: ToolFlags) => toolNamesFromFlags(flags, opts.extraToolNames);
  const profileFlags = profile.tools as ToolFlags;
  const main = profile.mainAgent;
  // Every sub-agent is configured; the engine offers only those whose tools exist where it runs.
  const offered = profile.subAgents.map((s) => ({ s, tools: names(agentToolFlags(profileFlags, s.tools as ToolFlags | null)) }));
  return {
    mainAgent: {
      systemPrompt: main.systemPrompt,
      ...routeOf(main, profile),
      tools: names(agentToolFlags(profileFlags, main.tools as ToolFlags | null)),
      skills: resolveAgentSkills({ mode: profile.skills, agent: main.skills }, inventory, { promptPreset: routeOf(main, profile).promptPresetName }),
      maxTokens: main.maxTokens,
      story: budget(main),
    },
    subAgents: offered.map(({ s, tools }) => ({
      id: s.id,
      description: s.description,
      systemPrompt: s.systemPrompt,
      ...routeOf(s, profile),
      tools,
      skills: resolveAgentSkills({ mode: profile.skills, agent: s.skills }, inventory, { promptPreset: routeOf(s, profile).promptPresetName }),
      maxRounds: s.maxRounds ?? profile.subAgentMaxRounds,
      maxTokens: s.maxTokens,
      story: budget(s),
      wave: s.wave,
      everyTurns: s.everyTurns,
      fullTurnsOnly: s.fullTurnsOnly,
      ...(s.prefetch.length ? { prefetch: [...new Set(s.prefetch)] } : {}),
    })),
    inline: {
      ...routeOf({}, profile),
      tools: names(profileFlags),
      skills: resolveAgentSkills({ mode: profile.skills }, inventory, { promptPreset: routeOf({}, profile).promptPresetName }),
      maxTokens: DIRECTOR_SUBAGENT_BUDGET.maxTokens,
      story: budget(DIRECTOR_SUBAGENT_BUDGET),
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
    ...(profile.chooseAngle ? { chooseAngle: true } : {}),
    lorebookFilter: profile.lorebookFilter,
    budget: profile.budget,
  };
}
