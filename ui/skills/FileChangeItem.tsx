// One file of a skill that changed (added, removed, changed with its line diff), as Update from source
// and the workbench's review show it; and the line diff itself, for any text.
import type { DiffLine, FileChange } from '../../src/core/skills/file-diff.ts';
import { formatBytes } from '../common/format.ts';
import { t } from '../i18n/index.ts';

const SIGN = { same: ' ', add: '+', del: '-' } as const;

/** Hunks of a line diff, `+` / `-` marked, in a focusable, scrollable block named by `label`. */
export function DiffHunks({ hunks, label }: { hunks: readonly (readonly DiffLine[])[]; label: string }) {
  return (
    <pre class="troupe-diff__hunks" role="region" aria-label={label} tabIndex={0}>
      {hunks.map((h, i) => (
        <span key={i} class="troupe-diff__hunk">
          {i > 0 && '⋯\n'}
          {h.map((l, j) => (
            <span key={j} class={`troupe-diff__line troupe-diff__line--${l.kind}`}>
              {SIGN[l.kind]} {l.text}
              {'\n'}
            </span>
          ))}
        </span>
      ))}
    </pre>
  );
}

export function FileChangeItem({ change }: { change: FileChange }) {
  const status = t(change.status === 'added' ? 'update.added' : change.status === 'removed' ? 'update.removed' : 'update.changed');
  const sizes =
    change.status === 'changed'
      ? t('update.sizes', { before: formatBytes(change.before ?? 0), after: formatBytes(change.after ?? 0) })
      : formatBytes(change.after ?? change.before ?? 0);
  return (
    <li class={`troupe-diff__file troupe-diff__file--${change.status}`}>
      <code>{change.path}</code> <span class="troupe-diff__status">{status}</span> <span class="troupe-skill-row__meta">{sizes}</span>
      {change.tooLarge && <span class="troupe-skill-row__meta"> · {t('update.tooLarge')}</span>}
      {change.hunks && change.hunks.length > 0 && <DiffHunks hunks={change.hunks} label={t('update.diffLabel', { path: change.path })} />}
    </li>
  );
}
