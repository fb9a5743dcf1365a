// The profile limits as the app applies them to an imported file (src/core/profiles/guards.ts holds
// the limits; a card's override is checked by the core when it is read).
import { teamProblem } from '../../core/profiles/guards.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { ProfileByMode } from '../../core/profiles/parse.ts';

export { dropHugeUnknownFields, MAX_TEAM, MAX_UNKNOWN_FIELD_CHARS, profileFileProblem } from '../../core/profiles/guards.ts';

/** Why an imported profile is too big to keep, as the import's message, or null. */
export function importTeamProblem(mode: Mode, profile: ProfileByMode[Mode]): string | null {
  const why = teamProblem(mode, profile);
  return why ? `The profile ${why.replace(/^it /, '')}. Nothing was imported.` : null;
}
