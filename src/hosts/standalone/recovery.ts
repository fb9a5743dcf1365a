// Repairs the Storage problems notice offers for the page's own records, working from the copies in
// the quarantine (which stay there): damaged lorebooks come back with the entries that can be read.
import { LoreEntrySchema, LorebookSchema, type LorebookData, type LoreEntryData } from './schema.ts';
import type { DamageNotice } from './messages.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Books rebuilt from quarantined lorebook lists: each damaged book with its readable entries, under a new name. */
export function recoverLorebooks(raws: readonly unknown[], existing: readonly LorebookData[]): LorebookData[] {
  const taken = new Set(existing.map((b) => b.name));
  const out: LorebookData[] = [];
  for (const raw of raws) {
    if (!Array.isArray(raw)) continue;
    raw.forEach((book, i) => {
      if (LorebookSchema.safeParse(book).success || !isObject(book)) return; // a readable book was kept when it was read
      const entries = (Array.isArray(book.entries) ? book.entries : []).flatMap((e): LoreEntryData[] => {
        const r = LoreEntrySchema.safeParse(e);
        return r.success ? [r.data] : [];
      });
      if (!entries.length) return;
      const base = `${typeof book.name === 'string' && book.name.trim() ? book.name.trim() : `Lorebook ${i + 1}`} (recovered)`;
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
      taken.add(name);
      out.push({ name, scope: book.scope === 'character' ? 'character' : 'global', enabled: true, entries });
    });
  }
  return out;
}

export const RECOVERED_TEXT = (names: readonly string[], entries: number): DamageNotice => ({
  code: 'standalone.recovered',
  params: { names: names.join(', '), n: entries },
  text: `Recovered ${names.join(', ')} with ${entries} readable ${entries === 1 ? 'entry' : 'entries'}.`,
});
