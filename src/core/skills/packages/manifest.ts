// The frontmatter of a package's orchestrator.md and of its workers' SKILL.md. Name and
// description go through the skills' own manifest reader (the same rules as any SKILL.md); the
// package fields are checked here with zod, one issue per field, naming the file and the field.
import { z } from 'zod';
import { readManifest, SKILL_NAME_RE } from '../frontmatter.ts';
import { describeValue, skillIssue } from '../issues.ts';
import type { SkillIssue, SkillManifest } from '../types.ts';
import { BOOK_KINDS, DEFAULT_DEMAND_TAG, STARTUP_MODES, type BookKind, type OrchestratorManifest, type PackageWorker } from './types.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((s) => !CONTROL.test(s));
/** A tag list: a YAML list of tags, or one tag as text. */
const tagsSchema = z.union([tagSchema.transform((t) => [t]), z.array(tagSchema)]);
const workerIdsSchema = z.array(z.string().regex(SKILL_NAME_RE));

const FIELDS = {
  category: { schema: z.enum(BOOK_KINDS), expected: '"novel" or "dialogue"' },
  bookKind: { schema: z.enum(BOOK_KINDS), expected: '"novel" or "dialogue"' },
  workers: { schema: workerIdsSchema, expected: 'a list of worker ids (a-z, 0-9, _ and -)' },
  suggestedWorkers: { schema: workerIdsSchema, expected: 'a list of worker ids (a-z, 0-9, _ and -)' },
  demandTag: { schema: tagSchema, expected: 'a tag (non-empty text)' },
  startupMode: { schema: z.enum(STARTUP_MODES), expected: '"agent-first" or "intake"' },
  uiPrompt: { schema: z.string(), expected: 'text' },
  version: { schema: z.number().finite(), expected: 'a number' },
  inputTags: { schema: tagsSchema, expected: 'a list of tags (non-empty text)' },
  outputTags: { schema: tagsSchema, expected: 'a list of tags (non-empty text)' },
} as const;
type Field = keyof typeof FIELDS;

function gotText(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return 'a list with an item that is not allowed';
  return describeValue(v);
}

/** Reads optional fields of a frontmatter mapping, collecting one issue per bad field. */
class FieldReader {
  constructor(
    private readonly fm: Record<string, unknown>,
    private readonly file: string,
    private readonly label: string | undefined,
    readonly issues: SkillIssue[],
  ) {}

  has(field: Field): boolean {
    return this.fm[field] !== undefined && this.fm[field] !== null;
  }

  get<F extends Field>(field: F, required = false): z.output<(typeof FIELDS)[F]['schema']> | undefined {
    if (!this.has(field)) {
      if (required) this.issues.push(skillIssue('package-field-missing', this.file, { field }, this.label));
      return undefined;
    }
    const spec = FIELDS[field];
    const r = spec.schema.safeParse(this.fm[field]);
    if (r.success) return r.data as z.output<(typeof FIELDS)[F]['schema']>;
    this.issues.push(skillIssue('package-field-invalid', this.file, { field, expected: spec.expected, got: gotText(this.fm[field]) }, this.label));
    return undefined;
  }
}

export interface OrchestratorResult {
  manifest?: OrchestratorManifest;
  /** False when neither `workers` nor `suggestedWorkers` is given: then every worker folder is bound. */
  workersDeclared?: boolean;
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

/**
 * Reads orchestrator.md. `folder` is the package folder's name (the frontmatter name must equal
 * it); `folderKind` the bookKind folder it sits in, when it sits in one. `file` names the file in
 * messages (`orchestrator.md`, or a flat package's `<name>.md`).
 */
export function readOrchestrator(text: string, opts: { file?: string; folder?: string; folderKind?: BookKind } = {}): OrchestratorResult {
  const file = opts.file ?? 'orchestrator.md';
  const label = opts.folder;
  const base = readManifest(text, file, label);
  const issues = [...base.issues];
  const warnings = [...base.warnings];
  if (!base.manifest && base.issues.some((i) => i.rule.startsWith('frontmatter-'))) return { issues, warnings };
  const fm = base.manifest?.frontmatter ?? {};
  const read = new FieldReader(fm, file, label, issues);

  const name = base.manifest?.name;
  if (name !== undefined && label !== undefined && name !== label) issues.push(skillIssue('name-folder-mismatch', file, { name, folder: label }, label));
  const category = read.get('category', true);
  const declaredKind = read.get('bookKind');
  const bookKind = declaredKind ?? opts.folderKind ?? category;
  if (declaredKind && opts.folderKind && declaredKind !== opts.folderKind)
    issues.push(skillIssue('package-bookkind-folder', file, { bookKind: declaredKind, folder: opts.folderKind }, label));
  if (category && bookKind && category !== bookKind) issues.push(skillIssue('package-category-mismatch', file, { category, bookKind }, label));

  let workers = read.get('workers');
  if (read.has('suggestedWorkers')) {
    if (read.has('workers')) warnings.push(skillIssue('package-field-ignored', file, { field: 'suggestedWorkers', why: '`workers` is given' }, label));
    else workers = read.get('suggestedWorkers');
  }
  const seen = new Set<string>();
  for (const w of workers ?? []) {
    if (seen.has(w)) issues.push(skillIssue('package-worker-duplicate', file, { worker: w }, label));
    else if (w === name) issues.push(skillIssue('package-worker-is-package', file, { worker: w }, label));
    seen.add(w);
  }
  const demandTag = read.get('demandTag') ?? DEFAULT_DEMAND_TAG;
  const startupMode = read.get('startupMode') ?? 'agent-first';
  const uiPrompt = read.get('uiPrompt');
  const version = read.get('version');

  if (issues.length || !base.manifest || !category || !bookKind) return { issues, warnings };
  const manifest: OrchestratorManifest = {
    name: base.manifest.name,
    description: base.manifest.description,
    category,
    bookKind,
    workers: [...seen],
    demandTag,
    startupMode,
    tags: base.manifest.tags,
    frontmatter: fm,
    body: base.manifest.body,
  };
  if (uiPrompt !== undefined && uiPrompt.trim()) manifest.uiPrompt = uiPrompt.trim();
  if (version !== undefined) manifest.version = version;
  return { manifest, workersDeclared: workers !== undefined, issues, warnings };
}

/** The package fields of a worker's SKILL.md (already parsed as a skill: name and description are checked). */
export function readWorkerFields(manifest: SkillManifest, file: string, label?: string): { worker?: PackageWorker; issues: SkillIssue[] } {
  const issues: SkillIssue[] = [];
  const read = new FieldReader(manifest.frontmatter, file, label, issues);
  const inputTags = read.get('inputTags', true);
  const outputTags = read.get('outputTags', true);
  if (issues.length || !inputTags || !outputTags) return { issues };
  return { worker: { id: manifest.name, description: manifest.description, inputTags: [...new Set(inputTags)], outputTags: [...new Set(outputTags)] }, issues };
}
