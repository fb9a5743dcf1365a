// The character: name, description, personality, scenario, first message, the user's own name, and
// importing a SillyTavern card (PNG or JSON). Editing a field changes nothing until Save.
import { useEffect, useState } from 'preact/hooks';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { type Feedback, FeedbackLine, Field, FilePicker } from './Field.tsx';
import { ct } from './i18n.ts';

export function CharacterEditor({ session }: { session: ChatSession }) {
  const c = session.character.value;
  const [form, setForm] = useState({ name: '', description: '', personality: '', scenario: '', firstMessage: '', userName: '' });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  // A new card (import, another tab) refills the form.
  useEffect(() => {
    if (c)
      setForm({
        name: c.name,
        description: c.description,
        personality: c.personality,
        scenario: c.scenario,
        firstMessage: c.firstMessage,
        userName: session.userName.value,
      });
  }, [c?.key, c?.name, c?.description, c?.personality, c?.scenario, c?.firstMessage, session.userName.value]);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  const save = async (e: Event) => {
    e.preventDefault();
    const { userName, ...fields } = form;
    const r = await session.saveCharacter(fields);
    const u = r.ok && userName.trim() !== session.userName.value ? await session.setUserName(userName) : r;
    setFeedback(!r.ok ? { kind: 'error', text: r.error } : !u.ok ? { kind: 'error', text: u.error } : { kind: 'ok', text: ct('character.saved') });
  };

  const importCard = async (file: File) => {
    setBusy(true);
    setFeedback({ kind: 'ok', text: ct('character.importing', { file: file.name }) });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const r = await session.importCharacter(file.name, bytes);
      setFeedback(r.ok ? { kind: 'ok', text: r.message ?? '' } : { kind: 'error', text: r.error });
    } finally {
      setBusy(false);
    }
  };

  const hasOverride = !!c && (('troupe' in c.extensions && c.extensions.troupe) || ('orchestrator' in c.extensions && c.extensions.orchestrator));
  return (
    <form class="troupe-form" onSubmit={save}>
      <FilePicker
        label={ct('character.import')}
        accept=".png,.json,image/png,application/json"
        hint={ct('character.importHint')}
        disabled={busy}
        onFile={(f) => void importCard(f)}
      />
      <Field label={ct('character.name')} value={form.name} onInput={set('name')} />
      <Field label={ct('character.description')} value={form.description} onInput={set('description')} multiline rows={4} />
      <Field label={ct('character.personality')} value={form.personality} onInput={set('personality')} multiline rows={2} />
      <Field label={ct('character.scenario')} value={form.scenario} onInput={set('scenario')} multiline rows={2} />
      <Field label={ct('character.firstMessage')} value={form.firstMessage} onInput={set('firstMessage')} multiline rows={3} />
      <Field label={ct('character.userName')} value={form.userName} onInput={set('userName')} />
      {hasOverride && <p class="troupe-form__note">{ct('character.hasOverride')}</p>}
      <div class="troupe-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {ct('character.save')}
        </Button>
      </div>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}
