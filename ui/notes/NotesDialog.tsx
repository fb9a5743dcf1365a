// The notes panel: the chat's open and closed notes with who opened or closed each and in which
// message, and the user's edits — add, edit, close (with a reason), reopen, delete. Note text is shown
// as text, never as HTML.
import '../run/run.css';
import './notes.css';
import { useEffect, useState } from 'preact/hooks';
import type { NotesView } from '../../src/app/runs/runs-contract.ts';
import type { Note, NoteResult } from '../../src/core/tools/notes.ts';
import { Button } from '../common/Button.tsx';
import { ConfirmInline } from '../common/ConfirmInline.tsx';
import { Dialog } from '../common/Dialog.tsx';
import { useUid } from '../common/uid.ts';
import { nt } from './i18n.ts';

const who = (by: string | undefined) => (by === 'user' ? nt('notes.you') : (by ?? nt('notes.unknown')));

function Provenance({ note }: { note: Note }) {
  const opened =
    note.openedTurn !== undefined
      ? nt('notes.openedByTurn', { by: who(note.openedBy), turn: note.openedTurn })
      : nt('notes.openedBy', { by: who(note.openedBy) });
  const closed =
    note.status === 'closed'
      ? note.closedTurn !== undefined
        ? nt('notes.closedByTurn', { by: who(note.closedBy), turn: note.closedTurn })
        : nt('notes.closedBy', { by: who(note.closedBy) })
      : '';
  return (
    <p class="troupe-notes__meta">
      {opened}
      {closed && ` · ${closed}`}
      {note.closedReason && ` · ${nt('notes.reason', { reason: note.closedReason })}`}
    </p>
  );
}

function NoteForm({
  text: t0,
  trigger: g0,
  submit,
  onCancel,
  label,
}: {
  text: string;
  trigger: string;
  submit(text: string, trigger: string): Promise<NoteResult>;
  onCancel?(): void;
  label: string;
}) {
  const textId = useUid();
  const trigId = useUid();
  const [text, setText] = useState(t0);
  const [trigger, setTrigger] = useState(g0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    const r = await submit(text, trigger);
    setBusy(false);
    if (!r.ok) setError(r.error);
    else {
      setError(null);
      if (!onCancel) {
        setText('');
        setTrigger('');
      }
    }
  };
  return (
    <div class="troupe-notes__form">
      <label for={textId} class="troupe-field__label">
        {nt('notes.text')}
      </label>
      <textarea id={textId} rows={3} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <label for={trigId} class="troupe-field__label">
        {nt('notes.triggerLabel')}
      </label>
      <input id={trigId} type="text" value={trigger} onInput={(e) => setTrigger(e.currentTarget.value)} />
      <div class="troupe-run__actions">
        <Button variant="primary" disabled={busy} onClick={() => void go()}>
          {label}
        </Button>
        {onCancel && <Button onClick={onCancel}>{nt('notes.cancel')}</Button>}
        {error && (
          <span role="alert" class="troupe-run__error">
            {error}
          </span>
        )}
      </div>
    </div>
  );
}

function NoteRow({ note, notes }: { note: Note; notes: NotesView }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'close' | 'delete'>('view');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useUid();
  const act = async (op: Promise<NoteResult>) => {
    const r = await op;
    setError(r.ok ? null : r.error);
    if (r.ok) setMode('view');
  };
  return (
    <li class={`troupe-notes__item is-${note.status}`} aria-label={nt('notes.item', { text: note.text.slice(0, 80) })} data-note={note.id}>
      {mode === 'edit' ? (
        <NoteForm
          text={note.text}
          trigger={note.trigger ?? ''}
          label={nt('notes.save')}
          submit={async (t, g) => {
            const r = await notes.edit(note.id, t, g);
            if (r.ok) setMode('view');
            return r;
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <>
          <p class="troupe-notes__text">{note.text}</p>
          {note.trigger && <p class="troupe-notes__meta">{nt('notes.trigger', { trigger: note.trigger })}</p>}
          <Provenance note={note} />
        </>
      )}
      {mode === 'view' && (
        <div class="troupe-run__actions">
          <Button onClick={() => setMode('edit')}>{nt('notes.edit')}</Button>
          {note.status === 'open' ? (
            <Button onClick={() => setMode('close')}>{nt('notes.close')}</Button>
          ) : (
            <Button onClick={() => void act(notes.reopen(note.id))}>{nt('notes.reopen')}</Button>
          )}
          <Button variant="danger" onClick={() => setMode('delete')}>
            {nt('notes.delete')}
          </Button>
        </div>
      )}
      {mode === 'close' && (
        <div class="troupe-run__actions">
          <label for={reasonId}>{nt('notes.closeReason')}</label>
          <input id={reasonId} type="text" value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
          <Button variant="primary" onClick={() => void act(notes.close(note.id, reason))}>
            {nt('notes.close')}
          </Button>
          <Button onClick={() => setMode('view')}>{nt('notes.cancel')}</Button>
        </div>
      )}
      {mode === 'delete' && (
        <ConfirmInline
          danger
          message={nt('notes.deleteConfirm')}
          confirmLabel={nt('notes.delete')}
          cancelLabel={nt('notes.cancel')}
          onConfirm={() => void act(notes.remove(note.id))}
          onCancel={() => setMode('view')}
        />
      )}
      {error && (
        <p role="alert" class="troupe-run__error">
          {error}
        </p>
      )}
    </li>
  );
}

export function NotesDialog({ open, onClose, notes }: { open: boolean; onClose(): void; notes: NotesView }) {
  useEffect(() => {
    if (open) void notes.refresh();
  }, [open]);
  const list = notes.notes.value;
  const opened = list?.filter((n) => n.status === 'open') ?? [];
  const closed = list?.filter((n) => n.status === 'closed') ?? [];
  return (
    <Dialog open={open} title={nt('notes.title')} onClose={onClose} class="troupe-dialog--notes">
      <div class="troupe-notes">
        <p class="troupe-note">{nt('notes.intro')}</p>
        {notes.problem.value && (
          <p role="alert" class="troupe-run__error">
            {notes.problem.value}
          </p>
        )}
        {list === null ? (
          <p class="troupe-note">{nt('notes.noChat')}</p>
        ) : (
          <>
            <section aria-label={nt('notes.addHeading')}>
              <h4>{nt('notes.addHeading')}</h4>
              <NoteForm text="" trigger="" label={nt('notes.add')} submit={(t, g) => notes.add(t, g)} />
            </section>
            {list.length === 0 && <p class="troupe-note">{nt('notes.none')}</p>}
            {opened.length > 0 && (
              <section aria-label={nt('notes.openHeading', { n: opened.length })}>
                <h4>{nt('notes.openHeading', { n: opened.length })}</h4>
                <ul class="troupe-notes__list">
                  {opened.map((n) => (
                    <NoteRow key={n.id} note={n} notes={notes} />
                  ))}
                </ul>
              </section>
            )}
            {closed.length > 0 && (
              <section aria-label={nt('notes.closedHeading', { n: closed.length })}>
                <h4>{nt('notes.closedHeading', { n: closed.length })}</h4>
                <ul class="troupe-notes__list">
                  {closed.map((n) => (
                    <NoteRow key={n.id} note={n} notes={notes} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
