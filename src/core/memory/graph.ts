// One chat's memory graph in memory: the records by key, plus what queries need (edges by node,
// the keyword index, names in lower case). Every change goes through `put`, so the indexes never
// disagree with the records.
import { KeywordIndex } from './keyword-index.ts';
import {
  defaultSchema,
  edgeKey,
  type GraphMeta,
  type GraphSchema,
  type MemoryEdge,
  type MemoryNode,
  type NodeTypeSpec,
  type RecordKey,
  type RecordValue,
} from './model.ts';

export class MemoryGraph {
  readonly nodes = new Map<string, MemoryNode>();
  readonly edges = new Map<string, MemoryEdge>();
  /** node id → keys of its outgoing / incoming edges */
  readonly out = new Map<string, Set<string>>();
  readonly in = new Map<string, Set<string>>();
  readonly keywords = new KeywordIndex();
  /** node id → lower-cased name and name fields (for find_by_name) */
  readonly #names = new Map<string, string[]>();
  #schema: GraphSchema = defaultSchema();
  #meta: GraphMeta = { counters: {} };
  /** Whether a schema record exists (a graph without one uses the defaults). */
  #hasSchema = false;
  #hasMeta = false;
  /** Bumped on every change (views re-render on it). */
  version = 0;

  get schema(): GraphSchema {
    return this.#schema;
  }

  get meta(): GraphMeta {
    return this.#meta;
  }

  typeSpec(type: string): NodeTypeSpec | undefined {
    return this.#schema.nodeTypes.find((t) => t.type === type);
  }

  /** The current value of a record (null when absent; schema and meta only when stored). */
  get(key: RecordKey | string): RecordValue | null {
    if (key === 'schema') return this.#hasSchema ? this.#schema : null;
    if (key === 'meta') return this.#hasMeta ? this.#meta : null;
    if (key.startsWith('n:')) return this.nodes.get(key.slice(2)) ?? null;
    if (key.startsWith('e:')) return this.edges.get(key.slice(2)) ?? null;
    return null;
  }

  /** Sets or removes (null) one record. */
  put(key: RecordKey | string, value: RecordValue | null): void {
    this.version++;
    if (key === 'schema') {
      this.#hasSchema = value !== null;
      this.#schema = value ? (value as GraphSchema) : defaultSchema();
      this.#reindexNames();
      return;
    }
    if (key === 'meta') {
      this.#hasMeta = value !== null;
      this.#meta = value ? (value as GraphMeta) : { counters: {} };
      return;
    }
    if (key.startsWith('n:')) {
      const id = key.slice(2);
      if (value) {
        const node = value as MemoryNode;
        this.nodes.set(id, node);
        this.keywords.set(id, node);
        this.#names.set(id, this.#nameKeys(node));
      } else {
        this.nodes.delete(id);
        this.keywords.remove(id);
        this.#names.delete(id);
      }
      return;
    }
    if (key.startsWith('e:')) {
      const k = key.slice(2);
      const old = this.edges.get(k);
      if (old) {
        this.out.get(old.from)?.delete(k);
        this.in.get(old.to)?.delete(k);
      }
      if (value) {
        const e = value as MemoryEdge;
        this.edges.set(k, e);
        setOf(this.out, e.from).add(k);
        setOf(this.in, e.to).add(k);
      } else {
        this.edges.delete(k);
      }
    }
  }

  /** Every record as [key, value] (what the store writes for a whole graph). */
  *records(): Iterable<[RecordKey, RecordValue]> {
    if (this.#hasSchema) yield ['schema', this.#schema];
    if (this.#hasMeta) yield ['meta', this.#meta];
    for (const [id, n] of this.nodes) yield [`n:${id}`, n];
    for (const [k, e] of this.edges) yield [`e:${k}`, e];
  }

  /** Edges touching `id` (outgoing first). */
  edgesOf(id: string): MemoryEdge[] {
    const out: MemoryEdge[] = [];
    for (const k of this.out.get(id) ?? []) out.push(this.edges.get(k)!);
    for (const k of this.in.get(id) ?? []) out.push(this.edges.get(k)!);
    return out;
  }

  degree(id: string): number {
    return (this.out.get(id)?.size ?? 0) + (this.in.get(id)?.size ?? 0);
  }

  edge(from: string, relation: string, to: string): MemoryEdge | undefined {
    return this.edges.get(edgeKey(from, relation, to));
  }

  /** Ids whose name or name fields contain `query` (case-insensitive), exact names first. */
  findByName(query: string, accept: (n: MemoryNode) => boolean): MemoryNode[] {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const exact: MemoryNode[] = [];
    const partial: MemoryNode[] = [];
    for (const [id, keys] of this.#names) {
      let hit = 0;
      for (const k of keys) {
        if (k === q) hit = 2;
        else if (hit === 0 && k.includes(q)) hit = 1;
      }
      if (!hit) continue;
      const n = this.nodes.get(id)!;
      if (!accept(n)) continue;
      (hit === 2 ? exact : partial).push(n);
    }
    return [...exact, ...partial];
  }

  #nameKeys(n: MemoryNode): string[] {
    const keys = [n.name.toLowerCase()];
    for (const f of this.typeSpec(n.type)?.nameFields ?? []) {
      for (const part of (n.fields[f] ?? '').split(/[;,，；、]/)) if (part.trim()) keys.push(part.trim().toLowerCase());
    }
    return keys;
  }

  #reindexNames() {
    for (const [id, n] of this.nodes) this.#names.set(id, this.#nameKeys(n));
  }
}

function setOf(map: Map<string, Set<string>>, key: string): Set<string> {
  let s = map.get(key);
  if (!s) map.set(key, (s = new Set()));
  return s;
}
