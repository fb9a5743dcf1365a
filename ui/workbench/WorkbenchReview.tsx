// The review: every pending change as a diff, approved or rejected one by one or all at once; Apply,
// Try it, Undo and the applied versions.
import type { ReviewItem, WorkbenchService, WorkbenchView } from '../../src/app/workbench/workbench.ts';
import { Button } from '../common/Button.tsx';
import { ReviewCard } from '../common/ReviewCard.tsx';
import { useUid } from '../common/uid.ts';
import { changeTitle } from './changeTitle.ts';
import { DiffPartView } from './DiffPartView.tsx';
import { wt } from './i18n.ts';

export interface WorkbenchReviewProps {
  wb: WorkbenchService;
  view: WorkbenchView;
  items: readonly ReviewItem[];
  busy: boolean;
  /** Runs an action and shows its outcome (or its error) in the dialog's message strip. */
  act(fn: () => Promise<unknown>, done?: (r: unknown) => string): void;
}

function ChangeCard({
  item,
  mode,
  busy,
  onDecide,
}: {
  item: ReviewItem;
  mode: string;
  busy: boolean;
  onDecide(status: 'approved' | 'rejected' | 'pending'): void;
}) {
  const { change } = item;
  const approved = change.status === 'approved';
  const rejected = change.status === 'rejected';
  return (
    <ReviewCard
      id={change.id}
      title={changeTitle(change.op, mode)}
      status={change.status}
      statusLabel={wt(`wb.status.${change.status}`)}
      {...(change.source === 'api' ? { source: wt('wb.fromApi') } : {})}
      approve={{
        label: wt('wb.approve'),
        pressed: approved,
        disabled: busy || (!!item.failure && !approved),
        onClick: () => onDecide(approved ? 'pending' : 'approved'),
      }}
      reject={{ label: wt('wb.reject'), pressed: rejected, disabled: busy, onClick: () => onDecide(rejected ? 'pending' : 'rejected') }}
      summary={change.summary}
      {...(item.failure ? { failure: wt('wb.noLonger', { reason: item.failure }) } : {})}
      warnings={item.warnings}
    >
      {item.parts.map((p, i) => (
        <DiffPartView key={`${p.kind}:${p.path}:${i}`} part={p} />
      ))}
    </ReviewCard>
  );
}

export function WorkbenchReview({ wb, view, items, busy, act }: WorkbenchReviewProps) {
  const headingId = useUid();
  const count = (s: string) => items.filter((i) => i.change.status === s).length;
  const approved = count('approved');
  const mode = view.target.mode;
  const decide = (ids: readonly string[] | 'all', status: 'approved' | 'rejected' | 'pending') => act(() => wb.decide(ids, status));
  return (
    <section class="troupe-wb-review" aria-labelledby={headingId}>
      <div class="troupe-wb-review__head">
        <h3 id={headingId}>{wt('wb.review')}</h3>
        {items.length > 0 && (
          <span class="troupe-wb-review__count">{wt('wb.review.count', { pending: count('pending'), approved, rejected: count('rejected') })}</span>
        )}
      </div>
      <div class="troupe-wb-review__toolbar">
        <Button
          disabled={busy || !items.length}
          onClick={() =>
            decide(
              items.filter((i) => !i.failure).map((i) => i.change.id),
              'approved',
            )
          }
        >
          {wt('wb.approveAll')}
        </Button>
        <Button disabled={busy || !items.length} onClick={() => decide('all', 'rejected')}>
          {wt('wb.rejectAll')}
        </Button>
        <Button
          variant="primary"
          disabled={busy || approved === 0}
          onClick={() =>
            act(
              () => wb.apply(),
              () => wt('wb.applied', { n: approved }),
            )
          }
        >
          {wt('wb.apply', { n: approved })}
        </Button>
        <Button disabled={busy} title={wt('wb.try.help')} onClick={() => act(() => wb.dryRun())}>
          {wt('wb.try')}
        </Button>
        <Button
          disabled={busy || !view.history.length}
          onClick={() =>
            act(
              () => wb.undo(),
              (v) => wt('wb.undone', { changes: (v as { changes: { id: string }[] }).changes.map((c) => c.id).join(', ') }),
            )
          }
        >
          {wt('wb.undo')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p class="troupe-empty">{wt('wb.review.empty')}</p>
      ) : (
        <div class="troupe-wb-review__list">
          {items.map((item) => (
            <ChangeCard key={item.change.id} item={item} mode={mode} busy={busy} onDecide={(s) => decide([item.change.id], s)} />
          ))}
        </div>
      )}
      {view.history.length > 0 && (
        <details class="troupe-wb-history">
          <summary>{wt('wb.history', { n: view.history.length })}</summary>
          <ol>
            {view.history.map((v) => (
              <li key={`${v.at}:${v.afterHash}`}>
                {wt('wb.history.item', { time: new Date(v.at).toLocaleString(), changes: v.changes.map((c) => `${c.id} ${c.summary}`).join('; ') })}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
