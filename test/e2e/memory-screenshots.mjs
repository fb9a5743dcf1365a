// Remakes docs/screenshots/memory-graph-{en,zh}.png from dist/: the standalone page with a small
// story's memory imported (characters, places, events and a rollup), the Memory section's graph view.
// Then docs/screenshots/memory-review-{en,zh}.png and memory-fold-{en,zh}.png: a turn against a
// scripted model with "Review memory changes" on, its curator's three writes waiting in the Memory
// section's Review tab, and the reply's fold with its memory line.
// Usage: node test/e2e/memory-screenshots.mjs (after npm run build).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/serve.mjs';
import { createScenario, createScriptedApi } from '../fixtures/scripted-server/index.mjs';

const root = join(import.meta.dirname, '../..');
const t = 1_700_000_000_000;
const node = (id, type, name, fields, extra = {}) => ({
  id,
  type,
  name,
  fields,
  tags: [],
  alwaysInject: false,
  level: 0,
  sources: [{ floor: extra.floor ?? 1 }],
  createdAt: t,
  updatedAt: t,
  ...extra,
});
const chars = [
  ['char_ines', 'Ines Varga', 'Captain of the Marta.'],
  ['char_sam', 'Sam', 'A courier with a sealed case.'],
  ['char_keeper', 'The lock-keeper', 'Keeps the Old Lock at night.'],
  ['char_teodor', 'Teodor', 'Owner of the Marta, in debt.'],
];
const places = [
  ['loc_old_lock', 'Old Lock', 'A canal lock kept at night.'],
  ['loc_kessel', 'Kessel Ford', 'A shallow crossing.'],
  ['loc_assay', 'Assay Office', 'Where the seals are made.'],
];
const nodes = [
  ...chars.map(([id, name, summary]) => node(id, 'character_sheet', name, { summary }, id === 'char_ines' ? { alwaysInject: true } : {})),
  ...places.map(([id, name, summary]) => node(id, 'location_state', name, { summary })),
];
const edges = [];
const link = (from, relation, to) => edges.push({ from, to, relation, createdAt: t });
const events = [
  ['Day 1, morning — Sam hires the Marta', ['char_sam', 'char_ines'], 'loc_kessel'],
  ['Day 1, night — Teodor counts his debts', ['char_teodor'], 'loc_assay'],
  ['Day 2, dawn — the case is sealed', ['char_sam'], 'loc_assay'],
  ['Day 2, noon — Ines refuses the ford', ['char_ines', 'char_sam'], 'loc_kessel'],
  ['Day 2, night — the keeper names his fee', ['char_keeper', 'char_ines'], 'loc_old_lock'],
  ['Day 3, evening — Teodor sells the Marta', ['char_teodor', 'char_ines'], 'loc_assay'],
  ['Day 3, night — Ines takes Sam through the Old Lock', ['char_ines', 'char_sam', 'char_keeper'], 'loc_old_lock'],
];
events.forEach(([name, who, where], i) => {
  const id = `evt_${i + 1}`;
  nodes.push(node(id, 'event', name, { summary: `${name}.`, time: name.split(' — ')[0] }, { floor: i * 2 + 1, ...(i < 3 ? { parent: 'rollup_l1_01' } : {}) }));
  for (const w of who) link(id, 'involves', w);
  link(id, 'located_at', where);
  if (i) link(id, 'follows', `evt_${i}`);
});
nodes.push(
  node(
    'rollup_l1_01',
    'rollup',
    'Days 1–2: 3 events',
    { summary: 'Sam hires the Marta; Teodor is in debt; the case is sealed.' },
    { level: 1, children: ['evt_1', 'evt_2', 'evt_3'] },
  ),
);
link('char_ines', 'owes_favour_to', 'char_keeper');
link('char_teodor', 'owns', 'loc_kessel');
const file = join(mkdtempSync(join(tmpdir(), 'troupe-mem-shot-')), 'memory.json');
writeFileSync(file, JSON.stringify({ format: 'troupe_memory_graph_v1', schema: null, nodes, edges }));

const server = await serve({ root: join(root, 'dist/page') });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [lang, suffix] of [
    ['en', 'en'],
    ['zh-CN', 'zh'],
  ]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang });
    await page.goto(server.url);
    await page.getByRole('textbox', { name: lang === 'en' ? 'Message' : '消息', exact: true }).waitFor();
    await page.locator('details.troupe-memory summary').click();
    // The chat's memory is there once the engine has loaded (opening the section loads it).
    await page.waitForFunction(() => window.troupe?.memory?.current?.value);
    // The export's schema field may be null: the import takes the default schema then.
    const json = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8'));
    json.schema = await page.evaluate(() => window.troupe.memory.current.value.graph.schema);
    writeFileSync(file, JSON.stringify(json));
    await page.locator('details.troupe-memory input[type=file]').setInputFiles(file);
    await page.locator('details.troupe-memory [role=status]').waitFor();
    await page.locator('details.troupe-memory .troupe-memory__tabs button').nth(1).click();
    await page.locator('.troupe-memory__svg').waitFor();
    // The last turn's nodes (here: the latest event and what it touched) are ringed.
    await page.evaluate(() => {
      const c = window.troupe.memory.current.value;
      c.lastTouched.value = ['evt_7', 'char_keeper'];
    });
    await page.locator('.troupe-memory__node.is-touched').first().waitFor();
    const section = page.locator('details.troupe-memory');
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(root, `docs/screenshots/memory-graph-${suffix}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('wrote docs/screenshots/memory-graph-en.png and memory-graph-zh.png');

// The review: one turn of the "memory + search" team whose curator writes three things, under review.
const offered = (b, name) => (b.tools ?? []).some((x) => x.function.name === name);
const isMain = (b) => offered(b, 'dispatch_subagent');
const isCurator = (b) => !isMain(b) && offered(b, 'memory_node_create');
const lastRole = (b) => b.messages.at(-1)?.role;
const model = createScriptedApi({
  prefix: '/v1',
  scenario: createScenario({
    fallback: { content: 'Nothing to add.' },
    turns: [
      {
        match: (b) => isMain(b) && lastRole(b) !== 'tool',
        toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'memory_scout', task: 'Who is the woman on the boat?' } }],
      },
      {
        match: (b) => isMain(b) && lastRole(b) === 'tool',
        toolCalls: [
          { name: 'write_message', arguments: { text: 'Ines waved from the deck of the Blue Heron, rope in hand.', mode: 'replace' } },
          { name: 'finalize', arguments: {} },
        ],
      },
      {
        match: (b) => isCurator(b) && lastRole(b) !== 'tool',
        toolCalls: [
          {
            name: 'memory_node_create',
            arguments: { type: 'character_sheet', title: 'Ines', fields: { summary: 'A sailor who knows the harbour.', goal: 'Sell her catch before dawn.' } },
          },
          { name: 'memory_node_create', arguments: { type: 'location_state', title: 'Blue Heron', fields: { summary: 'Ines’s small fishing boat.' } } },
        ],
      },
      {
        match: (b) => isCurator(b) && lastRole(b) === 'tool' && offered(b, 'memory_link_upsert') && !JSON.stringify(b.messages.at(-1)).includes('applied'),
        toolCalls: [
          { name: 'memory_link_upsert', arguments: { source_node_id: 'char_ines', links: [{ target_node_id: 'loc_blue_heron', relation: 'owns' }] } },
        ],
      },
      { match: (b) => isCurator(b) && lastRole(b) === 'tool', content: 'Recorded Ines and her boat.' },
    ],
  }),
});
const site = await serve({ root: join(root, 'dist/page'), api: model.handle });
const browser2 = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser2.newPage({ viewport: { width: 1280, height: 1000 }, locale: 'en' });
  await page.goto(site.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-model');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByRole('group', { name: 'Presets' }).getByRole('combobox').selectOption({ label: 'Default (memory + search)' });
  const section = page.locator('details.troupe-memory');
  await section.locator('summary').click();
  await section.getByRole('button', { name: 'Review', exact: true }).click();
  await section.getByRole('checkbox', { name: 'Review memory changes in this chat' }).click();
  await section.locator('.troupe-memory-review[data-reviewing="on"]').waitFor();
  await page.getByRole('textbox', { name: 'Message' }).fill('A woman waves from a boat in the harbour.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('details.troupe-memory[data-pending="3"]').waitFor({ state: 'attached', timeout: 60_000 });
  const reply = page.locator('.troupe-msg--assistant').last();
  await reply.locator('.troupe-fold__memory').waitFor({ state: 'attached' });
  for (const [lang, suffix] of [
    ['en', 'en'],
    ['zh-CN', 'zh'],
  ]) {
    if (lang !== 'en') {
      await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption(lang);
      await section.getByRole('button', { name: '审核（3）' }).waitFor();
    }
    if ((await reply.locator('details.troupe-fold').getAttribute('open')) === null) await reply.locator('summary.troupe-fold__summary').click();
    await reply.locator('.troupe-fold__show-memory').click();
    await section.locator('.troupe-memory-review__turn').waitFor();
    await reply.screenshot({ path: join(root, `docs/screenshots/memory-fold-${suffix}.png`) });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(root, `docs/screenshots/memory-review-${suffix}.png`) });
  }
  await page.close();
} finally {
  await browser2.close();
  await site.close();
}
console.log('wrote docs/screenshots/memory-review-{en,zh}.png and memory-fold-{en,zh}.png');
