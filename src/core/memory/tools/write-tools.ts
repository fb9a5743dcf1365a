// The memory tools memory_curator writes with. Each call is atomic: it is checked whole and either
// changes the graph as asked or changes nothing and says why (a code and a hint naming ids or
// fields). Every change belongs to the running turn, which keeps or undoes it with the reply.
import * as z from 'zod';
import { defineTool, toolArgs, toolFailure, type Tool, type ToolResult } from '../../agent/tool.ts';
import { editContext, type MemoryTurnAccess } from '../access.ts';
import { compactionDue, hasNodes } from './read-tools.ts';
import type { WriteKind } from '../proposals.ts';
import { compactNodes, createNode, deleteLink, deleteNode, editNode, MemoryError, upsertLinks, type FieldInput, type LinkInput } from '../edit.ts';

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])), z.null()]);
/**
 * Field name → value. Checked value by value (text, a number, true/false, a list, or null), but shown
 * to the model as a plain object: the union's schema would cost every request its bytes three times.
 */
const fieldsArg = z.record(z.string(), z.any()).superRefine((fields, ctx) => {
  for (const [k, v] of Object.entries(fields)) {
    if (!fieldValue.safeParse(v).success)
      ctx.addIssue({ code: 'custom', path: [k], message: 'A field is text, a number, true/false, a list of text or numbers, or null.' });
  }
});
const direction = z.enum(['outgoing', 'incoming', 'bidirectional']);
const linkArg = z.object({
  target_node_id: z.string().trim().min(1),
  relation: z.string().trim().min(1).describe('From the schema, e.g. "involves".'),
  direction: direction.optional(),
  note: z.string().optional(),
});

const toLinks = (links: readonly z.infer<typeof linkArg>[] | undefined): LinkInput[] =>
  (links ?? []).map((l) => ({
    target: l.target_node_id,
    relation: l.relation,
    ...(l.direction ? { direction: l.direction } : {}),
    ...(l.note ? { note: l.note } : {}),
  }));

/** Runs one write as one unit: on a MemoryError everything it changed is rolled back. */
async function atomic(a: MemoryTurnAccess, kind: WriteKind, op: () => ToolResult): Promise<ToolResult> {
  await a.beforeWrite?.();
  a.changes.beginCall(kind);
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

const memoryNodeCreateArgs = toolArgs(
  z.object({
    type: z.string().trim().min(1),
    title: z.string().describe('Its name.'),
    fields: fieldsArg.optional().describe("The type's fields by name."),
    tags: z.array(z.string()).optional(),
    always_inject: z.boolean().optional(),
    links: z.array(linkArg).optional(),
  }),
);

export function memoryNodeCreateTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_create',
    description: 'Create a node with its fields and links (from it); never a second one for an entity.',
    parameters: memoryNodeCreateArgs,
    execute: (args) =>
      atomic(a, 'create', () => {
        const c = editContext(a);
        const node = createNode(c, {
          type: args.type,
          name: args.title,
          fields: args.fields as FieldInput | undefined,
          tags: args.tags,
          alwaysInject: args.always_inject,
        });
        const linked = args.links?.length ? upsertLinks(c, node.id, toLinks(args.links)).length : 0;
        return { ok: true, id: node.id, ...(linked ? { linked } : {}), floors: node.sources.map((s) => s.floor) };
      }),
  });
}

const memoryNodeEditArgs = toolArgs(
  z.object({
    node_id: z.string().trim().min(1),
    set_fields: fieldsArg.optional(),
    clear_fields: z.array(z.string()).optional(),
    title: z.string().optional(),
    tags: z.array(z.string()).optional(),
    always_inject: z.boolean().optional(),
  }),
);

export function memoryNodeEditTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_edit',
    description: 'Patch a node: set_fields changes only the fields named.',
    parameters: memoryNodeEditArgs,
    offered: () => hasNodes(a),
    execute: (args) =>
      atomic(a, 'edit', () => {
        if (!args.set_fields && !args.clear_fields?.length && args.title === undefined && !args.tags && args.always_inject === undefined) {
          throw new MemoryError('memory_edit_empty', 'Nothing to change.', 'Give set_fields, clear_fields, title, tags or always_inject.');
        }
        const node = editNode(editContext(a), {
          id: args.node_id,
          setFields: args.set_fields as FieldInput | undefined,
          clearFields: args.clear_fields,
          name: args.title,
          tags: args.tags,
          alwaysInject: args.always_inject,
        });
        return { ok: true, id: node.id };
      }),
  });
}

const memoryNodeDeleteArgs = toolArgs(z.object({ node_id: z.string().trim().min(1) }));

export function memoryNodeDeleteTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_node_delete',
    description: 'Delete a node and its edges (a duplicate this turn created by mistake).',
    parameters: memoryNodeDeleteArgs,
    // Its one use is undoing this turn's own mistake: offered once the turn has written.
    offered: () => a.changes.touchedNodes().length > 0,
    execute: (args) =>
      atomic(a, 'delete', () => {
        const r = deleteNode(editContext(a), args.node_id);
        return { ok: true, removed_edges: r.removedEdges };
      }),
  });
}

const memoryLinkUpsertArgs = toolArgs(z.object({ source_node_id: z.string().trim().min(1), links: z.array(linkArg).min(1) }));

export function memoryLinkUpsertTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_link_upsert',
    description: 'Add links from the node that holds the relation (a → owes_favour_to → b).',
    parameters: memoryLinkUpsertArgs,
    offered: () => hasNodes(a),
    execute: (args) =>
      atomic(a, 'link', () => {
        const written = upsertLinks(editContext(a), args.source_node_id, toLinks(args.links));
        return { ok: true, applied: written.length };
      }),
  });
}

const memoryLinkDeleteArgs = toolArgs(
  z.object({
    source_node_id: z.string().trim().min(1),
    target_node_id: z.string().trim().min(1),
    relation: z.string().trim().min(1),
    direction: direction.optional(),
  }),
);

export function memoryLinkDeleteTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_link_delete',
    description: 'Remove a relation that ended on the page (default: both directions).',
    parameters: memoryLinkDeleteArgs,
    offered: () => a.graph.edges.size > 0,
    execute: (args) =>
      atomic(a, 'unlink', () => ({ ok: true, removed: deleteLink(editContext(a), args.source_node_id, args.target_node_id, args.relation, args.direction) })),
  });
}

const memoryCompactNodesArgs = toolArgs(
  z.object({
    type: z.string().trim().min(1).describe('"event", or "rollup" for rollups.'),
    child_ids: z.array(z.string()).min(2),
    summary: z.string().describe('≤ 120 words: names, outcomes, lasting changes, open threads.'),
    fields: fieldsArg.optional(),
  }),
);

export function memoryCompactNodesTool(a: MemoryTurnAccess): Tool {
  return defineTool({
    name: 'memory_compact_nodes',
    description: 'Roll an offered group up into one rollup with your summary.',
    parameters: memoryCompactNodesArgs,
    offered: () => compactionDue(a),
    execute: (args) =>
      atomic(a, 'compact', () => {
        const r = compactNodes(editContext(a), {
          type: args.type === 'rollup' ? 'event' : args.type,
          childIds: args.child_ids,
          summary: args.summary,
          fields: args.fields as FieldInput | undefined,
        });
        return { ok: true, rollup_node_id: r.id, level: r.level };
      }),
  });
}

export function memoryWriteTools(a: MemoryTurnAccess): Tool[] {
  return [memoryNodeCreateTool(a), memoryNodeEditTool(a), memoryNodeDeleteTool(a), memoryLinkUpsertTool(a), memoryLinkDeleteTool(a), memoryCompactNodesTool(a)];
}
