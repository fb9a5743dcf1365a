// The read-only memory tools memory_scout (and the critics) use: schema, candidates, names, keywords,
// vectors, a node's brief, its edges, and a hub's children. Structural signals come with every
// node: degree (edge density), exposure (how often earlier turns showed it) and alwaysInject.
import * as z from 'zod';
import { defineTool, toolArgs, intArg, toolFailure, type Tool } from '../../agent/tool.ts';
import { floorsOf, lastFloor, type MemoryTurnAccess } from '../access.ts';
import { compactionGroups } from '../edit.ts';
import type { MemoryGraph } from '../graph.ts';
import { ROLLUP_TYPE, type MemoryNode } from '../model.ts';

const typesArg = z.array(z.string()).optional().describe('Only these node types.');

const typeFilter = (types: readonly string[] | undefined) => {
  const set = types?.length ? new Set(types) : null;
  return (n: MemoryNode) => !set || set.has(n.type);
};

/** One node as a list row: what a scout needs to decide whether to open it. */
export function nodeRow(a: MemoryTurnAccess, n: MemoryNode) {
  return {
    id: n.id,
    type: n.type,
    ...(n.level ? { level: n.level } : {}),
    name: n.name,
    floor: lastFloor(n),
    degree: a.graph.degree(n.id),
    exposure: a.exposure(n.id),
    ...(n.alwaysInject ? { alwaysInject: true } : {}),
    ...(n.parent ? { rollup: n.parent } : {}),
    ...(n.witnesses ? { witnesses: n.witnesses } : {}),
  };
}

function edgeSummary(g: MemoryGraph, id: string, edgeTypes: readonly string[] | undefined, limit: number) {
  const only = edgeTypes?.length ? new Set(edgeTypes) : null;
  const counts = new Map<string, { relation: string; direction: 'outgoing' | 'incoming'; count: number }>();
  const neighbours: { id: string; type: string; name: string; relation: string; direction: string }[] = [];
  let degree = 0;
  for (const e of g.edgesOf(id)) {
    if (only && !only.has(e.relation)) continue;
    degree++;
    const direction = e.from === id ? 'outgoing' : 'incoming';
    const k = `${e.relation}|${direction}`;
    const c = counts.get(k) ?? { relation: e.relation, direction, count: 0 };
    c.count++;
    counts.set(k, c);
    const other = g.nodes.get(direction === 'outgoing' ? e.to : e.from);
    if (other && neighbours.length < limit) neighbours.push({ id: other.id, type: other.type, name: other.name, relation: e.relation, direction });
  }
  return { degree, relations: [...counts.values()].sort((a, b) => b.count - a.count), sample_neighbors: neighbours };
}

function notFound(id: string) {
  return toolFailure(`No node "${id}".`, 'memory_node_not_found', 'Find ids with memory_find_by_name, memory_keyword_search or memory_list_candidates.');
}

const memorySchemaArgs = toolArgs(z.object({}));

export function memorySchemaTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_schema',
    description: "The graph's node types (fields, which are required, which always injected, counts) and relation names.",
    parameters: memorySchemaArgs,
    readOnly: true,
    execute: () => {
      const g = a.graph;
      const counts: Record<string, number> = {};
      for (const n of g.nodes.values()) counts[n.type] = (counts[n.type] ?? 0) + 1;
      const inUse = new Map<string, number>();
      for (const e of g.edges.values()) inUse.set(e.relation, (inUse.get(e.relation) ?? 0) + 1);
      return {
        types: g.schema.nodeTypes.map((t) => ({
          type: t.type,
          description: t.description,
          fields: t.fields.map((f) => ({ name: f.name, ...(f.required ? { required: true } : {}), description: f.description })),
          ...(t.nameFields.length ? { nameFields: t.nameFields } : {}),
          alwaysInject: t.alwaysInject,
          editable: t.editable,
          ...(t.compaction ? { compaction: t.compaction } : {}),
          count: counts[t.type] ?? 0,
        })),
        relations: g.schema.edgeTypes.map((e) => ({ name: e.name, description: e.description })),
        relations_in_use: [...inUse].map(([relation, count]) => ({ relation, count })).sort((x, y) => y.count - x.count),
      };
    },
  });
}

const memoryListCandidatesArgs = toolArgs(
  z.object({
    seq_window: z
      .object({ from: intArg({ min: 0 }).optional(), to: intArg({ min: 0 }).optional() })
      .optional()
      .describe('Only nodes whose latest source floor is in this range.'),
    types: typesArg,
    exclude_recent_messages: intArg({ min: 0, max: 10_000 })
      .optional()
      .describe('Leave out nodes from the last N floors (the chat on screen already has them).'),
    limit: intArg({ min: 1, max: 100 }).optional().describe('Default 30.'),
  }),
);

export function memoryListCandidatesTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_list_candidates',
    description: 'Top-level nodes (events not rolled up, rollups, sheets), newest first, with floor, degree, exposure.',
    parameters: memoryListCandidatesArgs,
    readOnly: true,
    execute: (args) => {
      const accept = typeFilter(args.types);
      const current = Math.max(-1, ...a.sources().map((s) => s.floor));
      const recentFrom = args.exclude_recent_messages !== undefined ? current - args.exclude_recent_messages + 1 : Infinity;
      const from = args.seq_window?.from ?? -Infinity;
      const to = args.seq_window?.to ?? Infinity;
      const pool = [...a.graph.nodes.values()]
        .filter((n) => !n.parent && accept(n))
        .filter((n) => {
          const f = lastFloor(n);
          return f >= from && f <= to && f < recentFrom;
        });
      pool.sort((x, y) => lastFloor(y) - lastFloor(x) || y.createdAt - x.createdAt);
      const limit = args.limit ?? 30;
      return { candidates: pool.slice(0, limit).map((n) => nodeRow(a, n)), total: pool.length };
    },
  });
}

const memoryFindByNameArgs = toolArgs(z.object({ query: z.string().trim().min(1), types: typesArg }));

export function memoryFindByNameTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_find_by_name',
    description: 'Nodes by name or alias (case-insensitive; exact matches first).',
    parameters: memoryFindByNameArgs,
    offered: () => hasNodes(a),
    readOnly: true,
    execute: (args) => {
      const found = a.graph.findByName(args.query, typeFilter(args.types)).slice(0, 20);
      return { matches: found.map((n) => ({ ...nodeRow(a, n), ...(n.fields.aliases ? { aliases: n.fields.aliases } : {}) })) };
    },
  });
}

const memoryKeywordSearchArgs = toolArgs(
  z.object({ query: z.string().trim().min(1), types: typesArg, k: intArg({ min: 1, max: 50 }).optional().describe('Default 20.') }),
);

export function memoryKeywordSearchTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_keyword_search',
    description: 'Search node names, tags and fields for words; best first.',
    parameters: memoryKeywordSearchArgs,
    offered: () => hasNodes(a),
    readOnly: true,
    execute: (args) => {
      const accept = typeFilter(args.types);
      const hits = a.graph.keywords.search(args.query, args.k ?? 20, (id) => accept(a.graph.nodes.get(id)!));
      if (!hits.length) return { results: [], note: `No node mentions "${args.query}". Try a name with memory_find_by_name, or other words.` };
      return { results: hits.map((h) => ({ ...nodeRow(a, a.graph.nodes.get(h.id)!), score: h.score, scoreMode: 'keyword' })) };
    },
  });
}

const memoryVectorSearchArgs = toolArgs(
  z.object({ query: z.string().trim().min(1), types: typesArg, k: intArg({ min: 1, max: 50 }).optional().describe('Default 10.') }),
);

export function memoryVectorSearchTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_vector_search',
    description: 'Search nodes by meaning (embeddings): for a theme with no obvious keyword. Results best first with a cosine score.',
    parameters: memoryVectorSearchArgs,
    offered: () => hasNodes(a),
    readOnly: true,
    execute: async (args) => {
      if (!a.vectors)
        return toolFailure('Vector search is not set up for this chat.', 'NO_EMBEDDING_PROFILE', 'Use memory_keyword_search and memory_find_by_name instead.');
      const accept = typeFilter(args.types);
      try {
        const hits = await a.vectors.search(args.query, args.k ?? 10, (id) => {
          const n = a.graph.nodes.get(id);
          return !!n && accept(n);
        });
        return {
          results: hits.filter((h) => a.graph.nodes.has(h.id)).map((h) => ({ ...nodeRow(a, a.graph.nodes.get(h.id)!), score: h.score, scoreMode: 'vector' })),
        };
      } catch (e) {
        return toolFailure(
          `Vector search failed: ${e instanceof Error ? e.message : String(e)}`,
          'memory_vector_failed',
          'Use memory_keyword_search instead this turn.',
        );
      }
    },
  });
}

const memoryNodeBriefArgs = toolArgs(
  z.object({
    node_id: z.string().trim().min(1),
  }),
);

export function memoryNodeBriefTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_brief',
    description: 'One node in full: fields, floors, children, exposure, 8 neighbours.',
    parameters: memoryNodeBriefArgs,
    offered: () => hasNodes(a),
    readOnly: true,
    execute: (args) => {
      const n = a.graph.nodes.get(args.node_id);
      if (!n) return notFound(args.node_id);
      a.recalled([n.id]);
      return {
        brief: {
          id: n.id,
          type: n.type,
          ...(n.level ? { level: n.level } : {}),
          name: n.name,
          fields: n.fields,
          ...(n.tags.length ? { tags: n.tags } : {}),
          floors: floorsOf(n),
          ...(n.witnesses ? { witnesses: n.witnesses } : {}),
          ...(n.children ? { children: n.children, childCount: n.children.length } : {}),
          ...(n.parent ? { rollup: n.parent } : {}),
          exposure: a.exposure(n.id),
          alwaysInject: n.alwaysInject,
          // Eight neighbours; memory_edge_summary lists more, by relation.
          edgeSummary: edgeSummary(a.graph, n.id, undefined, 8),
        },
      };
    },
  });
}

const memoryEdgeSummaryArgs = toolArgs(
  z.object({
    node_id: z.string().trim().min(1),
    edge_types: z.array(z.string()).optional(),
    limit: intArg({ min: 0, max: 50 }).optional().describe('Neighbours listed; default 8.'),
  }),
);

export function memoryEdgeSummaryTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_edge_summary',
    description: "A node's edges: its degree, counts per relation and direction, and some neighbours.",
    parameters: memoryEdgeSummaryArgs,
    offered: () => hasNodes(a),
    readOnly: true,
    execute: (args) => {
      if (!a.graph.nodes.has(args.node_id)) return notFound(args.node_id);
      return edgeSummary(a.graph, args.node_id, args.edge_types, args.limit ?? 8);
    },
  });
}

/** Neighbours of seeds (and children of rollups) within `hops`. */
export function expandSeeds(
  g: MemoryGraph,
  seeds: readonly string[],
  o: { hops: number; edgeTypes?: readonly string[]; includeChildren: boolean; excludeInternal: boolean; limit: number },
) {
  const only = o.edgeTypes?.length ? new Set(o.edgeTypes) : null;
  const seen = new Map<string, string>(seeds.map((s) => [s, 'seed']));
  let frontier = [...seeds];
  for (let hop = 0; hop < o.hops && frontier.length; hop++) {
    const next: string[] = [];
    for (const id of frontier) {
      const n = g.nodes.get(id);
      if (!n) continue;
      if (o.includeChildren) for (const c of n.children ?? []) if (!seen.has(c)) seen.set(c, `child of ${id}`), next.push(c);
      for (const e of g.edgesOf(id)) {
        if (only && !only.has(e.relation)) continue;
        const other = e.from === id ? e.to : e.from;
        if (!seen.has(other)) seen.set(other, `${e.from === id ? '' : '← '}${e.relation} of ${id}`), next.push(other);
      }
      if (seen.size > o.limit + seeds.length) break;
    }
    frontier = next;
  }
  const out: { id: string; via: string }[] = [];
  for (const [id, via] of seen) {
    if (via === 'seed' && o.excludeInternal) continue;
    if (via === 'seed') continue;
    out.push({ id, via });
    if (out.length >= o.limit) break;
  }
  return out;
}

const memoryExpandSeedsArgs = toolArgs(
  z.object({
    seed_ids: z.array(z.string()).min(1).max(20),
    hops: intArg({ min: 1, max: 3 }).optional(),
    edge_types: z.array(z.string()).optional(),
    include_children: z.boolean().optional().describe('Default true.'),
    exclude_internal: z.boolean().optional().describe('Leave the seeds themselves out (they are always left out).'),
    limit: intArg({ min: 1, max: 100 }).optional().describe('Default 40.'),
  }),
);

export function memoryExpandSeedsTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_expand_seeds',
    description:
      'Go down from hubs: the children of rollups and the neighbours of nodes, within hops (default 1). Use it to find the specific event inside a rollup.',
    parameters: memoryExpandSeedsArgs,
    offered: () => hasNodes(a),
    readOnly: true,
    execute: (args) => {
      const missing = args.seed_ids.filter((id) => !a.graph.nodes.has(id));
      if (missing.length === args.seed_ids.length) return notFound(missing.join('", "'));
      const found = expandSeeds(
        a.graph,
        args.seed_ids.filter((id) => a.graph.nodes.has(id)),
        {
          hops: args.hops ?? 1,
          edgeTypes: args.edge_types,
          includeChildren: args.include_children !== false,
          excludeInternal: args.exclude_internal === true,
          limit: args.limit ?? 40,
        },
      );
      return {
        nodes: found.map((f) => ({ ...nodeRow(a, a.graph.nodes.get(f.id)!), via: f.via })),
        ...(missing.length ? { missing } : {}),
      };
    },
  });
}

const memoryCompactionCandidatesArgs = toolArgs(
  z.object({ type: z.string().trim().min(1).optional().describe('Default "event".'), depth: intArg({ min: 0, max: 5 }).optional() }),
);

export function memoryCompactionCandidatesTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_compaction_candidates',
    description: 'Groups of old nodes ready to roll up, oldest first. depth 0: nodes of type; 1: level-1 rollups.',
    offered: () => compactionDue(a),
    parameters: memoryCompactionCandidatesArgs,
    readOnly: true,
    execute: (args) => {
      const type = args.type ?? 'event';
      if (!a.graph.typeSpec(type))
        return toolFailure(`No node type "${type}".`, 'memory_type_unknown', `Types: ${a.graph.schema.nodeTypes.map((t) => t.type).join(', ')}.`);
      const depth = args.depth ?? 0;
      const groups = compactionGroups({ changes: a.changes, turnNodes: () => new Set(a.changes.touchedNodes()) }, type === ROLLUP_TYPE ? 'event' : type, depth);
      return { groups };
    },
  });
}

/**
 * Whether the graph holds a node. The tools that find, open, edit or link existing nodes are offered
 * only then: in an empty graph there is nothing for them to reach (memory_node_create makes the first).
 */
export function hasNodes(a: MemoryTurnAccess): boolean {
  return a.graph.nodes.size > 0;
}

/** Whether some group is ready to be rolled up (the compaction tools are offered only then). */
export function compactionDue(a: MemoryTurnAccess): boolean {
  const c = { changes: a.changes, turnNodes: () => new Set(a.changes.touchedNodes()) };
  for (const t of a.graph.schema.nodeTypes) {
    if (!t.compaction || t.type === ROLLUP_TYPE) continue;
    if (compactionGroups(c, t.type, 0).length > 0 || compactionGroups(c, t.type, 1).length > 0) return true;
  }
  return false;
}

export function memoryReadTools(a: MemoryTurnAccess): Tool[] {
  const tools = [
    memorySchemaTool(a),
    memoryListCandidatesTool(a),
    memoryEdgeSummaryTool(a),
    memoryNodeBriefTool(a),
    memoryExpandSeedsTool(a),
    memoryKeywordSearchTool(a),
    memoryFindByNameTool(a),
    memoryCompactionCandidatesTool(a),
  ];
  if (a.vectors) tools.splice(6, 0, memoryVectorSearchTool(a));
  return tools;
}
