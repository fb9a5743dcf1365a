// The director's engine as its descriptor loads it (a chunk of its own, on the first director turn):
// the profile read into the engine's config, then the turn that writes the reply into the slot.
import type { ReplyEngine } from '../../modes/types.ts';
import type { DirectorProfile } from '../../profiles/schemas/director.ts';
import { runDirectorTurn } from './engine.ts';
import { directorConfigFromProfile } from './from-profile.ts';

export const directorEngine: ReplyEngine<DirectorProfile> = (profile, opts, { withConfig, ...input }) => {
  const config = directorConfigFromProfile(profile, opts);
  return runDirectorTurn({ ...input, config: withConfig ? withConfig(config) : config });
};
