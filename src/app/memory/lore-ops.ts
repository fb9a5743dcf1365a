// The graph writes of canon in lorebooks (part of the memory part, with the graph's write operations):
// a node updated from its entry (the user kept the lorebook's text), and a lorebook's entries made
// into nodes (Import from lorebook).
import { createNode, editNode, LIMITS } from '../../core/memory/edit.ts';
import type { TurnChanges } from '../../core/memory/journal.ts';
import { nodeFromEntry, type LoreBookEntry } from '../../core/memory/lore-sync.ts';
import type { NodeTypeSpec } from '../../core/memory/model.ts';

const context = (changes: TurnChanges, now: () => number) => ({ changes, now, sources: [], turnNodes: () => new Set<string>() });

/** Fields the type has, each within the field limit. */
function fitFields(spec: NodeTypeSpec | undefined, fields: Record<string, string>): Record<string, string> {
  const known = new Set(spec?.fields.map((f) => f.name));
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([k, v]) => known.has(k) && v)
      .map(([k, v]) => [k, v.slice(0, LIMITS.field)]),
  );
}

/** Updates node `id` from an entry: its keys → name and aliases, its lines → fields (fields the entry lacks are cleared, required ones kept). */
export function nodeFollowsEntry(changes: TurnChanges, now: () => number, id: string, entry: Pick<LoreBookEntry, 'keys' | 'content'>): void {
  const node = changes.graph.nodes.get(id);
  if (!node) throw new Error(`There is no node ${id}.`);
  const spec = changes.graph.typeSpec(node.type);
  const read = nodeFromEntry(entry, spec);
  const fields = fitFields(spec, read.fields);
  const required = new Set(spec?.fields.filter((f) => f.required).map((f) => f.name));
  const cleared = Object.keys(node.fields).filter((f) => !(f in fields) && f !== 'source_floors' && !required.has(f));
  editNode(context(changes, now), { id, name: read.name || node.name, setFields: fields, clearFields: cleared });
}

/** Makes a node of `type` from each entry (title or first key → name, other keys → aliases, lines → fields); returns the new ids in entry order. */
export function nodesFromEntries(changes: TurnChanges, now: () => number, type: string, entries: readonly LoreBookEntry[]): string[] {
  const spec = changes.graph.typeSpec(type);
  if (!spec) throw new Error(`There is no node type "${type}".`);
  return entries.map((e) => {
    const read = nodeFromEntry({ keys: e.keys, content: e.content, title: e.comment }, spec);
    const fields = fitFields(spec, read.fields);
    for (const f of spec.fields) if (f.required && !fields[f.name]) fields[f.name] = (e.content.trim().split('\n')[0] || read.name).slice(0, LIMITS.field);
    return createNode(context(changes, now), { type, name: read.name, fields, alwaysInject: e.constant || spec.alwaysInject }).id;
  });
}
