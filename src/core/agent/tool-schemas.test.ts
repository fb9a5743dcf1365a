// The tools the model sees: names, descriptions and parameter schemas stay as recorded in
// test/fixtures/tool-schemas/before.json (first recorded from the hand-written definitions); a deliberate
// change is recorded with UPDATE_TOOL_SCHEMAS=1 and shows in the fixture's diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { TodoBoard } from '../engines/agenda/board.ts';
import { plannerStepTool } from '../engines/agenda/planner-tool.ts';
import { finalGuidanceTool, finalizeCapsuleTool, nodeOutputTool, submitResultTool } from '../engines/capsule/output-tools.ts';
import { awaitSubagentsTool, cancelSubagentTool, dispatchInlineSubagentTool, dispatchSubagentTool, finalizeTool } from '../engines/director/collab-tools.ts';
import type { Dispatcher } from '../engines/director/subagents.ts';
import { reviewTools } from '../engines/spec/review-tools.ts';
import { createSkillTools } from '../skills/tools.ts';
import { chatReadRangeTool, chatSearchTool } from '../tools/chat.ts';
import { Draft } from '../tools/draft.ts';
import { lorebookGetTool, lorebookListTool, lorebookSearchTool, worldBookListTool } from '../tools/lorebook.ts';
import { createMessageTools } from '../tools/message-tools.ts';
import { createNotes, noteCloseTool, noteOpenTool } from '../tools/notes.ts';
import type { Tool } from './tool.ts';

function allTools(): Tool[] {
  const chat = { messages: () => [] };
  const lore = { books: () => [] };
  const notes = createNotes({ load: () => [], save: () => {} });
  const d = {} as Dispatcher;
  const team = [
    { id: 'chat_scout', description: 'Scans the chat.', systemPrompt: '', tools: [] },
    { id: 'voice_critic', description: 'Reviews voice.', systemPrompt: '', tools: [] },
  ];
  return [
    chatReadRangeTool(chat),
    chatSearchTool(chat),
    worldBookListTool(lore),
    lorebookListTool(lore),
    lorebookSearchTool(lore),
    lorebookGetTool(lore),
    noteOpenTool(notes),
    noteCloseTool(notes),
    ...Object.values(createMessageTools(new Draft(''))),
    ...createSkillTools([]),
    dispatchSubagentTool(d, team),
    dispatchInlineSubagentTool(d, () => team[0]),
    awaitSubagentsTool(d),
    cancelSubagentTool(d),
    finalizeTool(
      () => '',
      () => {},
    ),
    finalizeCapsuleTool(() => {}),
    finalGuidanceTool(() => {}),
    submitResultTool(() => {}),
    nodeOutputTool(() => {}),
    ...reviewTools({ executedWorkers: ['distiller', 'planner'], rerunsLeft: 2, rerunMax: 2, decide: () => {} }),
    plannerStepTool({
      board: new TodoBoard(),
      workers: new Map([
        ['distiller', { description: 'd' }],
        ['critic', { description: 'c' }],
      ]),
      runs: [],
      maxConcurrent: 3,
      maxTotal: 24,
      execute: async () => [],
      onFinalize: () => {},
    }),
  ];
}

/**
 * Key order and `additionalProperties` (which the old skill tools declared and nothing enforced) do not
 * matter to the model. `minLength` is new where the tool always refused empty text: it may only be added.
 */
const IGNORED = new Set(['additionalProperties', 'minLength']);
function normal(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normal);
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) if (!IGNORED.has(k)) out[k] = normal((v as Record<string, unknown>)[k]);
  return out;
}

test('every tool is shown to the model as before: same names, descriptions and parameter schemas', () => {
  const file = join(import.meta.dirname, '../../../test/fixtures/tool-schemas/before.json');
  const after = allTools().map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }));
  // A deliberate change to what the model sees is recorded with UPDATE_TOOL_SCHEMAS=1 (and reviewed in the diff).
  if (process.env.UPDATE_TOOL_SCHEMAS === '1') writeFileSync(file, `${JSON.stringify(after, null, 2)}\n`);
  const before = JSON.parse(readFileSync(file, 'utf8')) as { name: string; description: string; parameters: unknown }[];
  expect(after.map((t) => t.name)).toEqual(before.map((t) => t.name));
  const problems: string[] = [];
  for (const [i, t] of after.entries()) {
    if (t.description !== before[i].description) problems.push(`${t.name}: description`);
    if (JSON.stringify(normal(t.parameters)) !== JSON.stringify(normal(before[i].parameters)))
      problems.push(`${t.name}: ${JSON.stringify(t.parameters)}\n  was ${JSON.stringify(before[i].parameters)}`);
  }
  expect(problems).toEqual([]);
});
