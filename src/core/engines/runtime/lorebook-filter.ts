// The profile's lorebook filter: books whose name matches a line of `bookPattern`, and entries whose
// title or one of whose keys matches a line of `entryPattern`, are invisible to agents — to the
// lorebook tools and in the active lore the story carries. One regex per line; blank lines and lines
// that do not compile are ignored (the profile lint reports them).
import type { LorebookReader } from '../../tools/lorebook.ts';
import type { StoryContext } from './story.ts';

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

/** The filter as two predicates, or undefined when it hides nothing. */
export function compileLorebookFilter(
  filter: LorebookFilter | undefined,
): { book(name: string): boolean; entry(e: { name?: string; keys?: readonly string[] }): boolean } | undefined {
  const books = compileLines(filter?.bookPattern ?? '');
  const entries = compileLines(filter?.entryPattern ?? '');
  if (books.length === 0 && entries.length === 0) return undefined;
  const hit = (res: RegExp[], s: string) => res.some((re) => re.test(s));
  return {
    book: (name) => hit(books, name),
    entry: (e) => hit(entries, e.name ?? '') || (e.keys ?? []).some((k) => hit(entries, k)),
  };
}

/** `reader` itself when the filter hides nothing, else a reader that leaves the filtered books and entries out. */
export function filterLorebook(reader: LorebookReader, filter: LorebookFilter | undefined): LorebookReader {
  const f = compileLorebookFilter(filter);
  if (!f) return reader;
  return {
    async books() {
      return (await reader.books()).filter((b) => !f.book(b.name)).map((b) => ({ ...b, entries: b.entries.filter((e) => !f.entry(e)) }));
    },
    ...(reader.activated ? { activated: () => reader.activated!() } : {}),
  };
}

/** `story` without the filtered books and entries in its active lore. */
export function filterStoryLore(story: StoryContext, filter: LorebookFilter | undefined): StoryContext {
  const f = compileLorebookFilter(filter);
  if (!f || story.lore.length === 0) return story;
  return { ...story, lore: story.lore.filter((e) => !f.book(e.book) && !f.entry(e)) };
}
