// Which tools exist where the panel runs (the core's plus the host's and extensions'), for the tools
// editor: a switch is shown only for a tool that exists. The app provides it; tests may too.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Mode } from '../../src/core/profiles/modes.ts';
import { MODE_TOOL_NAMESPACES, offeredVerbs } from '../../src/core/modes/tools.ts';
import { CORE_TOOL_NAMES, type ToolNamespace } from '../../src/core/profiles/tools.ts';

export const ToolAvailability = createContext<ReadonlySet<string>>(CORE_TOOL_NAMES);

/** The verbs of `ns` shown for `mode`: those whose tool exists. */
export function useOfferedVerbs(mode: Mode, ns: ToolNamespace): readonly string[] {
  return offeredVerbs(mode, ns, useContext(ToolAvailability));
}

/** The namespaces of `mode` with at least one tool that exists. */
export function useOfferedNamespaces(mode: Mode): readonly ToolNamespace[] {
  const available = useContext(ToolAvailability);
  return MODE_TOOL_NAMESPACES[mode].filter((ns) => offeredVerbs(mode, ns, available).length > 0);
}
