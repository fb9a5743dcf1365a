// The agenda mode's engine as its descriptor loads it (a chunk of its own, on the mode's first turn):
// the profile read into the engine's config, then run on the turn.
import type { CapsuleEngine } from '../../modes/types.ts';
import type { AgendaProfile } from '../../profiles/schemas/agenda.ts';
import { runAgendaCapsule } from './engine.ts';
import { agendaConfigFromProfile } from './from-profile.ts';

export const agendaEngine: CapsuleEngine<AgendaProfile> = (profile, opts, rt) => runAgendaCapsule(agendaConfigFromProfile(profile, opts), rt);
