// "Let me choose the angle" in the director engine: the pause after plot_brainstormer's sketches, the
// answer in the main agent's next request, a Stop during the pause, and a turn resumed with an answer.
import { describe, expect, test } from 'vitest';
import { fakeModel } from '../../../../test/fixtures/director/fake-model.ts';
import { agentOf, fakeSlot, roleMarker, teamConfig, turnOf } from '../../../../test/fixtures/director/scenario.ts';
import type { ChatRequest } from '../../llm/types.ts';
import { storyFromMessages } from '../runtime/story.ts';
import type { AngleChoice } from '../runtime/angles.ts';
import type { DirectorConfig } from './config.ts';
import { runDirectorTurn, type DirectorTurnInput } from './engine.ts';

const SKETCH_A = 'Angle: the rising river\nBeat: Mira must choose the boat or the map.\nSteps:\n  1. …';
const SKETCH_B = 'Angle: the keeper lies\nBeat: the keeper hides the map.\nSteps:\n  1. …';

function angleConfig(over: Partial<DirectorConfig> = {}): DirectorConfig {
  const cfg = teamConfig({ chooseAngle: true, ...over });
  cfg.subAgents.push({
    id: 'plot_brainstormer',
    description: 'Sketches one shape for the next beat.',
    systemPrompt: `${roleMarker('plot_brainstormer')} You are plot_brainstormer.`,
    tools: [],
  });
  return cfg;
}

const text = (r: ChatRequest) => JSON.stringify(r.messages);

/** Main: two brainstormers in one response, then the reply; each brainstormer sketches from its task. */
function respond(r: ChatRequest) {
  const agent = agentOf(r);
  if (agent === 'plot_brainstormer') return { text: text(r).includes('TASK-A') ? SKETCH_A : SKETCH_B };
  if (agent !== 'main') return { text: 'No results: nothing.' };
  if (turnOf(r) === 0)
    return {
      toolCalls: [
        { name: 'dispatch_subagent', args: { subagentId: 'plot_brainstormer', task: 'TASK-A the river' } },
        { name: 'dispatch_subagent', args: { subagentId: 'plot_brainstormer', task: 'TASK-B the keeper' } },
      ],
    };
  return { toolCalls: [{ name: 'write_message', args: { text: 'Mira ran for the boat.' } }, { name: 'finalize' }] };
}

function setup(over: Partial<DirectorTurnInput> = {}, responder: typeof respond = respond) {
  const model = fakeModel(responder);
  const asked: (readonly string[])[] = [];
  const input: DirectorTurnInput = {
    config: angleConfig(),
    story: storyFromMessages([{ role: 'user', content: 'Mira climbs the lighthouse.' }]),
    generationType: 'normal',
    slot: fakeSlot(),
    clientFor: () => model,
    chooseAngle: async (angles) => {
      asked.push(angles);
      return { kind: 'angle', index: 1, text: angles[1]! };
    },
    ...over,
  };
  const mains = () => model.requests.filter((r) => agentOf(r) === 'main');
  return { model, asked, input, mains };
}

describe('choosing the angle', () => {
  test('the turn pauses once the sketches are in; the chosen angle is in the main agent’s next request', async () => {
    const s = setup();
    const res = await runDirectorTurn(s.input);
    expect(res.outcome).toBe('finalized');
    expect(s.asked).toEqual([['the rising river — Mira must choose the boat or the map.', 'the keeper lies — the keeper hides the map.']]);
    const [first, second] = s.mains();
    expect(text(first!)).not.toContain('The user chose');
    expect(text(second!)).toContain('The user chose this angle for the reply: the keeper lies — the keeper hides the map.');
    expect(res.reasoning).toContain('the rising river');
    expect(res.trace.entries.some((e) => e.kind === 'event' && e.name === 'angle-chosen')).toBe(true);
  });

  test('off (the profile switch, or no chooseAngle from the app): no pause, no notice', async () => {
    for (const over of [{ config: angleConfig({ chooseAngle: false }) }, { chooseAngle: undefined }]) {
      const s = setup(over);
      const res = await runDirectorTurn(s.input);
      expect(res.outcome).toBe('finalized');
      expect(s.asked).toEqual([]);
      expect(s.mains().map(text).join('')).not.toContain('[Runtime] The user');
    }
  });

  test('the writer picks: the main agent is told so', async () => {
    const s = setup({ chooseAngle: async () => ({ kind: 'auto' }) });
    await runDirectorTurn(s.input);
    expect(text(s.mains()[1]!)).toContain('The user left the angle to you');
  });

  test('a Stop during the pause ends the turn as stopped; nothing more is sent', async () => {
    const stop = new AbortController();
    const s = setup({
      signal: stop.signal,
      // The pause is given the turn's signal (a Stop or a chat switch ends it).
      chooseAngle: (angles, _sketches, signal) =>
        new Promise<AngleChoice>((resolve) => {
          expect(angles).toHaveLength(2);
          signal!.addEventListener('abort', () => resolve({ kind: 'auto' }));
          queueMicrotask(() => stop.abort());
        }),
    });
    const res = await runDirectorTurn(s.input);
    expect(res.outcome).toBe('aborted');
    expect(s.mains()).toHaveLength(1);
  });

  test('a turn resumed with the answer starts with the sketches and the angle, and does not pause', async () => {
    const s = setup({ chosenAngle: { choice: { kind: 'own', text: 'she lies about the map' }, sketches: [SKETCH_A, SKETCH_B] } }, (r: ChatRequest) =>
      agentOf(r) === 'main' ? { toolCalls: [{ name: 'write_message', args: { text: 'She lied.' } }, { name: 'finalize' }] } : { text: 'x' },
    );
    const res = await runDirectorTurn(s.input);
    expect(res.outcome).toBe('finalized');
    expect(s.asked).toEqual([]);
    const first = text(s.mains()[0]!);
    expect(first).toContain('the rising river');
    expect(first).toContain('The user gave their own angle for the reply: she lies about the map');
  });
});
