// Skills installed for one prompt preset (scope `prompt-preset:<name>`) travel with that preset's file:
// when SillyTavern exports the preset, the user is offered to embed them (under `extensions.troupe`);
// when a preset file carrying skills is imported, they are offered for installing into its scope.
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import { parseEmbeddedSkills } from '../../core/profiles/embedded-skills.ts';
import { WarningSink } from '../../core/profiles/sanitize.ts';
import type { SkillScope, SkillSummary, Skill } from '../../core/skills/types.ts';
import { toEmbedded } from './embedded.ts';

export interface PresetSkillsOptions {
  inventory(): readonly SkillSummary[];
  load(entries: SkillSummary[]): Promise<Skill[]>;
  ask(title: string, text: string): Promise<boolean>;
  /** Shows the install offer (Install / Replace / Skip per skill). */
  offer(skills: EmbeddedSkill[], scope: SkillScope): void;
  /** The export question in the UI's language (default: English). */
  embedQuestion?(preset: string, names: readonly string[]): string | Promise<string>;
}

const englishQuestion = (preset: string, names: readonly string[]) =>
  `Embed the ${names.length === 1 ? 'skill' : 'skills'} installed for the prompt preset "${preset}" (${names.join(', ')}) in the exported file, so whoever imports it can install ${names.length === 1 ? 'it' : 'them'}?`;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const promptPresetScope = (name: string) => `prompt-preset:${name}` as SkillScope;

export function presetSkillHooks(o: PresetSkillsOptions) {
  return {
    async onExport(name: string, preset: Record<string, unknown>) {
      if (!name) return;
      const mine = o.inventory().filter((s) => s.scope === promptPresetScope(name));
      if (mine.length === 0) return;
      const yes = await o.ask(
        'Troupe',
        await (o.embedQuestion ?? englishQuestion)(
          name,
          mine.map((s) => s.name),
        ),
      );
      if (!yes) return;
      const skills = await o.load(mine);
      const ext = isObj(preset.extensions) ? preset.extensions : {};
      preset.extensions = { ...ext, troupe: { ...(isObj(ext.troupe) ? ext.troupe : {}), skills: skills.map(toEmbedded) } };
    },
    onImport(name: string, data: Record<string, unknown>) {
      const ext = isObj(data.extensions) ? data.extensions : {};
      const troupe = isObj(ext.troupe) ? ext.troupe : {};
      const skills = parseEmbeddedSkills(troupe.skills, new WarningSink(), 'extensions.troupe.skills');
      if (skills.length) o.offer(skills, promptPresetScope(name));
    },
  };
}
