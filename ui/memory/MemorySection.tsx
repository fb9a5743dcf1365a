// The Memory section of the panel: the chat's graph as a list (by type, searchable, a page at a time)
// or as a picture, one node opened for reading and editing, export / import, and the settings.
import { useMemo, useRef, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import { MemoryActions } from '../../src/app/memory/memory-actions.ts';
import { Button } from '../common/Button.tsx';
import { GraphView } from './GraphView.tsx';
import { mt } from './i18n.ts';
import { MemorySettings } from './MemorySettings.tsx';
import { NodeDetail } from './NodeDetail.tsx';
import './memory.css';

/** Rows rendered at once; "Show more" adds a page. */
export const PAGE = 50;
type Tab = 'list' | 'graph' | 'settings';

export function MemorySection({ app, open: startOpen = false }: { app: App; open?: boolean }) {
  const actions = useMemo(() => new MemoryActions(app.memory), [app]);
  const chat = app.memory.current.value;
  const version = chat?.version.value ?? 0;
  const touched = chat?.lastTouched.value;
  const reconcile = app.memory.lastReconcile.value;
  const [tab, setTab] = useState<Tab>('list');
  const [type, setType] = useState('');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const rows = useMemo(() => actions.rows({ type, query }), [actions, chat, version, touched, type, query]);
  const detail = selected ? actions.detail(selected) : null;
  const graph = useMemo(() => (tab === 'graph' ? actions.graphView({ width: 320, height: 320, focus: selected }) : null), [actions, chat, version, touched, tab, selected]);
  const g = chat?.graph;
  const openNode = (id: string) => {
    setSelected(id);
    setTab('list');
  };
  const doImport = async (f: File | undefined) => {
    if (!f) return;
    const r = await actions.importJson(await f.text());
    setNote(r.ok ? mt('memory.imported', { detail: mt('memory.count', { nodes: r.nodes ?? 0, edges: r.edges ?? 0 }) }) : r.error);
    if (file.current) file.current.value = '';
  };
  const rebuild = async () => {
    const err = await app.memory.rebuildVectors();
    setNote(err ? mt('memory.vectorError', { error: err }) : mt('memory.rebuilt'));
  };
  return (
    <details class="troupe-memory" open={startOpen} data-version={version}>
      <summary>
        {mt('memory.heading')}
        {g ? <span class="troupe-memory__count"> · {mt('memory.count', { nodes: g.nodes.size, edges: g.edges.size })}</span> : null}
      </summary>
      <div role="toolbar" aria-label={mt('memory.tabs')} class="troupe-memory__tabs">
        {(['list', 'graph', 'settings'] as const).map((t) => (
          <Button key={t} variant={tab === t ? 'primary' : 'default'} aria-pressed={tab === t ? 'true' : 'false'} onClick={() => setTab(t)}>
            {mt(`memory.tab.${t}`)}
          </Button>
        ))}
      </div>
      {tab === 'settings' && <MemorySettings app={app} />}
      {tab !== 'settings' && !app.memory.settings.value.enabled && <p>{mt('memory.off')}</p>}
      {tab !== 'settings' && app.memory.settings.value.enabled && !chat && <p>{mt('memory.noChat')}</p>}
      {tab !== 'settings' && chat && g && (
        <>
          {reconcile && reconcile.chatId === chat.chatId && <p class="troupe-memory__hint" role="status">{mt('memory.undone', { undone: reconcile.undone + reconcile.dropped, redone: reconcile.redone })}</p>}
          {tab === 'graph' && graph && <GraphView data={graph} onOpen={openNode} />}
          {tab === 'list' && detail && (
            <NodeDetail detail={detail} fieldNames={g.typeSpec(detail.node.type)?.fields.map((f) => f.name) ?? []} actions={actions} onOpen={openNode} onBack={() => setSelected(null)} />
          )}
          {tab === 'list' && !detail && (
            <>
              <div class="troupe-memory__filters">
                <label class="troupe-memory__field">
                  <span>{mt('memory.type')}</span>
                  <select value={type} onChange={(e) => (setType(e.currentTarget.value), setShown(PAGE))}>
                    <option value="">{mt('memory.type.all')}</option>
                    {actions.types().map((t) => (
                      <option key={t} value={t}>{t}</option>
                    ))}
                  </select>
                </label>
                <input type="search" aria-label={mt('memory.search')} placeholder={mt('memory.search')} value={query} onInput={(e) => (setQuery(e.currentTarget.value), setShown(PAGE))} />
              </div>
              {g.nodes.size === 0 && <p>{mt('memory.empty')}</p>}
              {g.nodes.size > 0 && rows.length === 0 && <p>{mt('memory.noMatch')}</p>}
              <ul class="troupe-memory__rows">
                {rows.slice(0, shown).map((r) => (
                  <li key={r.id} class={r.touched ? 'is-touched' : undefined}>
                    <button type="button" class="troupe-memory__row" data-node={r.id} onClick={() => setSelected(r.id)}>
                      <span class="troupe-memory__name">{r.name}</span>
                      <span class="troupe-memory__meta">
                        {r.type}
                        {r.level ? ` L${r.level}` : ''} · <code>{r.id}</code> · {mt('memory.edges', { n: r.degree })}
                        {r.floor >= 0 ? ` · ${mt('memory.floor', { n: r.floor })}` : ''}
                        {r.alwaysInject ? ` · ${mt('memory.always')}` : ''}
                        {r.touched ? ` · ${mt('memory.touched')}` : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {rows.length > shown && <Button onClick={() => setShown(shown + PAGE)}>{mt('memory.more', { n: Math.min(PAGE, rows.length - shown) })}</Button>}
            </>
          )}
          <div class="troupe-memory__actions">
            <Button onClick={() => actions.exportFile()}>{mt('memory.export')}</Button>
            <Button onClick={() => file.current?.click()}>{mt('memory.import')}</Button>
            <input ref={file} type="file" accept="application/json,.json" hidden aria-label={mt('memory.import')} onChange={(e) => void doImport(e.currentTarget.files?.[0])} />
            {app.memory.vectorsReady.value && <Button onClick={() => void rebuild()}>{mt('memory.rebuild')}</Button>}
          </div>
          {note && <p role="status" class="troupe-memory__note">{note}</p>}
        </>
      )}
    </details>
  );
}
