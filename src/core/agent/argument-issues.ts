// Turns zod's issues for a tool call's arguments into one sentence the model can act on, naming the
// field (`patches[1].find`), and a hint listing the arguments the tool takes.
import type * as z from 'zod';
import type { JsonSchema } from './tool.ts';

type Issue = z.core.$ZodIssue;

/** `patches[1].find` for a path like ['patches', 1, 'find']. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

function typeName(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'an integer' : 'a number';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

function sentence(issue: Issue): string {
  const field = issuePath(issue.path);
  const where = field ? `Argument "${field}"` : 'The arguments';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && field) return `Missing required argument "${field}".`;
      return `${where} must be ${article(String(issue.expected))}, got ${typeName(issue.input)}.`;
    case 'invalid_value':
      return `${where} must be one of ${issue.values.map((x) => JSON.stringify(x)).join(', ')}.`;
    case 'too_small':
      if (issue.origin === 'string') return `${where} must not be empty${Number(issue.minimum) > 1 ? ` (at least ${issue.minimum} characters)` : ''}.`;
      if (issue.origin === 'array') return `${where} needs at least ${issue.minimum} item(s).`;
      return `${where} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${where} must be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `${where} takes at most ${issue.maximum} item(s).`;
      return `${where} must be at most ${issue.maximum}.`;
    case 'unrecognized_keys':
      return `${where} has unknown field(s): ${issue.keys.join(', ')}.`;
    default:
      return `${where}: ${issue.message}`;
  }
}

/** `text (string, required), mode ("append" | "replace")` from the schema the model was shown. */
export function describeParameters(schema: JsonSchema): string {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return 'This tool takes no arguments: send {}.';
  const required = new Set(schema.required ?? []);
  const parts = props.map(([name, p]) => {
    const type = p.enum ? p.enum.map((x) => JSON.stringify(x)).join(' | ') : Array.isArray(p.type) ? p.type.join(' | ') : (p.type ?? 'any');
    return `${name} (${type}${required.has(name) ? ', required' : ''})`;
  });
  return `Arguments: ${parts.join(', ')}.`;
}

export function describeArgumentIssues(toolName: string, issues: readonly Issue[], schema: JsonSchema): { error: string; hint: string } {
  const shown = issues.slice(0, 3).map(sentence);
  const more = issues.length > 3 ? ` (${issues.length - 3} more problem(s))` : '';
  return { error: `Invalid arguments for ${toolName}: ${shown.join(' ')}${more}`, hint: describeParameters(schema) };
}
