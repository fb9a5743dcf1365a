// Memory graph benchmarks. In Node on the built core: a graph of 10,000 nodes and 30,000 edges —
// keyword search, vector search over 384-dimension vectors, expand seeds. In Chromium with real
// IndexedDB: one turn's writes committed in one transaction, and the Memory viewer's first screen.
import { core, median, medianMs, withBenchPage } from './util.mjs';

const NODES = 10_000;
const EDGES = 30_000;
const DIMS = 384;
// A vocabulary of 2,000 words (story text has thousands), drawn with a Zipf-like skew so some are common.
const SYL = ['ka', 'ri', 'mo', 'lan', 'ter', 'ash', 'vel', 'dor', 'in', 'sa', 'thu', 'ren', 'ko', 'bel', 'mar', 'ox', 'el', 'fen', 'gra', 'hu'];
const WORDS = Array.from({ length: 2000 }, (_, i) => SYL[i % 20] + SYL[Math.floor(i / 20) % 20] + (i >= 400 ? SYL[Math.floor(i / 400) % 20] : ''));

async function nodeBench() {
  const { MemoryGraph, VectorIndex, expandSeeds } = await core();
  let x = 42;
  const rnd = (n) => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n;
  const pick = () => WORDS[Math.floor(WORDS.length * (rnd(10_000) / 10_000) ** 2)];
  const words = (n) => Array.from({ length: n }, pick).join(' ');
  const g = new MemoryGraph();
  const ids = [];
  for (let i = 0; i < NODES; i++) {
    const type = i % 10 === 0 ? 'character_sheet' : 'event';
    const id = `${type === 'event' ? 'evt' : 'char'}_${i}`;
    ids.push(id);
    g.put(`n:${id}`, {
      id,
      type,
      name: `Day ${i} — ${words(4)}`,
      fields: { summary: words(30), time: `Day ${i}` },
      tags: [],
      alwaysInject: false,
      level: 0,
      sources: [{ floor: i }],
      createdAt: i,
      updatedAt: i,
    });
  }
  // Rollups: every 5 events under one level-1 rollup (hubs for expand_seeds).
  const rollups = [];
  for (let r = 0; r < 200; r++) {
    const children = [1, 2, 3, 4, 5].map((k) => ids[r * 10 + k]);
    const id = `rollup_l1_${r}`;
    rollups.push(id);
    g.put(`n:${id}`, {
      id,
      type: 'rollup',
      name: `Days ${r}`,
      fields: { summary: words(40) },
      tags: [],
      alwaysInject: false,
      level: 1,
      children,
      sources: [],
      createdAt: NODES + r,
      updatedAt: NODES + r,
    });
  }
  let edges = 0;
  while (edges < EDGES) {
    const from = ids[rnd(NODES)];
    const to = ids[rnd(NODES)];
    if (from === to) continue;
    const key = `e:${from}\u0002involves\u0002${to}`;
    if (g.get(key)) continue;
    g.put(key, { from, to, relation: 'involves', createdAt: edges });
    edges++;
  }
  const queries = Array.from({ length: 12 }, (_, i) => words(1 + (i % 3)));
  let qi = 0;
  const keyword = await medianMs(() => g.keywords.search(queries[qi++ % queries.length], 20), { runs: 60, warmup: 10 });
  const keywordAll = await medianMs(() => g.keywords.search('day', 20), { runs: 30, warmup: 5 });
  const accept = (id) => g.nodes.has(id);
  const keywordFiltered = await medianMs(() => g.keywords.search(queries[qi++ % queries.length], 20, (id) => g.nodes.get(id)?.type === 'event'), {
    runs: 60,
    warmup: 10,
  });

  const vi = new VectorIndex();
  const vec = () => {
    const v = new Float32Array(DIMS);
    for (let i = 0; i < DIMS; i++) v[i] = (rnd(2000) - 1000) / 1000;
    return v;
  };
  for (const id of ids) vi.set(id, vec());
  const qv = Array.from({ length: 10 }, vec);
  let vq = 0;
  const vector = await medianMs(() => vi.search(qv[vq++ % qv.length], 10, accept), { runs: 40, warmup: 5 });
  let si = 0;
  const expand = await medianMs(
    () => expandSeeds(g, [rollups[si++ % rollups.length], ids[(si * 37) % NODES]], { hops: 1, includeChildren: true, excludeInternal: false, limit: 40 }),
    { runs: 200, warmup: 20 },
  );
  return { keyword, keywordFiltered, keywordAll, vector, expand, edges };
}

function browserBench() {
  return withBenchPage(
    { entry: 'bench/memory-entry.tsx', title: 'memory bench', global: 'memoryBench', bodyStyle: 'width:340px;font:14px system-ui' },
    async (page, browser) => {
      const r = await page.evaluate(() => window.memoryBench());
      return { ...r, version: browser.version() };
    },
  );
}

export default async () => {
  const n = await nodeBench();
  const b = await browserBench();
  const commit = median(b.commits);
  const viewer = median(b.viewer);
  return {
    title: `Memory graph (${NODES.toLocaleString('en')} nodes, ${n.edges.toLocaleString('en')} edges)`,
    rows: [
      { name: 'keyword search, top 20 (median)', value: n.keyword, unit: 'ms', target: '< 5', pass: n.keyword < 5 },
      { name: 'keyword search, events only', value: n.keywordFiltered, unit: 'ms' },
      { name: 'keyword search, a word in every node ("day")', value: n.keywordAll, unit: 'ms' },
      { name: `vector search, ${DIMS} dims, top 10 (median)`, value: n.vector, unit: 'ms', target: '< 20', pass: n.vector < 20 },
      { name: 'expand seeds: a rollup and a node, 1 hop (median)', value: n.expand, unit: 'ms', target: '< 2', pass: n.expand < 2 },
      { name: "one turn's writes, one IndexedDB transaction (Chromium, median of 25)", value: commit, unit: 'ms', target: '< 10', pass: commit < 10 },
      { name: 'Memory viewer first screen, render + layout (Chromium, median of 15)', value: viewer, unit: 'ms', target: '< 50', pass: viewer < 50 },
    ],
    notes: [
      `Node ${process.version}; Chromium ${b.version}. Keyword search: an inverted index (words, CJK pairs) over node texts of ~35 words from a 2,000-word vocabulary (skewed, so common words hit thousands of nodes), queries of 1–3 words; vectors: one Float32Array, rows normalised on insert.`,
      "A turn's writes: one event with three links, a sheet edit, one more link, and a compaction of five events into a rollup (14 records), stored with the turn record.",
      `The viewer shows its first ${b.rows} rows (a page; "Show more" adds more) of the 10,000-node list.`,
    ],
  };
};
