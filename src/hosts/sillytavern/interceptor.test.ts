// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { takeOver, type GenerationDecision, type GenerationTurn } from '../../ports/host.ts';
import { CAPSULE_KEY } from './capsule.ts';
import type { StMessage } from './types.ts';
import { deferred, disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

const inject = (
  text: string,
  position: 'in_prompt' | 'in_chat' | 'before_prompt' = 'in_chat',
  depth = 2,
  role: 'system' | 'user' | 'assistant' = 'system',
): GenerationDecision => ({
  kind: 'inject',
  capsule: { text, position, depth, role },
});

describe('the generation handler is asked before every generation', () => {
  test('it gets the type, the chat, the story context and the last user message', async () => {
    const { st, host } = open();
    const turns: GenerationTurn[] = [];
    host.setGenerationHandler(async (t) => {
      turns.push(t);
      return { kind: 'pass' };
    });
    await st.generate('normal', { userText: 'Where am I?', reply: 'In the glade.' });
    expect(turns).toHaveLength(1);
    const turn = turns[0];
    expect(turn.type).toBe('normal');
    expect(turn.chat).toEqual(host.currentChat());
    expect(turn.lastUser).toEqual({ index: 1, text: 'Where am I?' });
    expect(turn.story.background[0]).toContain('Character: Seraphina');
    expect(turn.story.background[0]).toContain('Seraphina is a guardian of the forest.');
    expect(turn.story.history).toEqual([
      { role: 'assistant', content: 'You wake in the glade.' },
      { role: 'user', content: 'Where am I?' },
    ]);
    expect(turn.signal.aborted).toBe(false);
    // pass: SillyTavern answers as usual.
    expect(st.chat.at(-1)?.mes).toBe('In the glade.');
  });

  test('quiet and impersonate generations reach the handler with their type; a takeover for them is refused', async () => {
    const { st, host } = open();
    const types: string[] = [];
    let ran = false;
    host.setGenerationHandler(async (t) => {
      types.push(t.type);
      return takeOver(t, async () => void (ran = true));
    });
    const length = st.chat.length;
    await st.generate('quiet');
    await st.generate('impersonate');
    expect(types).toEqual(['quiet', 'impersonate']);
    expect(ran).toBe(false);
    expect(st.chat.length).toBe(length);
    expect(st.prompts.map((p) => p.type)).toEqual(['quiet', 'impersonate']);
  });

  test('dry runs never reach the handler', async () => {
    const { st, host } = open();
    let calls = 0;
    host.setGenerationHandler(async () => {
      calls++;
      return { kind: 'pass' };
    });
    await st.generate('normal', { dryRun: true });
    expect(calls).toBe(0);
  });

  test('SillyTavern 1.12.x passes no type: it is taken from GENERATION_STARTED', async () => {
    const { st, host } = open({ variant: '1.12' });
    const types: string[] = [];
    host.setGenerationHandler(async (t) => {
      types.push(t.type);
      return { kind: 'pass' };
    });
    await st.generate('normal', { userText: 'Hi' });
    await st.swipeRight();
    await st.generate('continue');
    await st.generate('quiet'); // 1.12.x runs no interceptor for quiet
    expect(types).toEqual(['normal', 'swipe', 'continue']);
  });

  test('a type Troupe does not know runs as usual without asking the handler', async () => {
    const { st, host } = open();
    let calls = 0;
    host.setGenerationHandler(async () => {
      calls++;
      return { kind: 'pass' };
    });
    await st.generate('ask_command');
    expect(calls).toBe(0);
  });

  test('a handler that throws is reported and SillyTavern answers as usual', async () => {
    const { st, host, notices } = open();
    host.setGenerationHandler(async () => {
      throw new Error('profile is broken');
    });
    await st.generate('normal', { userText: 'Hi', reply: 'Hello.' });
    expect(notices).toContainEqual({ level: 'error', message: 'profile is broken' });
    expect(st.chat.at(-1)?.mes).toBe('Hello.');
  });

  test('Stop while the handler is deciding ends SillyTavern’s generation too', async () => {
    const { st, host } = open();
    const decided = deferred<GenerationDecision>();
    let signal: AbortSignal | undefined;
    const entered = deferred();
    host.setGenerationHandler(async (t) => {
      signal = t.signal;
      entered.resolve();
      return decided.promise;
    });
    const gen = st.generate('normal', { userText: 'Hi', reply: 'Hello.' });
    await entered.promise;
    st.stopGeneration();
    await st.settle();
    expect(signal?.aborted).toBe(true);
    decided.resolve(inject('late capsule'));
    const result = await gen;
    expect(result.aborted).toBe(true);
    expect(st.prompts).toEqual([]);
    expect(st.extensionPrompts[CAPSULE_KEY]).toBeUndefined();
    expect(st.chat.at(-1)?.mes).toBe('Hi');
  });
});

describe('capsules', () => {
  test('inject puts the capsule in this generation’s prompt at the profile’s position, depth and role', async () => {
    const { st, host } = open();
    host.setGenerationHandler(async () => inject('Keep the wolf offstage.', 'in_chat', 3, 'user'));
    await st.generate('normal', { userText: 'Hi' });
    expect(st.prompts[0].extensionPrompts[CAPSULE_KEY]).toEqual({ value: 'Keep the wolf offstage.', position: 1, depth: 3, role: 1 });
  });

  test('positions and roles map onto SillyTavern’s extension prompt types and roles', async () => {
    const { st, host } = open();
    const decisions = [inject('a', 'in_prompt', 0, 'system'), inject('b', 'before_prompt', 0, 'assistant')];
    host.setGenerationHandler(async () => decisions.shift()!);
    await st.generate('normal', { userText: 'Hi' });
    await st.generate('normal', { userText: 'Again' });
    expect(st.prompts.map((p) => p.extensionPrompts[CAPSULE_KEY])).toEqual([
      { value: 'a', position: 0, depth: 0, role: 0 },
      { value: 'b', position: 2, depth: 0, role: 2 },
    ]);
  });

  test('the capsule is removed when the generation ends, so the next prompt does not carry it', async () => {
    const { st, host } = open();
    const decisions: GenerationDecision[] = [inject('only for turn one'), { kind: 'pass' }];
    host.setGenerationHandler(async () => decisions.shift()!);
    await st.generate('normal', { userText: 'One' });
    expect(st.extensionPrompts[CAPSULE_KEY]).toBeUndefined();
    await st.generate('normal', { userText: 'Two' });
    expect(st.prompts[1].extensionPrompts[CAPSULE_KEY]).toBeUndefined();
    expect(st.events.count('generation_ended')).toBe(0);
  });

  test('Stop removes the capsule', async () => {
    const { st, host } = open();
    host.setGenerationHandler(async () => inject('y'));
    await host.interceptor([], 4096, () => {}, 'normal');
    expect(st.extensionPrompts[CAPSULE_KEY]?.value).toBe('y');
    st.stopGeneration();
    await st.settle();
    expect(st.extensionPrompts[CAPSULE_KEY]).toBeUndefined();
  });

  test('a chat switch removes the capsule', async () => {
    const { st, host } = open();
    host.setGenerationHandler(async () => inject('z'));
    await host.interceptor([], 4096, () => {}, 'normal');
    await st.openCharacter('Lin Wan.png');
    expect(st.extensionPrompts[CAPSULE_KEY]).toBeUndefined();
  });

  test('a stale capsule is removed before the next generation is even decided', async () => {
    const { st, host } = open();
    host.setGenerationHandler(async () => inject('stale'));
    await host.interceptor([], 4096, () => {}, 'normal'); // no GENERATION_ENDED follows
    expect(st.extensionPrompts[CAPSULE_KEY]?.value).toBe('stale');
    let seenDuringDecision: unknown = 'unset';
    host.setGenerationHandler(async () => {
      seenDuringDecision = st.extensionPrompts[CAPSULE_KEY];
      return { kind: 'pass' };
    });
    await st.generate('normal', { userText: 'Two' });
    expect(seenDuringDecision).toBeUndefined();
    expect(st.prompts.at(-1)!.extensionPrompts[CAPSULE_KEY]).toBeUndefined();
  });

  test('capsules work in group chats; there the story names each speaker', async () => {
    const { st, host } = open();
    await st.openGroup('g1');
    const turns: GenerationTurn[] = [];
    host.setGenerationHandler(async (t) => {
      turns.push(t);
      return inject('group capsule');
    });
    await st.generate('normal', { userText: 'Hello all' });
    expect(st.prompts[0].extensionPrompts[CAPSULE_KEY]?.value).toBe('group capsule');
    expect(turns[0].chat.groupId).toBe('g1');
    expect(turns[0].story.history.at(-1)).toEqual({ role: 'user', content: 'User: Hello all' });
  });

  test('without setExtensionPrompt a capsule cannot be injected: the user is told once, nothing breaks', async () => {
    const { st, host, notices } = open({ omit: ['setExtensionPrompt'] });
    host.setGenerationHandler(async () => inject('x'));
    await st.generate('normal', { userText: 'One', reply: 'R1' });
    await st.generate('normal', { userText: 'Two', reply: 'R2' });
    expect(notices.filter((n) => n.message.includes('setExtensionPrompt'))).toHaveLength(1);
    expect(st.chat.at(-1)?.mes).toBe('R2');
  });
});

describe('group chats and takeovers', () => {
  test('a takeover in a group chat writes as the member SillyTavern chose: its name, avatar and card are the turn’s', async () => {
    const { st, host, notices } = open();
    await st.openGroup('g1');
    const seen: { card: string | undefined; scene: GenerationTurn['story']['scene']; background: string }[] = [];
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        seen.push({ card: host.currentCard()?.key, scene: turn.story.scene, background: turn.story.background.join('\n') });
        slot.setText('Lin Wan bows to the party.');
        await slot.commit();
      }),
    );
    const result = await st.generate('normal', { userText: 'Hello all', speaker: 'Lin Wan.png' });
    expect(result.aborted).toBe(true);
    expect(notices).toEqual([]);
    expect(seen[0].card).toBe('Lin Wan.png');
    expect(seen[0].background).toContain('Character: Lin Wan');
    expect(seen[0].scene).toEqual({
      speaker: 'Lin Wan',
      present: [{ name: 'Seraphina', card: 'Seraphina is a guardian of the forest. kind, protective' }],
      absent: [],
    });
    const reply = st.chat.at(-1) as StMessage;
    expect(reply).toMatchObject({ mes: 'Lin Wan bows to the party.', name: 'Lin Wan', original_avatar: 'Lin Wan.png', is_user: false });
    expect(reply.force_avatar).toContain('Lin%20Wan.png');
    // Outside the generation no member is selected: the group chat has no card.
    expect(host.currentCard()).toBeNull();
  });

  test('a swipe of a member’s takeover reply is that member’s again; each swipe keeps who was present when it was written', async () => {
    const { st, host } = open();
    await st.openGroup('g1');
    const group = (st.SillyTavern.getContext!()!.groups as { disabled_members?: string[] }[])[0];
    const scenes: GenerationTurn['story']['scene'][] = [];
    let n = 0;
    host.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        scenes.push(turn.story.scene);
        slot.setText(`Lin Wan, take ${++n}.`);
        await slot.commit();
      }),
    );
    group.disabled_members = ['Seraphina.png'];
    await st.generate('normal', { userText: 'Lin Wan, alone?', speaker: 'Lin Wan.png' });
    group.disabled_members = [];
    await st.swipeRight({ speaker: 'Lin Wan.png' });
    const reply = st.chat.at(-1) as StMessage;
    expect(reply).toMatchObject({ name: 'Lin Wan', mes: 'Lin Wan, take 2.', swipe_id: 1, original_avatar: 'Lin Wan.png' });
    expect(reply.swipe_info!.map((i) => i.extra?.troupe_present)).toEqual([['Lin Wan.png'], ['Seraphina.png', 'Lin Wan.png']]);
    // The swipe rewrites the reply: only the user message is an event of its scene, and Seraphina missed it.
    expect(scenes[1]).toMatchObject({ speaker: 'Lin Wan', absent: [{ name: 'Seraphina', floors: [st.chat.length - 2] }] });
  });

  test('each message records who was present; a member muted then is told which floors it missed', async () => {
    const { st, host } = open();
    await st.openGroup('g1');
    const group = (st.SillyTavern.getContext!()!.groups as { disabled_members?: string[] }[])[0];
    const scenes: GenerationTurn['story']['scene'][] = [];
    host.setGenerationHandler(async (turn) => {
      scenes.push(turn.story.scene);
      return { kind: 'pass' };
    });
    await st.generate('normal', { userText: 'Hello all', speaker: 'Seraphina.png', reply: 'Seraphina waves.' });
    group.disabled_members = ['Lin Wan.png'];
    await st.generate('normal', { userText: 'A secret: the key is under the stone.', speaker: 'Seraphina.png', reply: 'Seraphina nods.' });
    group.disabled_members = [];
    await st.generate('normal', { userText: 'Lin Wan, where is the key?', speaker: 'Lin Wan.png', reply: 'I do not know.' });
    const floors = st.chat.map((m) => (m.extra?.troupe_present as string[] | undefined) ?? null);
    const first = st.chat.length - 6;
    expect(floors.slice(first)).toEqual([
      ['Seraphina.png', 'Lin Wan.png'],
      ['Seraphina.png', 'Lin Wan.png'],
      ['Seraphina.png'],
      ['Seraphina.png'],
      ['Seraphina.png', 'Lin Wan.png'],
      ['Seraphina.png', 'Lin Wan.png'],
    ]);
    expect(scenes[1]).toMatchObject({ speaker: 'Seraphina', present: [], absent: [] });
    expect(scenes[2]).toMatchObject({ speaker: 'Lin Wan', absent: [{ name: 'Lin Wan', floors: [first + 2, first + 3] }] });
  });
});
