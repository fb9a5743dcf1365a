// What every mode gets from the one turn runtime, checked once per mode with the same scripted model:
// the profile's lorebook filter (tools and the story's active lore), prompt-preset options in the
// request body, extra tools offered by name, Stop, and a chat switch mid-turn.
import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { fakeModel, type FakeReply } from '../../../../test/fixtures/director/fake-model.ts';
import { fakeSlot } from '../../../../test/fixtures/director/scenario.ts';
import { defineTool, type Tool } from '../../agent/tool.ts';
import type { ChatRequest } from '../../llm/types.ts';
import type { Mode } from '../../profiles/modes.ts';
import { defaultProfile } from '../../profiles/parse.ts';
import type { ProfileByMode } from '../../profiles/parse.ts';
import type { LoreBook } from '../../tools/lorebook.ts';
import { runCapsuleTurn, type CapsuleTurnInput } from '../capsule/turn.ts';
import { directorConfigFromProfile } from '../director/from-profile.ts';
import { runDirectorTurn } from '../director/engine.ts';
import type { PromptPreset } from './prompt-preset.ts';
import type { StoryContext } from './story.ts';

const MODES: Mode[] = ['director', 'loop', 'spec', 'agenda', 'single'];
const SECRET = 'The vault code is 4417.';
const PUBLIC = 'The harbour closes at dusk.';
const BOOKS: LoreBook[] = [
  { name: 'Secret Book', scope: 'global', entries: [{ uid: 1, name: 'vault', keys: ['vault'], content: SECRET }] },
  {
    name: 'Harbour',
    scope: 'character',
    entries: [
      { uid: 1, name: 'dusk', keys: ['harbour'], content: PUBLIC },
      { uid: 2, name: 'hidden entry', keys: ['tide'], content: 'The tide entry is hidden by name.' },
    ],
  },
];
const STORY: StoryContext = {
  background: ['Character: Lin Wan.'],
  lore: [
    { book: 'Secret Book', uid: 1, name: 'vault', keys: ['vault'], content: SECRET },
    { book: 'Harbour', uid: 1, name: 'dusk', keys: ['harbour'], content: PUBLIC },
  ],
  history: [
    { role: 'user', content: 'Shall we walk to the harbour?' },
    { role: 'assistant', content: 'It is raining.' },
    { role: 'user', content: 'How is your family?' },
  ],
  after: [],
};
const PRESET: PromptPreset = { name: 'Cold', request: { temperature: 0.33, topP: 0.8 }, before: ['PRESET MAIN PROMPT'] };

const READS: [string, Record<string, unknown>][] = [
  ['world_book_list', {}],
  ['lorebook_list', {}],
  ['lorebook_search', { pattern: 'vault|tide' }],
  ['lorebook_get', { entry_key: 'vault' }],
  ['extra_echo', { value: 'ping' }],
];

/** The same script for every agent of every mode: each read tool it was offered once, then its hand-in. */
function respond(r: ChatRequest): FakeReply {
  const names = new Set((r.tools ?? []).map((t) => t.name));
  const made = r.messages
    .filter((m) => m.role === 'assistant')
    .flatMap((m) => m.toolCalls ?? [])
    .map((c) => c.name);
  const next = READS.find(([n]) => names.has(n) && !made.includes(n));
  if (next) return { toolCalls: [{ name: next[0], args: next[1] }] };
  if (names.has('write_message'))
    return made.includes('write_message') ? { toolCalls: [{ name: 'finalize' }] } : { toolCalls: [{ name: 'write_message', args: { text: 'The reply.' } }] };
  if (names.has('planner_step')) return { toolCalls: [{ name: 'planner_step', args: { finalize: 'nothing to gather' } }] };
  for (const [tool, field] of [
    ['finalize', 'capsule_text'],
    ['final_guidance', 'text'],
    ['submit_result', 'text'],
    ['node_output', 'summary'],
  ] as const) {
    if (names.has(tool)) return { toolCalls: [{ name: tool, args: { [field]: 'guidance' } }] };
  }
  return { text: 'a report' };
}

/** A mode's default profile with lorebook tools and the extra tool on, the filter set, and the preset named. */
function profileFor(mode: Mode): ProfileByMode[Mode] {
  const p = structuredClone(defaultProfile(mode)) as Record<string, any>;
  p.lorebookFilter = { bookPattern: '^Secret Book$', entryPattern: '^hidden entry$' };
  p.promptPreset = 'Cold';
  if (p.tools) {
    p.tools.lorebook = { world_book_list: true, list: true, search: true, get: true };
    p.tools.custom = { extra_echo: true };
  }
  switch (mode) {
    case 'director':
      // Only the main agent works; it reads, writes and finalizes.
      p.subAgents = [];
      p.mainAgent.tools = null;
      p.tools.message = { write_message: true, apply_message_patches: true, get_draft: true, draft_search: true };
      break;
    case 'spec':
      p.stages = [{ id: 'only', mode: 'serial', nodes: [{ id: 'reader', agent: p.agents[0].id }] }];
      break;
    case 'agenda':
      // The final worker gets the tools (workers inherit the profile's switches).
      p.workers = p.workers.map((w: Record<string, unknown>) => ({ ...w, tools: null }));
      break;
  }
  return p as ProfileByMode[Mode];
}

const extraTool = (): Tool =>
  defineTool({
    name: 'extra_echo',
    description: 'Echo a value (an extension tool).',
    parameters: z.object({ value: z.string() }),
    execute: (a) => ({ ok: true, echoed: a.value }),
  });

interface Run {
  outcome: string;
  requests: ChatRequest[];
}

async function run(mode: Mode, o: { signal?: AbortSignal; isCurrent?: () => boolean; onRequest?: (r: ChatRequest, i: number) => void } = {}): Promise<Run> {
  const model = fakeModel((r, i) => {
    o.onRequest?.(r, i);
    return respond(r);
  });
  const hosts = {
    story: STORY,
    lorebook: { books: () => BOOKS },
    chat: { messages: () => STORY.history.map((m, floor) => ({ floor, role: m.role as 'user' | 'assistant', content: m.content ?? '' })) },
    extraTools: [extraTool()],
    clientFor: () => model,
    promptPreset: (name: string) => (name === 'Cold' ? PRESET : undefined),
    signal: o.signal,
  };
  const profile = profileFor(mode);
  if (mode === 'director') {
    const slot = fakeSlot();
    if (o.isCurrent) slot.isCurrent = o.isCurrent;
    const res = await runDirectorTurn({
      ...hosts,
      config: directorConfigFromProfile(profile as ProfileByMode['director'], { extraToolNames: ['extra_echo'] }),
      generationType: 'normal',
      slot,
    });
    return { outcome: res.outcome, requests: model.requests };
  }
  const res = await runCapsuleTurn({ ...hosts, mode, profile, chatId: 'c1', isCurrent: o.isCurrent } as CapsuleTurnInput);
  return { outcome: res.outcome, requests: model.requests };
}

const toolResult = (requests: ChatRequest[], name: string): Record<string, unknown> | undefined => {
  for (const r of requests) {
    for (const m of r.messages) {
      if (m.role !== 'tool' || m.name !== name) continue;
      return JSON.parse(m.content ?? 'null');
    }
  }
  return undefined;
};
const offered = (r: ChatRequest) => (r.tools ?? []).map((t) => t.name);
const sent = (requests: ChatRequest[]) => JSON.stringify(requests.map((r) => r.messages));

describe.each(MODES)('%s on the one turn runtime', (mode) => {
  test('the lorebook filter hides a book and an entry from every lorebook tool and from the story', async () => {
    const { requests, outcome } = await run(mode);
    expect(['finalized', 'completed']).toContain(outcome);
    // The active lore the story carries: the filtered book's entry is gone, the other stays.
    expect(sent(requests)).not.toContain(SECRET);
    expect(sent(requests)).toContain(PUBLIC);
    if (mode === 'single') {
      // Single mode has no tools: nothing more to check.
      expect(requests.flatMap(offered)).not.toContain('world_book_list');
      return;
    }
    expect(toolResult(requests, 'world_book_list')).toMatchObject({ ok: true, output: expect.not.stringContaining('Secret Book') });
    expect(toolResult(requests, 'world_book_list')!.output).toContain('Harbour');
    expect(toolResult(requests, 'lorebook_list')!.output).not.toContain('Secret Book');
    const search = toolResult(requests, 'lorebook_search')!;
    expect(search).toMatchObject({ ok: true, matchCount: 0 });
    expect(toolResult(requests, 'lorebook_get')).toMatchObject({ ok: false, code: 'lorebook_not_found' });
  });

  test("every request carries the agent's prompt preset: its sampling fields and its instructions first", async () => {
    const { requests } = await run(mode);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) {
      expect(r).toMatchObject({ temperature: 0.33, topP: 0.8 });
      expect(r.maxTokens).toBeGreaterThan(0);
      expect(r.messages[0]).toEqual({ role: 'system', content: 'PRESET MAIN PROMPT' });
    }
  });

  test('extra tools are offered by name where the profile switches them on, and their results reach the agent', async () => {
    const { requests } = await run(mode);
    if (mode === 'single') {
      expect(requests.flatMap(offered)).not.toContain('extra_echo');
      return;
    }
    expect(requests.some((r) => offered(r).includes('extra_echo'))).toBe(true);
    expect(toolResult(requests, 'extra_echo')).toEqual({ ok: true, echoed: 'ping' });
  });

  test('Stop ends the turn: nothing is sent after it', async () => {
    const stop = new AbortController();
    const { outcome, requests } = await run(mode, { signal: stop.signal, onRequest: (_r, i) => i === 0 && stop.abort() });
    expect(outcome).toBe('aborted');
    expect(requests).toHaveLength(1);
  });

  test('a chat switch mid-turn stops it: nothing more is sent, nothing is written or injected', async () => {
    let current = true;
    const { outcome, requests } = await run(mode, { isCurrent: () => current, onRequest: (_r, i) => i === 0 && (current = false) });
    expect(outcome).toBe('chat-changed');
    expect(requests).toHaveLength(1);
  });
});
