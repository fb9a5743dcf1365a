// Skills carried inside a profile export, a character card or a prompt preset file, turned back into
// validated skills to install (part of the skill formats part: it reads SKILL.md).
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import { parseSkill, type ParseSkillResult } from '../../core/skills/parse.ts';
import type { SkillScope } from '../../core/skills/types.ts';

function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Validates an embedded skill exactly like an installed folder (the name must match the folder). */
export function fromEmbedded(e: EmbeddedSkill, scope: SkillScope): ParseSkillResult {
  const files = e.files.map((f) => (f.base64 !== undefined ? { path: f.path, bytes: fromBase64(f.base64) } : { path: f.path, text: f.text ?? '' }));
  return parseSkill(files, { folderName: e.name, scope });
}
