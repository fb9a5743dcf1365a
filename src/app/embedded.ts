// Skills carried inside a profile export or a character card: made from installed skills, and
// turned back into validated skills to install.
import type { EmbeddedSkill } from '../core/profiles/embedded-skills.ts';
import { parseSkill, type ParseSkillResult } from '../core/skills/parse.ts';
import type { Skill, SkillScope } from '../core/skills/types.ts';

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function toEmbedded(skill: Skill): EmbeddedSkill {
  return {
    name: skill.name,
    files: skill.files.map((f) => (f.bytes ? { path: f.path, base64: toBase64(f.bytes) } : { path: f.path, text: f.text ?? '' })),
  };
}

/** Validates an embedded skill exactly like an installed folder (the name must match the folder). */
export function fromEmbedded(e: EmbeddedSkill, scope: SkillScope): ParseSkillResult {
  const files = e.files.map((f) => (f.base64 !== undefined ? { path: f.path, bytes: fromBase64(f.base64) } : { path: f.path, text: f.text ?? '' }));
  return parseSkill(files, { folderName: e.name, scope });
}
