// Profiles for the scale test and bench/ui.bench.mjs (no DOM needed).
import { defaultProfile, type DirectorProfile, type DirectorSubAgent } from '../../src/core/profiles/index.ts';
import type { SkillSummary } from '../../src/core/skills/types.ts';

/** A director profile with `agents` sub-agents, each inheriting the mode and adding three skills, denying one. */
export function bigDirector(agents: number, inventory: readonly SkillSummary[]): DirectorProfile {
  const base = defaultProfile('director');
  const name = (i: number) => inventory[i % inventory.length]!.name;
  const subAgents = Array.from(
    { length: agents },
    (_, a): DirectorSubAgent => ({
      id: `agent_${a}`,
      description: `Agent ${a}: reads the chat and reports what the draft needs, in three short lines.`,
      systemPrompt: `You are agent ${a}. Read what the main agent sends and answer briefly.`,
      apiPreset: '',
      promptPreset: '',
      maxTokens: 4096,
      storyMessages: 12,
      storyTokens: 6000,
      tools: null,
      maxRounds: null,
      wave: 'dispatch',
      everyTurns: 1,
      fullTurnsOnly: false,
      prefetch: [],
      skills: { visible: ['+', name(a * 3), name(a * 3 + 1), name(a * 3 + 2)], deny: [name(a * 7 + 5)] },
    }),
  );
  return {
    ...base,
    skills: { visible: [name(0), name(1), name(2), name(3), name(4)], deny: [] },
    mainAgent: { ...base.mainAgent, skills: { visible: ['+', name(10), name(11)], deny: [] } },
    subAgents,
  };
}
