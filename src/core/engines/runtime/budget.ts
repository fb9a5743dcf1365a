// The budget guard: an optional cap on the tokens or the cost of one turn. Before each request of any
// agent, what the turn used so far (the usage its trace holds) plus an estimate of this request (its
// messages) is compared with the cap. Passing it the first time adds a `[Runtime]` notice telling the
// agent to finish; passing it again ends the agent, as its round limit would.
import type { StopReason } from '../../agent/stop.ts';
import type { ChatMessage } from '../../llm/types.ts';
import { traceCosts, usageCost, type PriceLookup } from '../../trace/cost.ts';
import type { Trace } from '../../trace/trace.ts';
import { estimateTokens } from './story.ts';

/** A cap per turn; 0 switches a cap off. `maxCost` is in the price table's currency. */
export interface TurnBudget {
  maxTokens: number;
  maxCost: number;
}

/** Where a request would leave the turn. */
export interface BudgetExcess {
  unit: 'tokens' | 'cost';
  /** Used by the turn's earlier responses (as reported). */
  used: number;
  /** This request's input, estimated from its messages. */
  estimate: number;
  cap: number;
}

export const DEFAULT_HAND_IN = 'hand in your result now, with what you have.';

export function budgetOn(b: TurnBudget | undefined): b is TurnBudget {
  return !!b && (b.maxTokens > 0 || b.maxCost > 0);
}

const textOf = (messages: readonly ChatMessage[]) => {
  let s = '';
  for (const m of messages) {
    if (typeof m.content === 'string') s += m.content;
    for (const c of m.toolCalls ?? []) s += c.name + c.arguments;
  }
  return s;
};

/**
 * Checks a request of an agent on `model` against the budget: undefined while within it. A cost cap
 * on a model without a price cannot be checked (`onUnpriced` hears it; the token cap still applies).
 */
export function budgetCheck(o: { budget: TurnBudget; trace: Trace; priceOf?: PriceLookup; onUnpriced?(model: string): void }) {
  return (model: string, messages: readonly ChatMessage[]): BudgetExcess | undefined => {
    const estimate = estimateTokens(textOf(messages));
    const { maxTokens, maxCost } = o.budget;
    if (maxTokens > 0) {
      const used = o.trace.usage().totalTokens;
      if (used + estimate > maxTokens) return { unit: 'tokens', used, estimate, cap: maxTokens };
    }
    if (maxCost > 0) {
      const price = o.priceOf?.(model);
      if (!price) {
        o.onUnpriced?.(model);
        return undefined;
      }
      const used = traceCosts(o.trace.entries, o.priceOf!).total.cost;
      const est = usageCost({ promptTokens: estimate, completionTokens: 0, totalTokens: estimate }, price);
      if (used + est > maxCost) return { unit: 'cost', used, estimate: est, cap: maxCost };
    }
    return undefined;
  };
}

/** The notice's words, in the team's language (FrameTexts). */
export interface BudgetWords {
  budgetNotice(used: string, cap: string, handIn: string): string;
  tokens(n: number): string;
}

const ENGLISH_BUDGET: BudgetWords = {
  budgetNotice: (used, cap, handIn) =>
    `[Runtime] Budget spent: this turn has used ${used} of its ${cap}, and this request would pass it. Finish now: ${handIn}`,
  tokens: (n) => `${n} tokens`,
};

/** The notice an agent gets when its next request would pass the cap. */
export function budgetNotice(x: BudgetExcess, handIn: string, words: BudgetWords = ENGLISH_BUDGET): string {
  const amount = (n: number) => (x.unit === 'tokens' ? words.tokens(Math.round(n)) : n.toFixed(4));
  return words.budgetNotice(amount(x.used), amount(x.cap), handIn);
}

/**
 * One agent's guard, asked before each of its requests: the first time the request would pass the cap
 * it gets the notice; the next time, the agent is stopped.
 */
export function agentBudget(
  check: (model: string, messages: readonly ChatMessage[]) => BudgetExcess | undefined,
  model: string,
  handIn: string,
  events: { warned(x: BudgetExcess): void; stopped(x: BudgetExcess): void },
  words?: BudgetWords,
) {
  let warned = false;
  return (messages: readonly ChatMessage[]): { messages?: ChatMessage[]; stop?: StopReason } | undefined => {
    const x = check(model, messages);
    if (!x) return undefined;
    if (warned) {
      events.stopped(x);
      return { stop: { kind: 'budget', unit: x.unit, cap: x.cap, used: x.used } };
    }
    warned = true;
    events.warned(x);
    return { messages: [{ role: 'user', content: budgetNotice(x, handIn, words) }] };
  };
}
