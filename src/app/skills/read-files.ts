// Reading picked files into bytes, reporting progress by bytes read.
import type { ImportProgress } from './skills-contract.ts';

export interface PickedFile {
  name: string;
  size: number;
  /** Set for files picked with a folder picker: `<folder>/<path inside>`. */
  webkitRelativePath?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ReadFile {
  name: string;
  path: string;
  bytes: Uint8Array;
}

/** Reads every file; `onProgress` sees bytes done of the total, once per file. */
export async function readPickedFiles(files: readonly PickedFile[], onProgress?: (p: ImportProgress) => void): Promise<ReadFile[]> {
  const total = files.reduce((n, f) => n + f.size, 0);
  let done = 0;
  const out: ReadFile[] = [];
  for (const f of files) {
    onProgress?.({ done, total, label: f.name });
    const bytes = new Uint8Array(await f.arrayBuffer());
    done += f.size;
    out.push({ name: f.name, path: f.webkitRelativePath || f.name, bytes });
  }
  onProgress?.({ done: total, total });
  return out;
}
