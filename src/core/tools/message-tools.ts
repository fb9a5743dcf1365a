// The message tools: write_message, apply_message_patches, get_draft, draft_search — over a Draft.
import * as z from 'zod';
import { defineTool, type Tool } from '../agent/tool.ts';
import type { Draft } from './draft.ts';
import { compileLineRegex, grepLines } from './grep.ts';

export const MESSAGE_TOOL_NAMES = ['write_message', 'apply_message_patches', 'get_draft', 'draft_search'] as const;
export type MessageToolName = (typeof MESSAGE_TOOL_NAMES)[number];

const writeArgs = z.object({
  text: z.string(),
  mode: z.enum(['append', 'replace']).optional(),
});

/** Luker's spelling `{oldString, newString}` (its default prompts use it) is read as `{find, replaceWith}`. */
const patchItem = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const p = v as Record<string, unknown>;
    if (p.find === undefined && p.oldString !== undefined) return { ...p, find: p.oldString, replaceWith: p.replaceWith ?? p.newString };
    return p;
  },
  z.object({ find: z.string(), replaceWith: z.string() }),
);
const patchArgs = z.object({ patches: z.array(patchItem) });
const noArgs = z.object({});
const searchArgs = z.object({
  pattern: z.string(),
  flags: z.string().optional().describe('e.g. "i"'),
});

export function writeMessageTool(draft: Draft): Tool {
  return defineTool({
    name: 'write_message',
    description: 'Write the reply: "append" (default) adds to the draft, "replace" rewrites it.',
    parameters: writeArgs,
    execute: (args) => draft.write(args.text, args.mode ?? 'append'),
  });
}

export function applyMessagePatchesTool(draft: Draft): Tool {
  return defineTool({
    name: 'apply_message_patches',
    description: 'Replace passages of the draft: each "find" occurs exactly once, byte for byte. All or none apply.',
    parameters: patchArgs,
    execute: (args) => draft.applyPatches(args.patches),
  });
}

export function getDraftTool(draft: Draft): Tool {
  return defineTool({
    name: 'get_draft',
    description: 'Read the draft as it is now.',
    parameters: noArgs,
    readOnly: true,
    execute: () => ({ ok: true, text: draft.text }),
  });
}

export function draftSearchTool(draft: Draft): Tool {
  return defineTool({
    name: 'draft_search',
    description: 'Search the draft line by line with a JavaScript regex.',
    parameters: searchArgs,
    readOnly: true,
    execute: (args) => {
      const re = compileLineRegex(args.pattern, args.flags);
      if (!(re instanceof RegExp)) return re;
      return { ok: true, ...grepLines(draft.text, re) };
    },
  });
}

/** The four message tools for `draft`, keyed by name. */
export function createMessageTools(draft: Draft): Record<MessageToolName, Tool> {
  return {
    write_message: writeMessageTool(draft),
    apply_message_patches: applyMessagePatchesTool(draft),
    get_draft: getDraftTool(draft),
    draft_search: draftSearchTool(draft),
  };
}
