// The shapes of stored skill records and summaries, checked when they are read: a record that does
// not match is never handed to the app (one bad record once blanked the whole page). A bad summary
// is rebuilt from its skill record when that one is sound; otherwise both go to the quarantine.

import { z } from 'zod';
import type { Skill, SkillSummary } from '../core/skills/types.ts';

const SCOPE = /^(global|preset:[^\0/]+\/[^\0]+|character:[^\0]+)$/;
const scope = z.string().regex(SCOPE, 'not global, preset:<mode>/<id> or character:<avatar>');

export const SummarySchema = z.object({
  name: z.string().min(1),
  scope,
  description: z.string(),
  tags: z.array(z.string()),
  fileCount: z.number().int().min(0),
  size: z.number().min(0),
  hash: z.string(),
});

const FileSchema = z
  .object({ path: z.string().min(1), text: z.string().optional(), bytes: z.instanceof(Uint8Array).optional() })
  .refine((f) => (f.text === undefined) !== (f.bytes === undefined), 'a file holds either text or bytes');

export const SkillRecordSchema = z.looseObject({
  name: z.string().min(1),
  scope,
  manifest: z.looseObject({
    name: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    frontmatter: z.record(z.string(), z.unknown()).optional(),
    body: z.string().optional(),
  }),
  files: z.array(FileSchema).min(1),
  hash: z.string(),
  size: z.number().min(0),
});

/** Why a value is not a valid summary / skill record, or null when it is one. */
export function summaryProblem(raw: unknown): string | null {
  return problem(SummarySchema.safeParse(raw));
}

export function recordProblem(raw: unknown): string | null {
  return problem(SkillRecordSchema.safeParse(raw));
}

function problem(r: { success: true } | { success: false; error: z.ZodError }): string | null {
  if (r.success) return null;
  const i = r.error.issues[0];
  return i ? (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message) : 'invalid';
}

export const isSummary = (raw: unknown): raw is SkillSummary => summaryProblem(raw) === null;
export const isSkillRecord = (raw: unknown): raw is Skill => recordProblem(raw) === null;

/** The English text of the notices (the UI translates them by code). */
export const SKILL_DAMAGE = {
  summaryRebuilt: (name: string, scope: string) => ({
    code: 'skills.summaryRebuilt',
    params: { name, scope },
    text: `The listing of skill "${name}" (${scope}) was damaged; it was rebuilt from the skill itself.`,
  }),
  aside: (name: string, scope: string) => ({
    code: 'skills.aside',
    params: { name, scope },
    text: `The stored skill "${name}" (${scope}) was damaged and was put aside; the other skills are kept. Install it again to use it.`,
  }),
} as const;
