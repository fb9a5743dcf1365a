// The four capsule-mode profile adapters, and the built-in default profiles played end to end.
import { afterEach, describe, expect, test } from 'vitest';
import { CHAT, CONTEXT, INVENTORY, skill, startModel, systemText, wireTools, type Step, type WireBody } from '../../../../test/fixtures/capsule/scenario.ts';
import type { ScriptedServer } from '../../../../test/fixtures/scripted-server/index.mjs';
import { defaultProfile, parseProfile } from '../../profiles/parse.ts';
import { agendaConfigFromProfile } from '../agenda/from-profile.ts';
import { loopConfigFromProfile } from '../loop/from-profile.ts';
import { singleConfigFromProfile } from '../single/from-profile.ts';
import { specConfigFromProfile } from '../spec/from-profile.ts';
import { runCapsuleTurn } from './turn.ts';
import { storyFromMessages } from '../runtime/story.ts';

const inventory = [...INVENTORY, skill('planner-method-en'), skill('capsule-guidance-en'), skill('agenda-planner-method-en')];

describe('profile adapters', () => {
  test('loop: routing falls back to the profile, switches become tool names, the budget is at least 10 s', () => {
    const { profile } = parseProfile('loop', {
      apiPreset: 'cheap',
      loopAgent: { promptPreset: 'cold', skills: { visible: ['anti-cliche-en'] } },
      tools: { memory: {}, search: { search: false, visit: false }, custom: { my_tool: false } },
      maxRounds: 7,
    });
    profile.wallClockBudgetMs = 5;
    const cfg = loopConfigFromProfile(profile, { skills: inventory, extraToolNames: ['my_tool', 'other_tool'] });
    expect(cfg.agent).toMatchObject({ apiPresetName: 'cheap', promptPresetName: 'cold' });
    expect(cfg.agent.tools).toContain('chat_read_range');
    expect(cfg.agent.tools).toContain('note_open');
    expect(cfg.agent.tools).not.toContain('memory_keyword_search');
    expect(cfg.agent.tools).not.toContain('search_search');
    expect(cfg.agent.tools).not.toContain('my_tool');
    expect(cfg.agent.tools).not.toContain('other_tool'); // custom tools are off until switched on
    expect(cfg.agent.skills!.names).toEqual(['anti-cliche-en']);
    expect(cfg).toMatchObject({ maxRounds: 7, wallClockBudgetMs: 10_000, toolCallRetryMax: 2, useStreaming: false });
  });

  test("spec: nodes take their agent's prompts, the node's tools and skills; review nodes get tools without a catalog", () => {
    const { profile } = parseProfile('spec', {
      promptPreset: 'p',
      agents: [
        { id: 'a', systemPrompt: 'A', userPromptTemplate: 'TA', apiPreset: 'strong' },
        { id: 'r', systemPrompt: 'R', userPromptTemplate: 'TR' },
      ],
      skills: { visible: ['anti-cliche-en', 'review-method-en'] },
      stages: [
        {
          id: 's1',
          nodes: [
            { id: 'a', tools: { chat: { search: true } } },
            { id: 'a2', agent: 'a', userPromptTemplate: 'own', skills: { visible: ['+', 'planner-method-en'], deny: ['anti-cliche-en'] } },
          ],
        },
        { id: 's2', nodes: [{ id: 'r', type: 'review' }] },
        { id: 's3', nodes: ['a3'] },
      ],
    });
    const cfg = specConfigFromProfile(profile, { skills: inventory });
    const [a, a2] = cfg.stages[0].nodes;
    expect(a).toMatchObject({
      id: 'a',
      agentId: 'a',
      systemPrompt: 'A',
      userPromptTemplate: 'TA',
      apiPresetName: 'strong',
      promptPresetName: 'p',
      tools: ['chat_search'],
    });
    expect(a.skills!.catalog).toContain('- review-method-en');
    expect(a2).toMatchObject({ agentId: 'a', userPromptTemplate: 'own', tools: [] });
    expect(a2.skills!.names).toEqual(['review-method-en', 'planner-method-en']);
    const r = cfg.stages[1].nodes[0];
    expect(r.type).toBe('review');
    expect(r.skills!.catalog).toBe('');
    expect(r.skills!.tools.map((t) => t.name)).toEqual(['skill_list', 'skill_read', 'skill_search']);
    // A node whose agent does not exist runs with empty prompts (the lint reports it).
    expect(cfg.stages[2].nodes[0]).toMatchObject({ id: 'a3', systemPrompt: '', userPromptTemplate: '' });
    expect(cfg).toMatchObject({ nodeIterationMaxRounds: 20, reviewRerunMaxRounds: 2, maxRecentMessages: 14, includeWorldInfo: true });
  });

  test('agenda: the planner has skills but no loop tools; workers get their switches', () => {
    const cfg = agendaConfigFromProfile(defaultProfile('agenda'), { skills: inventory, extraToolNames: ['memory_keyword_search'] });
    expect(cfg.planner.tools).toEqual([]);
    // The shipped shape: capsule-guidance at mode level, the planner adds its method.
    expect(cfg.planner.skills!.names).toEqual(['capsule-guidance-en', 'agenda-planner-method-en']);
    const w = cfg.workers.find((x) => x.id === 'distiller')!;
    expect(w.tools).toEqual(expect.arrayContaining(['memory_keyword_search', 'search_search']));
    expect(w.tools).not.toContain('chat_read_range');
    expect(cfg).toMatchObject({ finalWorkerId: 'finalizer', plannerMaxRounds: 6, maxConcurrentWorkers: 3, maxTotalRuns: 24, workerMaxRounds: 20 });
  });

  test("single: no loop tools, the node's skills", () => {
    const cfg = singleConfigFromProfile(parseProfile('single', { node: { skills: { visible: ['character-voice-en'] } } }).profile, { skills: inventory });
    expect(cfg.node.tools).toEqual([]);
    expect(cfg.node.skills!.names).toEqual(['character-voice-en']);
  });
});

// The shipped default profiles, played by a model that answers whatever output tool it is offered.
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const generic = (b: WireBody): Step => {
  const tools = wireTools(b);
  const who = systemText(b).split('\n')[2]?.slice(0, 40) || '?';
  if (tools.includes('review_approve')) return { toolCalls: [{ name: 'review_approve', arguments: { review_feedback: 'fine' } }] };
  if (tools.includes('planner_step')) {
    const dispatched = b.messages.some((m) => m.role === 'tool');
    return {
      toolCalls: [
        {
          name: 'planner_step',
          arguments: dispatched
            ? { finalize: 'enough' }
            : {
                dispatches: [
                  { worker: 'distiller', task_brief: 'summarise' },
                  { worker: 'critic', task_brief: 'check' },
                ],
              },
        },
      ],
    };
  }
  for (const [tool, field] of [
    ['final_guidance', 'text'],
    ['node_output', 'summary'],
    ['submit_result', 'text'],
    ['finalize', 'capsule_text'],
  ] as const) {
    if (tools.includes(tool)) return { toolCalls: [{ name: tool, arguments: { [field]: `output of ${who}` } }] };
  }
  return { content: 'no output tool offered' };
};

describe('default profiles end to end', () => {
  for (const mode of ['loop', 'spec', 'agenda', 'single'] as const) {
    test(mode, async () => {
      const started = await startModel(generic);
      server = started.server;
      const res = await runCapsuleTurn({
        mode,
        profile: defaultProfile(mode),
        story: storyFromMessages(CONTEXT),
        chat: { messages: () => CHAT },
        skills: INVENTORY,
        clientFor: () => started.client,
      } as never);
      expect(res.outcome).toBe('completed');
      expect(res.body).toMatch(/^output of /);
      const expected = { loop: 1, spec: 7, agenda: 2 + 2 + 1, single: 1 }[mode];
      expect(started.log).toHaveLength(expected);
    });
  }
});
