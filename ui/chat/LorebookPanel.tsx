// Lorebooks: import a SillyTavern world file, see each book's entries and keys, switch a book on or
// off, remove it. The card's own book is marked as such.
import { useState } from 'preact/hooks';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { type Feedback, FeedbackLine, FilePicker } from './Field.tsx';
import { ct } from './i18n.ts';

export function LorebookPanel({ session }: { session: ChatSession }) {
  const books = session.lorebooks.value;
  const [feedback, setFeedback] = useState<Feedback>(null);
  const importWorld = async (file: File) => {
    const r = await session.importLorebook(file.name, await file.text());
    setFeedback(r.ok ? { kind: 'ok', text: r.message ?? '' } : { kind: 'error', text: r.error });
  };
  return (
    <div class="troupe-form">
      <FilePicker label={ct('lore.import')} accept=".json,application/json" hint={ct('lore.importHint')} onFile={(f) => void importWorld(f)} />
      <FeedbackLine feedback={feedback} />
      {books.length === 0 && <p class="troupe-form__note">{ct('lore.none')}</p>}
      <ul class="troupe-lore">
        {books.map((b) => (
          <li key={b.name} class="troupe-lore__book">
            <div class="troupe-lore__row">
              <label class="troupe-lore__use">
                <input
                  type="checkbox"
                  checked={b.enabled}
                  aria-label={ct('lore.use', { name: b.name })}
                  onChange={(e) => void session.setLorebookEnabled(b.name, e.currentTarget.checked)}
                />
                <span class="troupe-lore__name">{b.name}</span>
              </label>
              <span class="troupe-lore__scope">{ct(b.scope === 'character' ? 'lore.scope.character' : 'lore.scope.global')}</span>
              <Button variant="quiet" aria-label={ct('lore.removeLabel', { name: b.name })} onClick={() => void session.removeLorebook(b.name)}>
                {ct('lore.remove')}
              </Button>
            </div>
            <details class="troupe-lore__entries">
              <summary>{ct('lore.entries', { n: b.entries.length })}</summary>
              <ul>
                {b.entries.map((e) => (
                  <li key={e.uid} class={e.enabled ? '' : 'is-off'}>
                    <strong>{e.comment || ct('lore.untitled', { uid: e.uid })}</strong> {!e.enabled && ct('lore.disabled')}
                    <div class="troupe-lore__keys">{e.constant || e.keys.length === 0 ? ct('lore.noKeys') : ct('lore.keys', { keys: e.keys.join(', ') })}</div>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
