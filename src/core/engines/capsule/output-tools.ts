// The tools capsule agents end with. Each stores what the agent handed in and the loop then stops
// (toolSucceeded); an empty hand-in is refused with a message the model can act on.
import * as z from 'zod';
import { defineTool, handInRefused, toolFailure, type Tool } from '../../agent/tool.ts';

/** A tool with one required text field; `onOutput` receives the trimmed, non-empty text. */
export function textOutputTool(o: { name: string; description: string; field: string; fieldDescription: string; onOutput(text: string): void }): Tool {
  return defineTool({
    name: o.name,
    description: o.description,
    parameters: z.object({ [o.field]: o.fieldDescription ? z.string().trim().describe(o.fieldDescription) : z.string().trim() }),
    execute: (args, ctx) => {
      const refused = handInRefused(ctx, o.name);
      if (refused) return refused;
      const text = String(args[o.field] ?? '');
      if (!text) return toolFailure(`${o.field} is empty.`, 'empty_output', `Call ${o.name} again with the full text in "${o.field}".`);
      o.onOutput(text);
      return { ok: true };
    },
  });
}

/** loop: `finalize({capsule_text})`. */
export const finalizeCapsuleTool = (onOutput: (text: string) => void): Tool =>
  textOutputTool({
    name: 'finalize',
    description: 'Hand in the guidance for the next reply and end your work. The only way to finish.',
    field: 'capsule_text',
    fieldDescription: 'The complete guidance the writer of the next reply will read.',
    onOutput,
  });

/** spec final stage and single: `final_guidance({text})`. */
export const finalGuidanceTool = (onOutput: (text: string) => void): Tool =>
  textOutputTool({
    name: 'final_guidance',
    description: 'Hand in the final guidance the writer of the next reply will read. This ends your work.',
    field: 'text',
    fieldDescription: 'The complete guidance text.',
    onOutput,
  });

/** agenda workers: `submit_result({text})`. */
export const submitResultTool = (onOutput: (text: string) => void): Tool =>
  textOutputTool({
    name: 'submit_result',
    description: 'Hand in your report; this ends your work.',
    field: 'text',
    fieldDescription: '',
    onOutput,
  });

const lines = () => z.array(z.string().trim()).optional();
const nodeOutputArgs = z.object({
  summary: z.string().trim().describe('Your result in a few lines.'),
  directives: lines().describe('Only a node that directs the reply: concrete instructions for it, one per item.'),
  risks: lines().describe('Pitfalls the reply must avoid, one per item.'),
});

/** spec workers before the final stage: `node_output({summary, directives?, risks?})`, rendered as text. */
export function nodeOutputTool(onOutput: (text: string) => void): Tool {
  return defineTool({
    name: 'node_output',
    description: 'Hand in your result for the later nodes of the workflow. This ends your work.',
    parameters: nodeOutputArgs,
    execute: (args, ctx) => {
      const refused = handInRefused(ctx, 'node_output');
      if (refused) return refused;
      const directives = (args.directives ?? []).filter(Boolean);
      const risks = (args.risks ?? []).filter(Boolean);
      if (!args.summary && directives.length === 0 && risks.length === 0) {
        return toolFailure('summary is empty.', 'empty_output', 'Call node_output again with your result in "summary".');
      }
      const parts = [args.summary];
      if (directives.length) parts.push(`Directives:\n${directives.map((d) => `- ${d}`).join('\n')}`);
      if (risks.length) parts.push(`Risks:\n${risks.map((r) => `- ${r}`).join('\n')}`);
      onOutput(parts.filter(Boolean).join('\n\n'));
      return { ok: true };
    },
  });
}
