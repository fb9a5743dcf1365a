// Group chats: add a known character to the open chat, make a new one (typed in or from a card file)
// and add it, edit one made before, or start a new group chat with chosen characters. The members themselves are listed in
// the chat header (ChatHeader), where they can be removed.
import { useState } from 'preact/hooks';
import type { GroupSession } from '../../src/ports/chat-session.ts';
import { useUid } from '../common/uid.ts';
import { Button } from '../common/Button.tsx';
import { type Feedback, FeedbackLine, Field, FilePicker } from './Field.tsx';
import { ct } from './i18n.ts';

export function GroupPanel({ group, busy }: { group: GroupSession; busy: boolean }) {
  const addId = useUid();
  const editId = useUid();
  const all = group.characters.value;
  const inChat = new Set(group.members.value.map((m) => m.key));
  const own = all[0];
  const others = all.slice(1);
  const addable = all.filter((c) => !inChat.has(c.key));
  const [pick, setPick] = useState('');
  const [form, setForm] = useState({ name: '', description: '', personality: '' });
  /** The character being edited ('' = a new one). */
  const [editing, setEditing] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [working, setWorking] = useState(false);
  const disabled = busy || working;
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const selected = addable.some((c) => c.key === pick) ? pick : (addable[0]?.key ?? '');

  const edited = others.find((c) => c.key === editing);
  const choose = (key: string) => {
    const c = others.find((o) => o.key === key);
    setEditing(c ? key : '');
    setForm(c ? { name: c.name, description: c.description, personality: c.personality } : { name: '', description: '', personality: '' });
    setFeedback(null);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setWorking(true);
    try {
      const name = form.name.trim();
      if (edited) {
        const r = await group.saveMember(edited.key, form);
        setFeedback(r.ok ? { kind: 'ok', text: ct('group.saved', { name }) } : { kind: 'error', text: r.error });
        return;
      }
      const r = await group.createMember(form);
      if (r.ok) setForm({ name: '', description: '', personality: '' });
      setFeedback(r.ok ? { kind: 'ok', text: ct('group.added', { name }) } : { kind: 'error', text: r.error });
    } finally {
      setWorking(false);
    }
  };

  const importCard = async (file: File) => {
    setWorking(true);
    try {
      const r = await group.importMember(file.name, new Uint8Array(await file.arrayBuffer()));
      setFeedback(r.ok ? { kind: 'ok', text: r.message ?? '' } : { kind: 'error', text: r.error });
    } finally {
      setWorking(false);
    }
  };

  return (
    <div class="troupe-form troupe-group">
      <p class="troupe-form__note">{ct('group.note')}</p>
      {addable.length > 0 && (
        <div class="troupe-group__row">
          <label for={addId}>{ct('group.addLabel')}</label>
          <select id={addId} value={selected} disabled={disabled} onChange={(e) => setPick(e.currentTarget.value)}>
            {addable.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
          <Button disabled={disabled || !selected} onClick={() => void group.addMember(selected)}>
            {ct('group.add')}
          </Button>
        </div>
      )}
      <form class="troupe-form" onSubmit={submit} aria-label={edited ? ct('group.editHeading') : ct('group.newHeading')}>
        <h3 class="troupe-group__heading">{edited ? ct('group.editHeading') : ct('group.newHeading')}</h3>
        {others.length > 0 && (
          <div class="troupe-group__row">
            <label for={editId}>{ct('group.edit')}</label>
            <select id={editId} value={edited ? editing : ''} disabled={disabled} onChange={(e) => choose(e.currentTarget.value)}>
              <option value="">{ct('group.editNew')}</option>
              {others.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <Field label={ct('group.name')} value={form.name} onInput={set('name')} />
        <Field label={ct('character.description')} value={form.description} onInput={set('description')} multiline rows={3} />
        <Field label={ct('character.personality')} value={form.personality} onInput={set('personality')} multiline rows={2} />
        <div class="troupe-form__actions">
          <Button type="submit" disabled={disabled || !form.name.trim()}>
            {edited ? ct('group.save') : ct('group.create')}
          </Button>
        </div>
      </form>
      <FilePicker
        label={ct('group.import')}
        accept=".png,.json,image/png,application/json"
        hint={ct('character.importHint')}
        disabled={disabled}
        onFile={(f) => void importCard(f)}
      />
      <FeedbackLine feedback={feedback} />
      {others.length > 0 && own && (
        <fieldset class="troupe-group__start">
          <legend>{ct('group.startHeading', { name: own.name })}</legend>
          {others.map((c) => (
            <label key={c.key} class="troupe-group__choice">
              <input
                type="checkbox"
                checked={chosen.includes(c.key)}
                disabled={disabled}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setChosen((list) => (on ? [...list, c.key] : list.filter((k) => k !== c.key)));
                }}
              />
              {c.name}
            </label>
          ))}
          <Button
            disabled={disabled || chosen.length === 0}
            onClick={() => {
              const keys = others.filter((c) => chosen.includes(c.key)).map((c) => c.key);
              setChosen([]);
              void group.newGroupChat(keys);
            }}
          >
            {ct('group.start')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
