// What a director turn costs with each shipped preset, against one plain reply of the same chat: serial
// model calls on the critical path (up to the reply being shown), requests, input characters and o200k
// tokens, the tool schemas' share, and the ratio to a plain reply. Every agent is played by the scripted
// model of bench/scripted-team.mjs, which does what its request tells it and nothing more (see
// bench/README.md). A full turn runs the whole team on a question; a simple turn is either the team on a
// plain exchange that asks nothing (the main agent judges it simple from the opening report) or the
// user's "writer only" choice.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { core } from './util.mjs';
import { scriptedTeamClient } from './scripted-team.mjs';
import { turnCostScene } from './turn-cost-scene.mjs';

const root = resolve(import.meta.dirname, '..');

/** The shipped skills, parsed as an install holds them. */
export function bundledSkills(c) {
  const rows = [];
  const dir = join(root, 'skills-bundled');
  for (const skill of readdirSync(dir)) {
    let files;
    try {
      files = readdirSync(join(dir, skill), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    } catch {
      continue;
    }
    for (const f of files) {
      const path = join(f.parentPath ?? f.path, f.name).slice(join(dir, skill).length + 1);
      rows.push({ skill, path, text: readFileSync(join(dir, skill, path), 'utf8') });
    }
  }
  return c.bundledRowsToSkills(rows).skills;
}

/** o200k when gpt-tokenizer is installed, else the core's estimate. */
async function tokenizer(c) {
  try {
    const m = await import('gpt-tokenizer/encoding/o200k_base');
    return { name: 'o200k', count: (s) => m.encode(s).length };
  } catch {
    return { name: 'estimated', count: c.estimateTokens };
  }
}

/** One turn of a preset on the scene; its cost from the trace, its tokens from the requests sent. */
export async function measureTurn(c, preset, team, { skills, tok, latest = 'question', memoryGraph = 'empty', curator = false }) {
  const scene = await turnCostScene(c, preset.lang, latest, memoryGraph);
  const profile = c.shippedProfile('director', preset);
  const requests = [];
  const client = scriptedTeamClient((r) => requests.push(r));
  const opts = { skills, extraToolNames: scene.extraTools.map((t) => t.name) };
  const base = c.directorConfigFromProfile(profile, opts);
  // "Keep memory with the curator": memory_curator in the after wave of every turn (the shipped one when the team has none).
  const config = curator ? c.withMemoryCurator(base, () => c.shippedMemoryCurator(preset.lang, {}, opts), 1) : base;
  const res = await c.runDirectorTurn({ ...scene.hosts, config, generationType: 'normal', team, clientFor: () => client, extraTools: scene.extraTools });
  const cost = c.turnCost(res.trace.toJSON());
  const wire = (r) =>
    JSON.stringify(r.messages) + JSON.stringify((r.tools ?? []).map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })));
  const tokens = requests.reduce((n, r) => n + tok.count(wire(r)), 0);
  const toolTokens = requests.reduce(
    (n, r) => n + tok.count(JSON.stringify((r.tools ?? []).map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })))),
    0,
  );
  const plainTokens = tok.count(JSON.stringify(scene.plain));
  return { res, cost, requests, tokens, toolTokens, plainTokens };
}

/** memory_curator alone after a reply the host wrote (a capsule mode with memory kept by the curator): its requests. */
export async function measureAfterReply(c, mode, lang, { skills, tok }) {
  const scene = await turnCostScene(c, lang);
  const requests = [];
  const client = scriptedTeamClient((r) => requests.push(r));
  const curator = c.shippedMemoryCurator(lang, {}, { skills, extraToolNames: scene.extraTools.map((t) => t.name) });
  const reply = scene.hosts.story.history.findLast((m) => m.role === 'assistant')?.content ?? '';
  const res = await c.runAfterReply({
    ...scene.hosts,
    mode,
    members: [curator],
    reply,
    useStreaming: true,
    clientFor: () => client,
    extraTools: scene.extraTools,
  });
  const cost = c.turnCost(res.trace.toJSON());
  const tokens = requests.reduce(
    (n, r) =>
      n +
      tok.count(
        JSON.stringify(r.messages) + JSON.stringify((r.tools ?? []).map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }))),
      ),
    0,
  );
  return { res, cost, requests, tokens, plainTokens: tok.count(JSON.stringify(scene.plain)) };
}

/** One capsule turn of a preset on the scene: the capsule's requests (everything before the final generation). */
export async function measureCapsule(c, mode, preset, { skills, tok }) {
  const scene = await turnCostScene(c, preset.lang);
  const requests = [];
  const client = scriptedTeamClient((r) => requests.push(r));
  const res = await c.runCapsuleTurn({
    ...scene.hosts,
    mode,
    profile: c.shippedProfile(mode, preset),
    skills,
    chatId: 'bench',
    clientFor: () => client,
    extraTools: scene.extraTools,
  });
  const cost = c.turnCost(res.trace.toJSON());
  const tokens = requests.reduce(
    (n, r) =>
      n +
      tok.count(
        JSON.stringify(r.messages) + JSON.stringify((r.tools ?? []).map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }))),
      ),
    0,
  );
  return { res, cost, requests, tokens, plainTokens: tok.count(JSON.stringify(scene.plain)) };
}

export default async () => {
  const c = await core();
  const skills = bundledSkills(c);
  const tok = await tokenizer(c);
  const rows = [];
  const notes = [];
  for (const preset of c.shippedPresets('director')) {
    const memoryOn = preset.variant === 'full';
    for (const [kind, team, latest, target, memoryGraph] of [
      ['full', 'full', 'question', { calls: 4, ratio: 8 }],
      ...(memoryOn ? [['full (a grown memory graph)', 'full', 'question', { calls: 4, ratio: 8 }, 'grown']] : []),
      ['simple (team, a plain exchange)', 'full', 'exchange', { calls: 2, ratio: 1.5 }],
      ['simple (writer only)', 'light', 'question', { calls: 2, ratio: 1.5 }],
    ]) {
      const m = await measureTurn(c, preset, team, { skills, tok, latest, memoryGraph });
      const { cost } = m;
      const label = `${preset.name}, ${kind} turn`;
      if (m.res.outcome !== 'finalized') notes.push(`${label}: the turn ended ${m.res.outcome}${m.res.error ? ` (${m.res.error})` : ''}`);
      rows.push(
        {
          name: `${label}: serial calls (critical path)`,
          value: cost.criticalPath ?? NaN,
          unit: '',
          target: `≤ ${target.calls}`,
          pass: (cost.criticalPath ?? Infinity) <= target.calls,
        },
        { name: `${label}: requests`, value: cost.requests, unit: '' },
        { name: `${label}: input`, value: cost.inputChars, unit: `chars (${m.tokens} ${tok.name} tokens)` },
        // Every goal is judged in tokens, what a provider bills; characters are shown beside them. (Chinese
        // prose packs more per character than the English schemas, so its share in characters reads higher.)
        {
          name: `${label}: tool schemas' share of input`,
          value: (m.toolTokens / m.tokens) * 100,
          unit: `% of ${tok.name} tokens (${(cost.toolShare * 100).toFixed(1)} % of chars)`,
          ...(kind.startsWith('full') ? { target: '≤ 10 %', pass: m.toolTokens / m.tokens <= 0.1 } : {}),
        },
        {
          name: `${label}: input × one plain reply`,
          value: m.tokens / m.plainTokens,
          unit: `× in ${tok.name} tokens (${(cost.ratio ?? NaN).toFixed(2)}× in chars)`,
          target: `≤ ${target.ratio}`,
          pass: m.tokens / m.plainTokens <= target.ratio,
        },
      );
      const byAgent = new Map();
      for (const a of m.res.trace.agents()) byAgent.set(a.label, (byAgent.get(a.label) ?? 0) + a.requests);
      notes.push(`${label}: ${[...byAgent].map(([k, v]) => `${k} ${v}`).join(', ')}; plain reply ${cost.plainReplyChars} chars`);
    }
  }
  // "Keep memory with the curator" (issue 33): a preset without a curator gets the shipped one in the
  // after wave (writer-only turns too): one request more, after the reply is shown (off the critical path).
  for (const preset of c.shippedPresets('director').filter((p) => p.variant !== 'full')) {
    for (const [kind, team] of [
      ['full', 'full'],
      ['simple (writer only)', 'light'],
    ]) {
      const m = await measureTurn(c, preset, team, { skills, tok, curator: true });
      const label = `${preset.name}, ${kind} turn, memory kept by the curator`;
      if (m.res.outcome !== 'finalized') notes.push(`${label}: the turn ended ${m.res.outcome}${m.res.error ? ` (${m.res.error})` : ''}`);
      const curatorRequests = m.res.trace
        .agents()
        .filter((a) => a.label === 'memory_curator')
        .reduce((n, a) => n + a.requests, 0);
      rows.push(
        { name: `${label}: serial calls (critical path)`, value: m.cost.criticalPath ?? NaN, unit: '' },
        { name: `${label}: requests`, value: m.cost.requests, unit: '' },
        { name: `${label}: memory_curator requests`, value: curatorRequests, unit: '', target: '= 1', pass: curatorRequests === 1 },
        { name: `${label}: input × one plain reply`, value: m.tokens / m.plainTokens, unit: `× in ${tok.name} tokens` },
      );
    }
  }
  for (const lang of ['en', 'zh']) {
    const m = await measureAfterReply(c, 'loop', lang, { skills, tok });
    const label = `capsule modes (${lang}): memory_curator after the host's reply`;
    if (m.res.outcome !== 'completed') notes.push(`${label}: ended ${m.res.outcome}`);
    rows.push(
      { name: `${label}: requests`, value: m.cost.requests, unit: '', target: '= 1', pass: m.cost.requests === 1 },
      { name: `${label}: input`, value: m.cost.inputChars, unit: `chars (${m.tokens} ${tok.name} tokens)` },
      { name: `${label}: input × one plain reply`, value: m.tokens / m.plainTokens, unit: `× in ${tok.name} tokens` },
    );
  }
  // The capsule modes (issue 27's goals): the capsule only, before the host's final generation.
  for (const [mode, target] of [
    ['single', { calls: 1, ratio: 1.5 }],
    ['loop', { calls: 2, ratio: 3 }],
    ['spec', { calls: 4, ratio: 5 }],
    ['agenda', undefined],
  ]) {
    for (const preset of c.shippedPresets(mode)) {
      const m = await measureCapsule(c, mode, preset, { skills, tok });
      const label = `${mode}: ${preset.name}, capsule`;
      if (m.res.outcome !== 'completed') notes.push(`${label}: the turn ended ${m.res.outcome}${m.res.message ? ` (${m.res.message})` : ''}`);
      rows.push(
        {
          name: `${label}: serial calls`,
          value: m.cost.criticalPath ?? NaN,
          unit: '',
          ...(target ? { target: `≤ ${target.calls}`, pass: (m.cost.criticalPath ?? Infinity) <= target.calls } : {}),
        },
        { name: `${label}: requests`, value: m.cost.requests, unit: '' },
        { name: `${label}: input`, value: m.cost.inputChars, unit: `chars (${m.tokens} ${tok.name} tokens)` },
        { name: `${label}: tool schemas' share`, value: m.cost.toolShare * 100, unit: '%' },
        {
          name: `${label}: input × one plain reply`,
          value: m.tokens / m.plainTokens,
          unit: `× in ${tok.name} tokens (${(m.cost.ratio ?? NaN).toFixed(2)}× in chars)`,
          ...(target ? { target: `≤ ${target.ratio}`, pass: m.tokens / m.plainTokens <= target.ratio } : {}),
        },
      );
    }
  }
  return {
    title: 'Turn cost of each shipped director preset (60-message chat, a card, a lorebook)',
    rows,
    notes: [
      'Played by bench/scripted-team.mjs: each agent does what its request says (bench/README.md). Full turn = the whole team; simple turn = "writer only".',
      "Input = every request's messages and tool specs as JSON; a plain reply = the card, the active lore and the whole chat as one request.",
      ...notes,
    ],
  };
};
