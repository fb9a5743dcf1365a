// Splitting command text the way STscript's simplest form reads it: words separated by whitespace,
// double quotes group words (a backslash escapes `"` and `\` inside them), and a text that is quoted
// as a whole stands for its content.
import { CommandError } from './types.ts';
import { MSG } from './messages.ts';

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
  if (quoted) throw new CommandError(MSG.unclosedQuote);
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
