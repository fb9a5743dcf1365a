// What an update of Troupe brings to an existing install: the bundled skills and shipped presets it
// was never offered. They are added once — a skill or preset the user deleted is never brought back,
// one of theirs with the same name is kept — and one notice says what came.
import { uiLangOf } from '../../ports/locale.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import type { SkillsService } from './skills-service.ts';

/** What the first released version bundled: what an install from before the record was offered. */
export const FIRST_RELEASE_SKILLS = ['director-anti-cliche-en', 'director-character-voice-en'];

/**
 * First start: every bundled skill. Later starts: the bundled skills not yet offered to this install
 * (`names`: all of them, without loading their text). Records what was offered either way.
 * Returns the names installed by an update (none on a first start).
 */
export async function installShippedSkills(skills: SkillsService, profiles: ProfilesService, names: readonly string[]): Promise<string[]> {
  const s = profiles.settings.value;
  if (!s.bundledFilled) {
    await skills.installBundled();
    await profiles.updateSettings({ bundledFilled: true, shippedSkills: [...names] });
    return [];
  }
  const offered = s.shippedSkills ?? FIRST_RELEASE_SKILLS;
  const fresh = names.filter((n) => !offered.includes(n));
  const installed = fresh.length ? await skills.installBundled(fresh) : [];
  if (s.shippedSkills === null || fresh.length) await profiles.updateSettings({ shippedSkills: [...new Set([...offered, ...names])] });
  return installed;
}

/**
 * The one notice after an update added content, in the UI's language (`locale`: SillyTavern's or the
 * page's; Chinese in traditional characters for zh-TW / zh-HK / zh-Hant); null when nothing came.
 */
export function shippedNotice(
  presets: readonly { mode: Mode; names: string[] }[],
  skills: readonly string[],
  locale: string | null | undefined,
): string | null {
  if (!presets.length && !skills.length) return null;
  const ui = uiLangOf(locale);
  const zh = ui !== 'en';
  const traditional = ui === 'zh-TW';
  const lists = presets.map((p) => `${p.mode}${zh ? '：' : ': '}${p.names.join(zh ? '、' : ', ')}`).join(zh ? '；' : '; ');
  const parts: string[] = [];
  if (presets.length) parts.push(traditional ? `預設集（${lists}）` : zh ? `预设（${lists}）` : `new presets (${lists})`);
  if (skills.length)
    parts.push(traditional ? `技能 ${skills.length} 個` : zh ? `技能 ${skills.length} 个` : `${skills.length} new ${skills.length === 1 ? 'skill' : 'skills'}`);
  if (traditional) return `Troupe 更新新增：${parts.join('；')}。可在面板中選用；你原有的預設集和技能都沒有改動。`;
  return zh
    ? `Troupe 更新新增：${parts.join('；')}。可在面板中选用；你原有的预设和技能都没有改动。`
    : `This Troupe update added ${parts.join(' and ')}. Pick them in the panel; your own presets and skills were not changed.`;
}
