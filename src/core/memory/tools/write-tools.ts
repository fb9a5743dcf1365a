// The memory tools memory_curator writes with. Each call is atomic: it is checked whole and either
// changes the graph as asked or changes nothing and says why (a code and a hint naming ids or
// fields). Every change belongs to the running turn, which keeps or undoes it with the reply.
import * as z from 'zod';
import { defineTool, toolArgs, toolFailure, type Tool, type ToolResult } from '../../agent/tool.ts';
import { editContext, type MemoryTurnAccess } from '../access.ts';
import { compactNodes, createNode, deleteLink, deleteNode, editNode, MemoryError, upsertLinks, type FieldInput, type LinkInput } from '../edit.ts';

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])), z.null()]);
const fieldsArg = z.record(z.string(), fieldValue);
const direction = z.enum(['outgoing', 'incoming', 'bidirectional']);
const linkArg = z.object({
  target_node_id: z.string().trim().min(1),
  relation: z.string().trim().min(1).describe('A relation name from memory_schema, e.g. "involves".'),
  direction: direction.optional().describe('From this node ("outgoing", default), towards it ("incoming"), or both.'),
  note: z.string().optional(),
});

const toLinks = (links: readonly z.infer<typeof linkArg>[] | undefined): LinkInput[] =>
  (links ?? []).map((l) => ({ target: l.target_node_id, relation: l.relation, ...(l.direction ? { direction: l.direction } : {}), ...(l.note ? { note: l.note } : {}) }));

/** Runs one write as one unit: on a MemoryError everything it changed is rolled back. */
async function atomic(a: MemoryTurnAccess, op: () => ToolResult): Promise<ToolResult> {
  await a.beforeWrite?.();
  const cp = a.changes.checkpoint();
  try {
    const result = op();
    if (a.changes.checkpoint() > cp) a.afterWrite?.();
    return result;
  } catch (e) {
    a.changes.rollback(cp);
    if (e instanceof MemoryError) return toolFailure(e.message, e.code, e.hint);
    return toolFailure(`The memory write failed: ${e instanceof Error ? e.message : String(e)}`, 'memory_write_failed');
  }
}

const memoryNodeCreateArgs = toolArgs(z.object({
      type: z.string().trim().min(1),
      title: z.string().describe('The node\'s name. Events: "Day N, time — subject does what".'),
      fields: fieldsArg.optional().describe('Field name → value, as memory_schema lists them.'),
      tags: z.array(z.string()).optional(),
      always_inject: z.boolean().optional().describe('Put this node into every turn\'s story (main characters only).'),
      links: z.array(linkArg).optional(),
    }));

export function memoryNodeCreateTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_create',
    description:
      'Create a node of a schema type with its fields, and optionally its links. The node records the floors of this turn as its sources. Check memory_find_by_name first: never create a second node for an entity.',
    parameters: memoryNodeCreateArgs,
    execute: (args) =>
      atomic(a, () => {
        const c = editContext(a);
        const node = createNode(c, { type: args.type, name: args.title, fields: args.fields as FieldInput | undefined, tags: args.tags, alwaysInject: args.always_inject });
        const linked = args.links?.length ? upsertLinks(c, node.id, toLinks(args.links)).length : 0;
        return { ok: true, id: node.id, ...(linked ? { linked } : {}), floors: node.sources.map((s) => s.floor) };
      }),
  });
}

const memoryNodeEditArgs = toolArgs(z.object({
      node_id: z.string().trim().min(1),
      set_fields: fieldsArg.optional(),
      clear_fields: z.array(z.string()).optional(),
      title: z.string().optional(),
      tags: z.array(z.string()).optional(),
      always_inject: z.boolean().optional(),
    }));

export function memoryNodeEditTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_edit',
    description: 'Patch a node: set_fields changes only the fields named, clear_fields removes fields that stopped being true; title, tags and always_inject replace theirs.',
    parameters: memoryNodeEditArgs,
    execute: (args) =>
      atomic(a, () => {
        if (!args.set_fields && !args.clear_fields?.length && args.title === undefined && !args.tags && args.always_inject === undefined) {
          throw new MemoryError('memory_edit_empty', 'Nothing to change.', 'Give set_fields, clear_fields, title, tags or always_inject.');
        }
        const node = editNode(editContext(a), { id: args.node_id, setFields: args.set_fields as FieldInput | undefined, clearFields: args.clear_fields, name: args.title, tags: args.tags, alwaysInject: args.always_inject });
        return { ok: true, id: node.id };
      }),
  });
}

const memoryNodeDeleteArgs = toolArgs(z.object({ node_id: z.string().trim().min(1) }));

export function memoryNodeDeleteTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_delete',
    description: 'Delete a node and its edges (a duplicate you created by mistake). A rollup\'s children become top-level again.',
    parameters: memoryNodeDeleteArgs,
    execute: (args) =>
      atomic(a, () => {
        const r = deleteNode(editContext(a), args.node_id);
        return { ok: true, removed_edges: r.removedEdges };
      }),
  });
}

const memoryLinkUpsertArgs = toolArgs(z.object({ source_node_id: z.string().trim().min(1), links: z.array(linkArg).min(1) }));

export function memoryLinkUpsertTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_link_upsert',
    description: 'Add links from a node (or update their note). Direct them from the one who holds the relation: char_a → owes_favour_to → char_b.',
    parameters: memoryLinkUpsertArgs,
    execute: (args) =>
      atomic(a, () => {
        const written = upsertLinks(editContext(a), args.source_node_id, toLinks(args.links));
        return { ok: true, applied: written.length };
      }),
  });
}

const memoryLinkDeleteArgs = toolArgs(z.object({ source_node_id: z.string().trim().min(1), target_node_id: z.string().trim().min(1), relation: z.string().trim().min(1), direction: direction.optional() }));

export function memoryLinkDeleteTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_link_delete',
    description: 'Remove the link(s) of one relation between two nodes (a relation that ended on the page). direction defaults to both ways.',
    parameters: memoryLinkDeleteArgs,
    execute: (args) =>
      atomic(a, () => ({ ok: true, removed: deleteLink(editContext(a), args.source_node_id, args.target_node_id, args.relation, args.direction) })),
  });
}

const memoryCompactNodesArgs = toolArgs(z.object({
      type: z.string().trim().min(1).describe('The children\'s type, usually "event" (for level-1 rollups of rollups, "rollup").'),
      child_ids: z.array(z.string()).min(2),
      summary: z.string().describe('At most about 120 words: names, outcomes, lasting changes, open threads.'),
      fields: fieldsArg.optional(),
    }));

export function memoryCompactNodesTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_compact_nodes',
    description: 'Roll a group that memory_compaction_candidates offered up into one rollup node with your summary. The children stay (memory_expand_seeds reaches them) and the rollup keeps their source floors.',
    parameters: memoryCompactNodesArgs,
    execute: (args) =>
      atomic(a, () => {
        const r = compactNodes(editContext(a), { type: args.type === 'rollup' ? 'event' : args.type, childIds: args.child_ids, summary: args.summary, fields: args.fields as FieldInput | undefined });
        return { ok: true, rollup_node_id: r.id, level: r.level };
      }),
  });
}

export function memoryWriteTools(a: MemoryTurnAccess): Tool[] {
  return [memoryNodeCreateTool(a), memoryNodeEditTool(a), memoryNodeDeleteTool(a), memoryLinkUpsertTool(a), memoryLinkDeleteTool(a), memoryCompactNodesTool(a)];
}
