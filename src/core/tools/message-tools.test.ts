// apply_message_patches through the tool (schema parse, then execute), with Luker's argument names.
import { describe, expect, it } from 'vitest';
import { callTool } from '../agent/tool.ts';
import { Draft } from './draft.ts';
import { createMessageTools } from './message-tools.ts';

const setup = (text = 'The lamp burned low. Ines said nothing. The river rose.') => {
  const draft = new Draft(text);
  return { draft, tools: createMessageTools(draft) };
};

describe('apply_message_patches', () => {
  it("accepts Luker's {oldString, newString}", async () => {
    const { draft, tools } = setup();
    const r = await callTool(tools.apply_message_patches, {
      patches: [{ kind: 'context_replace', oldString: 'Ines said nothing.', newString: 'Ines looked away.' }],
    });
    expect(r).toMatchObject({ ok: true, appliedCount: 1 });
    expect(draft.text).toBe('The lamp burned low. Ines looked away. The river rose.');
  });

  it('applies a mixed batch in order: {find, replaceWith} and {oldString, newString} side by side', async () => {
    const { draft, tools } = setup();
    const r = await callTool(tools.apply_message_patches, {
      patches: [
        { find: 'The lamp burned low.', replaceWith: 'The lamp guttered.' },
        { oldString: 'The river rose.', newString: 'The river was rising.' },
        { find: 'guttered', replaceWith: 'went out' },
      ],
    });
    expect(r).toMatchObject({ ok: true, appliedCount: 3 });
    expect(draft.text).toBe('The lamp went out. Ines said nothing. The river was rising.');
  });

  it('a failing patch in a mixed batch applies none, and names the problem', async () => {
    const { draft, tools } = setup();
    const before = draft.text;
    const r = await callTool(tools.apply_message_patches, {
      patches: [
        { oldString: 'The lamp', newString: 'A lamp' },
        { find: 'not in the draft', replaceWith: 'x' },
      ],
    });
    expect(r).toMatchObject({ ok: false });
    expect(draft.text).toBe(before);
    // A patch with neither spelling is an argument error the model can read.
    const bad = await callTool(tools.apply_message_patches, { patches: [{ newString: 'x' }] });
    expect(bad).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(draft.text).toBe(before);
  });

  it('the JSON Schema the model sees still shows find / replaceWith only', () => {
    const schema = tools().apply_message_patches.parameters as {
      properties: { patches: { items: { properties: Record<string, unknown>; required: string[] } } };
    };
    const item = schema.properties.patches.items;
    expect(Object.keys(item.properties)).toEqual(['find', 'replaceWith']);
    expect(item.required).toEqual(['find', 'replaceWith']);
    expect(JSON.stringify(schema)).not.toMatch(/oldString|newString/);
  });
});

function tools() {
  return setup().tools;
}
