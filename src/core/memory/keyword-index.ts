// An inverted index over node text: Latin words and digits as lowercase tokens, CJK text as
// overlapping character pairs (so "林晚" finds "林晚收到来信"). Scores are weighted term hits times
// idf; the name counts three times, tags twice, fields once. Documents are numbered slots, so a
// query adds into one Float64Array instead of building maps of ids.

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
  /** token → slot → weight */
  readonly #postings = new Map<string, Map<number, number>>();
  /** id → slot, slot → id, slot → tokens */
  readonly #slot = new Map<string, number>();
  #ids: (string | undefined)[] = [];
  #tokens: (string[] | undefined)[] = [];
  readonly #free: number[] = [];
  #scores = new Float64Array(0);

  get size(): number {
    return this.#slot.size;
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
    const slot = this.#free.pop() ?? this.#ids.length;
    this.#slot.set(id, slot);
    this.#ids[slot] = id;
    this.#tokens[slot] = [...weights.keys()];
    for (const [t, w] of weights) {
      let p = this.#postings.get(t);
      if (!p) this.#postings.set(t, (p = new Map()));
      p.set(slot, 1 + Math.log(w));
    }
  }

  remove(id: string): void {
    const slot = this.#slot.get(id);
    if (slot === undefined) return;
    for (const t of this.#tokens[slot] ?? []) {
      const p = this.#postings.get(t);
      p?.delete(slot);
      if (p && p.size === 0) this.#postings.delete(t);
    }
    this.#slot.delete(id);
    this.#ids[slot] = undefined;
    this.#tokens[slot] = undefined;
    this.#free.push(slot);
  }

  /** The best `k` ids for `query`, best first, among those `accept` lets through. */
  search(query: string, k: number, accept: (id: string) => boolean = () => true): { id: string; score: number }[] {
    const terms = [...new Set(tokenize(query))];
    if (!terms.length || k <= 0) return [];
    const n = Math.max(1, this.#slot.size);
    if (this.#scores.length < this.#ids.length) this.#scores = new Float64Array(Math.max(this.#ids.length, this.#scores.length * 2));
    const scores = this.#scores;
    const hit: number[] = [];
    for (const t of terms) {
      const p = this.#postings.get(t);
      if (!p) continue;
      const idf = Math.log(1 + n / p.size);
      for (const [slot, w] of p) {
        if (scores[slot] === 0) hit.push(slot);
        scores[slot] += w * idf;
      }
    }
    // The best k, kept sorted (k is small); ties by id.
    const best: { id: string; score: number }[] = [];
    for (const slot of hit) {
      const score = scores[slot];
      scores[slot] = 0;
      if (best.length === k && score < best[k - 1].score) continue;
      const id = this.#ids[slot]!;
      if (best.length === k && score === best[k - 1].score && id > best[k - 1].id) continue;
      if (!accept(id)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1].score < score || (best[at - 1].score === score && best[at - 1].id > id))) at--;
      best.splice(at, 0, { id, score });
      if (best.length > k) best.pop();
    }
    return best.map((r) => ({ id: r.id, score: Math.round(r.score * 1000) / 1000 }));
  }
}
