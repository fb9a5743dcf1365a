// The adapter from a sanitized agenda profile to the agenda engine's AgendaConfig.
import type { AgendaProfile } from '../../profiles/schemas/agenda.ts';
import { agentToolFlags, type ToolFlags, type ToolOverride } from '../../profiles/tools.ts';
import { routeOf, toolNamesFromFlags } from '../runtime/agent-config.ts';
import type { ProfileAdapterOptions } from '../runtime/profile-options.ts';
import { resolveAgentSkills } from '../runtime/agent-skills.ts';
import type { AgendaConfig } from './config.ts';

export function agendaConfigFromProfile(profile: AgendaProfile, opts: ProfileAdapterOptions = {}): AgendaConfig {
  const flags = profile.tools as ToolFlags;
  const inventory = opts.skills ?? [];
  const planner = profile.planner;
  return {
    planner: {
      systemPrompt: planner.systemPrompt,
      userPromptTemplate: planner.userPromptTemplate,
      ...routeOf(planner, profile),
      // The planner plans; it reads skills but has no loop tools.
      tools: [],
      skills: resolveAgentSkills({ mode: profile.skills, agent: planner.skills }, inventory, { promptPreset: routeOf(planner, profile).promptPresetName }),
      maxTokens: planner.maxTokens,
    },
    workers: profile.workers.map((w) => ({
      id: w.id,
      description: w.description,
      systemPrompt: w.systemPrompt,
      userPromptTemplate: w.userPromptTemplate,
      ...routeOf(w, profile),
      tools: toolNamesFromFlags(agentToolFlags(flags, w.tools as ToolOverride | null), opts.extraToolNames),
      skills: resolveAgentSkills({ mode: profile.skills, agent: w.skills }, inventory, { promptPreset: routeOf(w, profile).promptPresetName }),
      maxTokens: w.maxTokens,
      inputTags: w.inputTags,
      outputTags: w.outputTags,
    })),
    finalWorkerId: profile.finalWorkerId,
    plannerMaxRounds: profile.plannerMaxRounds,
    maxConcurrentWorkers: profile.maxConcurrentWorkers,
    maxTotalRuns: profile.maxTotalRuns,
    workerMaxRounds: profile.workerMaxRounds,
    toolCallRetryMax: profile.toolCallRetryMax,
    maxRecentMessages: profile.maxRecentMessages,
    includeWorldInfo: profile.includeWorldInfo,
    useStreaming: profile.useStreaming,
    startTags: profile.startTags,
  };
}
