// Vectors of nodes, for memory_vector_search: rows of one Float32Array, each normalised when it is
// stored, so cosine similarity is a dot product. Removal swaps the last row into the hole.

export class VectorIndex {
  #dims = 0;
  #rows = new Float32Array(0);
  #ids: string[] = [];
  #row = new Map<string, number>();

  get size(): number {
    return this.#ids.length;
  }

  get dims(): number {
    return this.#dims;
  }

  has(id: string): boolean {
    return this.#row.has(id);
  }

  /** Stores `vector` for `id`; a vector of other dimensions than the ones stored so far empties the index first. */
  set(id: string, vector: ArrayLike<number>): void {
    if (vector.length === 0) return;
    if (this.#dims !== vector.length) this.#reset(vector.length);
    let norm = 0;
    for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
    norm = Math.sqrt(norm) || 1;
    let r = this.#row.get(id);
    if (r === undefined) {
      r = this.#ids.length;
      this.#grow(r + 1);
      this.#ids.push(id);
      this.#row.set(id, r);
    }
    const base = r * this.#dims;
    for (let i = 0; i < vector.length; i++) this.#rows[base + i] = vector[i] / norm;
  }

  remove(id: string): void {
    const r = this.#row.get(id);
    if (r === undefined) return;
    const last = this.#ids.length - 1;
    if (r !== last) {
      this.#rows.copyWithin(r * this.#dims, last * this.#dims, (last + 1) * this.#dims);
      const moved = this.#ids[last];
      this.#ids[r] = moved;
      this.#row.set(moved, r);
    }
    this.#ids.pop();
    this.#row.delete(id);
  }

  /** The `k` most similar ids (cosine), best first, among those `accept` lets through. */
  search(query: ArrayLike<number>, k: number, accept: (id: string) => boolean = () => true): { id: string; score: number }[] {
    const d = this.#dims;
    if (query.length !== d || k <= 0) return [];
    let norm = 0;
    for (let i = 0; i < d; i++) norm += query[i] * query[i];
    norm = Math.sqrt(norm) || 1;
    const q = new Float32Array(d);
    for (let i = 0; i < d; i++) q[i] = query[i] / norm;
    // The best k so far, kept sorted (k is small).
    const bestIds: string[] = [];
    const bestScores: number[] = [];
    const rows = this.#rows;
    for (let r = 0; r < this.#ids.length; r++) {
      let s = 0;
      const base = r * d;
      for (let i = 0; i < d; i++) s += rows[base + i] * q[i];
      if (bestScores.length === k && s <= bestScores[k - 1]) continue;
      const id = this.#ids[r];
      if (!accept(id)) continue;
      let at = bestScores.length;
      while (at > 0 && bestScores[at - 1] < s) at--;
      bestScores.splice(at, 0, s);
      bestIds.splice(at, 0, id);
      if (bestScores.length > k) {
        bestScores.pop();
        bestIds.pop();
      }
    }
    return bestIds.map((id, i) => ({ id, score: Math.round(bestScores[i] * 10000) / 10000 }));
  }

  #reset(dims: number) {
    this.#dims = dims;
    this.#rows = new Float32Array(0);
    this.#ids = [];
    this.#row.clear();
  }

  #grow(rows: number) {
    const need = rows * this.#dims;
    if (need <= this.#rows.length) return;
    const next = new Float32Array(Math.max(need, this.#rows.length * 2, 64 * this.#dims));
    next.set(this.#rows);
    this.#rows = next;
  }
}
