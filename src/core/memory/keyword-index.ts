// An inverted index over node text: Latin words and digits as lowercase tokens, CJK text as
// overlapping character pairs (so "林晚" finds "林晚收到来信"). Scores are weighted term hits times
// idf; the name counts three times, tags twice, fields once.

export interface IndexedText {
  name: string;
  tags: readonly string[];
  fields: Readonly<Record<string, string>>;
}

const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

/** The tokens of `text`, with repeats (for term counts). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const w = m[0];
    if (!CJK.test(w)) {
      if (w.length >= 2 || /\d/.test(w)) out.push(w);
      continue;
    }
    // Split mixed runs: Latin parts as words, CJK parts as bigrams (a lone character as itself).
    let run = '';
    const flush = () => {
      if (run.length === 1) out.push(run);
      for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
      run = '';
    };
    let latin = '';
    for (const ch of w) {
      if (CJK.test(ch)) {
        if (latin.length >= 2) out.push(latin);
        latin = '';
        run += ch;
      } else {
        flush();
        latin += ch;
      }
    }
    flush();
    if (latin.length >= 2) out.push(latin);
  }
  return out;
}

export class KeywordIndex {
  /** token → node id → weight */
  readonly #postings = new Map<string, Map<string, number>>();
  /** node id → its tokens (to remove them again) */
  readonly #docs = new Map<string, string[]>();

  get size(): number {
    return this.#docs.size;
  }

  set(id: string, doc: IndexedText): void {
    this.remove(id);
    const weights = new Map<string, number>();
    const add = (text: string, w: number) => {
      for (const t of tokenize(text)) weights.set(t, (weights.get(t) ?? 0) + w);
    };
    add(doc.name, 3);
    for (const t of doc.tags) add(t, 2);
    for (const v of Object.values(doc.fields)) add(v, 1);
    for (const [t, w] of weights) {
      let p = this.#postings.get(t);
      if (!p) this.#postings.set(t, (p = new Map()));
      p.set(id, w);
    }
    this.#docs.set(id, [...weights.keys()]);
  }

  remove(id: string): void {
    const tokens = this.#docs.get(id);
    if (!tokens) return;
    for (const t of tokens) {
      const p = this.#postings.get(t);
      p?.delete(id);
      if (p && p.size === 0) this.#postings.delete(t);
    }
    this.#docs.delete(id);
  }

  /** The best `k` ids for `query`, best first, among those `accept` lets through. */
  search(query: string, k: number, accept: (id: string) => boolean = () => true): { id: string; score: number }[] {
    const terms = [...new Set(tokenize(query))];
    if (!terms.length) return [];
    const n = Math.max(1, this.#docs.size);
    const scores = new Map<string, number>();
    for (const t of terms) {
      const p = this.#postings.get(t);
      if (!p) continue;
      const idf = Math.log(1 + n / p.size);
      for (const [id, w] of p) scores.set(id, (scores.get(id) ?? 0) + (1 + Math.log(w)) * idf);
    }
    const out: { id: string; score: number }[] = [];
    for (const [id, score] of scores) if (accept(id)) out.push({ id, score });
    out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    return out.slice(0, k).map((r) => ({ id: r.id, score: Math.round(r.score * 1000) / 1000 }));
  }
}
