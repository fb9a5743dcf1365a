// The tool switches by mode: each mode's tool set is on its descriptor (profiles/tools.ts has the
// functions that read a set); these name them by mode, as the panel, the workbench and the profile
// formats ask.
import type { Mode } from '../profiles/modes.ts';
import { defaultFlagsOf, namespaceFlags, offeredVerbsOf, verbsOf, type NamespaceFlags, type ToolFlags, type ToolNamespace } from '../profiles/tools.ts';
import { MODE_REGISTRY } from './registry.ts';

const setOf = (mode: Mode) => MODE_REGISTRY.find((d) => d.mode === mode)!.toolSet;

/** Which namespaces (and verbs) each mode has. `single` has no tools. */
export const MODE_TOOL_NAMESPACES = Object.fromEntries(MODE_REGISTRY.map((d) => [d.mode, d.tools])) as { readonly [M in Mode]: readonly ToolNamespace[] };

/** The verbs of a namespace a mode offers. */
export const verbsFor = (mode: Mode, ns: ToolNamespace): readonly string[] => verbsOf(setOf(mode), ns);

/** All verbs of a mode's namespace set to `on` (draft readers stay on regardless). */
export const namespaceAll = (mode: Mode, ns: ToolNamespace, on: boolean): NamespaceFlags => namespaceFlags(setOf(mode), ns, on);

/** The mode's default tool switches (also what a missing namespace becomes). */
export const defaultToolFlags = (mode: Mode): ToolFlags => defaultFlagsOf(setOf(mode));

/** The verbs of a namespace whose tools exist (`available`: the core's tools plus host and extension tools). */
export const offeredVerbs = (mode: Mode, ns: ToolNamespace, available: ReadonlySet<string>): readonly string[] => offeredVerbsOf(setOf(mode), ns, available);
