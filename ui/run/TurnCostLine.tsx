// What the turn cost in one line: serial model calls on its critical path, requests, the input tokens
// the provider reported, and the ratio to one plain reply. A figure the trace does not hold is left
// out; tokens the provider did not report are said to be unreported, never estimated; no price here.
import type { TurnCost } from '../../src/core/trace/turn-cost.ts';
import { rt } from './i18n.ts';

const tokens = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)} k` : String(Math.round(n)));
const ratio = (r: number) => (r >= 10 ? String(Math.round(r)) : r.toFixed(1));

export function turnCostText(c: TurnCost): string {
  return [
    ...(c.criticalPath !== undefined ? [rt('cost.serial', { n: c.criticalPath })] : []),
    rt('cost.requests', { n: c.requests }),
    c.inputTokens !== undefined ? rt('cost.tokens', { tokens: tokens(c.inputTokens) }) : rt('cost.noTokens'),
    ...(c.ratio !== undefined ? [rt('cost.ratio', { ratio: ratio(c.ratio) })] : []),
  ].join(' · ');
}

export function TurnCostLine({ cost }: { cost: TurnCost }) {
  return (
    <p class="troupe-run__turncost" data-testid="turn-cost">
      <span class="troupe-run__turncost-label">{rt('cost.title')}</span> {turnCostText(cost)}
    </p>
  );
}
