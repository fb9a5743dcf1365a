// registry.yaml: the packages of a skills folder, so a loader need not scan for them.
//   skills:
//     - { name, description, category, bookKind, path: dialogue/world-simulator/orchestrator.md }
import { load } from 'js-yaml';
import { z } from 'zod';
import { describeValue, skillIssue } from '../issues.ts';
import type { SkillIssue } from '../types.ts';
import { BOOK_KINDS, type BookKind } from './types.ts';

export const REGISTRY_FILE = 'registry.yaml';

export interface RegistryEntry {
  name: string;
  description: string;
  category: BookKind;
  bookKind: BookKind;
  /** Relative to the registry's folder: `<bookKind>/<name>/orchestrator.md` or a flat `<bookKind>/<name>.md`. */
  path: string;
}

const ENTRY_FIELDS = {
  name: z.string().trim().min(1),
  description: z.string().trim().min(1),
  category: z.enum(BOOK_KINDS),
  bookKind: z.enum(BOOK_KINDS),
  path: z.string().trim().min(1),
} as const;
const WHY: Record<keyof typeof ENTRY_FIELDS, string> = {
  name: 'must be the package name',
  description: 'must be non-empty text',
  category: 'must be "novel" or "dialogue"',
  bookKind: 'must be "novel" or "dialogue"',
  path: "must be the path of the package's orchestrator.md (or its flat .md)",
};

/** The entries of a registry, or the issues that stop them. `file` names the registry in messages. */
export function parseRegistry(text: string, file = REGISTRY_FILE): { entries: RegistryEntry[]; issues: SkillIssue[] } {
  let data: unknown;
  try {
    data = load(text, { filename: file, maxAliases: 100 });
  } catch (e) {
    return { entries: [], issues: [skillIssue('registry-yaml', file, { detail: (e instanceof Error ? e.message : String(e)).split('\n')[0] })] };
  }
  const list = data && typeof data === 'object' && !Array.isArray(data) ? (data as { skills?: unknown }).skills : undefined;
  if (!Array.isArray(list)) {
    const detail = list === undefined ? 'no `skills:` list' : `\`skills\` is ${describeValue(list)}`;
    return { entries: [], issues: [skillIssue('registry-shape', file, { detail })] };
  }
  const entries: RegistryEntry[] = [];
  const issues: SkillIssue[] = [];
  list.forEach((raw, i) => {
    const item = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const name = typeof item.name === 'string' ? item.name : '?';
    const out: Partial<RegistryEntry> = {};
    let ok = true;
    for (const [field, schema] of Object.entries(ENTRY_FIELDS) as [keyof typeof ENTRY_FIELDS, z.ZodType][]) {
      const r = schema.safeParse(item[field]);
      if (r.success) (out as Record<string, unknown>)[field] = r.data;
      else {
        ok = false;
        const why = item[field] === undefined ? 'is missing' : WHY[field];
        issues.push(skillIssue('registry-entry', file, { index: i + 1, name, field, why }));
      }
    }
    if (ok && out.category !== out.bookKind) {
      issues.push(skillIssue('registry-entry', file, { index: i + 1, name, field: 'category', why: `must equal bookKind ("${out.bookKind}")` }));
      ok = false;
    }
    if (ok) entries.push(out as RegistryEntry);
  });
  return { entries, issues };
}

/** registry.yaml text for packages, in the order given (what an export writes). */
export function formatRegistry(entries: readonly RegistryEntry[]): string {
  const q = (s: string) => JSON.stringify(s);
  let out = 'skills:\n';
  for (const e of entries) {
    out += `  - name: ${q(e.name)}\n    description: ${q(e.description)}\n    category: ${e.category}\n    bookKind: ${e.bookKind}\n    path: ${q(e.path)}\n`;
  }
  return out;
}
