// What the Memory viewer asks of the app: rows of the chat's graph by type and search, one node with
// its edges and source messages, edits and deletes made by the user, the graph view's layout,
// export / import as JSON, and the settings of memory, embeddings and web search.
import { z } from 'zod';
import { createNode, deleteNode, editNode, MemoryError, type FieldInput } from '../../core/memory/edit.ts';
import { lastFloor } from '../../core/memory/access.ts';
import { forceLayout } from '../../core/memory/layout.ts';
import {
  EdgeSchema,
  edgeRecordKey,
  GraphSchemaSchema,
  NodeSchema,
  nodeKey,
  type GraphSchema,
  type MemoryNode,
  type RecordValue,
} from '../../core/memory/model.ts';
import { downloadFile } from '../../ports/download.ts';
import { changeParts, type ChangePart, type WriteKind } from '../../core/memory/proposals.ts';
import { ReviewError, type MemoryChat } from './memory-chat.ts';
import type { MemoryService } from './memory-service.ts';

export const EXPORT_FORMAT = 'troupe_memory_graph_v1';
/** The relation the graph view gives a rollup's line to each child (not an edge of the graph). */
export const ROLLS_UP = 'rolls up';

export interface NodeRowView {
  id: string;
  type: string;
  name: string;
  level: number;
  degree: number;
  floor: number;
  alwaysInject: boolean;
  touched: boolean;
}

export interface NodeDetailView {
  node: MemoryNode;
  edges: { relation: string; direction: 'outgoing' | 'incoming'; other: { id: string; name: string; type: string } | null; otherId: string; note?: string }[];
  floors: number[];
  children: { id: string; name: string }[];
  exposure: number;
}

export interface GraphViewData {
  width: number;
  height: number;
  nodes: { id: string; name: string; type: string; x: number; y: number; touched: boolean; degree: number }[];
  /** `rollup`: a rollup's line to a child (relation ROLLS_UP), drawn dashed. */
  edges: { from: string; to: string; relation: string; rollup?: true }[];
  /** Nodes left out to keep the picture readable. */
  hidden: number;
}

/** One change in the review: a proposal waiting (with buttons) or one already applied (a turn's changes shown from the fold). */
export interface ReviewChangeView {
  id: string;
  kind: WriteKind;
  turnId: string;
  status: 'pending' | 'applied';
  /** False while its reply is another swipe (it cannot be approved then). */
  shown: boolean;
  /** Earlier proposals approving this one approves too. */
  needs: string[];
  parts: ChangePart[];
  /** Node id → name, for the edges' ends. */
  names: Record<string, string>;
}

export type MemoryActionResult = { ok: true; message?: string } | { ok: false; error: string };

/** Most nodes drawn at once. */
export const GRAPH_VIEW_MAX = 120;

const fail = (e: unknown): MemoryActionResult => ({
  ok: false,
  error: e instanceof MemoryError ? `${e.message}${e.hint ? ` ${e.hint}` : ''}` : e instanceof Error ? e.message : String(e),
});

const ExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  schema: GraphSchemaSchema,
  nodes: z.array(NodeSchema),
  edges: z.array(EdgeSchema),
});

export class MemoryActions {
  constructor(private readonly service: MemoryService) {}

  get chat(): MemoryChat | null {
    return this.service.current.value;
  }

  showMessage(floor: number): boolean {
    return this.service.showMessage(floor);
  }

  /** The proposals waiting in the chat on screen (`turns`: only theirs), oldest first. */
  inbox(turns?: readonly string[]): ReviewChangeView[] {
    const c = this.chat;
    if (!c) return [];
    const all = c.inbox();
    // Edges name their ends, which other proposals may create.
    const names = this.#names(all.flatMap((p) => p.changes));
    return all
      .filter((p) => !turns || turns.includes(p.turnId))
      .map((p) => ({
        id: p.id,
        kind: p.kind,
        turnId: p.turnId,
        status: 'pending' as const,
        shown: p.shown,
        needs: p.needs,
        parts: changeParts(p.changes),
        names,
      }));
  }

  /** The changes kept turns (those of one reply) applied, for the fold's "Show in Memory": one view for all. */
  applied(turns: readonly string[]): ReviewChangeView | null {
    const ts = this.chat?.turns.filter((x) => turns.includes(x.id)) ?? [];
    const changes = ts.flatMap((t) => t.changes.filter((x) => x.key !== 'meta' && x.key !== 'schema'));
    if (!changes.length) return null;
    return {
      id: `${ts[0]!.id}#applied`,
      kind: 'write',
      turnId: ts[0]!.id,
      status: 'applied',
      shown: ts.every((t) => t.state === 'shown'),
      needs: [],
      parts: changeParts(changes),
      names: this.#names(changes),
    };
  }

  #names(changes: readonly { key: string; before: RecordValue | null; after: RecordValue | null }[]): Record<string, string> {
    const out: Record<string, string> = {};
    for (const n of this.chat?.graph.nodes.values() ?? []) out[n.id] = n.name;
    for (const x of changes) {
      const n = (x.after ?? x.before) as MemoryNode | null;
      if (x.key.startsWith('n:') && n) out[n.id] = n.name;
    }
    return out;
  }

  /** Approves proposals (what each needs comes along); the error says why nothing was changed. */
  async approve(ids: readonly string[] | 'all'): Promise<MemoryActionResult & { ids?: string[] }> {
    const c = this.chat;
    if (!c) return { ok: false, error: 'No chat is open.' };
    try {
      return { ok: true, ids: await c.approve(ids) };
    } catch (e) {
      return e instanceof ReviewError ? { ok: false, error: e.message } : fail(e);
    }
  }

  /** Rejects proposals (what needs them goes too). */
  async reject(ids: readonly string[] | 'all'): Promise<MemoryActionResult & { ids?: string[] }> {
    const c = this.chat;
    if (!c) return { ok: false, error: 'No chat is open.' };
    try {
      return { ok: true, ids: await c.reject(ids) };
    } catch (e) {
      return fail(e);
    }
  }

  types(): string[] {
    return this.chat?.graph.schema.nodeTypes.map((t) => t.type) ?? [];
  }

  /** Rows for the list: of one type (or all), matching `query` (names first, then keywords), newest first. */
  rows(filter: { type?: string; query?: string }): NodeRowView[] {
    const c = this.chat;
    if (!c) return [];
    const g = c.graph;
    const touched = new Set(c.lastTouched.value);
    const ok = (n: MemoryNode) => !filter.type || n.type === filter.type;
    let nodes: MemoryNode[];
    const q = filter.query?.trim();
    if (q) {
      const named = g.findByName(q, ok);
      const seen = new Set(named.map((n) => n.id));
      const kw = g.keywords
        .search(q, 200, (id) => ok(g.nodes.get(id)!))
        .map((h) => g.nodes.get(h.id)!)
        .filter((n) => !seen.has(n.id));
      nodes = [...named, ...kw];
    } else {
      nodes = [...g.nodes.values()].filter(ok).sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1));
    }
    return nodes.map((n) => ({
      id: n.id,
      type: n.type,
      name: n.name,
      level: n.level,
      degree: g.degree(n.id),
      floor: lastFloor(n),
      alwaysInject: n.alwaysInject,
      touched: touched.has(n.id),
    }));
  }

  detail(id: string): NodeDetailView | null {
    const c = this.chat;
    const n = c?.graph.nodes.get(id);
    if (!c || !n) return null;
    const g = c.graph;
    return {
      node: n,
      edges: g.edgesOf(id).map((e) => {
        const otherId = e.from === id ? e.to : e.from;
        const o = g.nodes.get(otherId);
        return {
          relation: e.relation,
          direction: e.from === id ? 'outgoing' : 'incoming',
          otherId,
          other: o ? { id: o.id, name: o.name, type: o.type } : null,
          ...(e.note ? { note: e.note } : {}),
        };
      }),
      floors: [...new Set(n.sources.map((s) => s.floor))].sort((a, b) => a - b),
      children: (n.children ?? []).map((cid) => ({ id: cid, name: g.nodes.get(cid)?.name ?? cid })),
      exposure: c.exposure(id),
    };
  }

  async edit(id: string, patch: { name?: string; fields?: Record<string, string>; alwaysInject?: boolean; tags?: string[] }): Promise<MemoryActionResult> {
    const c = this.chat;
    if (!c) return { ok: false, error: 'No chat is open.' };
    try {
      await c.edit((changes) => {
        const old = changes.graph.nodes.get(id);
        const cleared = old && patch.fields ? Object.keys(old.fields).filter((k) => !(k in patch.fields!) || !patch.fields![k]) : [];
        editNode(
          { changes, now: Date.now, sources: [], turnNodes: () => new Set() },
          { id, name: patch.name, setFields: patch.fields as FieldInput | undefined, clearFields: cleared, alwaysInject: patch.alwaysInject, tags: patch.tags },
        );
      });
      return { ok: true };
    } catch (e) {
      return fail(e);
    }
  }

  async create(input: { type: string; name: string; fields: Record<string, string> }): Promise<MemoryActionResult & { id?: string }> {
    const c = this.chat;
    if (!c) return { ok: false, error: 'No chat is open.' };
    try {
      let id = '';
      await c.edit((changes) => {
        id = createNode({ changes, now: Date.now, sources: [], turnNodes: () => new Set() }, input).id;
      });
      return { ok: true, id };
    } catch (e) {
      return fail(e);
    }
  }

  async remove(id: string): Promise<MemoryActionResult> {
    const c = this.chat;
    if (!c) return { ok: false, error: 'No chat is open.' };
    try {
      await c.edit((changes) => void deleteNode({ changes, now: Date.now, sources: [], turnNodes: () => new Set() }, id));
      return { ok: true };
    } catch (e) {
      return fail(e);
    }
  }

  /** The graph view: the nodes the last turn touched and their neighbours first, then the best connected. */
  graphView(o: { width: number; height: number; focus?: string | null; max?: number }): GraphViewData {
    const c = this.chat;
    if (!c) return { width: o.width, height: o.height, nodes: [], edges: [], hidden: 0 };
    const g = c.graph;
    const max = o.max ?? GRAPH_VIEW_MAX;
    const touched = new Set(c.lastTouched.value.filter((id) => g.nodes.has(id)));
    const picked = new Set<string>();
    const add = (id: string) => picked.size < max && g.nodes.has(id) && picked.add(id);
    if (o.focus) add(o.focus);
    for (const id of touched) add(id);
    for (const id of [...picked]) for (const e of g.edgesOf(id)) add(e.from === id ? e.to : e.from);
    if (picked.size < max) {
      const rest = [...g.nodes.keys()].filter((id) => !picked.has(id)).sort((a, b) => g.degree(b) - g.degree(a) || (a < b ? -1 : 1));
      for (const id of rest) if (!add(id)) break;
    }
    const ids = [...picked].sort();
    const edges: GraphViewData['edges'] = [...g.edges.values()]
      .filter((e) => picked.has(e.from) && picked.has(e.to))
      .map((e) => ({ from: e.from, to: e.to, relation: e.relation }));
    // A rollup is drawn joined to its children (dashed in the view).
    for (const id of picked)
      for (const child of g.nodes.get(id)?.children ?? []) if (picked.has(child)) edges.push({ from: id, to: child, relation: ROLLS_UP, rollup: true });
    const pos = forceLayout(ids, edges, { width: o.width, height: o.height, iterations: ids.length > 80 ? 80 : 120 });
    return {
      width: o.width,
      height: o.height,
      nodes: pos.map((p) => {
        const n = g.nodes.get(p.id)!;
        return { ...p, name: n.name, type: n.type, touched: touched.has(p.id), degree: g.degree(p.id) };
      }),
      edges,
      hidden: g.nodes.size - ids.length,
    };
  }

  exportJson(): string {
    const c = this.chat;
    const g = c?.graph;
    return JSON.stringify(
      {
        format: EXPORT_FORMAT,
        chatId: c?.chatId ?? '',
        exportedAt: new Date().toISOString(),
        schema: g?.schema ?? null,
        nodes: g ? [...g.nodes.values()] : [],
        edges: g ? [...g.edges.values()] : [],
      },
      null,
      2,
    );
  }

  exportFile(): void {
    const c = this.chat;
    if (!c) return;
    downloadFile(`troupe-memory-${c.chatId.replace(/[^\w.-]+/g, '_').slice(0, 60)}.json`, this.exportJson(), 'application/json');
  }

  /** Replaces the chat's graph with an export; a file that does not check out changes nothing. */
  async importJson(text: string): Promise<MemoryActionResult & { nodes?: number; edges?: number }> {
    const c = this.chat;
    if (!c) return { ok: false, error: 'No chat is open.' };
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, error: 'The file is not JSON.' };
    }
    const r = ExportSchema.safeParse(raw);
    if (!r.success) {
      const i = r.error.issues[0];
      return { ok: false, error: `The file is not a Troupe memory export: ${i ? `${i.path.join('.') || 'file'}: ${i.message}` : 'invalid'}.` };
    }
    const ids = new Set(r.data.nodes.map((n) => n.id));
    if (ids.size !== r.data.nodes.length) return { ok: false, error: 'The file has two nodes with the same id.' };
    const dangling = r.data.edges.find((e) => !ids.has(e.from) || !ids.has(e.to));
    if (dangling) return { ok: false, error: `An edge points at a node the file lacks: ${dangling.from} → ${dangling.to}.` };
    const records: [string, RecordValue][] = [
      ...r.data.nodes.map((n) => [nodeKey(n.id), n] as [string, RecordValue]),
      ...r.data.edges.map((e) => [edgeRecordKey(e), e] as [string, RecordValue]),
    ];
    try {
      await c.replace(records, r.data.schema as GraphSchema);
      return { ok: true, message: `${r.data.nodes.length} nodes, ${r.data.edges.length} edges`, nodes: r.data.nodes.length, edges: r.data.edges.length };
    } catch (e) {
      return fail(e);
    }
  }
}
