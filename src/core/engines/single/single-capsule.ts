// The single mode's engine as its descriptor loads it (a chunk of its own, on the mode's first turn):
// the profile read into the engine's config, then run on the turn.
import type { CapsuleEngine } from '../../modes/types.ts';
import type { SingleProfile } from '../../profiles/schemas/single.ts';
import { runSingleCapsule } from './engine.ts';
import { singleConfigFromProfile } from './from-profile.ts';

export const singleEngine: CapsuleEngine<SingleProfile> = (profile, opts, rt) => runSingleCapsule(singleConfigFromProfile(profile, opts), rt);
