// The dry run's outcome: the reply (or the guidance a capsule mode would inject), the notes it would
// open and close, the writes it recorded instead of making, and its reasoning fold. None of it is kept.
import type { DryRunResult } from '../../src/app/workbench/workbench-dry-run.ts';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import { appEn, at, type AppKey } from '../app/i18n.ts';
import { wt } from './i18n.ts';

/** The engine's word for how the turn ended, in the UI's language (the status line's words). */
const outcomeText = (o: string) => (`detail.${o}` in appEn ? at(`detail.${o}` as AppKey) : o);

export function DryRunView({ result, onDismiss }: { result: DryRunResult; onDismiss(): void }) {
  const id = useUid();
  const notes = [
    ...result.notes.opened.map((n) => wt('wb.dry.opened', { text: n.text })),
    ...result.notes.closed.map((n) => wt('wb.dry.closed', { text: n.text })),
  ];
  return (
    <section class="troupe-wb-dry" aria-labelledby={id}>
      <div class="troupe-wb-dry__head">
        <h3 id={id}>{wt('wb.dry.title')}</h3>
        <span>{wt('wb.dry.outcome', { outcome: outcomeText(result.outcome) })}</span>
        <Button variant="quiet" onClick={onDismiss}>
          {wt('wb.dry.dismiss')}
        </Button>
      </div>
      {result.generationType === 'regenerate' && <p class="troupe-wb-dry__note">{wt('wb.dry.regenerate')}</p>}
      {result.error && (
        <div role="alert" class="troupe-message troupe-message--error">
          <div class="troupe-message__body">{result.error}</div>
        </div>
      )}
      {result.reply !== undefined && (
        <>
          <h4>{wt('wb.dry.reply')}</h4>
          <div class="troupe-wb-dry__text" data-testid="dry-reply">
            {result.reply}
          </div>
        </>
      )}
      {result.capsule !== undefined && (
        <>
          <h4>{wt('wb.dry.capsule')}</h4>
          <div class="troupe-wb-dry__text">{result.capsule}</div>
        </>
      )}
      <h4>{wt('wb.dry.notes')}</h4>
      {notes.length ? (
        <ul>
          {notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : (
        <p class="troupe-empty">{wt('wb.dry.none')}</p>
      )}
      <h4>{wt('wb.dry.writes')}</h4>
      {result.writes.length ? (
        <ul>
          {result.writes.map((w, i) => (
            <li key={i}>
              <code>{w.tool}</code>
              {w.agent ? ` (${w.agent})` : ''} <span class="troupe-wb-call__args">{JSON.stringify(w.args)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p class="troupe-empty">{wt('wb.dry.none')}</p>
      )}
      {result.fold.trim() && (
        <details>
          <summary>{wt('wb.dry.fold')}</summary>
          <pre class="troupe-diff__hunks" tabIndex={0}>
            {result.fold}
          </pre>
        </details>
      )}
    </section>
  );
}
