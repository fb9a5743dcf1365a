// The Memory section's review: the chat's "Review memory changes" switch, and every memory change
// waiting for review as a card (the workbench's ReviewCard) with its diff — a node's fields before and
// after, edges added and removed — approved or rejected one by one or all at once. Opened from a
// reply's fold, it shows that reply's changes: the applied ones and the ones still waiting.
import { useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import type { MemoryActions, ReviewChangeView } from '../../src/app/memory/memory-actions.ts';
import type { ChangePart } from '../../src/core/memory/proposals.ts';
import { Button } from '../common/Button.tsx';
import { BeforeAfterTable, ReviewCard } from '../common/ReviewCard.tsx';
import { vt } from './viewer-i18n.ts';

/** A change's number within its turn ("#2"): its id is the turn's id and that number. */
const short = (id: string) => `#${id.split('#').pop()}`;
const show = (v: unknown) => (v === undefined ? vt('review.unset') : typeof v === 'string' ? v : JSON.stringify(v));

function Part({ part, names, onOpen }: { part: ChangePart; names: Record<string, string>; onOpen(id: string): void }) {
  if (part.kind === 'node') {
    const label = vt('review.node', { name: part.name, type: part.type, action: vt(`review.action.${part.action}`) });
    return (
      <div class={`troupe-memory-change__node is-${part.action}`} data-node={part.id}>
        {part.action === 'deleted' ? (
          <div class="troupe-memory-change__label">{label}</div>
        ) : (
          <button type="button" class="troupe-btn troupe-btn--quiet troupe-memory-change__label" onClick={() => onOpen(part.id)}>
            {label}
          </button>
        )}
        {part.entries.length > 0 && <BeforeAfterTable entries={part.entries} before={vt('review.before')} after={vt('review.after')} show={show} />}
      </div>
    );
  }
  const sign = part.action === 'added' ? '+' : part.action === 'removed' ? '−' : '~';
  return (
    <p class={`troupe-memory-change__edge troupe-diff__line--${part.action === 'removed' ? 'del' : 'add'}`}>
      {sign} {names[part.from] ?? part.from} → <span class="troupe-memory__rel">{part.relation}</span> → {names[part.to] ?? part.to}
      {part.note ? ` (${part.note})` : ''} <span class="troupe-memory__meta">· {vt(`review.edge.${part.action}`)}</span>
    </p>
  );
}

function title(c: ReviewChangeView): string {
  const node = c.parts.find((p) => p.kind === 'node' && (c.kind !== 'compact' || p.action === 'created'));
  const edge = c.parts.find((p) => p.kind === 'edge');
  const what = node?.kind === 'node' ? node.name : edge?.kind === 'edge' ? edge.relation : '';
  return what ? vt('review.title', { kind: vt(`review.kind.${c.kind}`), what }) : vt(`review.kind.${c.kind}`);
}

export function MemoryReview({
  app,
  actions,
  turns,
  onAll,
  onOpen,
}: {
  app: App;
  actions: MemoryActions;
  /** Only these turns' changes (a reply's, opened from its fold). */
  turns: readonly string[] | null;
  onAll(): void;
  onOpen(id: string): void;
}) {
  const chat = app.memory.current.value;
  void chat?.version.value; // re-render on approvals, rejections, undo
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  if (!chat) return <p>{vt('memory.noChat')}</p>;
  const reviewing = app.memory.reviewing(chat.chatId);
  const pending = actions.inbox(turns ?? undefined);
  const applied = turns ? actions.applied(turns) : null;
  const run = async (fn: () => Promise<{ ok: true; ids?: string[] } | { ok: false; error: string }>, done: 'review.approved' | 'review.rejected') => {
    setBusy(true);
    try {
      const r = await fn();
      setNote(r.ok ? vt(done, { ids: (r.ids ?? []).map(short).join(', ') }) : r.error);
    } finally {
      setBusy(false);
    }
  };
  const ids = pending.map((c) => c.id);
  // Changes of a reply on another swipe wait until it is on screen again.
  const approvable = pending.filter((c) => c.shown).map((c) => c.id);
  return (
    <section class="troupe-memory-review" aria-label={vt('review.toggle')} data-reviewing={reviewing ? 'on' : 'off'}>
      <label class="troupe-memory__check">
        <input type="checkbox" checked={reviewing} onChange={(e) => void app.memory.setReview(chat.chatId, e.currentTarget.checked)} />
        {vt('review.toggle')}
      </label>
      <p class="troupe-memory__hint">{vt('review.toggleHelp')}</p>
      {turns && (
        <p class="troupe-memory-review__turn">
          <strong>{vt('review.turn')}</strong>{' '}
          <Button variant="quiet" onClick={onAll}>
            {vt('review.showAll')}
          </Button>
        </p>
      )}
      <div class="troupe-memory__actions">
        <Button disabled={busy || !approvable.length} onClick={() => void run(() => actions.approve(approvable), 'review.approved')}>
          {vt('review.approveAll')}
        </Button>
        <Button disabled={busy || !ids.length} onClick={() => void run(() => actions.reject(ids), 'review.rejected')}>
          {vt('review.rejectAll')}
        </Button>
      </div>
      {note && (
        <p role="status" class="troupe-memory__note">
          {note}
        </p>
      )}
      {!pending.length && !applied && <p class="troupe-empty">{vt('review.empty')}</p>}
      <div class="troupe-memory-review__list">
        {applied && (
          <ReviewCard id={applied.id} shownId="" title={vt('review.kind.write')} status="applied" statusLabel={vt('review.status.applied')}>
            {applied.parts.map((p, i) => (
              <Part key={i} part={p} names={applied.names} onOpen={onOpen} />
            ))}
          </ReviewCard>
        )}
        {pending.map((c) => (
          <ReviewCard
            key={c.id}
            id={c.id}
            shownId={short(c.id)}
            title={title(c)}
            status="pending"
            statusLabel={vt(c.shown ? 'review.status.pending' : 'review.status.hidden')}
            approve={{ label: vt('review.approve'), disabled: busy || !c.shown, onClick: () => void run(() => actions.approve([c.id]), 'review.approved') }}
            reject={{ label: vt('review.reject'), disabled: busy, onClick: () => void run(() => actions.reject([c.id]), 'review.rejected') }}
            {...(c.needs.length ? { summary: vt('review.needs', { ids: c.needs.map(short).join(', ') }) } : {})}
            {...(!c.shown ? { warnings: [vt('review.hiddenNote')] } : {})}
          >
            {c.parts.map((p, i) => (
              <Part key={i} part={p} names={c.names} onOpen={onOpen} />
            ))}
          </ReviewCard>
        ))}
      </div>
    </section>
  );
}
