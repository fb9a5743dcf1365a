/** @jsxImportSource preact */
// The page side of bench/memory.bench.mjs: real IndexedDB and the real Memory viewer in Chromium.
// Builds a 10,000-node graph in one chat, then times one turn's writes committed in one transaction
// and the viewer's first screen.
import { render } from 'preact';
import { MemoryService, MEMORY_CHECKS } from '../src/app/memory/memory-service.ts';
import { SearchService } from '../src/app/search/search-service.ts';
import type { App } from '../src/app/app.ts';
import type { MemoryChat } from '../src/app/memory/memory-chat.ts';
import { createNode, upsertLinks, editNode, compactNodes } from '../src/core/memory/edit.ts';
import { nodeKey, edgeRecordKey, type MemoryNode, type MemoryEdge } from '../src/core/memory/model.ts';
import { openMemoryRepository } from '../src/storage/memory.ts';
import { openSecrets } from '../src/storage/secrets.ts';
import { openSettings } from '../src/storage/records.ts';
import { MemoryViewer } from '../ui/memory/MemoryViewer.tsx';
import type { MemoryActions } from '../src/app/memory/memory-actions.ts';

const NODES = 10_000;
const EDGES = 30_000;

function graphRecords(): [string, MemoryNode | MemoryEdge][] {
  const out: [string, MemoryNode | MemoryEdge][] = [];
  let x = 7;
  const rnd = (n: number) => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n;
  for (let i = 0; i < NODES; i++) {
    const type = i % 10 === 0 ? 'character_sheet' : i % 10 === 1 ? 'location_state' : 'event';
    const id = type === 'event' ? `evt_${i}` : type === 'character_sheet' ? `char_${i}` : `loc_${i}`;
    const node: MemoryNode = {
      id,
      type,
      name: `${type} ${i}`,
      fields: { summary: `Summary of node ${i}`, time: `Day ${i}` },
      tags: [],
      alwaysInject: false,
      level: 0,
      sources: [{ floor: i }],
      createdAt: i,
      updatedAt: i,
    };
    out.push([nodeKey(id), node]);
  }
  const ids = out.map(([, n]) => (n as MemoryNode).id);
  for (let e = 0; e < EDGES; e++) {
    const edge: MemoryEdge = { from: ids[rnd(NODES)], to: ids[rnd(NODES)], relation: 'involves', createdAt: e };
    if (edge.from !== edge.to) out.push([edgeRecordKey(edge), edge]);
  }
  return out;
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

async function setup() {
  const prefix = `bench-${Math.random().toString(36).slice(2, 8)}-`;
  const repo = openMemoryRepository(MEMORY_CHECKS, { prefix });
  const service = new MemoryService({ repo, settings: openSettings({ prefix }), secrets: openSecrets({ prefix }) });
  const chat = (await service.engine()).chat('bench-chat');
  await repo.replace('bench-chat', { graph: graphRecords() });
  await chat.load();
  return { service, chat, repo };
}

/** One turn's writes (an event with three links, a sheet edit, a link, a compaction of five events), kept in one transaction. */
async function commitTurn(chat: MemoryChat, n: number): Promise<number> {
  const p = await chat.begin(`bench_${n}`);
  const c = { changes: p.changes, now: () => 1e9 + n, sources: [{ floor: 20_000 + n }], turnNodes: () => new Set(p.changes.touchedNodes()) };
  const evt = createNode(c, { type: 'event', name: `Day ${n} — bench`, fields: { summary: 'Something happened.', time: `Day ${n}` } });
  upsertLinks(c, evt.id, [
    { target: 'char_10', relation: 'involves' },
    { target: 'char_20', relation: 'involves' },
    { target: 'loc_11', relation: 'located_at' },
  ]);
  editNode(c, { id: 'char_10', setFields: { goal: `goal ${n}` } });
  upsertLinks(c, 'char_10', [{ target: 'char_20', relation: 'knows' }]);
  const base = 2 + n * 10;
  compactNodes(c, { type: 'event', childIds: [2, 3, 4, 5, 6].map((k) => `evt_${base + k}`), summary: 'Five days.' });
  const t0 = performance.now();
  await chat.keep(p);
  return performance.now() - t0;
}

let rowsShown = 0;

async function viewerFirstScreen(service: MemoryService, actions: MemoryActions): Promise<number> {
  const host = document.createElement('div');
  document.body.append(host);
  const app = {
    memory: service,
    search: new SearchService({ settings: openSettings({ prefix: 'bench-s-' }), readable: () => ({ title: '', text: '' }) }),
    host: undefined,
  } as unknown as App;
  const t0 = performance.now();
  render(
    <details class="troupe-memory" open>
      <MemoryViewer app={app} actions={actions} tab="list" onTab={() => {}} />
    </details>,
    host,
  );
  void host.offsetHeight;
  const t = performance.now() - t0;
  rowsShown = host.querySelectorAll('.troupe-memory__row').length;
  render(null, host);
  host.remove();
  return t;
}

declare global {
  interface Window {
    memoryBench: () => Promise<{ commits: number[]; viewer: number[]; rows: number }>;
  }
}

window.memoryBench = async () => {
  const { service, chat } = await setup();
  service.current.value = chat;
  const commits: number[] = [];
  for (let i = 0; i < 25; i++) commits.push(await commitTurn(chat, i));
  const viewer: number[] = [];
  const actions = await service.viewer();
  for (let i = 0; i < 3; i++) await viewerFirstScreen(service, actions), await frame();
  for (let i = 0; i < 15; i++) viewer.push(await viewerFirstScreen(service, actions)), await frame();
  return { commits, viewer, rows: rowsShown };
};
