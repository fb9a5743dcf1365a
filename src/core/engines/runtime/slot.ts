// The reply slot a host gives a takeover engine, and a guard that stops all writing once the user
// has switched to another chat (or the run has settled).

/** Who wrote a reply: the connection its writing agent ran on ('' = the default), for hosts that label messages with it. */
export interface ReplyAuthor {
  connection: string;
}

export interface ReplySlot {
  /** Identity of the chat this slot belongs to (for logs and for the host's own checks). */
  readonly chatId: string;
  /** False once this chat is no longer the one on screen; the engine then never writes again. */
  isCurrent(): boolean;
  /** The slot's text before the run: a continue turn's original message, otherwise usually ''. */
  readonly initialText: string;
  /** The slot's reasoning fold before the run. */
  readonly initialReasoning: string;
  /** The reply body. Called once per message-tool call, never per token. */
  setText(text: string): void;
  /** The reasoning fold. Called at most once per scheduler tick. */
  setReasoning(text: string): void;
  /** Save the reply into the chat; `author` names the connection that wrote it. */
  commit(author?: ReplyAuthor): void | Promise<void>;
  /** Drop the reply; the slot returns to its state before the run. */
  discard(): void | Promise<void>;
}

export interface SlotGuard {
  setText(text: string): void;
  setReasoning(text: string): void;
  commit(author?: ReplyAuthor): Promise<boolean>;
  discard(): Promise<boolean>;
  /** True once a write found the chat switched. */
  readonly lost: boolean;
  /** No writes after this (the run settled). */
  close(): void;
}

/** Wraps a slot so every write first checks `isCurrent()`; the first failed check calls `onLost` once. */
export function guardSlot(slot: ReplySlot, onLost: () => void): SlotGuard {
  let lost = false;
  let closed = false;
  const ok = () => {
    if (closed || lost) return false;
    if (slot.isCurrent()) return true;
    lost = true;
    onLost();
    return false;
  };
  return {
    setText: (t) => void (ok() && slot.setText(t)),
    setReasoning: (t) => void (ok() && slot.setReasoning(t)),
    async commit(author) {
      if (!ok()) return false;
      closed = true;
      await slot.commit(author);
      return true;
    },
    async discard() {
      if (!ok()) return false;
      slot.setText(slot.initialText);
      slot.setReasoning(slot.initialReasoning);
      closed = true;
      await slot.discard();
      return true;
    },
    get lost() {
      return lost;
    },
    close() {
      closed = true;
    },
  };
}
