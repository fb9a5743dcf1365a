// The content hash storage needs when it changes a skill's files: the same one core/skills computes.
import { hashSkillFiles } from '../../core/skills/hash.ts';
import type { SkillFile } from '../../core/skills/types.ts';

const encoder = new TextEncoder();

export function hashSkill(files: SkillFile[]): string {
  return hashSkillFiles(files.map((f) => ({ path: f.path, bytes: f.bytes ?? encoder.encode(f.text ?? '') })));
}
