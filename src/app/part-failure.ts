// What a service says when a part it loads on first use (lazy-part.ts) could not be loaded: the file
// and why, that nothing was changed (or that Troupe did not run for the reply), and what to do; as a skill
// issue for the results Manage Skills shows.
import type { SkillIssue } from '../core/skills/types.ts';
import { PartLoadError, type LazyPart } from '../ports/lazy-part.ts';

const ADVICE = 'reload the page, and if it happens again, update or reinstall the extension.';
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** For an action: the failure, that nothing was changed, and what to do. */
export function partFailureText(e: unknown): string {
  return `${why(e)} Nothing was changed; ${ADVICE}`;
}

/** For a reply Troupe was about to take: the failure, that it did not run (SillyTavern answers), and what to do. */
export function replyPartFailureText(e: unknown): string {
  return `${why(e)} Troupe did not run for this reply; ${ADVICE}`;
}

/** The failure as the one issue of a result; `file` is the file that failed (else the part's). */
export function partFailureIssue(part: Pick<LazyPart<unknown>, 'file'>, e: unknown): SkillIssue {
  return { file: e instanceof PartLoadError ? e.file : part.file, rule: 'error', message: partFailureText(e) };
}
