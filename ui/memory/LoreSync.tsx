// Canon in lorebooks in the Memory section: the chat's choice (off, its own lorebook, a named one;
// which nodes), the last sync, "Import from lorebook", and the entries edited by hand, each with both
// texts and the user's choice between them.
import { useEffect, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import type { LoreSyncSettings as Settings } from '../../src/app/memory/lore-sync.ts';
import { Button } from '../common/Button.tsx';
import { lt } from './lore-i18n.ts';

const SKIP_TYPES = new Set(['event', 'rollup']);

function nodeTypes(app: App): string[] {
  return app.memory.current.value?.graph.schema.nodeTypes.map((t) => t.type) ?? ['character_sheet', 'location_state'];
}

/** Entries of the chat's lorebook edited by hand since Troupe wrote them, each settled by the user. */
export function LoreConflicts({ app }: { app: App }) {
  const lore = app.memory.lore;
  const conflicts = lore.conflicts.value;
  const [error, setError] = useState('');
  if (!conflicts.length) return null;
  const settle = async (uid: number, keep: 'graph' | 'lorebook') => {
    const r = await lore.resolve(uid, keep);
    setError(r.ok ? '' : r.error);
  };
  return (
    <section class="troupe-canon__conflicts" aria-label={lt('lore.conflicts', { n: conflicts.length })}>
      <h4>{lt('lore.conflicts', { n: conflicts.length })}</h4>
      {conflicts.map((c) => (
        <div key={c.uid} class="troupe-canon__conflict" data-uid={c.uid}>
          <p>{lt(c.kind === 'edited' ? 'lore.conflict.edited' : 'lore.conflict.orphaned', { name: c.name })}</p>
          <div class="troupe-canon__texts">
            <figure>
              <figcaption>{lt('lore.conflict.entry')}</figcaption>
              <pre>{[c.entry.keys.join(', '), c.entry.content].join('\n')}</pre>
            </figure>
            {c.graph && (
              <figure>
                <figcaption>{lt('lore.conflict.graph')}</figcaption>
                <pre>{[c.graph.keys.join(', '), c.graph.content].join('\n')}</pre>
              </figure>
            )}
          </div>
          <div class="troupe-canon__actions">
            <Button onClick={() => void settle(c.uid, 'lorebook')}>{lt(c.kind === 'edited' ? 'lore.keepLorebook' : 'lore.keepEntry')}</Button>
            <Button onClick={() => void settle(c.uid, 'graph')}>{lt(c.kind === 'edited' ? 'lore.keepGraph' : 'lore.removeEntry')}</Button>
          </div>
        </div>
      ))}
      {error && (
        <p role="alert" class="troupe-memory__note">
          {error}
        </p>
      )}
    </section>
  );
}

/** The chat's lorebook sync settings and "Import from lorebook". */
export function LoreSyncSettings({ app }: { app: App }) {
  const lore = app.memory.lore;
  const saved = lore.settings.value;
  const chat = app.memory.current.value;
  const [draft, setDraft] = useState<Settings>(saved);
  const [names, setNames] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [importBook, setImportBook] = useState('');
  const [importType, setImportType] = useState('character_sheet');
  useEffect(() => setDraft(saved), [saved]);
  useEffect(() => {
    if (lore.available) void lore.bookNames().then(setNames, () => setNames([]));
  }, [lore, chat]);
  if (!lore.available) return null;
  const types = nodeTypes(app);
  const state = lore.state.value;
  const run = async (op: () => Promise<{ ok: true; message?: string } | { ok: false; error: string }>, done: string) => {
    const r = await op();
    setNote(r.ok ? done : r.error);
    void lore.bookNames().then(setNames, () => {});
  };
  return (
    <div class="troupe-memory__settings">
      <fieldset class="troupe-canon">
        <legend>{lt('lore.heading')}</legend>
        <p class="troupe-memory__hint">{lt('lore.intro')}</p>
        {!app.memory.settings.value.enabled ? (
          <p>{lt('lore.memoryOff')}</p>
        ) : !chat ? (
          <p>{lt('lore.noChat')}</p>
        ) : (
          <>
            <label class="troupe-memory__field">
              <span>{lt('lore.target')}</span>
              <select value={draft.target} onChange={(e) => setDraft({ ...draft, target: e.currentTarget.value as Settings['target'] })}>
                <option value="off">{lt('lore.target.off')}</option>
                {lore.chatBooks && <option value="chat">{lt('lore.target.chat')}</option>}
                <option value="book">{lt('lore.target.book')}</option>
              </select>
            </label>
            {draft.target === 'book' && (
              <label class="troupe-memory__field">
                <span>{lt('lore.book')}</span>
                <input list="troupe-canon-books" value={draft.book} onInput={(e) => setDraft({ ...draft, book: e.currentTarget.value })} />
                <datalist id="troupe-canon-books">
                  {names.map((n) => (
                    <option key={n} value={n} />
                  ))}
                </datalist>
              </label>
            )}
            {draft.target !== 'off' && (
              <div role="group" aria-label={lt('lore.types')}>
                <span>{lt('lore.types')}</span>
                {types
                  .filter((t) => !SKIP_TYPES.has(t) || draft.types.includes(t))
                  .map((t) => (
                    <label key={t} class="troupe-memory__check">
                      <input
                        type="checkbox"
                        checked={draft.types.includes(t)}
                        onChange={(e) => setDraft({ ...draft, types: e.currentTarget.checked ? [...draft.types, t] : draft.types.filter((x) => x !== t) })}
                      />
                      {t}
                    </label>
                  ))}
                <label class="troupe-memory__check">
                  <input type="checkbox" checked={draft.alwaysInject} onChange={(e) => setDraft({ ...draft, alwaysInject: e.currentTarget.checked })} />
                  {lt('lore.alwaysInject')}
                </label>
              </div>
            )}
            <div class="troupe-canon__actions">
              <Button variant="primary" onClick={() => void run(() => lore.update(draft), '')}>
                {lt('lore.save')}
              </Button>
              {saved.target !== 'off' && <Button onClick={() => void run(async () => (await lore.sync(), { ok: true }), '')}>{lt('lore.syncNow')}</Button>}
            </div>
            {state && (
              <p role="status" class="troupe-memory__note">
                {state.error
                  ? lt('lore.error', { error: state.error })
                  : lt('lore.state', { book: state.book ?? '', written: state.written, removed: state.removed })}
              </p>
            )}
            <details class="troupe-canon__import">
              <summary>{lt('lore.import')}</summary>
              <label class="troupe-memory__field">
                <span>{lt('lore.import.book')}</span>
                <select value={importBook} onChange={(e) => setImportBook(e.currentTarget.value)}>
                  <option value="" />
                  {names.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label class="troupe-memory__field">
                <span>{lt('lore.import.type')}</span>
                <select value={importType} onChange={(e) => setImportType(e.currentTarget.value)}>
                  {types
                    .filter((t) => t !== 'rollup')
                    .map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                </select>
              </label>
              <Button
                disabled={!importBook}
                onClick={() =>
                  void (async () => {
                    const r = await lore.importBook(importBook, importType);
                    setNote(r.ok ? lt('lore.import.done', { n: r.nodes ?? 0 }) : r.error);
                  })()
                }
              >
                {lt('lore.import.run')}
              </Button>
            </details>
            {note && (
              <p role="status" class="troupe-memory__note">
                {note}
              </p>
            )}
          </>
        )}
      </fieldset>
    </div>
  );
}
