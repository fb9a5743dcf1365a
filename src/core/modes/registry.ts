// The mode registry: one line per mode. A mode is its folder (src/core/engines/<mode>/, whose
// `mode.ts` exports its descriptor) and its line here; everything the core keeps per mode — the mode
// ids and the `Mode` type, the capsule modes, the profile schemas and `ProfileByMode`, the tool
// namespaces, the lint checks, the export formats, the capsule engines — is read from this list.
// The order is the modes' order everywhere (MODES).
import { agendaMode } from '../engines/agenda/mode.ts';
import { directorMode } from '../engines/director/mode.ts';
import { loopMode } from '../engines/loop/mode.ts';
import { singleMode } from '../engines/single/mode.ts';
import { specMode } from '../engines/spec/mode.ts';

export const MODE_REGISTRY = [directorMode, loopMode, specMode, agendaMode, singleMode] as const;
