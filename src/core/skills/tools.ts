// The three tools an agent uses to reach skill content, limited to the skills it can see.
// A name outside the visible set gets the same answer as a name that does not exist.
import * as z from 'zod';
import { defineTool, intArg, toolFailure, type Tool, type ToolFailure } from '../agent/tool.ts';
import { lineCount } from './file-cache.ts';
import { SKILL_LIMITS } from './limits.ts';
import { compareSkillPaths } from './paths.ts';
import { readLines, type ReadLinesResult } from './read-lines.ts';
import { searchFiles, type SearchHit } from './search.ts';
import type { Skill, SkillFile } from './types.ts';

// Room in the response for everything but the content itself (field names, numbers).
const ENVELOPE = 256;

export const SKILL_TOOL_NAMES = ['skill_list', 'skill_read', 'skill_search'] as const;

export interface SkillListEntry {
  name: string;
  description: string;
  tags: string[];
}

export interface SkillSearchResult {
  hits: SearchHit[];
  /** More matches exist beyond `limit` or the 50 KB cap. */
  truncated: boolean;
}

const notFound = (name: string) =>
  toolFailure(`Skill not found: ${name}`, 'skill_not_found', 'Only the skills in <available_skills> can be used; skill_list shows them.');

const listArgs = z.object({ query: z.string().optional() });
const readArgs = z.object({
  name: z.string().min(1),
  path: z.string().optional(),
  offset: intArg({ min: 1 }).optional(),
  limit: intArg({ min: 1 }).optional(),
});
const searchArgs = z.object({
  name: z.string().min(1),
  query: z.string().min(1).describe('Plain text.'),
  path: z.string().optional(),
  limit: intArg({ min: 1, max: 100 }).optional(),
  contextLines: intArg({ min: 0, max: 20 }).optional(),
});

const isFailure = (v: unknown): v is ToolFailure => typeof v === 'object' && v !== null && (v as ToolFailure).ok === false;

/**
 * skill_list, skill_read and skill_search over `visible` (the skills this agent may see, e.g.
 * resolveInstalled + resolveVisibleSkills). Executors never throw; problems come back as
 * ToolFailure with a code: `skill_not_found`, `skill_file_not_found`, `skill_file_binary`,
 * `offset_out_of_range`, `invalid_arguments`.
 */
export function createSkillTools(visible: readonly Skill[]): Tool[] {
  const byName = new Map<string, Skill>();
  for (const s of visible) if (!byName.has(s.name)) byName.set(s.name, s);
  const sortedFiles = new Map<string, SkillFile[]>();
  const filesOf = (s: Skill) => {
    let f = sortedFiles.get(s.name);
    if (!f) sortedFiles.set(s.name, (f = [...s.files].sort((a, b) => compareSkillPaths(a.path, b.path))));
    return f;
  };
  const skillArg = (name: string): Skill | ToolFailure => byName.get(name) ?? notFound(name);
  const fileArg = (skill: Skill, path: string | undefined): SkillFile | ToolFailure => {
    const p = path || 'SKILL.md';
    const f = skill.files.find((x) => x.path === p);
    if (f) return f;
    const list = filesOf(skill).map((x) => x.path);
    const shown = list.slice(0, 50).join(', ') + (list.length > 50 ? `, … (${list.length} files)` : '');
    return toolFailure(`No file "${p}" in skill ${skill.name}`, 'skill_file_not_found', `Files: ${shown}`);
  };

  const list = defineTool({
    name: 'skill_list',
    description: 'List your skills (name, description, tags); `query` filters them.',
    parameters: listArgs,
    readOnly: true,
    execute(args): SkillListEntry[] {
      const q = (args.query ?? '').toLowerCase();
      const out: SkillListEntry[] = [];
      for (const s of byName.values()) {
        const entry = { name: s.name, description: s.manifest.description, tags: [...s.manifest.tags] };
        if (!q || s.name.toLowerCase().includes(q) || entry.description.toLowerCase().includes(q) || entry.tags.some((t) => t.toLowerCase().includes(q)))
          out.push(entry);
      }
      return out;
    },
  });

  const read = defineTool({
    name: 'skill_read',
    description: 'Read a skill file (default SKILL.md); offset/limit: lines from 1.',
    parameters: readArgs,
    readOnly: true,
    execute(args): ReadLinesResult | ToolFailure {
      const skill = skillArg(args.name);
      if (isFailure(skill)) return skill;
      const file = fileArg(skill, args.path);
      if (isFailure(file)) return file;
      if (file.text === undefined) return toolFailure(`${file.path} in skill ${skill.name} is a binary file and cannot be read as text`, 'skill_file_binary');
      const offset = args.offset ?? 1;
      const limit = args.limit ?? Number.MAX_SAFE_INTEGER;
      const total = lineCount(file);
      if (offset > Math.max(total, 1)) return toolFailure(`offset ${offset} is past the end of ${file.path} (${total} lines)`, 'offset_out_of_range');
      return readLines(file.text, total, offset, limit, SKILL_LIMITS.maxToolResponseBytes - ENVELOPE);
    },
  });

  const search = defineTool({
    name: 'skill_search',
    description: "Find text (case-insensitive) in one skill's files (default 10 hits, 2 lines of context).",
    parameters: searchArgs,
    readOnly: true,
    execute(args): SkillSearchResult | ToolFailure {
      const skill = skillArg(args.name);
      if (isFailure(skill)) return skill;
      const query = args.query;
      const limit = args.limit ?? 10;
      const contextLines = args.contextLines ?? 2;
      let files = filesOf(skill);
      if (args.path) {
        const f = fileArg(skill, args.path);
        if (isFailure(f)) return f;
        if (f.text === undefined) return toolFailure(`${f.path} in skill ${skill.name} is a binary file and cannot be searched`, 'skill_file_binary');
        files = [f];
      }
      return searchFiles(files, query, { limit, contextLines, budget: SKILL_LIMITS.maxToolResponseBytes - ENVELOPE });
    },
  });

  return [list, read, search] as Tool[];
}
