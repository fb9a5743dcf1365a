// The standalone page's input box speaks the same commands: `/troupe… args`, chained with pipes as in
// STscript's simplest form. `a | b` hands a's result to b (as b's argument when b has none); `a || b`
// does not; `{{pipe}}` in an argument is the previous result either way. Text that does not start
// with a Troupe command is not ours (handled: false) and goes to the chat as usual.
import { MSG } from './messages.ts';
import { splitWords, unquoteText } from './words.ts';
import { CommandError, type TroupeCommand } from './types.ts';

export interface CommandLineResult {
  /** False: not a Troupe command line; the caller treats the text as a chat message. */
  handled: boolean;
  /** The last command's result. */
  output?: string;
  /** Why the line failed; commands before the failing one have run, the failing one changed nothing. */
  error?: string;
}

interface Segment {
  name: string;
  argText: string;
  /** How the previous command's result reaches this one. */
  piped: boolean;
}

const isTroupeName = (name: string) => name === 'troupe' || name.startsWith('troupe-');

/** Splits at `|` / `||` outside double quotes; `\|` outside quotes is a literal bar. */
function splitSegments(text: string): { text: string; piped: boolean }[] | null {
  const out: { text: string; piped: boolean }[] = [];
  let cur = '';
  let quoted = false;
  let piped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '\\' && i + 1 < text.length) {
        cur += c + text[++i];
        continue;
      }
      if (c === '"') quoted = false;
      cur += c;
    } else if (c === '\\' && text[i + 1] === '|') {
      cur += '|';
      i++;
    } else if (c === '"') {
      quoted = true;
      cur += c;
    } else if (c === '|') {
      out.push({ text: cur, piped });
      cur = '';
      piped = text[i + 1] !== '|';
      if (!piped) i++;
    } else {
      cur += c;
    }
  }
  if (quoted) return null;
  out.push({ text: cur, piped });
  return out;
}

function parseSegment(raw: { text: string; piped: boolean }): Segment | null {
  const t = raw.text.trim();
  const m = /^\/(\S+)([\s\S]*)$/.exec(t);
  if (!m) return null;
  return { name: m[1]!.toLowerCase(), argText: m[2]!.trim(), piped: raw.piped };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Runs a line of Troupe commands against `commands` (from createTroupeCommands). */
export async function runCommandLine(text: string, commands: readonly TroupeCommand[]): Promise<CommandLineResult> {
  const trimmed = text.trim();
  const first = /^\/(\S+)/.exec(trimmed)?.[1]?.toLowerCase().split('|')[0];
  if (!first || !isTroupeName(first)) return { handled: false };

  const raw = splitSegments(trimmed);
  if (!raw) return { handled: true, error: MSG.unclosedQuote };
  const byName = new Map(commands.map((c) => [c.name, c]));
  const names = commands.map((c) => c.name);
  const plan: { segment: Segment; command: TroupeCommand }[] = [];
  for (const r of raw) {
    const segment = parseSegment(r);
    if (!segment) return { handled: true, error: MSG.emptyCommand };
    if (!isTroupeName(segment.name)) return { handled: true, error: MSG.notTroupeCommand(segment.name) };
    const command = byName.get(segment.name);
    if (!command) return { handled: true, error: MSG.unknownCommand(segment.name, names) };
    plan.push({ segment, command });
  }

  let previous: string | undefined;
  let output: string | undefined;
  for (const { segment, command } of plan) {
    const fill = (s: string) => s.replaceAll('{{pipe}}', previous ?? '');
    try {
      let args: string[];
      if (command.split) args = splitWords(segment.argText).map(fill);
      else {
        const one = fill(unquoteText(segment.argText));
        args = one ? [one] : [];
      }
      output = await command.run(args, segment.piped ? previous : undefined);
    } catch (e) {
      const message = e instanceof CommandError ? e.message : errorText(e);
      return { handled: true, output, error: plan.length > 1 ? MSG.failedIn(command.name, message) : message };
    }
    previous = output;
  }
  return { handled: true, output };
}
