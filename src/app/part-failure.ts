// What a service says when a part it loads on first use (lazy-part.ts) could not be loaded: the file
// and why, that nothing was changed, and what to do. As a skill issue for the results Manage Skills shows.
import type { SkillIssue } from '../core/skills/types.ts';
import { PartLoadError, type LazyPart } from './lazy-part.ts';

export function partFailureText(e: unknown): string {
  const why = e instanceof Error ? e.message : String(e);
  return `${why} Nothing was changed; reload the page, and if it happens again, update or reinstall the extension.`;
}

/** The failure as the one issue of a result; `file` is the file that failed (else the part's). */
export function partFailureIssue(part: Pick<LazyPart<unknown>, 'file'>, e: unknown): SkillIssue {
  return { file: e instanceof PartLoadError ? e.file : part.file, rule: 'error', message: partFailureText(e) };
}
