// Our director profile as a file Luker reads (luker_orchestrator_profile_v3), and back: the export
// and import side of the Luker converters (luker.ts reads Luker's own bodies, e.g. a card's override).

import { renameRouting } from './luker.ts';
import { isPlainObject } from './sanitize.ts';
import { agentToolFlags, type ToolFlags, type ToolOverride } from './tools.ts';

type Obj = Record<string, unknown>;

// Writing for Luker: a director export labelled luker_orchestrator_profile_v3 uses Luker's field names
// (`apiPresetName`, `promptPresetName`) and Luker's tool semantics (an agent's `tools` replaces the
// profile's as a whole, so it is written out in full). `ownToolNamespaces` records which namespaces
// were the agent's own, so our import restores the override exactly; Luker ignores it.

function toLukerRouting(src: Obj): Obj {
  const { apiPreset, promptPreset, ...rest } = src;
  return { ...rest, apiPresetName: apiPreset ?? '', promptPresetName: promptPreset ?? '' };
}

function toLukerAgent(agent: Obj, profileTools: ToolFlags): Obj {
  const out = toLukerRouting(agent);
  if (isPlainObject(agent.tools)) {
    out.tools = structuredClone(agentToolFlags(profileTools, agent.tools as ToolOverride));
    out.ownToolNamespaces = Object.keys(agent.tools);
  }
  return out;
}

/** Our director profile in Luker's field names (for the v3 export). */
export function toLukerDirector(profile: Obj): Obj {
  const tools = (isPlainObject(profile.tools) ? profile.tools : {}) as ToolFlags;
  const out = toLukerRouting(profile);
  if (isPlainObject(profile.mainAgent)) out.mainAgent = toLukerAgent(profile.mainAgent, tools);
  if (Array.isArray(profile.subAgents)) out.subAgents = profile.subAgents.map((s) => (isPlainObject(s) ? toLukerAgent(s, tools) : s));
  return out;
}

function fromOurAgent(agent: Obj): Obj {
  const { ownToolNamespaces, ...rest } = renameRouting(agent);
  if (Array.isArray(ownToolNamespaces) && isPlainObject(rest.tools)) {
    const tools = rest.tools as Obj;
    rest.tools = Object.fromEntries(ownToolNamespaces.filter((ns): ns is string => typeof ns === 'string' && ns in tools).map((ns) => [ns, tools[ns]]));
  }
  return rest;
}

/** Our own v3 director file back to our field names (either spelling is accepted). */
export function fromOurDirectorFile(body: Obj): Obj {
  const out = renameRouting(body);
  if (isPlainObject(body.mainAgent)) out.mainAgent = fromOurAgent(body.mainAgent);
  if (Array.isArray(body.subAgents)) out.subAgents = body.subAgents.map((s) => (isPlainObject(s) ? fromOurAgent(s) : s));
  return out;
}
