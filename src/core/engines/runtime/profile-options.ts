// What every profile adapter (profile → engine config) takes besides the profile.
import type { Skill } from '../../skills/types.ts';

export interface ProfileAdapterOptions {
  /** The installed skills, merged by scope precedence (character > preset > global). */
  skills?: readonly Skill[];
  /** Names of host, extension and custom tools (memory_*, search_*, …) that may be offered. */
  extraToolNames?: readonly string[];
}
