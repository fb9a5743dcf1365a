// What the "Storage problems" notice shows: records put aside in the quarantine (read from its
// store, so a reload still shows them), databases that could not be read, and repairs done while
// loading. It offers the export of the raw records and the repairs a source knows how to do.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Quarantine, QuarantineEntry } from '../storage/index.ts';
import { onStorageChange, readRawRecords } from '../storage/index.ts';
import type { ProblemText, StorageProblem, StorageProblemSource } from '../ports/storage-problems.ts';

export type { ProblemText, StorageProblem, StorageProblemSource } from '../ports/storage-problems.ts';

export interface StorageHealthOptions {
  quarantine: Quarantine;
  /** Where the quarantine announces its writes (the storage prefix). */
  prefix: string;
  saveAs(fileName: string, text: string): void;
  now?(): number;
}

/** The English fallback of every code the app itself writes; hosts add their own codes. */
const T = {
  quarantined: (p: { where: string }) => `A damaged record (${p.where}) was put aside; nothing else was changed.`,
  unreadable: (p: { db: string; detail: string }) => `The database "${p.db}" could not be read: ${p.detail}`,
} as const;

export const problemText = <K extends keyof typeof T>(code: K, params: Parameters<(typeof T)[K]>[0]): ProblemText => ({
  code,
  params: params as Record<string, string | number>,
  text: (T[code] as (p: typeof params) => string)(params),
});

function base64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]!);
  return btoa(bin);
}

function fromEntry(e: QuarantineEntry): StorageProblem {
  const where = `${e.db} › ${e.key}`;
  const summary: ProblemText = e.notice ?? problemText('quarantined', { where });
  return { id: `q:${e.id}`, where, summary, detail: e.reason, quarantined: true, ...(e.repair ? { repair: e.repair } : {}) };
}

export class StorageHealth {
  readonly #entries = signal<readonly QuarantineEntry[]>([]);
  readonly #reported = signal<readonly StorageProblem[]>([]);
  readonly #sources = signal<readonly StorageProblemSource[]>([]);
  readonly #dismissed = signal<ReadonlySet<string>>(new Set());
  readonly #o: StorageHealthOptions;
  /** Everything to show: not yet dismissed, quarantine entries first. */
  readonly problems: ReadonlySignal<readonly StorageProblem[]>;
  #stop: (() => void) | undefined;
  #n = 0;

  constructor(options: StorageHealthOptions) {
    this.#o = options;
    this.problems = computed(() => {
      const gone = this.#dismissed.value;
      const fromStore = this.#entries.value.filter((e) => !e.acknowledgedAt).map(fromEntry);
      const others = [...this.#reported.value, ...this.#sources.value.flatMap((s) => s.storageProblems.value)];
      return [...fromStore, ...others].filter((p) => !gone.has(p.id));
    });
  }

  /** Reads the quarantine now and whenever it changes (in this tab or another). */
  async start(): Promise<void> {
    this.#stop ??= onStorageChange('quarantine', () => void this.refresh(), this.#o.prefix);
    await this.refresh();
  }

  async refresh(): Promise<void> {
    try {
      this.#entries.value = await this.#o.quarantine.list();
    } catch (e) {
      this.report({
        where: this.#o.quarantine.store.dbName,
        summary: problemText('unreadable', { db: this.#o.quarantine.store.dbName, detail: e instanceof Error ? e.message : String(e) }),
      });
    }
  }

  addSource(source: StorageProblemSource): void {
    this.#sources.value = [...this.#sources.value, source];
  }

  /** A problem found in memory (a load failure, a repair made while reading). */
  report(problem: Omit<StorageProblem, 'id'>): void {
    // The same problem found again (another load after another tab's write) is shown once.
    if (this.#reported.value.some((p) => p.where === problem.where && p.summary.text === problem.summary.text)) return;
    this.#reported.value = [...this.#reported.value, { ...problem, id: `r:${++this.#n}` }];
  }

  /** Hides what is shown now; quarantine entries are marked as seen there (they are never deleted). */
  async dismiss(): Promise<void> {
    const shown = this.problems.value;
    this.#dismissed.value = new Set([...this.#dismissed.value, ...shown.map((p) => p.id)]);
    const ids = shown.filter((p) => p.id.startsWith('q:')).map((p) => p.id.slice(2));
    if (ids.length) await this.#o.quarantine.acknowledge(ids);
    await this.refresh();
  }

  /** Runs the repair a problem offers; the answer says what was done. */
  async repair(problemId: string): Promise<ProblemText | null> {
    const p = this.problems.value.find((x) => x.id === problemId);
    if (!p?.repair) return null;
    for (const s of this.#sources.value) {
      const done = await s.repairStorage?.(p.repair);
      if (done) {
        this.#dismissed.value = new Set([...this.#dismissed.value, problemId]);
        if (p.id.startsWith('q:')) await this.#o.quarantine.acknowledge([p.id.slice(2)]);
        await this.refresh();
        return done;
      }
    }
    return null;
  }

  /**
   * Saves every quarantined record (dismissed ones too) and the raw records of databases that could
   * not be read, as one JSON file. The secrets database is never part of it.
   */
  async exportRecords(): Promise<void> {
    const quarantined = await this.#o.quarantine.list();
    const dbs = [...new Set(this.problems.value.map((p) => p.unreadableDb).filter((d): d is string => !!d))];
    const unreadable: Record<string, unknown> = {};
    for (const db of dbs) {
      try {
        unreadable[db] = await readRawRecords(db);
      } catch (e) {
        unreadable[db] = { error: e instanceof Error ? e.message : String(e) };
      }
    }
    const at = this.#o.now?.() ?? Date.now();
    const file = { format: 'troupe-storage-problems', exportedAt: new Date(at).toISOString(), quarantined, unreadable };
    const text = JSON.stringify(file, (_k, v) => (v instanceof Uint8Array ? { bytesBase64: base64(v) } : v), 2);
    this.#o.saveAs(`troupe-storage-problems-${new Date(at).toISOString().slice(0, 10)}.json`, text);
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = undefined;
  }
}
