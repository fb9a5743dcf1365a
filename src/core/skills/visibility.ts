// Which skills an agent sees, from the mode-level and agent-level policies:
//   rule 1: agent `visible` absent or empty → the mode's `visible`;
//   rule 2: agent `visible` starts with "+" → the mode's `visible`, then the rest of the agent's;
//   rule 3: otherwise the agent's `visible` replaces the mode's.
// `deny` is the union of both levels and always wins. "*" means every installed skill (expanded in
// place, alphabetically). Lists hold names only; names not installed are dropped without error.
// Order is first appearance; no duplicates. A missing mode `visible` is an empty list (profile
// schemas supply their own defaults).
import type { SkillPolicy } from './types.ts';

export interface SkillPolicies {
  mode?: SkillPolicy;
  agent?: SkillPolicy;
}

export type VisibilityRule = 'inherit' | 'extend' | 'replace';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

interface Effective {
  rule: VisibilityRule;
  /** Tokens of the effective visible list, each with the level it came from ("+" removed). */
  tokens: { token: string; from: 'mode' | 'agent' }[];
  deny: Set<string>;
}

function effective(policy: SkillPolicies): Effective {
  const mode = strings(policy.mode?.visible).filter((t) => t !== '+');
  const agent = strings(policy.agent?.visible);
  const deny = new Set([...strings(policy.mode?.deny), ...strings(policy.agent?.deny)]);
  const fromMode = mode.map((token) => ({ token, from: 'mode' as const }));
  const fromAgent = (list: string[]) => list.filter((t) => t !== '+').map((token) => ({ token, from: 'agent' as const }));
  if (agent.length === 0) return { rule: 'inherit', tokens: fromMode, deny };
  if (agent[0] === '+') return { rule: 'extend', tokens: [...fromMode, ...fromAgent(agent.slice(1))], deny };
  return { rule: 'replace', tokens: fromAgent(agent), deny };
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function installedSet(names: Iterable<string>): { has: Set<string>; sorted: () => string[] } {
  const has = names instanceof Set ? (names as Set<string>) : new Set(names);
  let sorted: string[] | undefined;
  return { has, sorted: () => (sorted ??= [...has].sort(byCodeUnit)) };
}

/** The names an agent sees, in order, resolved against what is installed. */
export function resolveVisibleSkills(policy: SkillPolicies, installedNames: Iterable<string>): string[] {
  const { tokens, deny } = effective(policy);
  if (deny.has('*')) return [];
  const inst = installedSet(installedNames);
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (n: string) => {
    if (!seen.has(n) && inst.has.has(n) && !deny.has(n)) {
      seen.add(n);
      out.push(n);
    }
  };
  for (const { token } of tokens) {
    if (token === '*') for (const n of inst.sorted()) add(n);
    else add(token);
  }
  return out;
}

export type SkillVisibilityState = 'visible' | 'denied' | 'not-installed' | 'inherited';

export interface SkillVisibilityEntry {
  name: string;
  state: SkillVisibilityState;
  /** Where the name comes from: a visible list of the mode or the agent, "*", or only a deny list. */
  from: 'mode' | 'agent' | 'wildcard' | 'deny';
}

export interface SkillVisibilityExplanation {
  /** Same as resolveVisibleSkills. */
  visible: string[];
  rule: VisibilityRule;
  /** The agent list starts with "+" (the UI shows a "+" chip). */
  inheritsMode: boolean;
  /** "*" is in the effective visible list (the UI shows an "all installed" chip). */
  wildcard: boolean;
  /** "*" is in a deny list: nothing is visible. */
  denyAll: boolean;
  /** Every name mentioned by the effective visible list (with "*" expanded) and by the deny lists, in order. */
  entries: SkillVisibilityEntry[];
  /** The state of each entry by name. */
  states: Record<string, SkillVisibilityState>;
}

/**
 * The same resolution, explained per name for the policy editor's chips:
 * `not-installed` (greyed: "Skill not installed") wins over `denied`, which wins over
 * `inherited` (visible through the mode's list) and `visible`. Pass `agent` (even `{}`) to
 * explain an agent's row, so that names coming from the mode read as `inherited`; omit it to
 * explain the mode's own row.
 */
export function explainVisibleSkills(policy: SkillPolicies, installedNames: Iterable<string>): SkillVisibilityExplanation {
  const { rule, tokens, deny } = effective(policy);
  const inst = installedSet(installedNames);
  const visible = resolveVisibleSkills(policy, inst.has);
  const explicit = new Set(tokens.filter((t) => t.from === 'agent').map((t) => t.token));
  const forAgent = policy.agent !== undefined;
  const denyAll = deny.has('*');
  const entries: SkillVisibilityEntry[] = [];
  const states: Record<string, SkillVisibilityState> = Object.create(null);
  const add = (name: string, from: SkillVisibilityEntry['from'], viaMode: boolean) => {
    if (name in states) return;
    let state: SkillVisibilityState;
    if (!inst.has.has(name)) state = 'not-installed';
    else if (denyAll || deny.has(name)) state = 'denied';
    else state = forAgent && viaMode && !explicit.has(name) ? 'inherited' : 'visible';
    states[name] = state;
    entries.push({ name, state, from });
  };
  for (const t of tokens) {
    if (t.token === '*') for (const n of inst.sorted()) add(n, 'wildcard', t.from === 'mode');
    else add(t.token, explicit.has(t.token) ? 'agent' : t.from, t.from === 'mode');
  }
  for (const n of deny) if (n !== '*') add(n, 'deny', false);
  return {
    visible,
    rule,
    inheritsMode: rule === 'extend',
    wildcard: tokens.some((t) => t.token === '*'),
    denyAll,
    entries,
    states,
  };
}
