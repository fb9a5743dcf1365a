// The tag board of an agenda turn: a worker's report is stored under its output tags, and a worker
// dispatched later receives the latest report of each of its input tags, besides the runs the
// planner passes by id. Tags given at the start (a skill package's demandTag holding the user's
// first answer) are on the board before any worker runs.

export interface TaggedRun {
  id: string;
  worker: string;
  output?: string;
}

interface Entry {
  text: string;
  /** The run that wrote it; absent for tags given at the start. */
  run?: TaggedRun;
}

export class TagBoard {
  readonly #entries = new Map<string, Entry>();

  constructor(start: Readonly<Record<string, string>> = {}) {
    for (const [tag, text] of Object.entries(start)) if (text.trim()) this.#entries.set(tag, { text });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A completed run's report, under each of its worker's output tags (a later report replaces an earlier one). */
  record(run: TaggedRun, tags: readonly string[]): void {
    if (!run.output?.trim()) return;
    for (const tag of tags) this.#entries.set(tag, { text: run.output, run });
  }

  /** The reports for a worker's input tags, leaving out runs it already receives by id. One report per run. */
  inputsFor(tags: readonly string[], byId: readonly string[]): { id: string; text: string }[] {
    const out: { id: string; text: string; runId?: string }[] = [];
    for (const tag of tags) {
      const e = this.#entries.get(tag);
      if (!e || (e.run && byId.includes(e.run.id))) continue;
      const same = e.run && out.find((o) => o.runId === e.run!.id);
      if (same) same.id = `${same.id.slice(0, same.id.indexOf(' ('))}, ${tag}${same.id.slice(same.id.indexOf(' ('))}`;
      else out.push({ id: e.run ? `${tag} (${e.run.id}, ${e.run.worker})` : `${tag} (given when the chat started)`, text: e.text, runId: e.run?.id });
    }
    return out.map(({ id, text }) => ({ id, text }));
  }

  /** One line per tag on the board, for the planner. */
  render(): string {
    if (!this.#entries.size) return '(empty)';
    return [...this.#entries].map(([tag, e]) => `- ${tag}: ${e.run ? `from ${e.run.id} (${e.run.worker})` : 'given when the chat started'}`).join('\n');
  }
}
