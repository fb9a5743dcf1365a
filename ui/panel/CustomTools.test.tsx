// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomToolsPanel, HandWrittenToolState } from '../../src/app/tools/custom-tools-contract.ts';
import { defaultProfile, handWrittenToolCodeKey, type DirectorProfile, type DirectorSubAgent, type HandWrittenTool } from '../../src/core/profiles/index.ts';
import { harness, openAdvanced, openRow } from './testHarness.tsx';

afterEach(cleanup);

const sub = (id: string, extra: Partial<DirectorSubAgent> = {}) =>
  ({
    id,
    description: `${id} desc`,
    systemPrompt: `${id} prompt`,
    apiPreset: '',
    promptPreset: '',
    tools: null,
    maxRounds: null,
    ...extra,
  }) as DirectorSubAgent;

const handWrittenTool: HandWrittenTool = {
  name: 'hand_dice',
  description: 'Rolls a hand-made die.',
  parameters: { type: 'object', properties: { sides: { type: 'integer' } } },
  code: 'return args.sides - 1;',
  sample: '{"sides": 6}',
};

function fakeApp(registered: CustomToolsPanel['registered']) {
  const allowed = new Set<string>();
  const tests: string[] = [];
  const api: CustomToolsPanel = {
    registered,
    state: (t): HandWrittenToolState => (allowed.has(handWrittenToolCodeKey(t.code)) ? { status: 'ready' } : { status: 'needs-consent' }),
    allow: async (code) => void allowed.add(handWrittenToolCodeKey(code)),
    revoke: async (code) => void allowed.delete(handWrittenToolCodeKey(code)),
    test: async (t, sample) => (tests.push(sample), { ok: true, value: (JSON.parse(sample) as { sides: number }).sides - 1, ms: 3 }),
    limits: { timeoutMs: 3000, maxOutputChars: 65536 },
  };
  return { api, allowed, tests };
}

function setup(profile: DirectorProfile, api?: CustomToolsPanel) {
  const { element, handle } = harness({ profiles: { director: profile }, customTools: api });
  const view = render(element);
  return { handle, view, draft: () => handle.drafts.director as DirectorProfile };
}

describe('Custom tools in the tools editor', () => {
  it('shows a switch per registered tool, with its source and description, off until switched on; a tool not registered has none', () => {
    const { api } = fakeApp([
      { name: 'dice_roll', description: 'Rolls a die.', source: 'extension' },
      { name: 'GenerateImage', description: 'Makes a picture.', source: 'sillytavern', label: 'Generate image' },
    ]);
    const { draft } = setup({ ...defaultProfile('director'), tools: { ...defaultProfile('director').tools, custom: { gone_tool: true } } }, api);
    openAdvanced();
    const group = screen.getByRole('group', { name: 'Default tools for all agents' });
    const dice = within(group).getByRole('checkbox', { name: 'dice_roll' }) as HTMLInputElement;
    const image = within(group).getByRole('checkbox', { name: 'GenerateImage' }) as HTMLInputElement;
    expect([dice.checked, image.checked]).toEqual([false, false]);
    expect(dice.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(group).getByText('Generate image: Makes a picture.')).toBeTruthy();
    expect(within(group).getByText('SillyTavern')).toBeTruthy();
    expect(within(group).queryByRole('checkbox', { name: 'gone_tool' })).toBeNull();
    fireEvent.click(dice);
    // The stored switch of the unregistered tool is kept.
    expect(draft().tools.custom).toEqual({ gone_tool: true, dice_roll: true });
  });

  it('an agent can override the custom switches (its own list replaces the profile’s)', () => {
    const { api } = fakeApp([{ name: 'dice_roll', description: 'Rolls a die.', source: 'extension' }]);
    const { draft } = setup({ ...defaultProfile('director'), subAgents: [sub('scout', { tools: {} })] }, api);
    const rowGroup = openRow('scout');
    fireEvent.click(within(rowGroup).getByRole('button', { name: /^Tools: custom/ }));
    fireEvent.click(within(rowGroup).getByRole('checkbox', { name: 'Override Custom tools' }));
    fireEvent.click(within(rowGroup).getByRole('checkbox', { name: 'dice_roll' }));
    expect(draft().subAgents[0]!.tools).toEqual({ custom: { dice_roll: true } });
    expect(draft().tools.custom).toEqual({});
  });

  it('hand-written tools: added, edited, offered under Custom; allowed only after reading; Test runs the sample once allowed', async () => {
    const { api, tests } = fakeApp([]);
    const { draft } = setup({ ...defaultProfile('director'), customTools: [handWrittenTool] }, api);
    openAdvanced();
    const tool = screen.getByRole('group', { name: 'hand_dice' });
    expect(within(tool).getByText('Not allowed yet')).toBeTruthy();
    const code = within(tool).getByRole('textbox', { name: 'Code: the body of async function (args)' }) as HTMLTextAreaElement;
    expect(code.value).toBe('return args.sides - 1;');
    const test = within(tool).getByRole('button', { name: 'Test' }) as HTMLButtonElement;
    expect(test.disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'hand_dice' })).toBeTruthy();
    fireEvent.click(within(tool).getByRole('button', { name: 'I have read the code: allow it to run' }));
    // The draft is untouched by consent; re-rendering (an edit) shows the new state.
    fireEvent.input(within(tool).getByRole('textbox', { name: 'Sample arguments (JSON) for Test' }), { target: { value: '{"sides": 20}' } });
    await waitFor(() => expect(within(tool).getByText('Allowed to run')).toBeTruthy());
    fireEvent.click(within(tool).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(within(tool).getByText('Result in 3 ms: 19')).toBeTruthy());
    expect(tests).toEqual(['{"sides": 20}']);
    // A schema that is not JSON is not stored; a valid one is.
    const schema = within(tool).getByRole('textbox', { name: 'Arguments (JSON Schema)' });
    fireEvent.input(schema, { target: { value: '{"type": "object", ' } });
    expect(draft().customTools[0]!.parameters).toEqual(handWrittenTool.parameters);
    fireEvent.input(schema, { target: { value: '{"type": "object", "properties": {}}' } });
    expect(draft().customTools[0]!.parameters).toEqual({ type: 'object', properties: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tool' }));
    expect(draft().customTools.map((t) => t.name)).toEqual(['hand_dice', 'my_tool_2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tool my_tool_2' }));
    expect(draft().customTools.map((t) => t.name)).toEqual(['hand_dice']);
  });
});
