// Hand-written tools a profile carries (`customTools`): a name, a description, a JSON Schema for the
// arguments and a JavaScript function body. They travel with the profile (exports, character cards)
// and run only in the page's sandbox, only after the user has read the code and agreed: consent is
// keyed by the SHA-256 of the code, so changed code asks again. Pure data here; the sandbox is the app's.
import { z } from 'zod';
import { text } from './common.ts';
import { sha256Hex } from './sha256.ts';
import { reservedToolNameProblem } from './reserved-tool-names.ts';

export const HAND_WRITTEN_TOOL_LIMITS = {
  /** Hand-written tools per profile. */
  tools: 32,
  /** Characters of one tool's code. */
  codeChars: 64 * 1024,
  /** Characters of one tool's description. */
  descriptionChars: 4000,
} as const;

/** Names the model can call: what OpenAI-family providers accept, starting with a letter. */
export const TOOL_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export const handWrittenToolSchema = z.looseObject({
  name: z.string().trim(),
  description: text(''),
  /** JSON Schema of the arguments (an object schema). */
  parameters: z.record(z.string(), z.unknown()).default(() => ({ type: 'object', properties: {} })),
  /** The body of `async function (args) { … }`; what it returns (JSON data) is the tool's result. */
  code: text(''),
  /** JSON arguments the Test button sends. */
  sample: text('{}'),
});

export type HandWrittenTool = z.output<typeof handWrittenToolSchema>;

/** The `customTools` field of the modes that have tools. */
export const handWrittenToolsField = z
  .array(handWrittenToolSchema)
  .max(HAND_WRITTEN_TOOL_LIMITS.tools)
  .default(() => []);

/** What consent to run a tool's code is stored under: `sha256:<hex>` of the code. */
export function handWrittenToolCodeKey(code: string): string {
  return `sha256:${sha256Hex(code)}`;
}

/** Why a hand-written tool cannot be offered to agents ('' = it can, once consented). `names`: every name taken besides its own. */
export function handWrittenToolProblem(tool: Pick<HandWrittenTool, 'name' | 'description' | 'code'>, taken: ReadonlySet<string> = new Set()): string {
  const name = tool.name.trim();
  if (!TOOL_NAME_PATTERN.test(name)) return `"${name}" is not a tool name: use a letter, then letters, digits, _ or - (at most 64).`;
  const reserved = reservedToolNameProblem(name);
  if (reserved) return reserved;
  if (taken.has(name)) return `Another tool is already called "${name}".`;
  if (!tool.description.trim()) return `Tool "${name}" needs a description: it is all the model knows about when to call it.`;
  if (tool.description.length > HAND_WRITTEN_TOOL_LIMITS.descriptionChars)
    return `The description of "${name}" is over ${HAND_WRITTEN_TOOL_LIMITS.descriptionChars} characters.`;
  if (!tool.code.trim()) return `Tool "${name}" has no code.`;
  if (tool.code.length > HAND_WRITTEN_TOOL_LIMITS.codeChars) return `The code of "${name}" is over ${HAND_WRITTEN_TOOL_LIMITS.codeChars} characters.`;
  return '';
}
