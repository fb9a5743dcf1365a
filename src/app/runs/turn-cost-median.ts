// The panel's "what this preset costs here": the median of the turn costs stored with the current
// chat's runs (each run keeps its turnCost summary, so no trace is read), for the preset and team a
// turn would run with now.
import type { StoredTurnSummary } from '../../storage/traces.ts';

export interface CostMedian {
  /** Runs the median is over. */
  runs: number;
  /** Who wrote them: the full team, or the writer alone. */
  team: 'full' | 'light';
  /** Medians over the runs that recorded each figure; undefined when none did. */
  criticalPath?: number;
  requests: number;
  /** Undefined when no run's provider reported usage for every request. */
  inputTokens?: number;
  ratio?: number;
}

export interface CostMedianOf {
  mode: string;
  /** The profile key (see presetKeyOf). */
  preset: string | undefined;
  team: 'full' | 'light';
}

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** The median cost of the completed runs of `of.preset` (with `of.team`) in `turns`; null when there are none. */
export function costMedian(turns: readonly StoredTurnSummary[], of: CostMedianOf): CostMedian | null {
  if (of.preset === undefined) return null;
  const costs = turns
    .filter((t) => t.mode === of.mode && t.preset === of.preset && (t.team ?? 'full') === of.team && t.outcome === 'completed' && t.cost && t.cost.requests > 0)
    .map((t) => t.cost!);
  if (!costs.length) return null;
  const pick = (f: (c: (typeof costs)[number]) => number | undefined) => median(costs.map(f).filter((x): x is number => x !== undefined));
  const out: CostMedian = { runs: costs.length, team: of.team, requests: pick((c) => c.requests)! };
  const criticalPath = pick((c) => c.criticalPath);
  const inputTokens = pick((c) => c.inputTokens);
  const ratio = pick((c) => c.ratio);
  if (criticalPath !== undefined) out.criticalPath = criticalPath;
  if (inputTokens !== undefined) out.inputTokens = inputTokens;
  if (ratio !== undefined) out.ratio = ratio;
  return out;
}
