// The capsule a capsule-mode turn injected, editable: the saved text is what swipes and regenerations
// of that message inject from then on.
import { useState } from 'preact/hooks';
import type { CapsuleEditResult, StoredTurnSummary } from '../../src/app/runs/runs-contract.ts';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import { rt } from './i18n.ts';

export function CapsuleEditor({ turn, onSave }: { turn: StoredTurnSummary; onSave(text: string): Promise<CapsuleEditResult> }) {
  const id = useUid();
  const [text, setText] = useState(turn.capsule?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  if (!turn.capsule) return null;
  const save = async () => {
    setBusy(true);
    const r = await onSave(text);
    setBusy(false);
    setNote(r.ok ? { ok: true, text: rt(r.cached ? 'capsule.savedCached' : 'capsule.savedNotCached') } : { ok: false, text: r.error });
  };
  return (
    <section class="troupe-run__section" aria-label={rt('capsule.title')}>
      <h4>
        {rt('capsule.title')}
        {turn.capsule.edited && <span class="troupe-run__badge"> {rt('capsule.edited')}</span>}
      </h4>
      <p class="troupe-note">{rt('capsule.hint')}</p>
      <label for={id} class="troupe-field__label">
        {rt('capsule.label')}
      </label>
      <textarea id={id} class="troupe-run__capsule" rows={6} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <div class="troupe-run__actions">
        <Button variant="primary" disabled={busy} onClick={() => void save()}>
          {rt('capsule.save')}
        </Button>
        {note && (
          <span role={note.ok ? 'status' : 'alert'} class={note.ok ? 'troupe-note' : 'troupe-run__error'}>
            {note.text}
          </span>
        )}
      </div>
    </section>
  );
}
