// What a turn cost: token usage per agent and per model from the usage the provider reported on each
// response, priced with a per-model table (per million tokens). Nothing is estimated: a response
// without usage, or a model without a price, is counted as such and shown, never filled in.
import type { Usage } from '../llm/types.ts';
import { addUsage, zeroUsage } from '../llm/usage.ts';
import { requestKey, type TraceEntry } from './trace.ts';

/** Prices per million tokens (in whatever currency the user keeps the table in). */
export interface ModelPrice {
  input: number;
  /** Input tokens served from the provider's prompt cache. */
  cachedInput: number;
  output: number;
}

/** A price for each model name as the trace records it (`request.model`; '' is the connection's default). */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

export type PriceLookup = (model: string) => ModelPrice | undefined;

/** The price of `u` at `p`: (prompt − cached) × input + cached × cachedInput + completion × output, per million. */
export function usageCost(u: Usage, p: ModelPrice): number {
  const cached = Math.min(u.cachedPromptTokens ?? 0, u.promptTokens);
  return ((u.promptTokens - cached) * p.input + cached * p.cachedInput + u.completionTokens * p.output) / 1_000_000;
}

/** Usage and cost of a set of responses (an agent, a model, a turn, a chat). */
export interface CostSummary {
  requests: number;
  toolCalls: number;
  usage: Usage;
  /** The cost of the responses that have both usage and a price. */
  cost: number;
  /** Responses that reported usage for a model without a price (their cost is not in `cost`). */
  unpriced: number;
  /** Responses that reported no usage at all (their tokens are not in `usage`). */
  unreported: number;
  /** Models the requests went to, in order of first use. */
  models: string[];
}

export interface AgentCost extends CostSummary {
  agent: string;
  /** ms from its first request to its end (or to `now` while it runs). */
  durationMs: number;
  running: boolean;
}

export interface TraceCosts {
  agents: AgentCost[];
  /** Per model name: what the turn sent there (chat totals are kept per model so new prices apply). */
  models: Map<string, CostSummary>;
  total: CostSummary;
}

export const emptyCost = (): CostSummary => ({ requests: 0, toolCalls: 0, usage: zeroUsage(), cost: 0, unpriced: 0, unreported: 0, models: [] });

/** Adds the response `u` (on `model`) into `into`. */
function addResponse(into: CostSummary, model: string, u: Usage | undefined, price: ModelPrice | undefined): void {
  if (!into.models.includes(model)) into.models.push(model);
  if (!u) {
    into.unreported++;
    return;
  }
  addUsage(into.usage, u);
  if (price) into.cost += usageCost(u, price);
  else into.unpriced++;
}

/** Adds `b` into `a` (in place). */
export function addCost(a: CostSummary, b: CostSummary): CostSummary {
  a.requests += b.requests;
  a.toolCalls += b.toolCalls;
  addUsage(a.usage, b.usage);
  a.cost += b.cost;
  a.unpriced += b.unpriced;
  a.unreported += b.unreported;
  for (const m of b.models) if (!a.models.includes(m)) a.models.push(m);
  return a;
}

/**
 * Usage and cost per agent, per model and for the turn, from a trace's entries. `now` (ms since the
 * trace started) ends the duration of agents still running.
 */
export function traceCosts(entries: readonly TraceEntry[], priceOf: PriceLookup, now?: number): TraceCosts {
  const agents = new Map<string, AgentCost & { firstAt?: number }>();
  const models = new Map<string, CostSummary>();
  const total = emptyCost();
  const open = new Map<string, string[]>(); // request key → models of requests waiting for their response
  const agent = (id: string) => {
    let a = agents.get(id);
    if (!a) agents.set(id, (a = { agent: id, ...emptyCost(), durationMs: 0, running: false }));
    return a;
  };
  let last = 0;
  for (const e of entries) {
    last = Math.max(last, e.at);
    switch (e.kind) {
      case 'request': {
        const a = agent(e.agent);
        a.requests++;
        total.requests++;
        a.firstAt ??= e.at;
        a.running = true;
        const key = requestKey(e.agent, e.round, e.attempt);
        open.set(key, [...(open.get(key) ?? []), e.model]);
        let m = models.get(e.model);
        if (!m) models.set(e.model, (m = emptyCost()));
        m.requests++;
        break;
      }
      case 'response': {
        const key = requestKey(e.agent, e.round, e.attempt);
        const waiting = open.get(key) ?? [];
        const model = waiting.shift() ?? '';
        const price = priceOf(model);
        addResponse(agent(e.agent), model, e.usage, price);
        addResponse(total, model, e.usage, price);
        let m = models.get(model);
        if (!m) models.set(model, (m = emptyCost()));
        addResponse(m, model, e.usage, price);
        break;
      }
      case 'tool-call':
        agent(e.agent).toolCalls++;
        total.toolCalls++;
        break;
      case 'agent-end': {
        const a = agent(e.agent);
        a.running = false;
        a.durationMs = e.at - (a.firstAt ?? e.at);
        break;
      }
    }
  }
  const end = now ?? last;
  for (const a of agents.values()) if (a.running) a.durationMs = end - (a.firstAt ?? end);
  return { agents: [...agents.values()].filter((a) => a.requests > 0).map(({ firstAt: _f, ...a }) => a), models, total };
}
