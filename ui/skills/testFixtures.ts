// Test and benchmark data for the skills UI (no DOM needed).
import type { SkillPolicy, SkillScope, SkillSummary } from '../../src/core/skills/types.ts';

export function summary(name: string, scope: SkillScope = 'global', extra: Partial<SkillSummary> = {}): SkillSummary {
  return {
    name,
    scope,
    description: `About ${name}`,
    tags: [],
    fileCount: 1,
    size: 100,
    hash: `h-${scope}-${name}`,
    ...extra,
  };
}

/** `count` installed skills named skill-0000…, spread over global, one preset and one character. */
export function bigInventory(count: number): SkillSummary[] {
  const scopes: SkillScope[] = ['global', 'preset:director/default', 'character:alice.png'];
  return Array.from({ length: count }, (_, i) => summary(`skill-${String(i).padStart(4, '0')}`, scopes[i % 3]!, { tags: [`t${i % 7}`] }));
}

/** `agents` agent policies that inherit the mode and add three skills each, plus one deny. */
export function agentPolicies(agents: number, inventory: readonly SkillSummary[]): SkillPolicy[] {
  return Array.from({ length: agents }, (_, a) => ({
    visible: ['+', ...[0, 1, 2].map((k) => inventory[(a * 3 + k) % inventory.length]!.name)],
    deny: [inventory[(a * 7 + 5) % inventory.length]!.name],
  }));
}
