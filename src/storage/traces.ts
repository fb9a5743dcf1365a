// The run history: the traces of the last turns of each chat (every request, response and tool call,
// for the run view), a small summary of each written in the same transaction (listing never reads a
// trace), and each chat's running totals per model (kept when old turns are dropped, so the chat's
// cost so far can be priced again when prices change). Every record is checked when it is read; a
// damaged one goes to the quarantine unchanged and leaves this store.
//
// Keys: `<chat>/<id>` (the turn), `\0sum\0<chat>/<id>` (its summary), `\0total\0<chat>` (the chat's
// totals), where <chat> is the chat id URI-encoded (so `/` cannot appear in it).

import { z } from 'zod';
import type { Usage } from '../core/llm/types.ts';
import type { TraceExport } from '../core/trace/trace.ts';
import type { TurnCost } from '../core/trace/turn-cost.ts';
import { INTERNAL, type Migration, openStore, type OpenOptions, prefixed, type Store, type Tx } from './db.ts';
import { StorageError } from './errors.ts';
import type { Quarantine } from './quarantine.ts';

export const TRACE_MIGRATIONS: Migration[] = [() => {}]; // v1: turns, summaries and chat totals
export const DEFAULT_TURNS_KEPT = 20;

/** What a turn's summary says (the trace itself is only read when the turn is opened). */
export interface StoredTurnSummary {
  id: string;
  chatId: string;
  savedAt: number;
  mode: string;
  generationType?: string;
  /** The chat message the turn wrote (0-based position), for "Show run" on a reply. */
  messageIndex?: number;
  /** How it ended: completed, reused, cancelled, failed. */
  outcome: string;
  /** The engine's word (finalized, max-rounds, budget, aborted…). */
  detail?: string;
  durationMs: number;
  usage: Usage;
  /** Requests per model and what they reported (the run view prices them). */
  byModel: Record<string, ModelUsage>;
  /** Capsule modes: the guidance that was injected (`edited` once the user changed it), and its user turn. */
  capsule?: { text: string; edited: boolean; anchor?: { index: number; hash: string } };
  /** What the turn cost against a plain reply (core's turnCost of its trace), kept so a median needs no trace. */
  cost?: TurnCost;
  /** The profile it ran with: a preset's id, or `character:<card>` for a card's override. */
  preset?: string;
  /** Director: who wrote the reply ('light': the writer alone). */
  team?: 'full' | 'light';
}

export interface StoredTurn extends StoredTurnSummary {
  trace: TraceExport;
}

export interface ModelUsage {
  requests: number;
  usage: Usage;
  /** Responses that reported no usage. */
  unreported: number;
}

/** Everything a chat's turns used, the dropped ones included. */
export interface ChatTotals {
  chatId: string;
  turns: number;
  byModel: Record<string, ModelUsage>;
}

const usage = z.looseObject({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number(), cachedPromptTokens: z.number().optional() });
const modelUsage = z.looseObject({ requests: z.number().int().min(0), usage, unreported: z.number().int().min(0) });
const byModel = z.record(z.string(), modelUsage);

const summaryShape = {
  id: z.string().min(1),
  chatId: z.string(),
  savedAt: z.number(),
  mode: z.string(),
  generationType: z.string().optional(),
  messageIndex: z.number().int().min(0).optional(),
  outcome: z.string(),
  detail: z.string().optional(),
  durationMs: z.number(),
  usage,
  byModel,
  capsule: z.looseObject({ text: z.string(), edited: z.boolean() }).optional(),
  cost: z
    .looseObject({
      criticalPath: z.number().optional(),
      requests: z.number(),
      inputChars: z.number(),
      toolChars: z.number(),
      toolShare: z.number(),
      inputTokens: z.number().optional(),
      plainReplyChars: z.number().optional(),
      ratio: z.number().optional(),
    })
    .optional(),
  preset: z.string().optional(),
  team: z.enum(['full', 'light']).optional(),
};
const SummarySchema = z.looseObject(summaryShape);
const TurnSchema = z.looseObject({ ...summaryShape, trace: z.looseObject({ format: z.string(), entries: z.array(z.unknown()) }) });
const TotalsSchema = z.looseObject({ chatId: z.string(), turns: z.number().int().min(0), byModel });

function problem(r: { success: true } | { success: false; error: z.ZodError }): string | null {
  if (r.success) return null;
  const i = r.error.issues[0];
  return i ? (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message) : 'invalid';
}

const SUM = `${INTERNAL}sum${INTERNAL}`;
const TOTAL = `${INTERNAL}total${INTERNAL}`;
const chatKey = (chatId: string) => encodeURIComponent(chatId);
const turnKey = (chatId: string, id: string) => `${chatKey(chatId)}/${id}`;

/** The English text of the notices (the UI translates them by code). */
export const TRACE_DAMAGE = {
  aside: (chatId: string) => ({
    code: 'traces.aside',
    params: { chat: chatId },
    text: `A stored run of chat "${chatId}" was damaged and was put aside; the other runs are kept.`,
  }),
};

export const summaryOf = ({ trace: _t, ...summary }: StoredTurn): StoredTurnSummary => summary;

function addModels(into: Record<string, ModelUsage>, add: Record<string, ModelUsage>): void {
  for (const [model, u] of Object.entries(add)) {
    const t = (into[model] ??= { requests: 0, usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 }, unreported: 0 });
    t.requests += u.requests;
    t.unreported += u.unreported;
    t.usage.promptTokens += u.usage.promptTokens;
    t.usage.completionTokens += u.usage.completionTokens;
    t.usage.totalTokens += u.usage.totalTokens;
    if (u.usage.cachedPromptTokens) t.usage.cachedPromptTokens = (t.usage.cachedPromptTokens ?? 0) + u.usage.cachedPromptTokens;
  }
}

export interface TraceStoreOptions extends OpenOptions {
  /** Checks a stored trace in depth (core's parseTraceExport); a reason when it is damaged. */
  checkTrace?(raw: unknown): string | null;
}

export class TraceStore {
  constructor(
    readonly store: Store,
    private readonly quarantine?: Quarantine,
    private readonly checkTrace?: (raw: unknown) => string | null,
  ) {}

  /** Stores a turn and counts it into the chat's totals, then drops the chat's oldest turns beyond `keep`. One transaction. */
  async add(turn: StoredTurn, keep = DEFAULT_TURNS_KEPT): Promise<void> {
    const bad = problem(TurnSchema.safeParse(turn));
    if (bad) throw new StorageError('invalid', `The run cannot be stored: ${bad}`);
    return this.store.write(async (tx) => {
      tx.put(turnKey(turn.chatId, turn.id), turn);
      tx.put(SUM + turnKey(turn.chatId, turn.id), summaryOf(turn));
      const raw = await tx.get(TOTAL + chatKey(turn.chatId));
      const totals: ChatTotals = TotalsSchema.safeParse(raw).success ? structuredClone(raw as ChatTotals) : { chatId: turn.chatId, turns: 0, byModel: {} };
      totals.turns++;
      addModels(totals.byModel, turn.byModel);
      tx.put(TOTAL + chatKey(turn.chatId), totals);
      await prune(tx, turn.chatId, Math.max(1, keep));
    });
  }

  /** The chat's stored turns, oldest first. Damaged summaries are put aside. */
  async list(chatId: string): Promise<StoredTurnSummary[]> {
    const rows = await this.store.read(async (tx) => {
      const range = prefixed(SUM + chatKey(chatId) + '/');
      const [keys, values] = await Promise.all([tx.keys(range), tx.getAll(range)]);
      return keys.map((k, i) => ({ key: k, raw: values[i] }));
    });
    const out: StoredTurnSummary[] = [];
    for (const { key, raw } of rows) {
      const bad = problem(SummarySchema.safeParse(raw));
      if (!bad) out.push(raw as StoredTurnSummary);
      else {
        const rebuilt = await this.#repairSummary(key.slice(SUM.length), chatId, raw, bad);
        if (rebuilt) out.push(rebuilt);
      }
    }
    return out.sort((a, b) => a.savedAt - b.savedAt || (a.id < b.id ? -1 : 1));
  }

  /** One stored turn with its trace, or undefined (also when it was damaged: then it is put aside). */
  async get(chatId: string, id: string): Promise<StoredTurn | undefined> {
    const key = turnKey(chatId, id);
    const raw = await this.store.read((tx) => tx.get(key));
    if (raw === undefined) return undefined;
    const bad = problem(TurnSchema.safeParse(raw)) ?? this.checkTrace?.((raw as StoredTurn).trace) ?? null;
    if (bad) {
      await this.#putAside(key, key, chatId, raw, bad);
      return undefined;
    }
    return raw as StoredTurn;
  }

  /** The chat's totals (no turns yet: zero). */
  async totals(chatId: string): Promise<ChatTotals> {
    const raw = await this.store.read((tx) => tx.get(TOTAL + chatKey(chatId)));
    if (raw === undefined) return { chatId, turns: 0, byModel: {} };
    const bad = problem(TotalsSchema.safeParse(raw));
    if (!bad) return raw as ChatTotals;
    // Damaged totals are rebuilt from nothing rather than shown wrong; the record is kept aside.
    await this.#quarantineCopy(TOTAL + chatKey(chatId), raw, bad, chatId);
    await this.store.write((tx) => tx.del(TOTAL + chatKey(chatId)));
    return { chatId, turns: 0, byModel: {} };
  }

  /** Replaces a turn's capsule text (the user edited it); false when the turn is gone or has none. */
  setCapsule(chatId: string, id: string, text: string): Promise<boolean> {
    const key = turnKey(chatId, id);
    return this.store.write(async (tx) => {
      const turn = await tx.get<StoredTurn>(key);
      if (!turn || !turn.capsule || problem(TurnSchema.safeParse(turn))) return false;
      const next = { ...turn, capsule: { ...turn.capsule, text, edited: true } };
      tx.put(key, next);
      tx.put(SUM + key, summaryOf(next));
      return true;
    });
  }

  /** Forgets a chat's runs and totals (e.g. the chat was deleted). */
  clearChat(chatId: string): Promise<void> {
    return this.store.write(async (tx) => {
      for (const k of await tx.keys(prefixed(chatKey(chatId) + '/'))) tx.del(k);
      for (const k of await tx.keys(prefixed(SUM + chatKey(chatId) + '/'))) tx.del(k);
      tx.del(TOTAL + chatKey(chatId));
    });
  }

  async #quarantineCopy(key: string, raw: unknown, reason: string, chatId: string): Promise<boolean> {
    if (!this.quarantine) return false;
    try {
      await this.quarantine.add({ db: this.store.dbName, key, reason, raw, notice: TRACE_DAMAGE.aside(chatId) });
      return true;
    } catch {
      return false;
    }
  }

  /** A damaged summary: rebuilt from a sound turn record, else both go to the quarantine. */
  async #repairSummary(key: string, chatId: string, raw: unknown, reason: string): Promise<StoredTurnSummary | undefined> {
    const record = await this.store.read((tx) => tx.get(key));
    if (record !== undefined && !problem(TurnSchema.safeParse(record))) {
      const summary = summaryOf(record as StoredTurn);
      if (await this.#quarantineCopy(SUM + key, raw, reason, chatId)) await this.store.write((tx) => tx.put(SUM + key, summary));
      return summary;
    }
    if (record !== undefined) await this.#quarantineCopy(key, record, problem(TurnSchema.safeParse(record)) ?? 'invalid', chatId);
    await this.#putAside(key, SUM + key, chatId, raw, reason);
    return undefined;
  }

  /** A damaged turn record or summary (`damaged`) goes to the quarantine, then the turn leaves this store. */
  async #putAside(key: string, damaged: string, chatId: string, raw: unknown, reason: string): Promise<void> {
    if (!(await this.#quarantineCopy(damaged, raw, reason, chatId))) return;
    await this.store.write((tx) => {
      tx.del(key);
      tx.del(SUM + key);
    });
  }
}

/** Drops the oldest turns of a chat beyond `keep` (by the time in their summaries). */
async function prune(tx: Tx, chatId: string, keep: number): Promise<void> {
  const range = prefixed(SUM + chatKey(chatId) + '/');
  const [keys, values] = await Promise.all([tx.keys(range), tx.getAll<StoredTurnSummary>(range)]);
  if (keys.length <= keep) return;
  const order = keys
    .map((k, i) => ({ k, at: typeof values[i]?.savedAt === 'number' ? values[i].savedAt : 0 }))
    .sort((a, b) => a.at - b.at || (a.k < b.k ? -1 : 1));
  for (const { k } of order.slice(0, order.length - keep)) {
    tx.del(k);
    tx.del(k.slice(SUM.length));
  }
}

export function openTraceStore(options: TraceStoreOptions = {}, quarantine?: Quarantine): TraceStore {
  return new TraceStore(openStore('traces', TRACE_MIGRATIONS, options), quarantine, options.checkTrace);
}
