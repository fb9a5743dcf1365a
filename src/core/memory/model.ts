// The memory graph of one chat, as stored: nodes, typed directed edges, the chat's schema and a few
// counters. One zod schema per record kind; parsing is the check every stored record passes on read.
import { z } from 'zod';

/** A chat message a node came from: its position (floor) when the node was written, and the turn that wrote it. */
export const MessageRefSchema = z.object({
  floor: z.number().int().min(0),
  role: z.enum(['user', 'assistant']).optional(),
  /** The turn id the reply carries (so the message is found again after earlier ones were deleted). */
  turn: z.string().optional(),
});
export type MessageRef = z.infer<typeof MessageRefSchema>;

export const NodeSchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string().min(1).max(64),
  name: z.string().max(400),
  fields: z.record(z.string(), z.string()).default(() => ({})),
  tags: z.array(z.string()).default(() => []),
  alwaysInject: z.boolean().default(false),
  /** Rollups: 1 for a rollup of events, 2 for a rollup of level-1 rollups… Other nodes: 0. */
  level: z.number().int().min(0).default(0),
  /** A rollup's children, oldest first. */
  children: z.array(z.string()).optional(),
  /** The rollup this node was compacted into. */
  parent: z.string().optional(),
  sources: z.array(MessageRefSchema).default(() => []),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type MemoryNode = z.infer<typeof NodeSchema>;

export const EdgeSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  relation: z.string().min(1).max(64),
  note: z.string().max(400).optional(),
  createdAt: z.number(),
});
export type MemoryEdge = z.infer<typeof EdgeSchema>;

export const FieldSpecSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,47}$/),
  description: z.string().default(''),
  required: z.boolean().default(false),
});
export type FieldSpec = z.infer<typeof FieldSpecSchema>;

export const NodeTypeSchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9_]{0,47}$/),
  description: z.string().default(''),
  /** Id prefix: `evt` → `evt_12`. */
  prefix: z.string().regex(/^[a-z][a-z0-9]{0,11}$/),
  fields: z.array(FieldSpecSchema).default(() => []),
  /** Fields memory_find_by_name matches besides the name (aliases). */
  nameFields: z.array(z.string()).default(() => []),
  /** New nodes of this type are always injected into the story. */
  alwaysInject: z.boolean().default(false),
  /** False: the curator may create nodes of this type but not edit them (events are history). */
  editable: z.boolean().default(true),
  /** Compaction into rollups: groups of `fanIn`, leaving the newest `keepRecent` alone. */
  compaction: z.object({ fanIn: z.number().int().min(2).max(50), keepRecent: z.number().int().min(0).max(500) }).optional(),
});
export type NodeTypeSpec = z.infer<typeof NodeTypeSchema>;

export const EdgeTypeSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,47}$/),
  description: z.string().default(''),
});
export type EdgeTypeSpec = z.infer<typeof EdgeTypeSchema>;

export const GraphSchemaSchema = z.object({
  nodeTypes: z.array(NodeTypeSchema).min(1),
  edgeTypes: z.array(EdgeTypeSchema).default(() => []),
});
export type GraphSchema = z.infer<typeof GraphSchemaSchema>;

/** Counters for ids, one per prefix. */
export const MetaSchema = z.object({ counters: z.record(z.string(), z.number().int().min(0)).default(() => ({})) });
export type GraphMeta = z.infer<typeof MetaSchema>;

/** The node type rollups have; its level says what it rolls up. */
export const ROLLUP_TYPE = 'rollup';

export const DEFAULT_SCHEMA: GraphSchema = GraphSchemaSchema.parse({
  nodeTypes: [
    {
      type: 'event',
      description: 'One turn: what changed in the story. Exactly one per curator dispatch.',
      prefix: 'evt',
      fields: [
        { name: 'summary', description: 'Two to four sentences, past tense: who did what, what came of it.', required: true },
        { name: 'time', description: 'In-story time, e.g. "Day 3, night".', required: true },
        { name: 'participants', description: 'Names as their nodes use them, separated by "; ".' },
        { name: 'location', description: 'The place, by the name its node uses.' },
        { name: 'source_floors', description: 'The chat floors of this turn, e.g. "64-65" (filled in for you when left out).' },
      ],
      compaction: { fanIn: 5, keepRecent: 10 },
    },
    {
      type: 'character_sheet',
      description: 'A named character who will come back: lasting facts only (the day-later test).',
      prefix: 'char',
      nameFields: ['aliases'],
      fields: [
        { name: 'summary', description: 'Who they are, in one or two sentences.', required: true },
        { name: 'aliases', description: 'Other names and titles, separated by "; ".' },
        { name: 'goal', description: 'What they want now.' },
        { name: 'status', description: 'Lasting condition: injuries, allegiance, debts.' },
        { name: 'knows', description: 'Secrets and facts they have learned.' },
        { name: 'possessions', description: 'What they carry or own that matters.' },
      ],
    },
    {
      type: 'location_state',
      description: 'A place and its lasting state.',
      prefix: 'loc',
      nameFields: ['aliases'],
      fields: [
        { name: 'summary', description: 'What the place is.', required: true },
        { name: 'aliases', description: 'Other names, separated by "; ".' },
        { name: 'state', description: 'Lasting changes: damaged, closed, guarded, owned by…' },
      ],
    },
    {
      type: ROLLUP_TYPE,
      description: 'A summary of a run of older events (level 1) or of rollups (level 2 and up).',
      prefix: 'rollup',
      fields: [
        { name: 'summary', description: 'At most about 120 words: names, outcomes, lasting changes, open threads.', required: true },
        { name: 'time', description: 'The span, e.g. "Days 1–2".' },
      ],
      compaction: { fanIn: 5, keepRecent: 3 },
    },
  ],
  edgeTypes: [
    { name: 'involves', description: 'event → a character who took part.' },
    { name: 'located_at', description: 'event or character → the place.' },
    { name: 'follows', description: 'event → the earlier event it continues or pays off.' },
    { name: 'knows', description: 'character → character they know.' },
    { name: 'ally_of', description: 'character → ally.' },
    { name: 'enemy_of', description: 'character → enemy.' },
    { name: 'family_of', description: 'character → relative.' },
    { name: 'owes_favour_to', description: 'character → the one they owe.' },
    { name: 'owns', description: 'character → a place or thing they own.' },
    { name: 'related_to', description: 'anything else; say how in the note.' },
  ],
});

export const defaultSchema = (): GraphSchema => structuredClone(DEFAULT_SCHEMA);

/** A relation name the graph accepts (schema names are suggestions; new ones are kept in the same shape). */
export const RELATION_PATTERN = /^[a-z][a-z0-9_]{0,47}$/;

/** The key of an edge: one edge per (from, relation, to). */
export const edgeKey = (from: string, relation: string, to: string): string => `${from}\u0002${relation}\u0002${to}`;

/** Record keys inside one chat's graph: `n:<id>`, `e:<from␂rel␂to>`, `schema`, `meta`. */
export type RecordKey = `n:${string}` | `e:${string}` | 'schema' | 'meta';
export const nodeKey = (id: string): RecordKey => `n:${id}`;
export const edgeRecordKey = (e: Pick<MemoryEdge, 'from' | 'relation' | 'to'>): RecordKey => `e:${edgeKey(e.from, e.relation, e.to)}`;

/** One record's value, by its key (null: absent). */
export type RecordValue = MemoryNode | MemoryEdge | GraphSchema | GraphMeta;

/** Checks a stored record against the schema its key names; the reason when it does not fit. */
export function parseRecord(key: string, raw: unknown): { ok: true; value: RecordValue } | { ok: false; reason: string } {
  const schema =
    key === 'schema' ? GraphSchemaSchema : key === 'meta' ? MetaSchema : key.startsWith('n:') ? NodeSchema : key.startsWith('e:') ? EdgeSchema : null;
  if (!schema) return { ok: false, reason: `unknown record key "${key}"` };
  const r = (schema as z.ZodType<RecordValue>).safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    return { ok: false, reason: i ? `${i.path.join('.') || 'record'}: ${i.message}` : 'invalid' };
  }
  if (key.startsWith('n:') && (r.data as MemoryNode).id !== key.slice(2)) return { ok: false, reason: 'node id does not match its key' };
  if (key.startsWith('e:') && edgeRecordKey(r.data as MemoryEdge) !== key) return { ok: false, reason: 'edge does not match its key' };
  return { ok: true, value: r.data };
}

/** A kept turn: the reply it belongs to carries `id`; `shown` while that reply is the one on screen. */
export const TurnRecordSchema = z.object({
  id: z.string().min(1),
  seq: z.number().int().min(0),
  state: z.enum(['shown', 'hidden']),
  changes: z.array(z.object({ key: z.string(), before: z.unknown().nullable(), after: z.unknown().nullable() })),
  /** Nodes this turn showed to an agent (exposure). */
  recalled: z.array(z.string()).default(() => []),
  /** Changes under review (the chat reviews memory changes): not applied until approved. */
  proposed: z
    .array(
      z.object({
        id: z.string().min(1),
        kind: z.enum(['create', 'edit', 'delete', 'link', 'unlink', 'compact', 'write']),
        changes: z.array(z.object({ key: z.string(), before: z.unknown().nullable(), after: z.unknown().nullable() })),
      }),
    )
    .default(() => []),
  at: z.number(),
});
type StoredChange = { key: string; before: RecordValue | null; after: RecordValue | null };
export type TurnRecord = Omit<z.infer<typeof TurnRecordSchema>, 'changes' | 'proposed'> & {
  changes: StoredChange[];
  proposed: { id: string; kind: z.infer<typeof TurnRecordSchema>['proposed'][number]['kind']; changes: StoredChange[] }[];
};

/** Checks a stored turn, including every record value it carries. */
export function parseTurnRecord(raw: unknown): { ok: true; value: TurnRecord } | { ok: false; reason: string } {
  const r = TurnRecordSchema.safeParse(raw);
  if (!r.success) return { ok: false, reason: r.error.issues[0]?.message ?? 'invalid turn' };
  for (const c of [...r.data.changes, ...r.data.proposed.flatMap((p) => p.changes)]) {
    for (const v of [c.before, c.after]) {
      if (v === null) continue;
      const p = parseRecord(c.key, v);
      if (!p.ok) return { ok: false, reason: `change of ${c.key}: ${p.reason}` };
    }
  }
  return { ok: true, value: r.data as TurnRecord };
}

/** A stored vector: the hash of the text it was computed from, and its numbers. */
export const VectorRecordSchema = z.object({
  hash: z.string(),
  model: z.string().default(''),
  vector: z.custom<Float32Array>((v) => v instanceof Float32Array && v.length > 0 && v.length <= 8192, 'a Float32Array of 1 to 8192 numbers'),
});
export type VectorRecord = z.infer<typeof VectorRecordSchema>;
