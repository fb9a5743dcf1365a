// The Memory section of the panel: the heading (with the chat's node and edge count once its memory
// has loaded in this page), the view tabs and the settings. The viewer — list, graph, one node,
// export / import — is a part of its own, loaded with the memory engine when the section is first
// opened; until then nothing of either is downloaded. Changes waiting for review show as a badge on
// the heading and the Review tab's count; a reply's fold opens the section at its turn's changes.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import { lazyPart, type LazyPart } from '../../src/ports/lazy-part.ts';
import type { MemoryActions } from '../../src/app/memory/memory-actions.ts';
import { Button } from '../common/Button.tsx';
import { LazyView } from '../common/LazyView.tsx';
import { mt } from './i18n.ts';
import { MemorySettings } from './MemorySettings.tsx';
import { LoreConflicts, LoreSyncSettings } from './LoreSync.tsx';
import type { MemoryTab } from './MemoryViewer.tsx';
import './memory.css';

const viewerModule = lazyPart(import.meta.url, () => import('./MemoryViewer.tsx'));

interface Viewer {
  ui: typeof import('./MemoryViewer.tsx');
  actions: MemoryActions;
}

const viewers = new WeakMap<App, LazyPart<Viewer>>();

/** The viewer of an app's memory: its module and the memory engine, loaded side by side (each names its file if it fails). */
export function memoryViewerPart(app: App): LazyPart<Viewer> {
  let part = viewers.get(app);
  if (!part) {
    let loaded: Viewer | undefined;
    part = {
      file: viewerModule.file,
      get loaded() {
        return loaded;
      },
      load: async () => {
        const [ui, actions] = await Promise.all([viewerModule.load(), app.memory.viewer()]);
        return (loaded = { ui, actions });
      },
    };
    viewers.set(app, part);
  }
  return part;
}

export function MemorySection({ app, open: startOpen = false }: { app: App; open?: boolean }) {
  const chat = app.memory.current.value;
  const version = chat?.version.value ?? 0;
  const [tab, setTab] = useState<MemoryTab>('list');
  const [opened, setOpened] = useState(startOpen);
  const [turns, setTurns] = useState<readonly string[] | null>(null);
  const root = useRef<HTMLDetailsElement>(null);
  const enabled = app.memory.settings.value.enabled;
  const g = chat?.graph;
  const pending = chat ? chat.inbox().length : 0;
  const focus = app.memory.focus.value;
  useEffect(() => {
    const el = root.current;
    if (!focus || !el) return;
    // Opened from a reply's fold: the section (and any closed disclosure holding it) opens at that turn's changes.
    for (let d: HTMLElement | null = el; d; d = d.parentElement?.closest('details') ?? null) (d as HTMLDetailsElement).open = true;
    setOpened(true);
    setTab('review');
    setTurns(focus.turns);
    el.scrollIntoView?.({ block: 'start' });
  }, [focus]);
  return (
    <details
      ref={root}
      class="troupe-memory"
      open={startOpen}
      data-version={version}
      data-pending={pending}
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary>
        {mt('memory.heading')}
        {g ? <span class="troupe-memory__count"> · {mt('memory.count', { nodes: g.nodes.size, edges: g.edges.size })}</span> : null}
        {pending > 0 && <span class="troupe-memory__badge">{mt('memory.pending', { n: pending })}</span>}
      </summary>
      <div role="toolbar" aria-label={mt('memory.tabs')} class="troupe-memory__tabs">
        {(['list', 'graph', 'review', 'settings'] as const).map((t) => (
          <Button
            key={t}
            variant={tab === t ? 'primary' : 'default'}
            aria-pressed={tab === t ? 'true' : 'false'}
            onClick={() => (setTab(t), t !== 'review' && setTurns(null))}
          >
            {t === 'review' && pending > 0 ? mt('memory.tab.reviewCount', { n: pending }) : mt(`memory.tab.${t}`)}
          </Button>
        ))}
      </div>
      {enabled && <LoreConflicts app={app} />}
      {tab === 'settings' && <MemorySettings app={app} />}
      {tab === 'settings' && <LoreSyncSettings app={app} />}
      {tab !== 'settings' && !enabled && <p>{mt('memory.off')}</p>}
      {opened && enabled && (
        <LazyView part={memoryViewerPart(app)} area="boundary.memory" quiet={tab === 'settings'}>
          {(v) => <v.ui.MemoryViewer app={app} actions={v.actions} tab={tab} onTab={setTab} turns={turns} onTurns={setTurns} />}
        </LazyView>
      )}
    </details>
  );
}
