// Who writes the next reply: a one-tap segmented choice (native radios, so arrow keys move between
// them) — the full team, the writer only, or off — and, under it, what this preset has cost in this
// chat (the median of its stored runs). Presentational: the app gives the choice and the median.
import type { CostMedian, TurnTeam } from '../../src/app/panel-contract.ts';
import { MODE_DESCRIPTORS } from '../../src/core/modes/index.ts';
import type { Mode } from '../../src/core/profiles/modes.ts';
import { useUid } from '../common/uid.ts';
import { pt, type PanelKey } from './i18n.ts';

const TEAMS: readonly TurnTeam[] = ['full', 'light', 'off'];

export function TurnTeamChoice({ value, onValue, mode }: { value: TurnTeam; onValue(team: TurnTeam): void; mode: Mode }) {
  const name = useUid();
  // A mode without a writer alone (the capsule modes) leaves a light turn to the chat model.
  const hint = value === 'light' && !MODE_DESCRIPTORS[mode].writerAlone ? pt('turnTeam.hint.lightCapsule') : pt(`turnTeam.hint.${value}` as PanelKey);
  return (
    <div class="troupe-team">
      <div role="radiogroup" aria-label={pt('turnTeam.label')} aria-describedby={`${name}-hint`} class="troupe-team__choice">
        <span class="troupe-team__label" aria-hidden="true">
          {pt('turnTeam.label')}
        </span>
        {TEAMS.map((t) => (
          <label key={t} class="troupe-team__option" data-checked={value === t ? '' : undefined}>
            <input type="radio" name={name} value={t} checked={value === t} onChange={() => onValue(t)} />
            {pt(`turnTeam.${t}` as PanelKey)}
          </label>
        ))}
      </div>
      <p id={`${name}-hint`} class="troupe-note troupe-team__hint">
        {hint}
      </p>
    </div>
  );
}

const one = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const tokens = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)} k` : String(Math.round(n)));

/** "This preset, median of 5 runs in this chat: 4 serial calls · 6.2× a plain reply"; nothing without runs. */
export function CostMedianLine({ median }: { median: CostMedian | null | undefined }) {
  if (!median) return null;
  const parts = [
    ...(median.criticalPath !== undefined ? [pt('turnCost.serial', { n: one(median.criticalPath) })] : []),
    pt('turnCost.requests', { n: one(median.requests) }),
    ...(median.inputTokens !== undefined ? [pt('turnCost.tokens', { tokens: tokens(median.inputTokens) })] : []),
    ...(median.ratio !== undefined ? [pt('turnCost.ratio', { ratio: median.ratio.toFixed(1) })] : []),
  ];
  return (
    <p class="troupe-note troupe-panel__cost" data-testid="cost-median">
      {pt(median.team === 'light' ? 'turnCost.medianLight' : 'turnCost.median', { runs: median.runs, parts: parts.join(' · ') })}
    </p>
  );
}
