// The reasoning fold as an ordered list of named sections. Each section is its own buffer, so agents
// streaming in parallel never interleave; the fold text is rendered from the list.
//
//   ### [subagent-0: chat_scout] (running)
//   …text as it streams…
//
//   ### [main-2]
//   …

export interface FoldSection {
  id: string;
  /** Shown as ` (<status>)` after the header; undefined = no suffix. */
  status?: string;
  body: string;
}

export class Fold {
  readonly prefix: string;
  #sections: FoldSection[] = [];
  #byId = new Map<string, FoldSection>();
  /** Called after every change (the renderer coalesces). */
  onChange?: () => void;

  /** `prefix`: reasoning the slot already had (a continue turn's), kept above the sections. */
  constructor(prefix = '') {
    this.prefix = prefix;
  }

  get sections(): readonly FoldSection[] {
    return this.#sections;
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** Creates the section at the end if it does not exist; sets its status when given. */
  ensure(id: string, status?: string): FoldSection {
    let s = this.#byId.get(id);
    if (!s) {
      s = { id, status, body: '' };
      this.#sections.push(s);
      this.#byId.set(id, s);
      this.onChange?.();
    } else if (status !== undefined && s.status !== status) {
      s.status = status;
      this.onChange?.();
    }
    return s;
  }

  append(id: string, text: string): void {
    if (!text) return;
    this.ensure(id).body += text;
    this.onChange?.();
  }

  /** Cuts a section's body back to `length` characters (drops text of a response that is re-sent). */
  truncate(id: string, length: number): void {
    const s = this.#byId.get(id);
    if (!s || s.body.length <= length) return;
    s.body = s.body.slice(0, length);
    this.onChange?.();
  }

  /** Sets or (with undefined) clears the status suffix. */
  setStatus(id: string, status: string | undefined): void {
    const s = this.ensure(id);
    if (s.status === status) return;
    s.status = status;
    this.onChange?.();
  }

  render(): string {
    const parts = this.#sections.map((s) => {
      const header = `### [${s.id}]${s.status ? ` (${s.status})` : ''}`;
      const body = s.body.replace(/\s+$/, '');
      return body ? `${header}\n${body}` : header;
    });
    if (this.prefix.trim()) parts.unshift(this.prefix.replace(/\s+$/, ''));
    return parts.join('\n\n');
  }
}
