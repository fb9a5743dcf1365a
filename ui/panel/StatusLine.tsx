// The last-run status line: one line of fixed height (it never pushes the panel around while a run
// streams). Only the status words are a live region; the ticking time and detail are not announced.
import { MODES } from '../../src/core/profiles/modes.ts';
import type { LastRun } from '../../src/app/panel-contract.ts';
import { pt, type PanelKey } from './i18n.ts';
import { modeName } from './modes/index.ts';

export function StatusLine({ lastRun }: { lastRun: LastRun | null | undefined }) {
  const mode = lastRun && MODES.includes(lastRun.mode) ? modeName(lastRun.mode) : '';
  const words = !lastRun ? pt('status.none') : pt(`status.${lastRun.status}` as PanelKey, { mode });
  const extra: string[] = [];
  if (lastRun?.durationMs !== undefined) extra.push(pt('status.seconds', { s: (lastRun.durationMs / 1000).toFixed(1) }));
  if (lastRun?.detail) extra.push(lastRun.detail);
  if (lastRun?.error) extra.push(lastRun.error);
  const all = [words, ...extra].join(' · ');
  return (
    <p class={`troupe-status${lastRun ? ` troupe-status--${lastRun.status}` : ''}`} title={all}>
      <span role="status" aria-live="polite" aria-atomic="true">
        {words}
      </span>
      {extra.length > 0 && <span class="troupe-status__extra"> · {extra.join(' · ')}</span>}
    </p>
  );
}
