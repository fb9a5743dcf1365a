// The profile check for prompt presets: a chosen preset that switches on placeholders the story
// already carries (card fields, persona, example dialogue, world info) would repeat them; Troupe leaves
// them out, and says so here, so the preset can be cleaned.
import type { LintIssue } from './lint.ts';

/** The part of a resolved prompt preset this check reads. */
export type PresetSkips = (name: string) => { skipped?: readonly string[] } | undefined;

/** Every non-empty `promptPreset` field of a profile with its path (`mainAgent.promptPreset`, `subAgents[2].promptPreset`…). */
export function promptPresetFields(profile: unknown): { path: string; name: string }[] {
  const out: { path: string; name: string }[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (k === 'promptPreset' && typeof x === 'string' && x.trim()) out.push({ path: p, name: x.trim() });
        else if (k !== 'customTools') walk(x, p);
      }
    }
  };
  walk(profile, '');
  return out;
}

export function lintPromptPresets(profile: unknown, resolve: PresetSkips): LintIssue[] {
  return promptPresetFields(profile).flatMap(({ path, name }) => {
    const skipped = resolve(name)?.skipped ?? [];
    if (!skipped.length) return [];
    return [
      {
        path,
        code: 'preset_duplicates' as const,
        severity: 'warning' as const,
        message: `Prompt preset "${name}" switches on ${skipped.join(', ')}. The story already carries them, so they are left out of this agent's requests; switch them off in the preset to keep it clear.`,
      },
    ];
  });
}
