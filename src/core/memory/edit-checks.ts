// The checks and helpers the graph's write operations (edit.ts) share: the MemoryError they throw, the
// size limits, field/name/tag checks, message sources and fresh node ids.
import type { TurnChanges } from './journal.ts';
import { ROLLUP_TYPE, type MemoryNode, type MessageRef, type NodeTypeSpec } from './model.ts';

export class MemoryError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export const LIMITS = { name: 200, field: 4000, fields: 32, tags: 16, tag: 48, note: 400, linksPerCall: 64, children: 50 };

export interface EditContext {
  changes: TurnChanges;
  now(): number;
  /** The messages of the running turn (user message and reply). */
  sources: readonly MessageRef[];
  /** Ids this turn created or changed (compaction may not take them). */
  turnNodes(): ReadonlySet<string>;
  /** Ids not in the graph that a new node may not take (nodes proposed by earlier turns, under review). */
  reserved?(id: string): boolean;
}

export type FieldInput = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export const graphOf = (c: EditContext) => c.changes.graph;

export function requireNode(c: EditContext, id: string): MemoryNode {
  const n = graphOf(c).nodes.get(id);
  if (!n) throw new MemoryError('memory_node_not_found', `No node "${id}".`, 'Find ids with memory_find_by_name or memory_keyword_search.');
  return n;
}

export function requireType(c: EditContext, type: string): NodeTypeSpec {
  const spec = graphOf(c).typeSpec(type);
  if (!spec) {
    const types = graphOf(c)
      .schema.nodeTypes.map((t) => t.type)
      .join(', ');
    throw new MemoryError('memory_type_unknown', `No node type "${type}".`, `Types: ${types} (see memory_schema).`);
  }
  return spec;
}

function fieldText(v: FieldInput[string]): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(String).join('; ');
  return String(v).trim();
}

/** Field values checked against the type's fields: unknown names and oversize values are refused. */
export function checkFields(spec: NodeTypeSpec, input: FieldInput): Record<string, string> {
  const known = new Set(spec.fields.map((f) => f.name));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    if (!known.has(k)) {
      throw new MemoryError('memory_field_unknown', `Type "${spec.type}" has no field "${k}".`, `Fields of ${spec.type}: ${[...known].join(', ') || 'none'}.`);
    }
    const text = fieldText(v);
    if (text.length > LIMITS.field)
      throw new MemoryError('memory_field_too_long', `Field "${k}" is longer than ${LIMITS.field} characters.`, 'Summarise; memory keeps facts, not prose.');
    if (text) out[k] = text;
  }
  return out;
}

export function requireFields(spec: NodeTypeSpec, fields: Record<string, string>) {
  const missing = spec.fields.filter((f) => f.required && !fields[f.name]).map((f) => f.name);
  if (missing.length)
    throw new MemoryError('memory_field_required', `Type "${spec.type}" needs ${missing.join(', ')}.`, `Give ${missing.map((m) => `fields.${m}`).join(', ')}.`);
}

export function checkName(name: string): string {
  const n = name.trim();
  if (!n) throw new MemoryError('memory_name_empty', 'The node needs a name (title).', 'Events: "Day N, time — subject does what".');
  if (n.length > LIMITS.name) throw new MemoryError('memory_name_too_long', `The name is longer than ${LIMITS.name} characters.`);
  return n;
}

export function checkTags(tags: readonly string[] | undefined): string[] {
  const out = [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))];
  if (out.length > LIMITS.tags || out.some((t) => t.length > LIMITS.tag))
    throw new MemoryError('memory_tags_invalid', `At most ${LIMITS.tags} tags of ${LIMITS.tag} characters.`);
  return out;
}

/** Floors from "64-65", "64–65", "64, 65" or "第 72–73 楼". */
export function parseFloors(text: string): number[] {
  const out = new Set<number>();
  for (const m of text.matchAll(/(\d+)\s*(?:[-–—~至到]\s*(\d+))?/g)) {
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    for (let f = Math.min(a, b); f <= Math.max(a, b) && f - Math.min(a, b) < 50; f++) out.add(f);
  }
  return [...out].sort((x, y) => x - y);
}

export function mergeSources(a: readonly MessageRef[], b: readonly MessageRef[]): MessageRef[] {
  const seen = new Map<string, MessageRef>();
  for (const s of [...a, ...b]) seen.set(`${s.floor}|${s.turn ?? ''}`, s);
  return [...seen.values()].sort((x, y) => x.floor - y.floor);
}

export function floorsText(sources: readonly MessageRef[]): string {
  const floors = [...new Set(sources.map((s) => s.floor))].sort((a, b) => a - b);
  if (!floors.length) return '';
  return floors.length > 1 && floors[floors.length - 1] - floors[0] === floors.length - 1 ? `${floors[0]}-${floors[floors.length - 1]}` : floors.join(', ');
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\x00-\x7f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 24)
    .replace(/_+$/, '');

/** A fresh id: `evt_12`, `char_ines_varga` (from a Latin name) or `char_3`, `rollup_l1_04`. */
export function newNodeId(c: EditContext, spec: NodeTypeSpec, name: string, level = 0): string {
  const g = graphOf(c);
  const counters = { ...g.meta.counters };
  const bump = (key: string) => {
    counters[key] = (counters[key] ?? 0) + 1;
    return counters[key];
  };
  const taken = (x: string) => g.nodes.has(x) || !!c.reserved?.(x);
  let id: string;
  if (spec.type === ROLLUP_TYPE) {
    do id = `${spec.prefix}_l${level}_${String(bump(`${spec.prefix}_l${level}`)).padStart(2, '0')}`;
    while (taken(id));
  } else {
    const s = spec.type === 'event' ? '' : slug(name);
    if (s && !taken(`${spec.prefix}_${s}`)) id = `${spec.prefix}_${s}`;
    else {
      do id = `${spec.prefix}_${bump(spec.prefix)}`;
      while (taken(id));
    }
  }
  c.changes.set('meta', { counters });
  return id;
}
