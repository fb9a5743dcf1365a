// What every capsule-mode profile adapter takes besides the profile.
import type { Skill } from '../../skills/types.ts';

export interface CapsuleProfileOptions {
  /** The installed skills, merged by scope precedence (character > preset > global). */
  skills?: readonly Skill[];
  /** Names of host or extension tools (memory_*, search_*, custom) that may be offered. */
  extraToolNames?: readonly string[];
}
