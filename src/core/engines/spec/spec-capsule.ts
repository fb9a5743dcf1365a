// The spec mode's engine as its descriptor loads it (a chunk of its own, on the mode's first turn):
// the profile read into the engine's config, then run on the turn.
import type { CapsuleEngine } from '../../modes/types.ts';
import type { SpecProfile } from '../../profiles/schemas/spec.ts';
import { runSpecCapsule } from './engine.ts';
import { specConfigFromProfile } from './from-profile.ts';

export const specEngine: CapsuleEngine<SpecProfile> = (profile, opts, rt) => runSpecCapsule(specConfigFromProfile(profile, opts), rt);
