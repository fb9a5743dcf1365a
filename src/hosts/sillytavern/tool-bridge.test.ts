// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { callTool } from '../../core/agent/tool.ts';
import type { StandInFunctionTool } from '../../../test/fixtures/st-context/index.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

const weather: StandInFunctionTool = {
  name: 'WeatherNow',
  displayName: 'Weather now',
  description: 'Current weather in a city.',
  parameters: {
    $schema: 'http://json-schema.org/draft-04/schema#',
    type: 'object',
    properties: { city: { type: 'string', description: 'City name' } },
    required: ['city'],
  },
  action: ({ city }) => ({ city, sky: 'rain' }),
};
const plain: StandInFunctionTool = {
  name: 'RollDice',
  description: 'Rolls dice.',
  parameters: { type: 'object', properties: { sides: { type: 'integer' } } },
  action: ({ sides }) => `rolled ${Number(sides) - 1}`,
};
const broken: StandInFunctionTool = {
  name: 'Explodes',
  description: 'Always fails.',
  parameters: { type: 'object', properties: {} },
  action: () => {
    throw new Error('boom');
  },
};
const hidden: StandInFunctionTool = {
  name: 'OnlyInGroups',
  description: 'x',
  parameters: { type: 'object', properties: {} },
  action: () => 'x',
  shouldRegister: async () => false,
};

describe('SillyTavern function tools (ToolManager, ≥ 1.12.7)', () => {
  test('listed with name, description, schema and display name; called through SillyTavern’s invoke; results parsed; errors become failures', async () => {
    const { host, st } = open({ variant: 'current', functionTools: [weather, plain, broken, hidden] });
    const tools = await host.functionTools();
    expect(tools.map((t) => [t.tool.name, t.label])).toEqual([
      ['WeatherNow', 'Weather now'],
      ['RollDice', undefined],
      ['Explodes', undefined],
    ]);
    const w = tools[0]!.tool;
    expect(w.description).toBe('Current weather in a city.');
    expect(w.parameters).toMatchObject({ type: 'object', properties: { city: { type: 'string', description: 'City name' } }, required: ['city'] });
    expect(await callTool(w, { city: 'Oslo' })).toEqual({ city: 'Oslo', sky: 'rain' });
    expect(await callTool(w, {})).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(await callTool(tools[1]!.tool, { sides: 6 })).toBe('rolled 5');
    expect(await callTool(tools[2]!.tool, {})).toMatchObject({ ok: false, code: 'sillytavern_tool_error', error: expect.stringContaining('boom') });
    expect(st.toolManager.invocations).toEqual([
      { name: 'WeatherNow', parameters: { city: 'Oslo' } },
      { name: 'RollDice', parameters: { sides: 6 } },
      { name: 'Explodes', parameters: {} },
    ]);
    // A tool registered later is there on the next read; one unregistered is gone.
    st.toolManager.unregisterFunctionTool('Explodes');
    st.toolManager.registerFunctionTool({ ...plain, name: 'Later' });
    expect((await host.functionTools()).map((t) => t.tool.name)).toEqual(['WeatherNow', 'RollDice', 'Later']);
  });

  test('1.12.6 has no ToolManager: nothing is listed and nothing fails', async () => {
    const { host, notices } = open({ variant: '1.12' });
    expect(await host.functionTools()).toEqual([]);
    expect(notices).toEqual([]);
  });
});
