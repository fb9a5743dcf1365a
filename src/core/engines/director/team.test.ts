// The team the main agent is offered: sub-agents whose tools all need something this host lacks are
// left out (and named in the trace); the others, tool-less ones included, stay.
import { expect, test } from 'vitest';
import { fakeModel } from '../../../../test/fixtures/director/fake-model.ts';
import { fakeSlot } from '../../../../test/fixtures/director/scenario.ts';
import { runDirectorTurn } from './engine.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorConfig } from './config.ts';
import { storyFromMessages } from '../runtime/story.ts';

const config: DirectorConfig = {
  mainAgent: { systemPrompt: 'main', tools: ['dispatch_subagent', 'write_message'] },
  subAgents: [
    { id: 'chat_scout', description: 'Reads the chat.', systemPrompt: '', tools: ['chat_read_range', 'get_draft'] },
    { id: 'memory_scout', description: 'Recalls memory.', systemPrompt: '', tools: ['memory_keyword_search', 'memory_node_brief', 'get_draft'] },
    { id: 'epistemic_scout', description: 'Knows who knows what.', systemPrompt: '', tools: ['chat_read_range', 'memory_node_brief'] },
    { id: 'plot_brainstormer', description: 'Sketches a beat.', systemPrompt: '', tools: [] },
  ],
  inline: { tools: [] },
  limits: DEFAULT_DIRECTOR_LIMITS,
  useStreaming: false,
  discardOnAbort: false,
};

test('a sub-agent whose every tool is missing here is not offered; the rest are', async () => {
  const model = fakeModel((_r, i) => (i === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'Hi.' } }] } : { toolCalls: [{ name: 'finalize' }] }));
  const res = await runDirectorTurn({
    config,
    story: storyFromMessages([{ role: 'user', content: 'hello' }]),
    generationType: 'normal',
    slot: fakeSlot(),
    clientFor: () => model,
    chat: { messages: () => [] },
  });
  expect(res.outcome).toBe('finalized');
  const dispatch = model.requests[0].tools!.find((t) => t.name === 'dispatch_subagent')!;
  expect((dispatch.parameters as { properties: { subagentId: { enum: string[] } } }).properties.subagentId.enum).toEqual([
    'chat_scout',
    'epistemic_scout',
    'plot_brainstormer',
  ]);
  expect(dispatch.description).not.toContain('memory_scout');
  expect(res.trace.entries).toContainEqual(expect.objectContaining({ kind: 'event', name: 'team-unavailable', data: { subagents: ['memory_scout'] } }));
});
