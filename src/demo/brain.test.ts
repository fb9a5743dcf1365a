import { describe, expect, test } from 'vitest';
import { SINGLE_SYSTEM_PROMPT, SPEC_AGENTS, LOOP_SYSTEM_PROMPT } from '../core/profiles/defaults/capsule.ts';
import { demoRespond, demoRole } from './brain.ts';
import { DemoRequestError, readDemoRequest } from './request.ts';
import { TEXTS } from './text.ts';

const fn = (name: string, properties: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'function',
  function: { name, description: '', parameters: { type: 'object', properties, required } },
});
const str = { type: 'string' };
const card = { role: 'system', content: 'Write the next reply of Mira.\n<character name="Mira">\nDescription: a harbour pilot.\n</character>' };
const user = { role: 'user', content: 'Will the storm reach the harbour tonight?' };
const capsule = TEXTS.en.capsule('Mira', 'Will the storm reach the harbour tonight?');

/** An assistant turn that called `name` with `args`, answered by `result`. */
function turn(id: string, name: string, args: unknown, result: unknown) {
  return [
    { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] },
    { role: 'tool', tool_call_id: id, content: JSON.stringify(result) },
  ];
}

describe('the main chat model (pass / inject)', () => {
  test("answers in character with the user's words, with reasoning", () => {
    const r = demoRespond({ model: 'x', messages: [card, user] });
    expect(r.toolCalls).toBeUndefined();
    expect(r.content).toContain('Mira searched your face');
    expect(r.content).toContain('"Will the storm reach the harbour tonight?"');
    expect(r.reasoning).toContain('Mira should answer it directly');
  });

  test("continues when the last message is the assistant's or a continue nudge", () => {
    const a = demoRespond({ messages: [card, user, { role: 'assistant', content: 'Mira nods.' }] });
    const b = demoRespond({
      messages: [
        card,
        user,
        { role: 'assistant', content: 'Mira nods.' },
        { role: 'system', content: '[Continue your last message without repeating its original content.]' },
      ],
    });
    expect(a.content).toBe(TEXTS.en.continuation('Mira'));
    expect(b.content).toBe(a.content);
  });

  test('same request, same answer; a Chinese chat gets Chinese', () => {
    const body = {
      messages: [
        { role: 'system', content: '<character name="林晚">' },
        { role: 'user', content: '你家里人还好吗？' },
      ],
    };
    expect(demoRespond(body)).toEqual(demoRespond(structuredClone(body)));
    expect(demoRespond(body).content).toContain('林晚盯着你看了很久');
  });

  test('bad bodies are refused with the field named', () => {
    expect(() => demoRespond({})).toThrow(DemoRequestError);
    expect(() => demoRespond({ messages: [] })).toThrow(/messages: expected a non-empty array/);
    expect(() => demoRespond({ messages: [{ role: 'wizard', content: 'x' }] })).toThrow(/messages\[0\]\.role/);
    expect(() => demoRespond({ messages: [user], tools: [{ function: {} }] })).toThrow(/tools\[0\]\.function\.name/);
  });
});

describe('capsule modes', () => {
  test('loop: reads the chat once, then finalize({capsule_text})', () => {
    const tools = [
      fn('chat_read_range', { start: { type: 'integer' }, end: { type: 'integer' } }, ['start', 'end']),
      fn('finalize', { capsule_text: str }, ['capsule_text']),
    ];
    const base = [
      { role: 'system', content: LOOP_SYSTEM_PROMPT },
      { role: 'system', content: '<story_context>' },
      card,
      user,
      { role: 'system', content: '</story_context>' },
    ];
    const first = demoRespond({ messages: base, tools });
    expect(first.toolCalls?.map((c) => c.name)).toEqual(['chat_read_range']);
    const second = demoRespond({ messages: [...base, ...turn('c1', 'chat_read_range', { start: -6, end: -1 }, { ok: true, messages: [] })], tools });
    expect(second.toolCalls).toEqual([{ name: 'finalize', arguments: { capsule_text: capsule } }]);
  });

  test('spec: a worker fills its output tool, the reviewer approves, the final node writes final_guidance', () => {
    const distiller = SPEC_AGENTS.find((a) => a.id === 'distiller')!;
    const rendered = {
      role: 'user',
      content:
        '## Recent chat\nuser: Will the storm reach the harbour tonight?\n\n## Latest user message\nWill the storm reach the harbour tonight?\n\nSummarise.',
    };
    const worker = demoRespond({
      messages: [{ role: 'system', content: distiller.systemPrompt }, rendered],
      tools: [fn('node_output', { summary: str, directives: { type: 'array', items: str } }, ['summary'])],
    });
    expect(worker.toolCalls?.[0].name).toBe('node_output');
    expect(String(worker.toolCalls?.[0].arguments.summary)).toContain('The user just said: "Will the storm reach the harbour tonight?"');

    const review = demoRespond({
      messages: [{ role: 'system', content: SPEC_AGENTS.find((a) => a.id === 'critic')!.systemPrompt }, rendered],
      tools: [
        fn('review_approve', { review_feedback: str, reason: str }, ['review_feedback']),
        fn('request_rerun', { target_node_ids: { type: 'array', items: str }, review_feedback: str }, ['target_node_ids', 'review_feedback']),
      ],
    });
    expect(review.toolCalls?.map((c) => c.name)).toEqual(['review_approve']);
    expect(review.toolCalls?.[0].arguments.review_feedback).toBeTruthy();

    const final = demoRespond({
      messages: [{ role: 'system', content: 'You write the final guidance.' }, rendered],
      tools: [fn('final_guidance', { text: str }, ['text'])],
    });
    expect(final.toolCalls).toEqual([
      { name: 'final_guidance', arguments: { text: TEXTS.en.capsule('The stranger', 'Will the storm reach the harbour tonight?') } },
    ]);
  });

  test('agenda: the planner dispatches two workers, then the plot planner with their run ids, then finalizes', () => {
    const planner = fn('planner_step', {
      todo_ops: { type: 'array', items: { type: 'object' } },
      dispatches: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            todo_id: str,
            agent: { type: 'string', enum: ['distiller', 'lorebook_reader', 'plot_planner', 'critic', 'finalizer'] },
            task_brief: str,
            input_run_ids: { type: 'array', items: str },
          },
        },
      },
      finalize: str,
    });
    const msgs = [
      { role: 'system', content: 'You run a small team.' },
      { role: 'user', content: '## shared_context\n## Latest user message\nWill the storm reach the harbour tonight?' },
    ];
    const s1 = demoRespond({ messages: msgs, tools: [planner] });
    const d1 = s1.toolCalls![0].arguments.dispatches as { agent: string }[];
    expect(d1.map((d) => d.agent)).toEqual(['distiller', 'lorebook_reader']);

    const h1 = [...msgs, ...turn('p1', 'planner_step', s1.toolCalls![0].arguments, { ok: true, runs: [{ run_id: 'run_1' }, { run_id: 'run_2' }] })];
    const s2 = demoRespond({ messages: h1, tools: [planner] });
    expect(s2.toolCalls![0].arguments.dispatches).toEqual([expect.objectContaining({ agent: 'plot_planner', input_run_ids: ['run_1', 'run_2'] })]);

    const h2 = [...h1, ...turn('p2', 'planner_step', s2.toolCalls![0].arguments, { ok: true, runs: [{ run_id: 'run_3' }] })];
    const s3 = demoRespond({ messages: h2, tools: [planner] });
    expect(s3.toolCalls![0].arguments.finalize).toBeTruthy();
    expect(s3.toolCalls![0].arguments.dispatches).toBeUndefined();

    // A fresh prompt per step (no history) that lists prior runs also moves on.
    const fresh = demoRespond({
      messages: [msgs[0], { role: 'user', content: `${msgs[1].content}\n## prior_runs\n- run_1 distiller: done\n- run_2 lorebook_reader: done\n` }],
      tools: [planner],
    });
    expect(fresh.toolCalls![0].arguments.dispatches).toEqual([expect.objectContaining({ agent: 'plot_planner', input_run_ids: ['run_1', 'run_2'] })]);
  });

  test('agenda: a worker submits its result', () => {
    const r = demoRespond({
      messages: [
        { role: 'system', content: 'You distil the current state of the role-play.' },
        { role: 'user', content: '## Your task\nSummarise.' },
      ],
      tools: [fn('submit_result', { text: str }, ['text'])],
    });
    expect(r.toolCalls?.[0]).toMatchObject({ name: 'submit_result', arguments: { text: expect.stringContaining('- Scene:') } });
  });

  test('single: one call, the capsule as text', () => {
    const body = {
      messages: [
        { role: 'system', content: SINGLE_SYSTEM_PROMPT },
        { role: 'user', content: '## Recent chat\n…\n\n## Latest user message\nWill the storm reach the harbour tonight?' },
      ],
    };
    expect(demoRole(readDemoRequest(body))).toBe('capsule');
    expect(demoRespond(body)).toEqual({ content: TEXTS.en.capsule('The stranger', 'Will the storm reach the harbour tonight?') });
  });
});
