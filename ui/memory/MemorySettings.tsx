// Settings of memory, vector search and web search. API keys go to the secrets store and are never
// shown again; SillyTavern keeps its own keys (search providers, Vector Storage) on its server.
import { useEffect, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import { Button } from '../common/Button.tsx';
import { mt } from './i18n.ts';

export function MemorySettings({ app }: { app: App }) {
  const m = app.memory.settings.value;
  const s = app.search.settings.value;
  const [mem, setMem] = useState(m);
  const [search, setSearch] = useState(s);
  const [key, setKey] = useState('');
  // The chat on screen (its memory's store key) and its own choice: on, off, or as the setting says.
  const chatKey = app.memory.current.value?.chatId ?? null;
  const chatChoice = (k: string | null) => {
    const own = k ? app.memory.curatorChats.value[k] : undefined;
    return own === undefined ? 'default' : own ? 'on' : 'off';
  };
  const [curatorHere, setCuratorHere] = useState(chatChoice(chatKey));
  useEffect(() => setCuratorHere(chatChoice(chatKey)), [chatKey]);
  const [note, setNote] = useState('');
  useEffect(() => void app.search.refreshProviders(), [app]);
  const providers = app.search.providers.value;
  const hostVectors = app.memory.hostVectorsAvailable();
  const save = async () => {
    try {
      await app.memory.updateSettings(mem);
      if (chatKey) await app.memory.setChatCurator(chatKey, curatorHere === 'default' ? null : curatorHere === 'on');
      await app.search.updateSettings(search);
      if (key) {
        await app.memory.setEmbeddingsKey(key);
        setKey('');
      }
      setNote(mt('settings.saved'));
    } catch (e) {
      setNote(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div class="troupe-memory__settings">
      <fieldset>
        <legend>{mt('settings.memory')}</legend>
        <label class="troupe-memory__check">
          <input type="checkbox" checked={mem.enabled} onChange={(e) => setMem({ ...mem, enabled: e.currentTarget.checked })} />
          {mt('settings.enabled')}
        </label>
        <label class="troupe-memory__check">
          <input type="checkbox" checked={mem.injectAlways} onChange={(e) => setMem({ ...mem, injectAlways: e.currentTarget.checked })} />
          {mt('settings.injectAlways')}
        </label>
        <label class="troupe-memory__check">
          <input type="checkbox" checked={mem.injectRecall} onChange={(e) => setMem({ ...mem, injectRecall: e.currentTarget.checked })} />
          {mt('settings.injectRecall')}
        </label>
        <label class="troupe-memory__check">
          <input type="checkbox" checked={mem.curator} onChange={(e) => setMem({ ...mem, curator: e.currentTarget.checked })} />
          {mt('settings.curator')}
        </label>
        <p class="troupe-memory__hint">{mt('settings.curator.hint')}</p>
        {chatKey && (
          <label class="troupe-memory__field">
            <span>{mt('settings.curatorChat')}</span>
            <select value={curatorHere} onChange={(e) => setCuratorHere(e.currentTarget.value as 'default')}>
              <option value="default">{mt('settings.curatorChat.default')}</option>
              <option value="on">{mt('settings.curatorChat.on')}</option>
              <option value="off">{mt('settings.curatorChat.off')}</option>
            </select>
          </label>
        )}
        {(mem.curator || curatorHere === 'on') && (
          <label class="troupe-memory__field">
            <span>{mt('settings.curatorEvery')}</span>
            <input
              type="number"
              min={1}
              max={50}
              step={1}
              value={mem.curatorEvery}
              onInput={(e) => {
                const n = Math.round(Number(e.currentTarget.value));
                if (Number.isFinite(n) && n >= 1 && n <= 50) setMem({ ...mem, curatorEvery: n });
              }}
            />
          </label>
        )}
      </fieldset>
      <fieldset>
        <legend>{mt('settings.embeddings')}</legend>
        <label class="troupe-memory__field">
          <span>{mt('settings.embeddings.source')}</span>
          <select value={mem.embeddings.source} onChange={(e) => setMem({ ...mem, embeddings: { ...mem.embeddings, source: e.currentTarget.value as 'off' } })}>
            <option value="off">{mt('settings.embeddings.off')}</option>
            {app.host?.kind === 'sillytavern' && <option value="host">{mt('settings.embeddings.host')}</option>}
            <option value="openai">{mt('settings.embeddings.openai')}</option>
          </select>
        </label>
        {mem.embeddings.source === 'host' && !hostVectors && <p class="troupe-memory__hint">{mt('settings.embeddings.noHost')}</p>}
        {mem.embeddings.source === 'openai' && (
          <>
            <label class="troupe-memory__field">
              <span>{mt('settings.embeddings.baseUrl')}</span>
              <input
                type="url"
                placeholder="http://127.0.0.1:11434/v1"
                value={mem.embeddings.baseUrl}
                onInput={(e) => setMem({ ...mem, embeddings: { ...mem.embeddings, baseUrl: e.currentTarget.value } })}
              />
            </label>
            <label class="troupe-memory__field">
              <span>{mt('settings.embeddings.model')}</span>
              <input value={mem.embeddings.model} onInput={(e) => setMem({ ...mem, embeddings: { ...mem.embeddings, model: e.currentTarget.value } })} />
            </label>
            <label class="troupe-memory__field">
              <span>{mt('settings.embeddings.key')}</span>
              <input type="password" autocomplete="off" value={key} onInput={(e) => setKey(e.currentTarget.value)} />
            </label>
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{mt('settings.search')}</legend>
        <label class="troupe-memory__check">
          <input type="checkbox" checked={search.enabled} onChange={(e) => setSearch({ ...search, enabled: e.currentTarget.checked })} />
          {mt('settings.search.enabled')}
        </label>
        <label class="troupe-memory__field">
          <span>{mt('settings.search.provider')}</span>
          <select value={search.provider} onChange={(e) => setSearch({ ...search, provider: e.currentTarget.value as 'searxng' })}>
            {(providers.length ? providers : [{ id: 'searxng' as const, label: 'SearXNG', ready: true }]).map((p) => (
              <option key={p.id} value={p.id}>
                {p.ready ? p.label : mt('settings.search.notReady', { label: p.label, reason: p.reason ?? '' })}
              </option>
            ))}
          </select>
        </label>
        {search.provider === 'searxng' && (
          <label class="troupe-memory__field">
            <span>{mt('settings.search.searxng')}</span>
            <input
              type="url"
              placeholder="http://127.0.0.1:8888/"
              value={search.searxngUrl}
              onInput={(e) => setSearch({ ...search, searxngUrl: e.currentTarget.value })}
            />
          </label>
        )}
      </fieldset>
      <Button variant="primary" onClick={() => void save()}>
        {mt('settings.save')}
      </Button>
      {note && (
        <p role="status" class="troupe-memory__note">
          {note}
        </p>
      )}
    </div>
  );
}
