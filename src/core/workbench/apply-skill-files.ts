// skill_create and skill_edit: the skill's files as the session would leave them, validated like an
// install (parseSkill: paths, limits, frontmatter, the name equal to the folder). Nothing is written
// here; applying writes them.
import { dump } from 'js-yaml';
import { toolFailure } from '../agent/tool.ts';
import { parseSkill } from '../skills/parse.ts';
import type { SkillFile, SkillIssue } from '../skills/types.ts';
import type { ChangeContext, ChangeOutcome, SkillDraft, WorkbenchDraft } from './draft.ts';
import type { ChangeArgs } from './ops.ts';

const issuesText = (issues: readonly SkillIssue[]) =>
  issues
    .slice(0, 5)
    .map((i) => `${i.file ? `${i.file}: ` : ''}${i.message}`)
    .join('; ') + (issues.length > 5 ? ` (and ${issues.length - 5} more)` : '');

/** The SKILL.md of a new skill: the frontmatter with name and description, then the body. */
export function skillMdText(name: string, description: string, body: string): string {
  const front = dump({ name, description }, { lineWidth: -1 }).trimEnd();
  return `---\n${front}\n---\n\n${body.replace(/^\n+/, '')}${body.endsWith('\n') ? '' : '\n'}`;
}

function validated(name: string, files: SkillFile[], ctx: ChangeContext, scope: SkillDraft['scope']) {
  return parseSkill(files, { folderName: name, scope, now: ctx.now ?? 0 });
}

export function createSkill(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'skill_create'>): ChangeOutcome {
  if (ctx.installed.has(args.name) || draft.skills.some((s) => s.name === args.name)) {
    return toolFailure(`A skill "${args.name}" already exists. Nothing was changed.`, 'skill_exists', 'Use skill_edit to change it, or choose another name.');
  }
  const files: SkillFile[] = [{ path: 'SKILL.md', text: skillMdText(args.name, args.description, args.body) }, ...(args.files ?? [])];
  const r = validated(args.name, files, ctx, ctx.skillScope);
  if (!r.skill)
    return toolFailure(
      `The skill cannot be installed: ${issuesText(r.issues)}. Nothing was changed.`,
      'invalid_skill',
      'Fix what is named and call skill_create again.',
    );
  const skill: SkillDraft = { name: args.name, scope: ctx.skillScope, description: r.skill.manifest.description, files: r.skill.files };
  return {
    ok: true,
    draft: { ...draft, skills: [...draft.skills, skill] },
    summary: `New skill "${args.name}" (${files.length} file${files.length === 1 ? '' : 's'}), installed for ${ctx.skillScope} when applied. No agent sees it until you bind it (skill_bind_to_agent).`,
    warnings: r.warnings.map((w) => `${w.file}: ${w.message}`),
  };
}

export function editSkill(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'skill_edit'>): ChangeOutcome {
  if ((args.text === undefined) === (args.find === undefined)) {
    return toolFailure('Give either "text" (the whole file) or "find" with "replaceWith". Nothing was changed.', 'invalid_arguments');
  }
  const pending = draft.skills.find((s) => s.name === args.name);
  const installed = ctx.installed.get(args.name);
  if (!pending && !installed)
    return toolFailure(
      `No skill "${args.name}" is installed for this profile. Nothing was changed.`,
      'skill_not_installed',
      'skills_list shows the installed names; skill_create makes a new one.',
    );
  const files = pending ? pending.files : ctx.skillFiles?.(args.name);
  if (!files) return toolFailure(`The files of "${args.name}" could not be read. Nothing was changed.`, 'skill_unreadable');
  const old = files.find((f) => f.path === args.path);
  if (old && old.text === undefined) return toolFailure(`${args.path} is a binary file; it cannot be edited as text. Nothing was changed.`, 'binary_file');
  let text: string;
  if (args.text !== undefined) text = args.text;
  else {
    const cur = old?.text;
    if (cur === undefined)
      return toolFailure(
        `"${args.name}" has no file ${args.path}. Nothing was changed.`,
        'file_not_found',
        `Files: ${files.map((f) => f.path).join(', ')}. Give "text" to create it.`,
      );
    const at = cur.indexOf(args.find!);
    if (at < 0)
      return toolFailure(
        `The "find" text does not occur in ${args.path}. Nothing was changed.`,
        'patch_not_found',
        'Read the file again with skill_get and copy the passage exactly.',
      );
    if (cur.indexOf(args.find!, at + 1) >= 0)
      return toolFailure(
        `The "find" text occurs more than once in ${args.path}. Nothing was changed.`,
        'patch_ambiguous',
        'Extend it with the words around it until it matches once.',
      );
    text = cur.slice(0, at) + (args.replaceWith ?? '') + cur.slice(at + args.find!.length);
  }
  if (old?.text === text) return toolFailure(`${args.path} already has that text. Nothing was changed.`, 'no_change');
  const nextFiles = [...files.filter((f) => f.path !== args.path), { path: args.path, text }];
  const scope = pending?.scope ?? installed!.scope;
  const r = validated(args.name, nextFiles, ctx, scope);
  if (!r.skill)
    return toolFailure(
      `The edited skill would not install: ${issuesText(r.issues)}. Nothing was changed.`,
      'invalid_skill',
      "The frontmatter name must stay the skill's name; fix what is named.",
    );
  const baseHash = pending ? pending.baseHash : installed?.hash;
  const skill: SkillDraft = { name: args.name, scope, description: r.skill.manifest.description, files: r.skill.files, ...(baseHash ? { baseHash } : {}) };
  const warnings = r.warnings.map((w) => `${w.file}: ${w.message}`);
  if (!pending && scope === 'global') warnings.push(`"${args.name}" is a global skill: every profile that lists it reads the edited text.`);
  return {
    ok: true,
    draft: { ...draft, skills: [...draft.skills.filter((s) => s.name !== args.name), skill] },
    summary: `${args.name}/${args.path} ${old ? 'edited' : 'added'} (${scope}).`,
    warnings,
  };
}
