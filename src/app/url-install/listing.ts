// Reading a GitHub tree listing: which files of the folder belong to skills, their sizes, and the
// files outside every skill. A listing of 100,000 files is 12–16 MB of JSON; in the browser this runs
// in a Worker (listing.worker.ts), so the page stays responsive, and in-thread where there is none.
import { findSkillFolders } from '../../core/skills/layout.ts';

interface TreeEntry {
  path: string;
  type: string;
  size?: number;
}

/** A skill folder of the listing, paths relative to the folder the user asked for. */
export interface ListedFolder {
  /** The skill folder's prefix below the asked folder ('' or ending in '/'). */
  belowPrefix: string;
  folderName?: string;
  /** Its files, below the asked folder. */
  below: string[];
}

export type ListingRead =
  | { kind: 'not-listing' }
  | { kind: 'truncated' }
  | { kind: 'no-folder' }
  | {
      kind: 'ok';
      folders: ListedFolder[];
      /** Size in bytes of each file of `folders`, by its path below the asked folder. */
      sizes: Record<string, number>;
      /** Files below the asked folder that lie in no skill folder, as `<top>/<path>`, separated by NUL (one string: cheap to pass between threads). */
      ignored: string;
      ignoredCount: number;
    };

/**
 * Reads the listing's JSON (text or UTF-8 bytes) for the folder `path` of the repository ('' = all of
 * it); the ignored files are named as `<top>/<path below the folder>`.
 */
export function readListing(json: string | ArrayBuffer, path: string, top: string): ListingRead {
  let body: { tree?: TreeEntry[]; truncated?: boolean } | null;
  try {
    body = JSON.parse(typeof json === 'string' ? json : new TextDecoder().decode(json));
  } catch {
    return { kind: 'not-listing' };
  }
  if (!body || !Array.isArray(body.tree)) return { kind: 'not-listing' };
  if (body.truncated) return { kind: 'truncated' };
  const prefix = path ? `${path}/` : '';
  const below: string[] = [];
  const sizeAt: number[] = [];
  for (const e of body.tree) {
    if (!e || e.type !== 'blob' || typeof e.path !== 'string' || (prefix !== '' && !e.path.startsWith(prefix))) continue;
    below.push(prefix ? e.path.slice(prefix.length) : e.path);
    sizeAt.push(typeof e.size === 'number' ? e.size : 0);
  }
  if (!below.length) return { kind: 'no-folder' };
  const found = findSkillFolders(below);
  const wanted = new Set<string>();
  for (const f of found.folders) for (const p of f.paths) wanted.add(p);
  const sizes: Record<string, number> = Object.create(null);
  for (let i = 0; i < below.length; i++) if (wanted.has(below[i]!)) sizes[below[i]!] = sizeAt[i]!;
  const folders = found.folders.map((f) => ({ belowPrefix: f.prefix, folderName: f.folderName, below: f.paths }));
  return { kind: 'ok', folders, sizes, ignored: found.ignored.map((p) => `${top}/${p}`).join('\0'), ignoredCount: found.ignored.length };
}
