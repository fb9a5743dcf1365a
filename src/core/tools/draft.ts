// The reply being written: a text buffer with the message tools' rules (append/replace, all-or-nothing
// context patches, the continue invariant). Pure; the engine mirrors each change to the host's reply slot.
import type { ToolFailure } from '../agent/tool.ts';
import { toolFailure } from '../agent/tool.ts';

export interface MessagePatch {
  find: string;
  replaceWith: string;
}

export type WriteMode = 'append' | 'replace';

/** Most characters a reply may hold (a long chapter is well under it; a runaway model is not). */
export const MAX_DRAFT_CHARS = 256 * 1024;

export interface DraftOptions {
  /** Text the draft must keep as its prefix (a continue turn's original message). */
  preservedPrefix?: string;
  /** Called once per successful write or patch call with the new text. */
  onChange?(text: string): void;
}

export class Draft {
  #text: string;
  #prefix: string;
  #settled = false;
  #onChange?: (text: string) => void;

  constructor(initial = '', opts: DraftOptions = {}) {
    this.#prefix = opts.preservedPrefix ?? '';
    this.#text = initial.startsWith(this.#prefix) ? initial : this.#prefix + initial;
    this.#onChange = opts.onChange;
  }

  get text(): string {
    return this.#text;
  }

  get preservedPrefix(): string {
    return this.#prefix;
  }

  get settled(): boolean {
    return this.#settled;
  }

  /** After this, writes and patches fail with `draft_settled`. */
  settle(): void {
    this.#settled = true;
  }

  write(text: string, mode: WriteMode = 'append'): { ok: true; currentLength: number } | ToolFailure {
    if (this.#settled) return settledFailure();
    const next = mode === 'replace' ? text : this.#text + text;
    const refused = this.#checkSize(next) ?? this.#checkPrefix(next);
    if (refused) return refused;
    this.#commit(next);
    return { ok: true, currentLength: next.length };
  }

  /** Applies patches in order (later ones see earlier edits); any failure leaves the text untouched. */
  applyPatches(patches: readonly MessagePatch[]): { ok: true; appliedCount: number; currentLength: number } | ToolFailure {
    if (this.#settled) return settledFailure();
    if (!Array.isArray(patches) || patches.length === 0) {
      return toolFailure('apply_message_patches requires a non-empty patches array.', 'invalid_arguments');
    }
    let next = this.#text;
    for (let i = 0; i < patches.length; i++) {
      const p = patches[i] as Partial<MessagePatch> | null;
      const where = patches.length > 1 ? `Patch ${i + 1} of ${patches.length}: ` : '';
      if (!p || typeof p.find !== 'string' || typeof p.replaceWith !== 'string') {
        return toolFailure(`${where}Each patch needs string fields "find" and "replaceWith". No patch was applied.`, 'invalid_arguments');
      }
      if (p.find === '') {
        return toolFailure(`${where}"find" is empty. No patch was applied.`, 'patch_not_found', 'Quote the exact text to replace, with a line of context.');
      }
      const first = next.indexOf(p.find);
      if (first === -1) {
        return toolFailure(
          `${where}The "find" text does not occur in the draft. No patch was applied.`,
          'patch_not_found',
          'Re-read the draft with get_draft and copy the text exactly, byte for byte.',
        );
      }
      if (next.indexOf(p.find, first + 1) !== -1) {
        return toolFailure(
          `${where}The "find" text occurs more than once in the draft. No patch was applied.`,
          'patch_ambiguous',
          'Extend "find" with surrounding context until it matches exactly once.',
        );
      }
      next = next.slice(0, first) + p.replaceWith + next.slice(first + p.find.length);
    }
    const refused = this.#checkSize(next) ?? this.#checkPrefix(next);
    if (refused) return refused;
    this.#commit(next);
    return { ok: true, appliedCount: patches.length, currentLength: next.length };
  }

  #checkSize(next: string): ToolFailure | undefined {
    if (next.length <= MAX_DRAFT_CHARS) return undefined;
    return toolFailure(
      `The reply would be ${next.length} characters long; at most ${MAX_DRAFT_CHARS} are allowed. Nothing was changed.`,
      'draft_too_large',
      'Keep the reply to the scene at hand; finalize what is there, or replace the draft with a shorter text.',
    );
  }

  #checkPrefix(next: string): ToolFailure | undefined {
    if (this.#prefix && !next.startsWith(this.#prefix)) {
      return toolFailure(
        'This is a continue turn: the original message text must stay unchanged at the start of the reply. Nothing was changed.',
        'invalid_op_for_continue',
        'Use write_message with mode "append", or patch only text written after the original message.',
      );
    }
    return undefined;
  }

  #commit(next: string): void {
    this.#text = next;
    this.#onChange?.(next);
  }
}

function settledFailure(): ToolFailure {
  return toolFailure('The reply has already been committed; it can no longer be changed.', 'draft_settled');
}
