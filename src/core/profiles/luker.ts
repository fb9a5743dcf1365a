// Converters from the reference implementation's (Luker's) profile bodies to ours, before parsing.
// Only renames and semantic translations happen here; values are validated by parseProfile afterwards,
// and fields we do not know are carried over unchanged.
//
// Luker's tool semantics differ from ours: an agent's `tools` object replaces the profile's tools as a
// whole (so every namespace is written out here), a profile's partial tool tree means "missing verbs
// off", except loop profiles where every missing switch is on.

import type { Mode } from './modes.ts';
import { isPlainObject } from './sanitize.ts';
import { MODE_TOOL_NAMESPACES, namespaceAll } from '../modes/tools.ts';
import type { ToolNamespace } from './tools.ts';

type Obj = Record<string, unknown>;

/** Luker's routing names (`apiPresetName`, `promptPresetName`) as ours; ours are kept when both are there. */
export function renameRouting(src: Obj): Obj {
  const { apiPresetName, promptPresetName, ...rest } = src;
  const out: Obj = { ...rest };
  if (apiPresetName !== undefined && out.apiPreset === undefined) out.apiPreset = apiPresetName;
  if (promptPresetName !== undefined && out.promptPreset === undefined) out.promptPreset = promptPresetName;
  return out;
}

interface ToolTranslation {
  /** What a namespace missing from the object becomes. */
  missingNamespace(ns: ToolNamespace): Obj;
  /** Fill missing verbs of a present namespace with true (loop). */
  verbsDefaultOn?: boolean;
}

/** Translate one Luker tool tree into ours (every namespace of the mode written out). */
function translateTools(mode: Mode, tools: Obj, how: ToolTranslation): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(tools)) {
    if (k === 'finalize') continue; // director/loop finalize is not a switch here
    out[k] = isPlainObject(v) ? { ...v } : v;
  }
  const note = out.note;
  if (isPlainObject(note)) {
    // Legacy verbs add/delete became open/close.
    if (note.open === undefined && note.add !== undefined) note.open = note.add;
    if (note.close === undefined && note.delete !== undefined) note.close = note.delete;
    delete note.add;
    delete note.delete;
  }
  for (const ns of MODE_TOOL_NAMESPACES[mode]) {
    if (!isPlainObject(out[ns])) out[ns] = how.missingNamespace(ns);
    else if (how.verbsDefaultOn) out[ns] = { ...namespaceAll(mode, ns, true), ...(out[ns] as Obj) };
  }
  return out;
}

const allOff =
  (mode: Mode) =>
  (ns: ToolNamespace): Obj =>
    namespaceAll(mode, ns, false);

/** A Luker agent-level tool object (a full replacement) as our per-namespace override. */
function agentTools(mode: Mode, tools: unknown, mainAgent = false): unknown {
  if (!isPlainObject(tools)) return tools ?? null;
  return translateTools(mode, tools, {
    missingNamespace: (ns) => (ns === 'message' && mainAgent ? namespaceAll(mode, ns, true) : namespaceAll(mode, ns, false)),
  });
}

/** Director: flat profile (older files wrap it as `{director: {...}}`). */
export function fromLukerDirector(body: Obj): Obj {
  let src = body;
  if (isPlainObject(body.director) && body.mainAgent === undefined) {
    const { director, ...outer } = body;
    src = { ...outer, ...director };
  }
  const out = renameRouting(src);
  const hasProfileTools = isPlainObject(src.tools);
  const profileHasMessage = hasProfileTools && isPlainObject((src.tools as Obj).message);
  if (hasProfileTools) {
    out.tools = translateTools('director', src.tools as Obj, {
      missingNamespace: (ns) =>
        ns === 'collab'
          ? namespaceAll('director', ns, true) // older files had no collab switches: both dispatchers on
          : namespaceAll('director', ns, false), // message: drafting off, draft readers on (sub-agents always had them)
    });
  } else if (src.tools !== undefined && src.tools !== null) {
    out.tools = src.tools; // wrong type: let the parser report it
  } else {
    // Absent or null: Luker turned everything on (our default keeps memory and search off).
    out.tools = translateTools(
      'director',
      {},
      { missingNamespace: (ns) => (ns === 'message' ? namespaceAll('director', ns, false) : namespaceAll('director', ns, true)) },
    );
  }
  if (isPlainObject(src.mainAgent)) {
    const main = renameRouting(src.mainAgent);
    if (isPlainObject(src.mainAgent.tools)) main.tools = agentTools('director', src.mainAgent.tools, true);
    else if (!profileHasMessage) {
      // The main agent always wrote the reply in builds without message switches.
      main.tools = { message: namespaceAll('director', 'message', true) };
    } else main.tools = null;
    out.mainAgent = main;
  }
  if (Array.isArray(src.subAgents)) {
    out.subAgents = src.subAgents.map((s) => {
      if (!isPlainObject(s)) return s;
      const sub = renameRouting(s);
      if (isPlainObject(s.tools)) sub.tools = agentTools('director', s.tools);
      return sub;
    });
  }
  if (src.skills === undefined) out.skills = { visible: ['*'], deny: [] };
  return out;
}

/** Loop: snake_case fields, one agent's routing at the top, every tool switch on unless false. */
export function fromLukerLoop(body: Obj): Obj {
  const { system_prompt, apiPresetName, promptPresetName, max_rounds, wall_clock_budget_ms, capsule_inject, tools, ...rest } = body;
  const out: Obj = { ...rest };
  const agent: Obj = isPlainObject(rest.loopAgent) ? { ...rest.loopAgent } : {};
  if (system_prompt !== undefined) agent.systemPrompt = system_prompt;
  if (apiPresetName !== undefined) agent.apiPreset = apiPresetName;
  if (promptPresetName !== undefined) agent.promptPreset = promptPresetName;
  out.loopAgent = agent;
  if (max_rounds !== undefined) out.maxRounds = max_rounds;
  if (wall_clock_budget_ms !== undefined) out.wallClockBudgetMs = wall_clock_budget_ms;
  if (isPlainObject(capsule_inject)) {
    const capsule: Obj = { ...capsule_inject };
    // An empty instruction meant "use the global one", which is our default sentence.
    if (capsule.customInstruction === '') delete capsule.customInstruction;
    out.capsule = capsule;
  }
  if (isPlainObject(tools)) out.tools = translateTools('loop', tools, { missingNamespace: (ns) => namespaceAll('loop', ns, true), verbsDefaultOn: true });
  else if (tools !== undefined && tools !== null) out.tools = tools;
  if (out.skills === undefined) out.skills = { visible: ['*'], deny: [] };
  return out;
}

/** Spec: `{spec: {stages, defaultTools, skills, lorebookFilter}, presets: {id: agent}}`. */
export function fromLukerSpec(body: Obj): Obj {
  const { spec, presets, ...rest } = body;
  const out: Obj = { ...rest };
  const specObj: Obj = isPlainObject(spec) ? spec : {};
  const { stages, defaultTools, skills, lorebookFilter, ...specRest } = specObj;
  Object.assign(out, specRest);
  const presetMap: Obj = isPlainObject(presets) ? presets : {};
  out.agents = Object.entries(presetMap).map(([id, p]) => {
    if (!isPlainObject(p)) return { id };
    const { tools: _t, skills: _s, ...agentRest } = renameRouting(p);
    return { id, ...agentRest };
  });
  if (Array.isArray(stages)) {
    out.stages = stages.map((stage) => {
      if (!isPlainObject(stage) || !Array.isArray(stage.nodes)) return stage;
      return {
        ...stage,
        nodes: stage.nodes.map((n) => {
          const node: Obj = typeof n === 'string' ? { id: n, preset: n } : isPlainObject(n) ? { ...n } : { invalid: n };
          const { preset, ...nodeRest } = node;
          const agentId = typeof preset === 'string' && preset ? preset : typeof node.id === 'string' ? node.id : '';
          const agentDef = presetMap[agentId];
          const converted: Obj = { ...nodeRest, agent: agentId };
          if (converted.id === undefined) converted.id = agentId;
          const tools = isPlainObject(node.tools) ? node.tools : isPlainObject(agentDef) && isPlainObject(agentDef.tools) ? agentDef.tools : null;
          converted.tools = tools ? agentTools('spec', tools) : null;
          if (converted.skills === undefined && isPlainObject(agentDef) && agentDef.skills !== undefined) converted.skills = agentDef.skills;
          return converted;
        }),
      };
    });
  }
  out.tools = isPlainObject(defaultTools)
    ? translateTools('spec', defaultTools, { missingNamespace: allOff('spec') })
    : translateTools('spec', {}, { missingNamespace: allOff('spec') });
  out.skills = skills ?? { visible: ['*'], deny: [] };
  if (lorebookFilter !== undefined) out.lorebookFilter = lorebookFilter;
  return out;
}

/** Agenda: `{planner, agents: {id: agent}, finalAgentId, limits, defaultTools}`. */
export function fromLukerAgenda(body: Obj): Obj {
  const { planner, agents, finalAgentId, limits, defaultTools, ...rest } = body;
  const out: Obj = { ...rest };
  if (isPlainObject(planner)) out.planner = renameRouting(planner);
  if (isPlainObject(agents)) {
    out.workers = Object.entries(agents).map(([id, a]) => {
      if (!isPlainObject(a)) return { id };
      const w = renameRouting(a);
      w.id = id;
      w.tools = isPlainObject(a.tools) ? agentTools('agenda', a.tools) : null;
      return w;
    });
  }
  if (finalAgentId !== undefined) out.finalWorkerId = finalAgentId;
  if (isPlainObject(limits)) {
    const { plannerMaxRounds, maxConcurrentAgents, maxTotalRuns, ...limitsRest } = limits;
    if (plannerMaxRounds !== undefined) out.plannerMaxRounds = plannerMaxRounds;
    if (maxConcurrentAgents !== undefined) out.maxConcurrentWorkers = maxConcurrentAgents;
    if (maxTotalRuns !== undefined) out.maxTotalRuns = maxTotalRuns;
    if (Object.keys(limitsRest).length) out.limits = limitsRest;
  }
  if (isPlainObject(defaultTools)) out.tools = translateTools('agenda', defaultTools, { missingNamespace: allOff('agenda') });
  else if (defaultTools === null) out.tools = translateTools('agenda', {}, { missingNamespace: allOff('agenda') });
  if (out.skills === undefined) out.skills = { visible: ['*'], deny: [] };
  return out;
}

export const FROM_LUKER: Partial<Record<Mode, (body: Obj) => Obj>> = {
  director: fromLukerDirector,
  loop: fromLukerLoop,
  spec: fromLukerSpec,
  agenda: fromLukerAgenda,
};
