// Bundled packages: skills-bundled/packages/ (registry.yaml plus `{bookKind}/{name}/…`), compiled into
// the build as rows by scripts/bundled-skills-plugin.ts, become packages with `bundledHash` set.
import { decodeBase64 } from '../bundled.ts';
import { encodeText } from '../text.ts';
import { loadSkillPackages, type PackageLoadResult } from './load.ts';

/** One file of skills-bundled/packages/: text, or base64 for binary files. */
export interface BundledPackageRow {
  path: string;
  text?: string;
  base64?: string;
}

/** The bundled packages; a package that does not validate is reported in `issues` (a build-time mistake) and left out. */
export function bundledRowsToPackages(rows: readonly BundledPackageRow[], options: { now?: number } = {}): PackageLoadResult {
  const bytes = new Map(rows.map((r) => [r.path, r.base64 !== undefined ? decodeBase64(r.base64) : encodeText(r.text ?? '')]));
  const r = loadSkillPackages([...bytes.keys()], (p) => bytes.get(p)!, { now: options.now, whole: 'skills-bundled/packages' });
  return { ...r, packages: r.packages.map((p) => ({ ...p, bundledHash: p.hash })) };
}
