// A change under review: its title and status, Approve and Reject, what it is about, and its diff
// (the children). The workbench's review of profile changes and the Memory section's review of
// memory changes both show their changes with it; each passes its own words.
import type { ComponentChildren } from 'preact';
import { Button } from './Button.tsx';
import { useUid } from './uid.ts';

/** One of the card's two buttons: pressed while the change is in that state. */
export interface ReviewButton {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
}

export interface ReviewCardProps {
  /** Carried as `data-change` (what tests and scripts find a card by), and shown before the title unless `shownId` is given. */
  id: string;
  shownId?: string;
  title: ComponentChildren;
  /** `pending`, `approved`, `rejected`, `applied`…: the card's look (its left border). */
  status: string;
  statusLabel: string;
  /** A small note after the status (where the change came from). */
  source?: string;
  approve?: ReviewButton;
  reject?: ReviewButton;
  summary?: ComponentChildren;
  /** Why the change can no longer be applied (the card is drawn dashed). */
  failure?: string;
  warnings?: readonly string[];
  children?: ComponentChildren;
}

export function ReviewCard(p: ReviewCardProps) {
  const titleId = useUid();
  return (
    <article
      class={`troupe-review-card troupe-review-card--${p.status}${p.failure ? ' troupe-review-card--failed' : ''}`}
      aria-labelledby={titleId}
      data-change={p.id}
    >
      <header class="troupe-review-card__head">
        <h4 id={titleId} class="troupe-review-card__title">
          <span class="troupe-review-card__id">{p.shownId ?? p.id}</span> {p.title}
        </h4>
        <span class="troupe-review-card__status">{p.statusLabel}</span>
        {p.source && <span class="troupe-review-card__source">{p.source}</span>}
        {(p.approve || p.reject) && (
          <span class="troupe-review-card__buttons">
            {p.approve && (
              <Button
                variant={p.approve.pressed ? 'primary' : 'default'}
                aria-pressed={p.approve.pressed ?? false}
                disabled={p.approve.disabled}
                onClick={p.approve.onClick}
              >
                {p.approve.label}
              </Button>
            )}
            {p.reject && (
              <Button
                variant={p.reject.pressed ? 'danger' : 'default'}
                aria-pressed={p.reject.pressed ?? false}
                disabled={p.reject.disabled}
                onClick={p.reject.onClick}
              >
                {p.reject.label}
              </Button>
            )}
          </span>
        )}
      </header>
      {p.summary && <p class="troupe-review-card__summary">{p.summary}</p>}
      {p.failure && (
        <p class="troupe-review-card__failure" role="note">
          {p.failure}
        </p>
      )}
      {p.warnings && p.warnings.length > 0 && (
        <ul class="troupe-review-card__warnings">
          {p.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      {p.children}
    </article>
  );
}

/** Values before and after, one row per path (a settings diff, a node's fields). */
export function BeforeAfterTable({
  entries,
  before,
  after,
  show,
}: {
  entries: readonly { path: string; before?: unknown; after?: unknown }[];
  /** Column headings. */
  before: string;
  after: string;
  /** A value as text (absent values come as undefined). */
  show(v: unknown): string;
}) {
  return (
    <table class="troupe-review-table">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{before}</th>
          <th scope="col">{after}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.path}>
            <th scope="row">
              <code>{e.path}</code>
            </th>
            <td class="troupe-diff__line--del">
              <pre>{show(e.before)}</pre>
            </td>
            <td class="troupe-diff__line--add">
              <pre>{show(e.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
