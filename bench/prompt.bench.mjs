// What a default director turn costs in input tokens, and how much of it a provider's prompt cache can
// serve: two turns of the default team (played by the demo model, which is deterministic) on the same
// scripted chat of 60 messages, once with every agent reading the whole story (as before story
// budgets) and once with the default per-role budgets. For each request the cacheable part is the
// longest run of leading messages identical to a request the same agent sent before (providers cache
// prefixes: OpenAI, Anthropic, DeepSeek and OpenRouter bill those tokens lower).
import { core, distDir } from './util.mjs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** gpt-tokenizer (o200k) when installed, else the core's estimate — the row names which one counted. */
async function tokenizer() {
  try {
    const m = await import('gpt-tokenizer/encoding/o200k_base');
    return { name: 'o200k tokens', count: (s) => m.encode(s).length };
  } catch {
    const { estimateTokens } = await core();
    return { name: 'estimated tokens', count: estimateTokens };
  }
}

const LINES = [
  'The rain had not stopped since noon; the harbour lamps came on one by one.',
  'She folded the letter twice and slid it under the teapot, as if hiding it from herself.',
  'Down the corridor someone was tuning a violin, the same three notes again and again.',
  'He asked about the ferry schedule, and she answered with the wrong year.',
];

/** 60 chat messages, alternating user / assistant, about 60 words each. */
function chat60() {
  const out = [];
  for (let i = 0; i < 60; i++) {
    const user = i % 2 === 0;
    const base = LINES[i % LINES.length];
    out.push({
      role: user ? 'user' : 'assistant',
      content: `${user ? 'Chen' : 'Lin Wan'} (${i}): ${base} ${LINES[(i + 1) % LINES.length]} ${LINES[(i + 2) % LINES.length]}`,
    });
  }
  return out;
}

function slot() {
  return { chatId: 'bench', initialText: '', initialReasoning: '', isCurrent: () => true, setText() {}, setReasoning() {}, commit() {}, discard() {} };
}

const serialize = (m) => `${m.role}\n${m.content ?? ''}${m.toolCalls ? JSON.stringify(m.toolCalls) : ''}${m.toolCallId ?? ''}`;

export default async () => {
  const c = await core();
  const demo = await import(pathToFileURL(join(distDir(), 'demo.js')).href);
  const tok = await tokenizer();
  const base = c.defaultProfile('director');

  /** Runs two turns and returns per-request token counts with their cacheable prefix. */
  async function measure(profile) {
    const config = c.directorConfigFromProfile(profile, {});
    const history = chat60();
    const requests = [];
    const client = demo.createDemoModelClient({ delayMs: 0 });
    const recording = (request, opts) => {
      requests.push(request);
      return client(request, opts);
    };
    const labels = new Map();
    for (let turn = 0; turn < 2; turn++) {
      const before = requests.length;
      const story = {
        background: ['Character: Lin Wan, a reserved violinist who runs the harbour tea house.'],
        lore: [],
        history: history.map((m) => ({ ...m })),
        after: [],
      };
      const chat = { messages: () => history.map((m, floor) => ({ floor, role: m.role, content: m.content })) };
      const res = await c.runDirectorTurn({ config, story, generationType: 'normal', slot: slot(), clientFor: () => recording, chat });
      // Label each request by its agent (main or the sub-agent id), from the trace.
      const agentOf = new Map(res.trace.agents().map((a) => [a.id, a.label]));
      const seen = res.trace.entries.filter((e) => e.kind === 'request');
      seen.forEach((e, i) => labels.set(requests[before + i], agentOf.get(e.agent) ?? e.agent));
      history.push({ role: 'assistant', content: res.text }, { role: 'user', content: `Chen (${history.length + 1}): And the letter under the teapot?` });
    }
    const byAgent = new Map();
    let total = 0;
    let cacheable = 0;
    let laterTotal = 0;
    for (const r of requests) {
      const label = labels.get(r) ?? 'unknown';
      // The tool definitions lead the prompt as providers see it; they are input too.
      const msgs = [JSON.stringify(r.tools ?? []), ...r.messages.map(serialize)];
      const counts = msgs.map(tok.count);
      const size = counts.reduce((a, b) => a + b, 0);
      total += size;
      const prior = byAgent.get(label) ?? [];
      let best = 0;
      for (const p of prior) {
        let k = 0;
        while (k < msgs.length && k < p.length && msgs[k] === p[k]) k++;
        best = Math.max(
          best,
          counts.slice(0, k).reduce((a, b) => a + b, 0),
        );
      }
      if (prior.length) {
        laterTotal += size;
        cacheable += best;
      }
      prior.push(msgs);
      byAgent.set(label, prior);
    }
    return { requests: requests.length, total, perTurn: total / 2, cacheShare: laterTotal ? cacheable / laterTotal : 0 };
  }

  const whole = structuredClone(base);
  whole.mainAgent.storyMessages = null;
  whole.mainAgent.storyTokens = 0;
  for (const s of whole.subAgents) {
    s.storyMessages = null;
    s.storyTokens = 0;
  }
  const before = await measure(whole);
  const after = await measure(base);
  const rows = [
    { name: `input ${tok.name} per turn, whole story to every agent`, value: before.perTurn, unit: 'tokens' },
    { name: `input ${tok.name} per turn, default story budgets`, value: after.perTurn, unit: 'tokens' },
    { name: 'story budgets: input per turn, budgets / whole story', value: after.perTurn / before.perTurn, unit: '×' },
    { name: 'requests per turn (default team, demo model)', value: after.requests / 2, unit: '' },
    {
      name: 'cacheable share of input from the 2nd request of each agent on',
      value: after.cacheShare * 100,
      unit: '%',
      target: '≥ 70 %',
      pass: after.cacheShare >= 0.7,
    },
  ];
  return {
    title: 'Prompt size and cacheability of a default director turn (60-message chat)',
    rows,
    notes: [
      `Two turns each; input counts the tool definitions and the messages; a request's cacheable part is its longest run of leading parts equal to an earlier request of the same agent (${tok.name}).`,
      `Whole-story run: cacheable share ${(before.cacheShare * 100).toFixed(0)} %.`,
    ],
  };
};
