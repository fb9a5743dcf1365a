// What a place that runs Troupe's commands needs of them: the shape of a command (plain data plus an
// async `run`), the refusal it throws, how command text splits into words, and the words SillyTavern's
// registration shows. The app builds the commands (src/app/commands/); a host registers and runs them
// (SillyTavern's slash-command parser, the standalone page's input box).

/** One autocomplete choice. */
export interface CommandChoice {
  value: string;
  description?: string;
}

/** A positional (unnamed) argument. */
export interface CommandArg {
  name: string;
  description: string;
  required?: boolean;
  /** Takes every remaining word (a list of values). */
  multiple?: boolean;
  /** Values offered by autocomplete, read afresh each time (presets and skills change). */
  choices?(): CommandChoice[];
}

export interface TroupeCommand {
  /** Without the slash: `troupe-mode`. */
  name: string;
  /** One plain-English paragraph. */
  help: string;
  /** What the result is (shown in SillyTavern's help as the return value). */
  returns: string;
  /** Example lines, each a complete command. */
  examples: string[];
  args: CommandArg[];
  /**
   * Whether the arguments are words (quotes group, `agent a b c`) or one text (a mode, a preset name
   * with spaces, JSON). One text keeps its inner quotes; only a fully quoted text is unquoted.
   */
  split: boolean;
  /** The result is information for the user (status, lists), not data for the next command. */
  informational?: boolean;
  /**
   * How a typed command shows it worked: `confirm` — it changed a setting, a short success notice;
   * `long` — an informational result too tall for a notice (help, lists), a popup where the host has one;
   * `file` — the result is a file's text (data for the next command): a notice offers to save it.
   */
  feedback?: 'confirm' | 'long' | 'file';
  /** With `feedback: 'file'`: the notice's text and the file name for a result. */
  file?(result: string): { fileName: string; message: string };
  /**
   * Runs the command. `args` are the explicit arguments; `pipe` is the previous command's result
   * when it was piped in (`a | b`), else undefined. Bad input throws CommandError before anything
   * changes; the result is the command's output (pipeable).
   */
  run(args: string[], pipe?: string): Promise<string>;
}

/** A refusal the user can act on: its message says what was wrong; nothing was changed. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** Strings of the SillyTavern registration (src/hosts/sillytavern/slash-commands.ts), English. */
export const SLASH_EN = {
  quiet: 'true: only return the result, without showing it as a notice',
  examples: 'Examples:',
  noParser: "This SillyTavern version has no slash-command parser the extension can reach; Troupe's /troupe commands are not available.",
  legacyOnly: "This SillyTavern version registers slash commands without argument descriptions; Troupe's commands work without autocomplete.",
  registerFailed: (name: string, why: string) => `/${name} could not be registered: ${why}`,
  closureArgument: 'Troupe commands take text, not closures ({: … :}).',
} as const;

export type SlashTexts = { [K in keyof typeof SLASH_EN]: (typeof SLASH_EN)[K] extends string ? string : (typeof SLASH_EN)[K] };

/** The registration's strings in the commands' language (the app's command tables set them). */
export let SLASH: SlashTexts = SLASH_EN;
/** The refusal of an unclosed quote, English. */
export const UNCLOSED_QUOTE_EN = 'A quote is not closed: end the quoted text with ".';
let unclosedQuote: string = UNCLOSED_QUOTE_EN;

/** The commands' language changed: the registration's strings and the unclosed-quote refusal follow. */
export function useSlashTexts(texts: SlashTexts, unclosed: string): void {
  SLASH = texts;
  unclosedQuote = unclosed;
}

/** Words of `text`; `"two words"` is one word. Throws CommandError on an unclosed quote. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
        word += text[++i];
      } else if (c === '"') {
        quoted = false;
      } else {
        word += c;
      }
    } else if (c === '"') {
      quoted = true;
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quoted) throw new CommandError(unclosedQuote);
  if (inWord) words.push(word);
  return words;
}

/** The text trimmed; a text quoted as a whole (`"My preset"`) gives its content, unescaped. */
export function unquoteText(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    const inner = t.slice(1, -1);
    // Only when the closing quote is the one that opened it (no unescaped quote inside).
    if (!/(^|[^\\])(\\\\)*"/.test(inner)) return inner.replace(/\\(["\\])/g, '$1');
  }
  return t;
}
