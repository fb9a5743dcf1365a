// The profile's lorebook filter applied to what agents can read: books whose name matches a line of
// `bookPattern`, and entries whose title or one of whose keys matches a line of `entryPattern`, are
// invisible to the lorebook tools. One regex per line; blank lines and lines that do not compile are
// ignored (the profile lint reports them).
import type { LorebookReader } from '../../tools/lorebook.ts';

export interface LorebookFilter {
  bookPattern: string;
  entryPattern: string;
}

function compileLines(source: string): RegExp[] {
  const out: RegExp[] = [];
  for (const line of source.split(/\r?\n/)) {
    if (!line.trim()) continue;
    try {
      out.push(new RegExp(line.trim()));
    } catch {
      // Reported by lintProfile; a broken line hides nothing.
    }
  }
  return out;
}

/** `reader` itself when the filter hides nothing, else a reader that leaves the filtered books and entries out. */
export function filterLorebook(reader: LorebookReader, filter: LorebookFilter | undefined): LorebookReader {
  const books = compileLines(filter?.bookPattern ?? '');
  const entries = compileLines(filter?.entryPattern ?? '');
  if (books.length === 0 && entries.length === 0) return reader;
  const hit = (res: RegExp[], s: string) => res.some((re) => re.test(s));
  return {
    async books() {
      return (await reader.books())
        .filter((b) => !hit(books, b.name))
        .map((b) => ({ ...b, entries: b.entries.filter((e) => !hit(entries, e.name ?? '') && !e.keys.some((k) => hit(entries, k))) }));
    },
    ...(reader.activated ? { activated: () => reader.activated!() } : {}),
  };
}
