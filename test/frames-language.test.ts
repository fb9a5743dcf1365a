// Chinese all the way through: with a Chinese preset, every word the runtime adds around the agents'
// prompts (the story block's lines, the sub-agents' frame, the closing instruction, the Open Notes
// block, the catalog's hint, notices, hand-ins, the capsule modes' frames) is Chinese. The English
// sentences are taken from the English frames table itself (every text and every function of it, called
// with stand-in arguments), so a frame added later is checked without being listed here.
import { afterEach, describe, expect, test } from 'vitest';
import { fromWire, playTeam } from '../bench/scripted-team.mjs';
import { turnCostScene } from '../bench/turn-cost-scene.mjs';
import { bundledSkills } from '../bench/turn-cost.bench.mjs';
import * as core from '../src/core/index.ts';
import { createModelClient } from '../src/core/llm/client.ts';
import { DIRECTOR_TEXTS } from '../src/core/profiles/defaults/team.ts';
import { startScriptedServer, type ScriptedServer } from './fixtures/scripted-server/index.mjs';
import { responderEngine } from './fixtures/director/server-scenario.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HOLE = '\u0000';

/** Every text of a frames table, functions called with stand-in arguments, by its key path. */
function texts(table: unknown, path = ''): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table === 'function') {
    const fn = table as (...a: unknown[]) => string;
    const args = Array.from({ length: Math.max(fn.length, 1) }, () => HOLE);
    const outs = [fn(...args)];
    // Functions that branch on a flag or a count: both branches, and an object argument's fields.
    if (fn.length >= 1) outs.push(fn(...args.map((_, i) => (i === 0 ? true : HOLE))), fn(...args.map(() => 2)), fn(...args.map(() => 1)));
    if (fn.length === 4) outs.push(fn(HOLE, HOLE, 2, true), fn(HOLE, HOLE, 2, false), fn(HOLE, HOLE, 'completed', HOLE), fn(HOLE, HOLE, 'failed', HOLE));
    if (fn.length === 1)
      outs.push(
        fn({
          roster: HOLE,
          finalWorkerId: HOLE,
          plannerMaxRounds: 2,
          maxConcurrentWorkers: 2,
          maxTotalRuns: 2,
          board: HOLE,
          tags: HOLE,
          workers: HOLE,
          rerunsLeft: 1,
          rerunMax: 2,
          rounds: 3,
          hasOtherTools: true,
        }),
      );
    return outs.filter((o) => typeof o === 'string').map((o) => [path, o]);
  }
  if (table && typeof table === 'object') return Object.entries(table).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  return [];
}

/** The English sentences of the English frames: runs of four or more words between arguments and punctuation. */
function englishSentences(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of texts(DIRECTOR_TEXTS.en.frames)) {
    for (const piece of text.split(/\u0000|[0-9]|[.;:!?()[\]{}"“”\n]|, and |—|–/)) {
      const words = piece
        .trim()
        .split(/\s+/)
        .filter((w) => /^[A-Za-z_'’/-]+,?$/.test(w));
      const clean = piece.trim();
      if (words.length >= 4 && words.length === clean.split(/\s+/).length) out.set(clean.replace(/,$/, ''), path);
    }
  }
  return out;
}

const SENTENCES = englishSentences();

type Body = { messages: { role: string; content?: string | null }[] };

/** The frames' English sentences found in the requests' messages (not the tool schemas, not the story's own text). */
function englishFrames(bodies: Body[]): string[] {
  const found = new Set<string>();
  for (const b of bodies) {
    for (const m of b.messages) {
      if (m.role === 'tool' || typeof m.content !== 'string') continue;
      for (const [s, path] of SENTENCES) if (m.content.includes(s)) found.add(`${path}: "${s}"`);
    }
  }
  return [...found].sort();
}

const skills = bundledSkills(core);

async function directorTurn(preset: core.ShippedPreset, o: { budget?: number } = {}): Promise<Body[]> {
  server = await startScriptedServer({ scenario: responderEngine((b) => playTeam(fromWire(b))) });
  const client = createModelClient({ baseUrl: server.url, apiKey: 'sk-test', retries: 0 });
  const scene = await turnCostScene(core, preset.lang);
  const profile = core.shippedProfile('director', preset);
  if (o.budget) profile.budget = { maxTokens: o.budget, maxCost: 0 };
  // An open note, so the Open Notes block lists one with its pickup condition.
  await scene.hosts.notes.save([{ id: 'n_1', text: 'The sealed letter', status: 'open', trigger: 'the letter comes up', createdAt: 0 }]);
  const config = core.directorConfigFromProfile(profile, { skills, extraToolNames: scene.extraTools.map((t) => t.name) });
  const res = await core.runDirectorTurn({
    ...scene.hosts,
    config,
    generationType: 'normal',
    team: 'full',
    clientFor: () => client,
    extraTools: scene.extraTools,
  });
  expect(['finalized', 'budget', 'max-rounds']).toContain(res.outcome);
  const bodies = server.requests.map((r) => r.body as Body);
  await server.close();
  server = undefined;
  return bodies;
}

async function capsuleTurn(mode: 'single' | 'loop' | 'spec' | 'agenda', lang: 'en' | 'zh'): Promise<Body[]> {
  server = await startScriptedServer({ scenario: responderEngine((b) => playTeam(fromWire(b))) });
  const client = createModelClient({ baseUrl: server.url, apiKey: 'sk-test', retries: 0 });
  const scene = await turnCostScene(core, lang);
  const preset = core.shippedPresets(mode).find((p) => p.lang === lang)!;
  const profile = core.shippedProfile(mode, preset) as Parameters<typeof core.runCapsuleTurn>[0]['profile'];
  const res = await core.runCapsuleTurn({
    ...scene.hosts,
    mode,
    profile,
    skills,
    chatId: 'c',
    clientFor: () => client,
    extraTools: scene.extraTools,
  } as Parameters<typeof core.runCapsuleTurn>[0]);
  expect(res.outcome).toBe('completed');
  const bodies = server.requests.map((r) => r.body as Body);
  await server.close();
  server = undefined;
  return bodies;
}

describe('the frames tables', () => {
  test('the English sentences are many and come from every part of the table', () => {
    expect(SENTENCES.size).toBeGreaterThan(60);
    const parts = new Set([...SENTENCES.values()].map((p) => p.split('.')[0]));
    for (const key of ['subFrame', 'kickoff', 'nudge', 'storyOmitted', 'floors', 'notesHeading', 'catalogHint', 'budgetNotice', 'mainHandIn', 'capsule'])
      expect(parts, key).toContain(key);
  });

  test('the Chinese table has every frame of the English one, and none of its English sentences', () => {
    const en = new Map(texts(DIRECTOR_TEXTS.en.frames));
    const zh = texts(DIRECTOR_TEXTS.zh.frames);
    expect(new Set(zh.map(([p]) => p))).toEqual(new Set(en.keys()));
    for (const [path, text] of zh) {
      for (const s of SENTENCES.keys()) expect(text, path).not.toContain(s);
      // Chinese, apart from a tool call or a section id.
      expect(text.replace(/\u0000|[0-9]/g, '').trim() === '' || /[\u4e00-\u9fff]/.test(text), path).toBe(true);
    }
  });
});

describe('a turn with a Chinese preset holds none of the frames’ English sentences', () => {
  test.each(
    core
      .shippedPresets('director')
      .filter((p) => p.lang === 'zh')
      .map((p) => [p.name, p] as const),
  )('director, %s', async (_name, preset) => {
    const bodies = await directorTurn(preset);
    expect(bodies.length).toBeGreaterThan(3);
    const all = JSON.stringify(bodies);
    // The frames are there, in Chinese: the story's floor line, the notes block, the sub-agents' frame.
    for (const zh of [DIRECTOR_TEXTS.zh.frames.notesHeading, DIRECTOR_TEXTS.zh.frames.subReminder, DIRECTOR_TEXTS.zh.frames.kickoff, '（楼层：'])
      expect(all).toContain(zh);
    expect(englishFrames(bodies)).toEqual([]);
  });

  test('director, a turn that runs out of budget: the notice and the hand-in', async () => {
    const preset = core.shippedPresets('director').find((p) => p.lang === 'zh' && p.variant === 'minimal')!;
    const bodies = await directorTurn(preset, { budget: 5_000 });
    expect(JSON.stringify(bodies)).toContain('[运行时] 预算用完');
    expect(englishFrames(bodies)).toEqual([]);
  });

  test.each(['single', 'loop', 'spec', 'agenda'] as const)('%s', async (mode) => {
    const bodies = await capsuleTurn(mode, 'zh');
    expect(bodies.length).toBeGreaterThan(0);
    expect(englishFrames(bodies)).toEqual([]);
    // The placeholder for "nothing here" (no earlier capsule, no earlier node's output) too.
    for (const b of bodies) for (const m of b.messages) if (m.role !== 'tool' && typeof m.content === 'string') expect(m.content).not.toContain('(none)');
  });

  test('the scan finds them in the same turns with English presets', async () => {
    const preset = core.shippedPresets('director').find((p) => p.lang === 'en' && p.variant === 'minimal')!;
    const found = [
      ...englishFrames(await directorTurn(preset)),
      ...englishFrames(await capsuleTurn('agenda', 'en')),
      ...englishFrames(await capsuleTurn('spec', 'en')),
    ];
    for (const key of ['subFrame', 'kickoff', 'floors', 'notesHeading', 'catalogHint', 'capsule.nodeFrame', 'capsule.contract', 'capsule.plannerBrief']) {
      expect(
        found.some((f) => f.startsWith(`${key}:`)),
        key,
      ).toBe(true);
    }
  });
});
