// Tokens and cost per agent and for the turn, from the usage each response reported and the user's
// price table; and the chat's totals so far. Unpriced models and responses without usage are said,
// never filled in.
import { usageCost, type CostSummary, type PriceTable, type TraceCosts } from '../../src/core/trace/cost.ts';
import type { ChatTotals } from '../../src/app/runs/runs-contract.ts';
import { count, duration, money, rt } from './i18n.ts';

const modelName = (m: string) => m || rt('prices.defaultModel');

function costCell(c: CostSummary): string {
  if (c.requests === 0) return '';
  // All of it unpriced: no number to show.
  if (c.unpriced > 0 && c.cost === 0) return rt('agents.noPrice');
  return money(c.cost);
}

export function CostTable({ costs, labels }: { costs: TraceCosts; labels: ReadonlyMap<string, string> }) {
  const t = costs.total;
  const unpriced = [...costs.models].filter(([, m]) => m.unpriced > 0).map(([name]) => modelName(name));
  return (
    <section class="troupe-run__section" aria-label={rt('agents.title')}>
      <h4>{rt('agents.title')}</h4>
      <div class="troupe-run__tablewrap">
        <table class="troupe-run__table">
          <thead>
            <tr>
              <th scope="col">{rt('agents.agent')}</th>
              <th scope="col">{rt('agents.requests')}</th>
              <th scope="col">{rt('agents.tools')}</th>
              <th scope="col">{rt('agents.time')}</th>
              <th scope="col">{rt('agents.input')}</th>
              <th scope="col">{rt('agents.cached')}</th>
              <th scope="col">{rt('agents.output')}</th>
              <th scope="col">{rt('agents.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {costs.agents.map((a) => (
              <tr key={a.agent} data-agent={labels.get(a.agent) ?? a.agent}>
                <th scope="row">{labels.get(a.agent) ?? a.agent}</th>
                <td>{a.requests}</td>
                <td>{a.toolCalls}</td>
                <td>{duration(a.durationMs)}</td>
                <td>{count(a.usage.promptTokens)}</td>
                <td>{count(a.usage.cachedPromptTokens ?? 0)}</td>
                <td>{count(a.usage.completionTokens)}</td>
                <td>{costCell(a)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-agent="">
              <th scope="row">{rt('agents.total')}</th>
              <td>{t.requests}</td>
              <td>{t.toolCalls}</td>
              <td />
              <td>{count(t.usage.promptTokens)}</td>
              <td>{count(t.usage.cachedPromptTokens ?? 0)}</td>
              <td>{count(t.usage.completionTokens)}</td>
              <td>{costCell(t)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {unpriced.length > 0 && <p class="troupe-note">{rt('agents.unpriced', { models: unpriced.join(', ') })}</p>}
      {t.unreported > 0 && <p class="troupe-note">{rt('agents.unreported', { n: t.unreported })}</p>}
    </section>
  );
}

/** The chat so far, priced with today's table (totals are kept per model). */
export function ChatTotalsLine({ totals, prices, kept, onKept }: { totals: ChatTotals; prices: PriceTable; kept: number; onKept(n: number): void }) {
  let tokens = 0;
  let cost = 0;
  const unpriced: string[] = [];
  let unreported = 0;
  for (const [model, m] of Object.entries(totals.byModel)) {
    tokens += m.usage.totalTokens;
    unreported += m.unreported;
    const p = prices[model];
    if (p) cost += usageCost(m.usage, p);
    else if (m.usage.totalTokens > 0) unpriced.push(modelName(model));
  }
  return (
    <section class="troupe-run__section" aria-label={rt('chat.title')}>
      <h4>{rt('chat.title')}</h4>
      <p class="troupe-run__chat-totals">
        {rt('chat.totals', { turns: totals.turns, tokens: count(tokens), cost: unpriced.length && cost === 0 ? rt('agents.noPrice') : money(cost) })}
      </p>
      {unpriced.length > 0 && <p class="troupe-note">{rt('agents.unpriced', { models: unpriced.join(', ') })}</p>}
      {unreported > 0 && <p class="troupe-note">{rt('agents.unreported', { n: unreported })}</p>}
      <label class="troupe-run__kept">
        {rt('chat.keptLabel')}{' '}
        <input
          type="number"
          min={1}
          max={200}
          value={kept}
          onChange={(e) => {
            const n = Number(e.currentTarget.value);
            if (Number.isFinite(n) && n >= 1) onKept(n);
          }}
        />
      </label>
    </section>
  );
}
