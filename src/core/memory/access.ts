// What the memory tools of one turn act on: the chat's graph with this turn's changes applied, the
// turn's messages, exposure counts, and (when an embeddings connection is set up) vector search.
import type { EditContext } from './edit.ts';
import type { MemoryGraph } from './graph.ts';
import type { TurnChanges } from './journal.ts';
import type { MemoryNode, MessageRef } from './model.ts';

export interface VectorSearch {
  /** The best `k` node ids for `query` by cosine similarity, among `accept`ed ones. */
  search(query: string, k: number, accept: (id: string) => boolean): Promise<{ id: string; score: number }[]>;
}

/** A server-side vector index of one chat (SillyTavern's vectors API): items are 32-bit numbers with text. */
export interface VectorCollection {
  list(): Promise<number[]>;
  insert(items: { hash: number; text: string }[]): Promise<void>;
  remove(hashes: number[]): Promise<void>;
  /** Numbers of the best matches, best first. */
  query(text: string, k: number): Promise<number[]>;
  /** Deletes the whole index of the chat. */
  purge(): Promise<void>;
}

export interface MemoryTurnAccess {
  readonly graph: MemoryGraph;
  readonly changes: TurnChanges;
  /** The chat messages of the running turn (the user's message and the reply). */
  sources(): MessageRef[];
  now(): number;
  /** How many earlier kept turns showed this node to an agent (recall or injection). */
  exposure(id: string): number;
  /** Nodes this turn showed to an agent (counted as exposure once the turn is kept). */
  recalled(ids: readonly string[]): void;
  /** Ids not in the graph that a new node may not take (proposed by earlier turns, under review). */
  reserved?(id: string): boolean;
  /** Present when an embeddings connection is configured. */
  vectors?: VectorSearch;
  /** Called before the first write of the turn (the host then marks the reply this turn belongs to). */
  beforeWrite?(): Promise<void> | void;
  /** Called after each write that changed something. */
  afterWrite?(): void;
}

export function editContext(a: MemoryTurnAccess): EditContext {
  return {
    changes: a.changes,
    now: () => a.now(),
    sources: a.sources(),
    turnNodes: () => new Set(a.changes.touchedNodes()),
    ...(a.reserved ? { reserved: (id: string) => a.reserved!(id) } : {}),
  };
}

/** The floor a node last came from (its newest source), or -1. */
export const lastFloor = (n: MemoryNode): number => n.sources.reduce((m, s) => Math.max(m, s.floor), -1);

/** "64-65" / "12, 40" for a node's source floors. */
export function floorsOf(n: MemoryNode): number[] {
  return [...new Set(n.sources.map((s) => s.floor))].sort((a, b) => a - b);
}
