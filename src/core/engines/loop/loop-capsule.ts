// The loop mode's engine as its descriptor loads it (a chunk of its own, on the mode's first turn):
// the profile read into the engine's config, then run on the turn.
import type { CapsuleEngine } from '../../modes/types.ts';
import type { LoopProfile } from '../../profiles/schemas/loop.ts';
import { runLoopCapsule } from './engine.ts';
import { loopConfigFromProfile } from './from-profile.ts';

export const loopEngine: CapsuleEngine<LoopProfile> = (profile, opts, rt) => runLoopCapsule(loopConfigFromProfile(profile, opts), rt);
