// The reply a takeover is writing right now, so readers can leave the unfinished draft out.
import type { StMessage } from './types.ts';

export interface ActiveReply {
  chatId: string;
  /** The chat message object the slot writes into. */
  message: StMessage;
  /** What the message said before the run ('' for a new message or a new swipe). */
  initialText: string;
}

export interface ActiveReplyHolder {
  current: ActiveReply | null;
}
