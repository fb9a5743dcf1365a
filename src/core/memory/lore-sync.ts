// Canon in lorebooks: which nodes of a graph a lorebook keeps, the entry each becomes (keys: the
// node's name and aliases; content: its fields, one `Label: value` line each), the mark an entry
// carries (the chat and node it stands for, and a hash of what Troupe last wrote), and the plan that
// brings a lorebook in line with the graph. An entry whose text no longer hashes to its mark was
// edited by hand: it is never overwritten; the plan reports it as a conflict for the user to settle.
// Entries without a mark, or with another chat's, are never touched. Read the other way, an entry's
// keys and content become a node's name, aliases and fields.
import { textHash } from './digest.ts';
import type { MemoryGraph } from './graph.ts';
import type { MemoryNode, NodeTypeSpec } from './model.ts';

/** Which nodes go into the lorebook: nodes of these types, and (with `alwaysInject`) every always-injected node. */
export interface LoreSyncChoice {
  types: readonly string[];
  alwaysInject: boolean;
}

/** What an entry Troupe wrote remembers: the chat (store key) and node it stands for, and the hash of the text Troupe wrote. */
export interface LoreMark {
  chat: string;
  node: string;
  hash: string;
}

/** An entry of a lorebook as the sync reads it. */
export interface LoreBookEntry {
  uid: number;
  keys: string[];
  content: string;
  comment: string;
  constant: boolean;
  mark?: LoreMark;
}

/** What the sync writes into an entry (`uid` absent: a new entry; `mark` null: the entry is no longer Troupe's). */
export interface LoreEntryWrite {
  uid?: number;
  keys: string[];
  content: string;
  comment: string;
  constant: boolean;
  mark: LoreMark | null;
}

/** An entry edited by hand since Troupe wrote it: `edited` while its node is synced, `orphaned` when the node is gone or no longer synced. */
export interface LoreConflict {
  kind: 'edited' | 'orphaned';
  uid: number;
  node: string;
  /** The node's name, or the entry's title when the node is gone. */
  name: string;
  /** The entry as it is now. */
  entry: { keys: string[]; content: string };
  /** What Troupe would write (null: the node is gone or no longer synced, so the entry would be removed). */
  graph: { keys: string[]; content: string } | null;
}

export interface LorePlan {
  put: LoreEntryWrite[];
  remove: number[];
  conflicts: LoreConflict[];
}

/** Fields not rendered into an entry (bookkeeping). */
const SKIP_FIELDS = new Set(['source_floors']);

/** A field name as a label: `possessions` → `Possessions`, `source_floors` → `Source floors`. */
export const fieldLabel = (f: string): string => (f.charAt(0).toUpperCase() + f.slice(1)).replace(/_/g, ' ');

/** Splits an alias list (`a; b, c`) the way find_by_name does. */
export const splitAliases = (v: string): string[] =>
  v
    .split(/[;,，；、]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function isSynced(n: MemoryNode, choice: LoreSyncChoice): boolean {
  return choice.types.includes(n.type) || (choice.alwaysInject && n.alwaysInject);
}

/** The keys of a node's entry: its name, then its aliases (name fields), each once. */
export function nodeKeys(n: MemoryNode, spec: NodeTypeSpec | undefined): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const k of [n.name, ...(spec?.nameFields ?? []).flatMap((f) => splitAliases(n.fields[f] ?? ''))]) {
    const t = k.trim();
    if (t && !seen.has(t.toLowerCase())) seen.add(t.toLowerCase()), out.push(t);
  }
  return out;
}

/** A node's fields as entry content: `Label: value` lines, in the type's field order, then any others; name fields are the keys instead. */
export function nodeContent(n: MemoryNode, spec: NodeTypeSpec | undefined): string {
  const order = spec?.fields.map((f) => f.name) ?? [];
  const names = new Set(spec?.nameFields ?? []);
  const fields = [
    ...order.filter((f) => f in n.fields),
    ...Object.keys(n.fields)
      .filter((f) => !order.includes(f))
      .sort(),
  ];
  const lines: string[] = [];
  for (const f of fields) {
    const v = (n.fields[f] ?? '').trim();
    if (!v || SKIP_FIELDS.has(f) || names.has(f)) continue;
    lines.push(`${fieldLabel(f)}: ${v.replace(/\s*\n\s*/g, ' ')}`);
  }
  return lines.join('\n');
}

/** The hash an entry's mark holds: of its keys and content as written. */
export function entryHash(e: { keys: readonly string[]; content: string }): string {
  return textHash(`${e.keys.join('\u0001')}\u0000${e.content}`);
}

/** The entry a node becomes in a chat's lorebook. */
export function renderEntry(chat: string, n: MemoryNode, spec: NodeTypeSpec | undefined): Omit<LoreEntryWrite, 'uid'> & { mark: LoreMark } {
  const keys = nodeKeys(n, spec);
  const content = nodeContent(n, spec);
  return { keys, content, comment: n.name, constant: n.alwaysInject, mark: { chat, node: n.id, hash: entryHash({ keys, content }) } };
}

const sameText = (a: { keys: readonly string[]; content: string }, b: { keys: readonly string[]; content: string }) =>
  a.content === b.content && a.keys.length === b.keys.length && a.keys.every((k, i) => k === b.keys[i]);

/** Whether an entry's text is still what Troupe last wrote into it. */
export const entryUntouched = (e: LoreBookEntry): boolean => !!e.mark && entryHash(e) === e.mark.hash;

/**
 * What brings a lorebook in line with a chat's graph: a new entry for each synced node that has none,
 * an update for each entry whose node changed (unless the entry was edited by hand: a conflict), and
 * the removal of entries whose node is gone or no longer synced (again unless edited: a conflict).
 */
export function planLoreSync(chat: string, graph: MemoryGraph, choice: LoreSyncChoice, entries: readonly LoreBookEntry[]): LorePlan {
  const plan: LorePlan = { put: [], remove: [], conflicts: [] };
  const byNode = new Map<string, LoreBookEntry>();
  for (const e of entries) {
    if (e.mark?.chat !== chat) continue;
    // Two entries for one node (a copied entry): the first (lowest uid) is the node's; the other is left alone.
    if (!byNode.has(e.mark.node)) byNode.set(e.mark.node, e);
  }
  const nodes = [...graph.nodes.values()].filter((n) => isSynced(n, choice)).sort((a, b) => (a.id < b.id ? -1 : 1));
  const synced = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const want = renderEntry(chat, n, graph.typeSpec(n.type));
    const e = byNode.get(n.id);
    if (!e) {
      plan.put.push(want);
      continue;
    }
    const untouched = entryUntouched(e);
    if (sameText(e, want)) {
      // Already what Troupe would write (also after the user made it so): only the mark and flags follow.
      if (!untouched || e.constant !== want.constant || e.comment !== want.comment) plan.put.push({ ...want, uid: e.uid });
      continue;
    }
    if (untouched) plan.put.push({ ...want, uid: e.uid });
    else
      plan.conflicts.push({
        kind: 'edited',
        uid: e.uid,
        node: n.id,
        name: n.name,
        entry: { keys: e.keys, content: e.content },
        graph: { keys: want.keys, content: want.content },
      });
  }
  for (const [id, e] of byNode) {
    if (synced.has(id)) continue;
    if (entryUntouched(e)) plan.remove.push(e.uid);
    else
      plan.conflicts.push({
        kind: 'orphaned',
        uid: e.uid,
        node: id,
        name: graph.nodes.get(id)?.name ?? (e.comment || e.keys[0] || id),
        entry: { keys: e.keys, content: e.content },
        graph: null,
      });
  }
  return plan;
}

/**
 * A node's name, aliases and fields read from an entry: the name is `title` (else the first key), the
 * other keys are aliases (into the type's first name field), and `Label: value` lines whose label
 * names a field of the type fill that field; any other text goes to the first required field (else
 * `summary`).
 */
export function nodeFromEntry(
  e: { keys: readonly string[]; content: string; title?: string },
  spec: NodeTypeSpec | undefined,
): { name: string; fields: Record<string, string> } {
  const name = (e.title?.trim() || e.keys[0]?.trim() || '').slice(0, 400);
  const fields: Record<string, string> = {};
  const aliasField = spec?.nameFields[0];
  const aliases = e.keys.map((k) => k.trim()).filter((k) => k && k.toLowerCase() !== name.toLowerCase());
  if (aliasField && aliases.length) fields[aliasField] = aliases.join('; ');
  const known = new Map((spec?.fields ?? []).map((f) => [f.name, f.name] as const));
  const rest = spec?.fields.find((f) => f.required)?.name ?? 'summary';
  const loose: string[] = [];
  let current: string | null = null;
  for (const raw of e.content.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^([A-Za-z][A-Za-z0-9 _]{0,47}):\s*(.*)$/.exec(line);
    const f = m ? known.get(m[1]!.trim().toLowerCase().replace(/\s+/g, '_')) : undefined;
    if (m && f === aliasField && f) {
      current = null; // aliases are the keys
    } else if (m && f) {
      current = f;
      fields[f] = fields[f] ? `${fields[f]} ${m[2]}` : m[2]!;
    } else if (current) fields[current] = `${fields[current]} ${line}`;
    else loose.push(line);
  }
  if (loose.length) fields[rest] = fields[rest] ? `${loose.join(' ')} ${fields[rest]}` : loose.join(' ');
  for (const k of Object.keys(fields)) fields[k] = fields[k]!.trim();
  return { name, fields };
}
