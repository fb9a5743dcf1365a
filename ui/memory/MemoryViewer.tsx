// The Memory viewer, a part of its own (loaded when the Memory section is first opened, with the
// memory engine): the chat's graph as a list (by type, searchable, a page at a time) or as a picture,
// one node opened for reading and editing, export / import, and rebuilding vectors.
import { useMemo, useRef, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import type { MemoryActions } from '../../src/app/memory/memory-actions.ts';
import { Button } from '../common/Button.tsx';
import { GraphView } from './GraphView.tsx';
import { mt } from './i18n.ts';
import { MemoryReview } from './MemoryReview.tsx';
import { NodeDetail } from './NodeDetail.tsx';
import { vt } from './viewer-i18n.ts';

/** Rows rendered at once; "Show more" adds a page. */
export const PAGE = 50;
export type MemoryTab = 'list' | 'graph' | 'review' | 'settings';

/** Stays mounted while the section is open (what is selected or searched survives the Settings tab); draws nothing on it. */
export function MemoryViewer({
  app,
  actions,
  tab,
  onTab,
  turns = null,
  onTurns,
}: {
  app: App;
  actions: MemoryActions;
  tab: MemoryTab;
  onTab(tab: MemoryTab): void;
  /** The Review tab shows only these turns' changes (a reply's, opened from its fold). */
  turns?: readonly string[] | null;
  onTurns?(turns: readonly string[] | null): void;
}) {
  const chat = app.memory.current.value;
  const version = chat?.version.value ?? 0;
  const touched = chat?.lastTouched.value;
  const reconcile = app.memory.lastReconcile.value;
  const [type, setType] = useState('');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const rows = useMemo(() => actions.rows({ type, query }), [actions, chat, version, touched, type, query]);
  const graph = useMemo(
    () => (tab === 'graph' ? actions.graphView({ width: 320, height: 320, focus: selected }) : null),
    [actions, chat, version, touched, tab, selected],
  );
  if (tab === 'settings') return null;
  const g = chat?.graph;
  if (!chat || !g) return <p>{vt('memory.noChat')}</p>;
  const detail = selected ? actions.detail(selected) : null;
  const openNode = (id: string) => {
    setSelected(id);
    onTab('list');
  };
  const doImport = async (f: File | undefined) => {
    if (!f) return;
    const r = await actions.importJson(await f.text());
    setNote(r.ok ? vt('memory.imported', { detail: mt('memory.count', { nodes: r.nodes ?? 0, edges: r.edges ?? 0 }) }) : r.error);
    if (file.current) file.current.value = '';
  };
  const rebuild = async () => {
    const err = await app.memory.rebuildVectors();
    setNote(err ? vt('memory.vectorError', { error: err }) : vt('memory.rebuilt'));
  };
  return (
    <>
      {reconcile && reconcile.chatId === chat.chatId && (
        <p class="troupe-memory__hint" role="status">
          {vt('memory.undone', { undone: reconcile.undone + reconcile.dropped, redone: reconcile.redone })}
        </p>
      )}
      {tab === 'review' && <MemoryReview app={app} actions={actions} turns={turns} onAll={() => onTurns?.(null)} onOpen={openNode} />}
      {tab === 'graph' && graph && <GraphView data={graph} onOpen={openNode} />}
      {tab === 'list' && detail && (
        <NodeDetail
          detail={detail}
          fieldNames={g.typeSpec(detail.node.type)?.fields.map((f) => f.name) ?? []}
          actions={actions}
          onOpen={openNode}
          onBack={() => setSelected(null)}
        />
      )}
      {tab === 'list' && !detail && (
        <>
          <div class="troupe-memory__filters">
            <label class="troupe-memory__field">
              <span>{vt('memory.type')}</span>
              <select value={type} onChange={(e) => (setType(e.currentTarget.value), setShown(PAGE))}>
                <option value="">{vt('memory.type.all')}</option>
                {actions.types().map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
            <input
              type="search"
              aria-label={vt('memory.search')}
              placeholder={vt('memory.search')}
              value={query}
              onInput={(e) => (setQuery(e.currentTarget.value), setShown(PAGE))}
            />
          </div>
          {g.nodes.size === 0 && <p>{vt('memory.empty')}</p>}
          {g.nodes.size > 0 && rows.length === 0 && <p>{vt('memory.noMatch')}</p>}
          <ul class="troupe-memory__rows">
            {rows.slice(0, shown).map((r) => (
              <li key={r.id} class={r.touched ? 'is-touched' : undefined}>
                <button type="button" class="troupe-memory__row" data-node={r.id} onClick={() => setSelected(r.id)}>
                  <span class="troupe-memory__name">{r.name}</span>
                  <span class="troupe-memory__meta">
                    {r.type}
                    {r.level ? ` L${r.level}` : ''} · <code>{r.id}</code> · {vt('memory.edges', { n: r.degree })}
                    {r.floor >= 0 ? ` · ${vt('memory.floor', { n: r.floor })}` : ''}
                    {r.alwaysInject ? ` · ${vt('memory.always')}` : ''}
                    {r.touched ? ` · ${vt('memory.touched')}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {rows.length > shown && <Button onClick={() => setShown(shown + PAGE)}>{vt('memory.more', { n: Math.min(PAGE, rows.length - shown) })}</Button>}
        </>
      )}
      {tab !== 'review' && (
        <div class="troupe-memory__actions">
          <Button onClick={() => actions.exportFile()}>{vt('memory.export')}</Button>
          <Button onClick={() => file.current?.click()}>{vt('memory.import')}</Button>
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={vt('memory.import')}
            onChange={(e) => void doImport(e.currentTarget.files?.[0])}
          />
          {app.memory.vectorsReady.value && <Button onClick={() => void rebuild()}>{vt('memory.rebuild')}</Button>}
        </div>
      )}
      {note && (
        <p role="status" class="troupe-memory__note">
          {note}
        </p>
      )}
    </>
  );
}
