// The scene every turn-cost measurement plays: a character card of about 2,400 characters, a world of
// six entries held twice (the card's own book and the same world imported, as SillyTavern users often
// have it), three of them active this turn, a 60-message chat, and the user's latest message. The memory
// graph and web search exist, so the full presets' members are all on the team: the graph empty (memory
// just switched on) or grown (what 60 messages with memory on leave behind); the search finds nothing.

const CARD = [
  'Character: Maren Ashgrove, the warden of the Ashfall glade.',
  'Maren is thirty-four, tall and weathered, with ash-grey hair she keeps braided and a burn scar across her left palm from the night the old ward failed. She speaks softly and rarely hurries; when she is worried she goes quiet and busies her hands with whatever is nearest — a kettle, a lantern wick, a bandage.',
  'She has kept the glade for nine years since her teacher, Old Ivo, walked into the ash storm and did not come back. She trusts slowly, remembers every kindness, and will not lie to someone she has decided to protect, though she may choose not to answer.',
  'Speech: plain words, short sentences, dry humour that surfaces when she is tired. She calls travellers "walker" until she learns their names. She never swears in front of guests.',
  'Habits: checks the ward stones at dusk and dawn; brews pine-needle tea for anyone who arrives cold; keeps a ledger of every traveller who sheltered in the glade, with the weather of that night.',
  'Scenario: {{user}} arrived at the glade three nights ago, half-frozen, carrying a sealed letter addressed to Old Ivo. Maren has not opened it. The ash storms are worsening, and the eastern ward stone has cracked.',
].join('\n\n');

const WORLD = [
  {
    uid: 0,
    name: 'The glade ward',
    keys: ['ward', 'glade', 'ward stones'],
    content:
      'Four ward stones ring the Ashfall glade. While all four stand, no ash storm crosses the ring and nothing that was born of ash can enter uninvited. A cracked stone weakens its quarter; two cracked stones open the ring.',
  },
  {
    uid: 1,
    name: 'Ash storms',
    keys: ['ash storm', 'storm'],
    content:
      'Ash storms roll down from the burnt highlands in late autumn. They last one to three nights, carry grit that blinds, and leave the air tasting of iron. Travellers caught outside shelter rarely survive the second night.',
  },
  {
    uid: 2,
    name: 'Old Ivo',
    keys: ['Ivo', 'teacher'],
    content:
      'Old Ivo kept the glade for forty years and trained Maren. Nine years ago he walked east into a storm to reset the failing ward and was never found. Maren still sets a cup for him at the winter solstice.',
  },
  {
    uid: 3,
    name: 'Pine-needle tea',
    keys: ['tea'],
    content: 'A bitter tea of young pine needles, steeped long. Wardens give it to the storm-chilled; it warms the hands and clears grit from the throat.',
  },
  {
    uid: 4,
    name: 'The ledger',
    keys: ['ledger'],
    content:
      "The warden's ledger lists every traveller who sheltered in the glade since its founding, with the date and the weather. Names struck through are travellers who died on the road afterwards.",
  },
  {
    uid: 5,
    name: 'Eastern road',
    keys: ['east', 'eastern road'],
    content:
      "The eastern road leads to the ruined watchtower of Keld, two days' walk through the burnt highlands. No one has used it since the storms worsened.",
  },
];

const LINES = [
  'The kettle ticked as it cooled, and outside the wind pushed at the shutters.',
  'She turned the sealed letter over once, then set it back under the lantern.',
  'Somewhere beyond the ring of stones, the ash hissed against the old pines.',
  'The fire had burnt down to a red seam, and neither of them moved to feed it.',
];

/** 60 chat messages: the greeting, then user and warden in turn, about 50 words each. */
function chat60() {
  const out = [
    {
      role: 'assistant',
      content: 'Maren looked up from the ward stone as you stumbled into the glade. "Walker. Sit by the fire before the ash takes your fingers."',
    },
  ];
  for (let i = 1; i < 60; i++) {
    const user = i % 2 === 1;
    out.push({
      role: user ? 'user' : 'assistant',
      content: `${user ? 'Ash' : 'Maren'} (${i}): ${LINES[i % LINES.length]} ${LINES[(i + 1) % LINES.length]} ${LINES[(i + 2) % LINES.length]}`,
    });
  }
  return out;
}

/** The user's latest message: a question about the scene (a full turn), or a plain exchange that asks nothing. */
const LATEST = {
  question: {
    en: 'The storm is getting louder. What does the ward on the glade actually do — and will it hold if I stay another night?',
    zh: '风暴越来越响了。林间的结界到底有什么用？如果我再住一晚，它撑得住吗？',
  },
  exchange: {
    en: 'Ash pulls the blanket closer and watches the fire for a while.',
    zh: 'Ash 把毯子裹紧了些，看着火出神。',
  },
};

/**
 * A memory graph as 60 messages with memory on leave it: the two characters' sheets and the glade's,
 * then one event per turn up to floor 58 (older ones rolled up five at a time, as the curator would),
 * each linked to who took part and where. Built through the curator's own tools.
 */
async function grownGraph(c) {
  const graph = new c.MemoryGraph();
  let floor = 1;
  const changes = new c.TurnChanges(graph);
  const access = { graph, changes, sources: () => [{ floor, role: 'assistant' }], now: () => floor, exposure: () => 0, recalled() {} };
  const tools = new Map(c.memoryTools(access).map((t) => [t.name, t]));
  const call = async (name, args) => {
    const r = await c.callTool(tools.get(name), args);
    if (r && r.ok === false) throw new Error(`grownGraph: ${name}: ${r.error}`);
    return r;
  };
  const maren = (
    await call('memory_node_create', {
      type: 'character_sheet',
      title: 'Maren Ashgrove',
      fields: { summary: 'Warden of the Ashfall glade.', aliases: 'the warden', status: 'Keeps the glade alone since Old Ivo vanished.' },
    })
  ).id;
  const ash = (
    await call('memory_node_create', {
      type: 'character_sheet',
      title: 'Ash',
      fields: { summary: 'A traveller who came in half-frozen with a sealed letter for Old Ivo.', possessions: 'The sealed letter.' },
    })
  ).id;
  const glade = (
    await call('memory_node_create', {
      type: 'location_state',
      title: 'Ashfall glade',
      fields: { summary: 'A clearing ringed by four ward stones.', state: 'The eastern ward stone is cracked.' },
    })
  ).id;
  for (let turn = 1; turn < 30; turn++) {
    floor = turn * 2;
    const day = 1 + Math.floor(turn / 10);
    await call('memory_node_create', {
      type: 'event',
      title: `Day ${day}, evening ${turn} — Maren and Ash keep watch`,
      fields: {
        summary: `Maren and Ash spent evening ${turn} by the fire; the storm held off.`,
        time: `Day ${day}, evening`,
        participants: 'Maren Ashgrove; Ash',
        location: 'Ashfall glade',
      },
      links: [
        { target_node_id: maren, relation: 'involves' },
        { target_node_id: ash, relation: 'involves' },
        { target_node_id: glade, relation: 'located_at' },
      ],
    });
  }
  // The curator rolls older events up as it goes: every group offered so far.
  for (;;) {
    const { groups } = await call('memory_compaction_candidates', { type: 'event' });
    if (!groups?.length) break;
    await call('memory_compact_nodes', { type: 'event', child_ids: groups[0].childIds, summary: 'Quiet evenings by the fire while the storm held off.' });
  }
  return graph;
}

export async function turnCostScene(c, lang, latest = 'question', memoryGraph = 'empty') {
  const history = chat60();
  history[history.length - 1] = { role: 'user', content: LATEST[latest][lang] };
  const active = [0, 1, 3];
  const lore = [
    ...active.map((i) => ({ book: 'Ashfall', uid: WORLD[i].uid, name: WORLD[i].name, keys: WORLD[i].keys, content: WORLD[i].content })),
    ...active.map((i) => ({ book: 'ashfall', uid: WORLD[i].uid, name: WORLD[i].name, keys: WORLD[i].keys, content: WORLD[i].content })),
  ];
  const story = { background: [CARD], lore, history, after: [] };
  const books = [
    { name: 'Ashfall', scope: 'character', entries: WORLD.map((e) => ({ ...e })) },
    { name: 'ashfall', scope: 'global', entries: WORLD.map((e) => ({ ...e })) },
  ];
  const notes = [];
  const graph = memoryGraph === 'grown' ? await grownGraph(c) : new c.MemoryGraph();
  const memory = c.memoryTools({ graph, changes: new c.TurnChanges(graph), sources: () => [], now: () => 0, exposure: () => 0, recalled() {} });
  const search = c.searchTools(
    { label: 'bench', search: async () => [], visit: async (url) => ({ url, title: '', text: '' }) },
    { readable: () => ({ title: '', text: '' }) },
  );
  const slot = { chatId: 'bench', initialText: '', initialReasoning: '', isCurrent: () => true, setText() {}, setReasoning() {}, commit() {}, discard() {} };
  // One plain reply, as the turn's trace measures it (each lore text once).
  const plain = c.plainReplyMessages({ ...story, lore: c.dedupeLore(lore) });
  return {
    plain,
    extraTools: [...memory, ...search],
    hosts: {
      story,
      slot,
      chat: { messages: () => history.map((m, floor) => ({ floor, role: m.role, content: m.content })) },
      lorebook: { books: () => books, activated: () => new Set(active.flatMap((i) => [`Ashfall.${i}`, `ashfall.${i}`])) },
      notes: { load: () => structuredClone(notes), save: (n) => void notes.splice(0, notes.length, ...n) },
    },
  };
}
