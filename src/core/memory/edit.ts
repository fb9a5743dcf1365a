// The graph's write operations, each checked before it changes anything it cannot undo: a failed
// check throws a MemoryError (code + a hint naming the ids or fields), and the tool call that made
// it rolls back to its checkpoint. Every node keeps the chat messages it came from.
import { edgeRecordKey, nodeKey, RELATION_PATTERN, ROLLUP_TYPE, type MemoryEdge, type MemoryNode, type MessageRef } from './model.ts';
import {
  checkFields,
  checkName,
  checkTags,
  type EditContext,
  type FieldInput,
  floorsText,
  graphOf,
  LIMITS,
  MemoryError,
  mergeSources,
  newNodeId,
  parseFloors,
  requireFields,
  requireNode,
  requireType,
} from './edit-checks.ts';

export { type EditContext, type FieldInput, LIMITS, MemoryError, newNodeId, parseFloors, requireNode } from './edit-checks.ts';

export interface CreateInput {
  type: string;
  name: string;
  fields?: FieldInput;
  tags?: string[];
  alwaysInject?: boolean;
}

export function createNode(c: EditContext, input: CreateInput): MemoryNode {
  const spec = requireType(c, input.type);
  const name = checkName(input.name);
  const fields = checkFields(spec, input.fields ?? {});
  if (spec.type === ROLLUP_TYPE)
    throw new MemoryError(
      'memory_rollup_direct',
      'Rollups are made by memory_compact_nodes, not created directly.',
      'Call memory_compaction_candidates, then memory_compact_nodes.',
    );
  const given = fields.source_floors ? parseFloors(fields.source_floors).map((floor) => ({ floor })) : [];
  const sources = mergeSources(given, given.length ? [] : c.sources);
  if (spec.fields.some((f) => f.name === 'source_floors') && !fields.source_floors && sources.length) fields.source_floors = floorsText(sources);
  requireFields(spec, fields);
  const id = newNodeId(c, spec, name);
  const t = c.now();
  const node: MemoryNode = {
    id,
    type: spec.type,
    name,
    fields,
    tags: checkTags(input.tags),
    alwaysInject: input.alwaysInject ?? spec.alwaysInject,
    level: 0,
    sources,
    ...(c.witnesses?.length ? { witnesses: [...c.witnesses] } : {}),
    createdAt: t,
    updatedAt: t,
  };
  c.changes.set(nodeKey(id), node);
  return node;
}

export interface EditInput {
  id: string;
  setFields?: FieldInput;
  clearFields?: string[];
  name?: string;
  tags?: string[];
  alwaysInject?: boolean;
}

export function editNode(c: EditContext, input: EditInput): MemoryNode {
  const old = requireNode(c, input.id);
  const spec = requireType(c, old.type);
  if (!spec.editable) throw new MemoryError('memory_node_not_editable', `Nodes of type "${spec.type}" are not edited.`, 'Create a new node instead.');
  const set = checkFields(spec, input.setFields ?? {});
  const fields = { ...old.fields, ...set };
  for (const f of input.clearFields ?? []) {
    if (!spec.fields.some((s) => s.name === f))
      throw new MemoryError(
        'memory_field_unknown',
        `Type "${spec.type}" has no field "${f}".`,
        `Fields of ${spec.type}: ${spec.fields.map((s) => s.name).join(', ')}.`,
      );
    delete fields[f];
  }
  requireFields(spec, fields);
  const node: MemoryNode = {
    ...old,
    name: input.name !== undefined ? checkName(input.name) : old.name,
    fields,
    tags: input.tags !== undefined ? checkTags(input.tags) : old.tags,
    alwaysInject: input.alwaysInject ?? old.alwaysInject,
    sources: mergeSources(old.sources, c.sources),
    // A node that names its witnesses adds this turn's; one without (seen by everyone) stays so.
    ...(old.witnesses && c.witnesses?.length ? { witnesses: [...new Set([...old.witnesses, ...c.witnesses])] } : {}),
    updatedAt: c.now(),
  };
  c.changes.set(nodeKey(old.id), node);
  return node;
}

/** Deletes a node with its edges; its rollup forgets it, a rollup's children become top-level again. */
export function deleteNode(c: EditContext, id: string): { removedEdges: number } {
  const node = requireNode(c, id);
  const g = graphOf(c);
  const edges = g.edgesOf(id);
  for (const e of edges) c.changes.set(edgeRecordKey(e), null);
  if (node.parent) {
    const p = g.nodes.get(node.parent);
    if (p) c.changes.set(nodeKey(p.id), { ...p, children: (p.children ?? []).filter((x) => x !== id), updatedAt: c.now() });
  }
  for (const child of node.children ?? []) {
    const n = g.nodes.get(child);
    if (n) {
      const { parent: _drop, ...rest } = n;
      c.changes.set(nodeKey(child), { ...rest, updatedAt: c.now() });
    }
  }
  c.changes.set(nodeKey(id), null);
  return { removedEdges: edges.length };
}

export interface LinkInput {
  target: string;
  relation: string;
  direction?: 'outgoing' | 'incoming' | 'bidirectional';
  note?: string;
}

function checkRelation(relation: string): string {
  const r = relation
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!RELATION_PATTERN.test(r))
    throw new MemoryError(
      'memory_relation_invalid',
      `Relation "${relation}" is not a lower_snake_case name.`,
      'Use the relation names memory_schema lists, e.g. "involves".',
    );
  return r;
}

/** Adds or updates links from `source`; returns the edges written. */
export function upsertLinks(c: EditContext, source: string, links: readonly LinkInput[]): MemoryEdge[] {
  requireNode(c, source);
  if (links.length > LIMITS.linksPerCall) throw new MemoryError('memory_too_many_links', `At most ${LIMITS.linksPerCall} links per call.`);
  const g = graphOf(c);
  const written: MemoryEdge[] = [];
  for (const l of links) {
    requireNode(c, l.target);
    if (l.target === source) throw new MemoryError('memory_link_self', `A node cannot link to itself ("${source}").`);
    const relation = checkRelation(l.relation);
    const note = l.note?.trim() ? l.note.trim().slice(0, LIMITS.note) : undefined;
    const dir = l.direction ?? 'outgoing';
    const pairs =
      dir === 'outgoing'
        ? [[source, l.target]]
        : dir === 'incoming'
          ? [[l.target, source]]
          : [
              [source, l.target],
              [l.target, source],
            ];
    for (const [from, to] of pairs) {
      const old = g.edge(from, relation, to);
      const e: MemoryEdge = {
        from,
        to,
        relation,
        createdAt: old?.createdAt ?? c.now(),
        ...(note !== undefined ? { note } : old?.note ? { note: old.note } : {}),
      };
      c.changes.set(edgeRecordKey(e), e);
      written.push(e);
    }
  }
  return written;
}

/** Removes the edge(s) between two nodes with that relation; returns how many. */
export function deleteLink(
  c: EditContext,
  from: string,
  to: string,
  relation: string,
  direction: 'outgoing' | 'incoming' | 'bidirectional' = 'bidirectional',
): number {
  requireNode(c, from);
  requireNode(c, to);
  const r = checkRelation(relation);
  const g = graphOf(c);
  const pairs =
    direction === 'outgoing'
      ? [[from, to]]
      : direction === 'incoming'
        ? [[to, from]]
        : [
            [from, to],
            [to, from],
          ];
  let removed = 0;
  for (const [a, b] of pairs) {
    const e = g.edge(a, r, b);
    if (e) {
      c.changes.set(edgeRecordKey(e), null);
      removed++;
    }
  }
  if (!removed) {
    const between = g
      .edgesOf(from)
      .filter((e) => e.from === to || e.to === to)
      .map((e) => `${e.from} → ${e.relation} → ${e.to}`);
    throw new MemoryError(
      'memory_link_not_found',
      `No "${r}" link between ${from} and ${to}.`,
      between.length ? `Links between them: ${between.join('; ')}.` : 'They are not linked; see memory_edge_summary.',
    );
  }
  return removed;
}

/** The nodes at `depth` (0: nodes of `type`; n: rollups of level n) that compaction may take, oldest first. */
export function compactable(c: Pick<EditContext, 'changes' | 'turnNodes'>, type: string, depth: number): MemoryNode[] {
  const g = c.changes.graph;
  const turn = c.turnNodes();
  const all = [...g.nodes.values()].filter((n) => (depth === 0 ? n.type === type && n.level === 0 : n.type === ROLLUP_TYPE && n.level === depth));
  all.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  const spec = g.typeSpec(depth === 0 ? type : ROLLUP_TYPE);
  const keep = spec?.compaction?.keepRecent ?? 0;
  const open = all.slice(0, Math.max(0, all.length - keep));
  return open.filter((n) => !n.parent && !turn.has(n.id));
}

/** Offered groups: runs of `fanIn` compactable nodes, oldest first. */
export function compactionGroups(
  c: Pick<EditContext, 'changes' | 'turnNodes'>,
  type: string,
  depth: number,
): { depth: number; childIds: string[]; fanIn: number }[] {
  const g = c.changes.graph;
  const spec = g.typeSpec(depth === 0 ? type : ROLLUP_TYPE);
  const fanIn = spec?.compaction?.fanIn;
  if (!fanIn) return [];
  const open = compactable(c, type, depth);
  const groups: { depth: number; childIds: string[]; fanIn: number }[] = [];
  for (let i = 0; i + fanIn <= open.length; i += fanIn) groups.push({ depth, childIds: open.slice(i, i + fanIn).map((n) => n.id), fanIn });
  return groups;
}

export interface CompactInput {
  type: string;
  childIds: string[];
  summary: string;
  fields?: FieldInput;
}

/** Rolls children up into one rollup node one level above them; the children stay, linked to it. */
export function compactNodes(c: EditContext, input: CompactInput): MemoryNode {
  const ids = [...new Set(input.childIds)];
  if (ids.length < 2)
    throw new MemoryError('memory_compact_too_few', 'Compaction needs at least two children.', 'Use a group from memory_compaction_candidates.');
  if (ids.length > LIMITS.children) throw new MemoryError('memory_compact_too_many', `At most ${LIMITS.children} children per rollup.`);
  const children = ids.map((id) => requireNode(c, id));
  const level = children[0].level;
  const depthType = level === 0 ? input.type : ROLLUP_TYPE;
  const eligible = new Set(compactable(c, input.type, level).map((n) => n.id));
  for (const ch of children) {
    if (ch.level !== level || (level === 0 && ch.type !== input.type))
      throw new MemoryError('memory_compact_mixed', `Children must all be ${depthType} nodes of one level; "${ch.id}" is ${ch.type} level ${ch.level}.`);
    if (ch.parent)
      throw new MemoryError('memory_compact_already', `"${ch.id}" is already in rollup ${ch.parent}.`, 'Take a group from memory_compaction_candidates.');
    if (c.turnNodes().has(ch.id))
      throw new MemoryError(
        'memory_compact_current_turn',
        `"${ch.id}" was written this turn; it stays uncompacted.`,
        'Compact only older groups that memory_compaction_candidates offers.',
      );
    if (!eligible.has(ch.id))
      throw new MemoryError(
        'memory_compact_too_recent',
        `"${ch.id}" is among the newest nodes, which stay uncompacted.`,
        'Take a group from memory_compaction_candidates.',
      );
  }
  const spec = requireType(c, ROLLUP_TYPE);
  const summary = input.summary.trim();
  if (!summary) throw new MemoryError('memory_field_required', 'The rollup needs a summary.', 'Give summary: names, outcomes, lasting changes, open threads.');
  const fields = checkFields(spec, { ...(input.fields ?? {}), summary });
  children.sort((a, b) => a.createdAt - b.createdAt);
  const times = children.map((ch) => ch.fields.time).filter(Boolean);
  if (!fields.time && times.length && spec.fields.some((f) => f.name === 'time'))
    fields.time = times.length > 1 ? `${times[0]} – ${times[times.length - 1]}` : times[0];
  const id = newNodeId(c, spec, summary, level + 1);
  const t = c.now();
  const name = fields.time
    ? `${fields.time}: ${children.length} ${level === 0 ? input.type : 'rollup'}s`
    : `${children.length} ${level === 0 ? input.type : 'rollup'}s`;
  const rollup: MemoryNode = {
    id,
    type: ROLLUP_TYPE,
    name,
    fields,
    tags: [],
    alwaysInject: false,
    level: level + 1,
    children: children.map((ch) => ch.id),
    sources: children.reduce<MessageRef[]>((acc, ch) => mergeSources(acc, ch.sources), []),
    createdAt: t,
    updatedAt: t,
  };
  c.changes.set(nodeKey(id), rollup);
  for (const ch of children) c.changes.set(nodeKey(ch.id), { ...ch, parent: id });
  return rollup;
}
