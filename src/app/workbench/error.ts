// The workbench's refusals: what the user (or the calling extension) can act on; nothing was written.
// `unavailable` is a part of the workbench that could not be loaded (its file is named in the message).
import { PartLoadError } from '../../ports/lazy-part.ts';

export type WorkbenchErrorCode = 'unsaved_edits' | 'nothing_approved' | 'no_longer_applies' | 'conflict' | 'no_history' | 'gone' | 'failed' | 'unavailable';

/** A refusal the user (or the calling extension) can act on; nothing was written. */
export class WorkbenchError extends Error {
  override name = 'WorkbenchError';
  constructor(
    readonly code: WorkbenchErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A failed load of a workbench part (`what`: "The workbench", "The workbench AI"…) as the refusal the
 * dialog and the API show; any other error is returned as it is.
 */
export function partUnavailable(what: string, e: unknown): unknown {
  if (!(e instanceof PartLoadError)) return e;
  return new WorkbenchError(
    'unavailable',
    `${what} could not be loaded: ${e.message} Nothing was changed, and the workbench's conversations and pending changes are kept. Reload the page, and if it happens again, update or reinstall the extension.`,
    { cause: e },
  );
}
