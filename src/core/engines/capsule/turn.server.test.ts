// runCapsuleTurn across modes: swipe reuse and its invalidation, injection at each position, skipped
// generations, the live fold — against the scripted server, counting requests in its log.
import { afterEach, describe, expect, test } from 'vitest';
import { CHAT, CONTEXT, marker, roleOf, startModel, userText, type Step, type WireBody } from '../../../../test/fixtures/capsule/scenario.ts';
import type { ScriptedServer } from '../../../../test/fixtures/scripted-server/index.mjs';
import type { LoggedRequest } from '../../../../test/fixtures/scripted-server/index.mjs';
import type { ModelClient } from '../../llm/types.ts';
import { CAPSULE_POSITIONS } from '../../profiles/common.ts';
import { parseProfile } from '../../profiles/parse.ts';
import { CAPSULE_PLACEMENT } from './injection.ts';
import { createCapsuleCache } from './swipe-cache.ts';
import { runCapsuleTurn, type CapsuleTurnCommon, type CapsuleTurnInput } from './turn.ts';
import { storyFromMessages } from '../runtime/story.ts';

let server: ScriptedServer | undefined;
let client: ModelClient;
let log: LoggedRequest[];
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Single answers with a guidance naming the user message it saw; loop finalizes at once. */
const respond = (b: WireBody): Step => {
  const last = /LAST: (.*)/.exec(userText(b))?.[1] ?? '?';
  if (roleOf(b) === 'loop') return { toolCalls: [{ name: 'finalize', arguments: { capsule_text: `loop guidance for "${last}"` } }] };
  return { content: 'Thinking about it.', toolCalls: [{ name: 'final_guidance', arguments: { text: `guidance for "${last}"` } }] };
};

async function start(r: (b: WireBody) => Step = respond) {
  const s = await startModel(r);
  server = s.server;
  client = s.client;
  log = s.log;
}

const singleProfile = (over: Record<string, unknown> = {}) =>
  parseProfile('single', {
    node: { systemPrompt: `${marker('single')} advise`, userPromptTemplate: 'LAST: {{last_user}}\nBEFORE: {{previous_orchestration}}' },
    ...over,
  }).profile;
const loopProfile = () => parseProfile('loop', { loopAgent: { systemPrompt: `${marker('loop')} gather` } }).profile;

type Over = Partial<CapsuleTurnCommon> & { mode?: 'single' | 'loop'; profile?: CapsuleTurnInput['profile'] };
function turn(over: Over = {}) {
  const { mode = 'single', profile, ...rest } = over;
  return runCapsuleTurn({
    mode,
    profile: profile ?? (mode === 'loop' ? loopProfile() : singleProfile()),
    story: storyFromMessages(CONTEXT),
    chatId: 'chat-1',
    lastUser: { index: 42, text: 'How is your family?' },
    clientFor: () => client,
    ...rest,
  } as CapsuleTurnInput);
}

describe('swipe reuse', () => {
  test('swipes and regenerations of the same user turn reuse the capsule; an edited message, a new turn, another profile or mode do not', async () => {
    await start();
    const cache = createCapsuleCache();
    const first = await turn({ cache });
    expect(first.outcome).toBe('completed');
    expect(first.body).toBe('guidance for "How is your family?"');
    expect(log).toHaveLength(1);

    for (const generationType of ['swipe', 'regenerate', 'continue', 'normal']) {
      const again = await turn({ cache, generationType });
      expect(again).toMatchObject({ outcome: 'reused', capsule: first.capsule, injection: first.injection });
      expect(again.fold).toBe(`${first.fold}\n\n### [reused]\nThe guidance computed earlier for this user turn is used again; no agent ran.`);
    }
    expect(log).toHaveLength(1);

    // The user edited the message (same position): the agents run again.
    const edited = await turn({ cache, generationType: 'swipe', lastUser: { index: 42, text: 'How is your mother?' } });
    expect(edited).toMatchObject({ outcome: 'completed', body: 'guidance for "How is your mother?"' });
    expect(log).toHaveLength(2);
    expect((await turn({ cache, generationType: 'swipe', lastUser: { index: 42, text: 'How is your mother?' } })).outcome).toBe('reused');
    expect(log).toHaveLength(2);

    // A new user turn runs, and sees the previous turn's guidance as {{previous_orchestration}}.
    const next = await turn({ cache, lastUser: { index: 44, text: 'Shall we go?' } });
    expect(next.outcome).toBe('completed');
    expect(userText(log[2].body)).toContain('BEFORE: guidance for "How is your mother?"');

    // Going back to the older turn finds nothing: one capsule per chat, and it belongs to the newest turn.
    expect((await turn({ cache, generationType: 'swipe', lastUser: { index: 42, text: 'How is your mother?' } })).outcome).toBe('completed');
    expect(log).toHaveLength(4);

    // A profile change, then a mode switch, each run the agents again.
    expect(
      (await turn({ cache, profile: singleProfile({ capsule: { customInstruction: 'Other words.' } }), lastUser: { index: 42, text: 'How is your mother?' } }))
        .outcome,
    ).toBe('completed');
    expect(log).toHaveLength(5);
    const looped = await turn({ cache, mode: 'loop', lastUser: { index: 42, text: 'How is your mother?' } });
    expect(looped.outcome).toBe('completed');
    expect(log).toHaveLength(6);
    expect(roleOf(log[5].body)).toBe('loop');
    expect((await turn({ cache, mode: 'loop', generationType: 'swipe', lastUser: { index: 42, text: 'How is your mother?' } })).outcome).toBe('reused');

    // Another chat never sees this chat's capsule.
    expect((await turn({ cache, mode: 'loop', chatId: 'chat-2', lastUser: { index: 42, text: 'How is your mother?' } })).outcome).toBe('completed');
    expect(log).toHaveLength(7);
  });

  test('a failed or stopped turn stores nothing, so its swipe runs the agents again', async () => {
    let fail = true;
    await start((b) => (fail ? { status: 500 } : respond(b)));
    const cache = createCapsuleCache();
    const failed = await turn({ cache });
    expect(failed).toMatchObject({ outcome: 'failed' });
    expect(failed.injection).toBeUndefined();
    expect(cache.size).toBe(0);
    fail = false;
    expect((await turn({ cache, generationType: 'swipe' })).outcome).toBe('completed');
    expect(log).toHaveLength(2);
  });

  test('the anchor comes from the chat reader when the host gives no lastUser', async () => {
    await start();
    const cache = createCapsuleCache();
    const a = await turn({ cache, lastUser: undefined, chat: { messages: () => CHAT } });
    expect(a.key?.anchor.index).toBe(42);
    expect(a.body).toBe('guidance for "How is your family?"');
    const b = await turn({ cache, lastUser: undefined, chat: { messages: () => CHAT }, generationType: 'swipe' });
    expect(b.outcome).toBe('reused');
    const edited = CHAT.map((m) => (m.floor === 42 ? { ...m, content: 'Are you cold?' } : m));
    expect((await turn({ cache, lastUser: undefined, chat: { messages: () => edited }, generationType: 'swipe' })).outcome).toBe('completed');
    expect(log).toHaveLength(2);
  });
});

describe('injection', () => {
  test("at each position, with the profile's depth and role", async () => {
    await start();
    const seen: string[] = [];
    for (const [i, position] of CAPSULE_POSITIONS.entries()) {
      const role = (['system', 'user', 'assistant'] as const)[i % 3];
      const res = await turn({ profile: singleProfile({ capsule: { position, depth: i * 2, role, customInstruction: `Instruction ${i}.` } }) });
      expect(res.injection).toEqual({
        text: `Instruction ${i}.\n\nguidance for "How is your family?"`,
        position: CAPSULE_PLACEMENT[position],
        depth: i * 2,
        role,
        anchor: position,
      });
      seen.push(res.injection!.position);
    }
    expect(new Set(seen)).toEqual(new Set(['in_chat', 'before_prompt', 'in_prompt']));
    expect(log).toHaveLength(CAPSULE_POSITIONS.length);
  });

  test('an empty custom instruction injects the guidance alone', async () => {
    await start();
    const res = await turn({ profile: singleProfile({ capsule: { customInstruction: '' } }) });
    expect(res.capsule).toBe('guidance for "How is your family?"');
  });
});

describe('runCapsuleTurn', () => {
  test('quiet generations and dry runs are skipped without a request; impersonate runs', async () => {
    await start();
    expect(await turn({ generationType: 'quiet' })).toMatchObject({ outcome: 'skipped', reason: 'unsupported_generation_type' });
    expect(await turn({ dryRun: true })).toMatchObject({ outcome: 'skipped', reason: 'dry_run' });
    expect(log).toHaveLength(0);
    expect((await turn({ generationType: 'impersonate' })).outcome).toBe('completed');
  });

  test('a profile of another mode is refused with a clear message', async () => {
    await start();
    const res = await runCapsuleTurn({ mode: 'single', profile: loopProfile() as never, story: storyFromMessages(CONTEXT), clientFor: () => client });
    expect(res).toMatchObject({
      outcome: 'failed',
      reason: 'invalid_profile',
      message: 'The orchestration profile cannot run: the profile is for mode "loop", not "single".',
    });
    expect(log).toHaveLength(0);
  });

  test('the fold is written live while the agent works (streaming), then settles', async () => {
    await start();
    const folds: string[] = [];
    const res = await turn({ profile: singleProfile({ useStreaming: true }), onFold: (t) => folds.push(t) });
    expect(folds[0]).toBe('### [single] (running)');
    expect(folds.some((f) => /^### \[single\] \(running\)\nThink/.test(f))).toBe(true);
    expect(folds.at(-1)).toBe(res.fold);
    expect(res.fold).toBe('### [single]\nThinking about it.\n\nguidance for "How is your family?"');
    // The trace tells the same story.
    expect(res.trace.toJSON()).toMatchObject({ mode: 'single', status: 'completed', agents: [{ id: 'single', requests: 1 }] });
  });

  test('without a chat reader the recent chat and the last user message come from the context', async () => {
    await start();
    const res = await turn({ lastUser: undefined });
    expect(res.body).toBe('guidance for "How is your family?"');
    expect(res.key?.anchor.index).toBe(2);
  });
});
