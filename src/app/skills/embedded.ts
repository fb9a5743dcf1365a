// Skills carried inside a profile export or a character card, made from installed skills (turning
// them back into validated skills is embedded-read.ts's, in the skill formats part).
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import type { Skill } from '../../core/skills/types.ts';

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function toEmbedded(skill: Skill): EmbeddedSkill {
  return {
    name: skill.name,
    files: skill.files.map((f) => (f.bytes ? { path: f.path, base64: toBase64(f.bytes) } : { path: f.path, text: f.text ?? '' })),
  };
}
