// Profile lint: problems a valid profile can still have. Pure; safe on unsanitized editor drafts.

import type { SkillPolicy } from '../skills/types.ts';
import type { Mode } from './modes.ts';
import type { Profile } from './parse.ts';
import { resolveVisibleSkills } from '../skills/visibility.ts';
import { agentPolicies } from './policies.ts';
import { MODE_LINTS } from '../modes/index.ts';
import { arr, obj, type Obj, str } from './lint-checks.ts';

/** `notice`: not a problem of the profile but of this host (a capability it does not have yet). */
export type LintSeverity = 'error' | 'warning' | 'info' | 'notice';

export interface LintIssue {
  path: string;
  code:
    | 'unknown_subagent'
    | 'unknown_agent'
    | 'unknown_final_worker'
    | 'skill_not_installed'
    | 'plus_not_first'
    | 'limit_invalid'
    | 'limit_unreachable'
    | 'empty_prompt'
    | 'no_description'
    | 'no_writer'
    | 'dispatch_disabled'
    | 'unused_tool'
    | 'review_misplaced'
    | 'duplicate_id'
    | 'unknown_variable'
    | 'bad_regex'
    | 'preset_duplicates'
    | 'needs_tools'
    | 'preload_not_visible';
  severity: LintSeverity;
  message: string;
}

export interface LintOptions {
  /** Names of installed skills (any scope). Without it, skills are not checked. */
  installedSkills?: Iterable<string>;
  /**
   * Names of the tools this host provides beyond the built-in chat, lorebook and notes readers
   * (memory_*, search_*, extension tools). Without it, what a profile needs is not checked.
   */
  extraToolNames?: Iterable<string>;
}

// The skills policies of a profile's agents are read by every turn: they live in ./policies.ts, apart
// from the checks (which only the panel and the workbench run).
export { agentPolicies, referencedSkillNames } from './policies.ts';
export { mentionedSubagentIds } from './lint-checks.ts';

function checkPolicy(issues: LintIssue[], policy: unknown, path: string, installed: Set<string> | undefined) {
  const p = obj(policy) as SkillPolicy;
  arr(p.visible).forEach((name, i) => {
    if (name === '+' && i > 0) {
      issues.push({
        path: `${path}.visible[${i}]`,
        code: 'plus_not_first',
        severity: 'warning',
        message: '"+" only inherits the mode\'s skills when it comes first.',
      });
    } else if (installed && typeof name === 'string' && name !== '+' && name !== '*' && !installed.has(name)) {
      issues.push({ path: `${path}.visible[${i}]`, code: 'skill_not_installed', severity: 'warning', message: `Skill "${name}" is not installed.` });
    }
  });
}

/**
 * An agent's `preload` names that are not among its visible skills: the runtime ignores them. Without
 * the installed list, every named skill counts as installed (only the lists decide).
 */
function checkPreload(issues: LintIssue[], modePolicy: unknown, policy: unknown, path: string, installed: Set<string> | undefined) {
  const agent = obj(policy) as SkillPolicy;
  const preload = arr(agent.preload);
  if (!preload.length) return;
  const mode = obj(modePolicy) as SkillPolicy;
  const named = (v: unknown) => arr(v).filter((n): n is string => typeof n === 'string' && n !== '+' && n !== '*');
  const known = installed ?? new Set([...named(mode.visible), ...named(agent.visible), ...named(preload)]);
  const visible = new Set(resolveVisibleSkills({ mode, agent }, known));
  const denied = new Set([...arr(mode.deny), ...arr(agent.deny)]);
  preload.forEach((name, i) => {
    if (typeof name !== 'string' || visible.has(name)) return;
    const why =
      installed && !installed.has(name)
        ? 'it is not installed'
        : denied.has(name) || denied.has('*')
          ? 'it is denied'
          : "it is not among the agent's visible skills";
    issues.push({
      path: `${path}.preload[${i}]`,
      code: 'preload_not_visible',
      severity: 'warning',
      message: `Skill "${name}" is preloaded but ${why}, so it is ignored.`,
    });
  });
}

function checkRegexLines(issues: LintIssue[], value: unknown, path: string) {
  str(value)
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      try {
        new RegExp(line.trim());
      } catch {
        issues.push({ path, code: 'bad_regex', severity: 'error', message: `Line ${i + 1} is not a valid regular expression: ${line.trim()}` });
      }
    });
}

export function lintProfile(mode: Mode, profile: Profile | Obj, opts: LintOptions = {}): LintIssue[] {
  const issues: LintIssue[] = [];
  const p = obj(profile);
  const installed = opts.installedSkills ? new Set(opts.installedSkills) : undefined;
  MODE_LINTS[mode](issues, p, opts);
  checkPolicy(issues, p.skills, 'skills', installed);
  for (const { path, policy } of agentPolicies(mode, p)) {
    if (!policy) continue;
    checkPolicy(issues, policy, path, installed);
    checkPreload(issues, p.skills, policy, path, installed);
  }
  const filter = obj(p.lorebookFilter);
  checkRegexLines(issues, filter.bookPattern, 'lorebookFilter.bookPattern');
  checkRegexLines(issues, filter.entryPattern, 'lorebookFilter.entryPattern');
  // The same finding reported twice (e.g. a review node both last and in a parallel stage) is kept once.
  const seen = new Set<string>();
  return issues.filter((i) => {
    const k = `${i.path}|${i.code}|${i.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
