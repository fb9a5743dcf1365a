// Storage errors: one class with a code the UI can switch on, and the English messages in one place.

export type StorageErrorCode =
  | 'quota' // the browser refused to store more
  | 'version-too-new' // the database was written by a newer Troupe
  | 'invalid' // a value or argument cannot be stored
  | 'not-found' // the record to change does not exist
  | 'busy' // the data kept changing under us (another tab)
  | 'conflict' // the record is not the one the change was made from (another tab saved first)
  | 'failed'; // anything else IndexedDB reported

export class StorageError extends Error {
  override name = 'StorageError';
  /** The database the error is about, when it is about a whole database (e.g. `version-too-new`). */
  readonly db?: string;
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown; db?: string },
  ) {
    super(message, options);
    if (options?.db) this.db = options.db;
  }
}

/** The English text of every storage message (i18n tables translate these later). */
export const MESSAGES = {
  quota: (what: string, detail: string) =>
    `Browser storage is full: could not save ${what}. Delete skills you no longer use, or allow persistent storage, then try again. (${detail})`,
  tooNew: (db: string, found: number, known: number) =>
    `The database "${db}" was written by a newer version of Troupe (schema v${found}; this version reads up to v${known}). ` +
    `It was left untouched: update Troupe to use it.`,
  badMeta: (db: string, found: string) => `The database "${db}" has a damaged version record (${found}); it was left untouched.`,
  notStorable: (what: string, detail: string) => `Could not save ${what}: it holds a value the browser cannot store (${detail}). Nothing was changed.`,
  failed: (writing: boolean, what: string, detail: string) =>
    writing ? `Saving ${what} failed: ${detail}. Nothing was changed.` : `Reading ${what} failed: ${detail}.`,
} as const;

function describe(err: unknown): string {
  if (err && typeof err === 'object' && 'name' in err && 'message' in err) {
    return `${String(err.name)}: ${String(err.message)}`;
  }
  return String(err);
}

/** Turns whatever IndexedDB threw into a StorageError with a readable message. */
export function toStorageError(err: unknown, what: string, writing: boolean): StorageError {
  if (err instanceof StorageError) return err;
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  const detail = describe(err);
  if (name === 'QuotaExceededError') return new StorageError('quota', MESSAGES.quota(what, detail), { cause: err });
  if (name === 'DataCloneError') return new StorageError('invalid', MESSAGES.notStorable(what, detail), { cause: err });
  return new StorageError('failed', MESSAGES.failed(writing, what, detail), { cause: err });
}
