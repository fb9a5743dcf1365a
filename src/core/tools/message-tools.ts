// The message tools: write_message, apply_message_patches, get_draft, draft_search — over a Draft.
import type { Tool } from '../agent/tool.ts';
import type { Draft, MessagePatch, WriteMode } from './draft.ts';
import { compileLineRegex, grepLines } from './grep.ts';

export const MESSAGE_TOOL_NAMES = ['write_message', 'apply_message_patches', 'get_draft', 'draft_search'] as const;
export type MessageToolName = (typeof MESSAGE_TOOL_NAMES)[number];

export function writeMessageTool(draft: Draft): Tool {
  return {
    name: 'write_message',
    description:
      'Write the reply body. mode "append" (default) adds text to the end of the current draft; "replace" overwrites the whole draft. The reader sees the body update after each call.',
    parameters: {
      type: 'object',
      properties: {
        text: { type: 'string', description: 'Text to write.' },
        mode: { type: 'string', enum: ['append', 'replace'], description: 'append (default) or replace.' },
      },
      required: ['text'],
    },
    execute: (args) => draft.write(String(args.text), (args.mode as WriteMode | undefined) ?? 'append'),
  };
}

export function applyMessagePatchesTool(draft: Draft): Tool {
  return {
    name: 'apply_message_patches',
    description:
      'Edit the draft in place. Each patch replaces the exact text "find" with "replaceWith". "find" must occur exactly once, byte for byte (include one to three lines of context); there is no fuzzy matching. Patches apply in order; if any fails, none is applied.',
    parameters: {
      type: 'object',
      properties: {
        patches: {
          type: 'array',
          description: 'The edits, applied in order.',
          items: {
            type: 'object',
            properties: { find: { type: 'string' }, replaceWith: { type: 'string' } },
            required: ['find', 'replaceWith'],
          },
        },
      },
      required: ['patches'],
    },
    execute: (args) => draft.applyPatches(args.patches as MessagePatch[]),
  };
}

export function getDraftTool(draft: Draft): Tool {
  return {
    name: 'get_draft',
    description: 'Read the current reply draft as it is now.',
    parameters: { type: 'object', properties: {} },
    execute: () => ({ ok: true, text: draft.text }),
  };
}

export function draftSearchTool(draft: Draft): Tool {
  return {
    name: 'draft_search',
    description:
      'Search the current draft line by line with a JavaScript regular expression; returns matching lines as "lineno: line". Prefer non-greedy quantifiers; a match never spans lines.',
    parameters: {
      type: 'object',
      properties: {
        pattern: { type: 'string', description: 'Regular expression source.' },
        flags: { type: 'string', description: 'Regex flags such as "i" (g is implied).' },
      },
      required: ['pattern'],
    },
    execute: (args) => {
      const re = compileLineRegex(args.pattern, args.flags);
      if (!(re instanceof RegExp)) return re;
      return { ok: true, ...grepLines(draft.text, re) };
    },
  };
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

