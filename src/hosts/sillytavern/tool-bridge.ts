// SillyTavern's function tools (its ToolManager, SillyTavern ≥ 1.12.7; 1.12.6 has none) as tools
// Troupe's agents can be offered: each registered tool whose registration check passes, with its name,
// description and JSON Schema, defined the one way (defineTool over the schema's zod form) and called
// through SillyTavern's own invokeFunctionTool. Its string result is read as JSON when it is JSON.
// They appear under Custom and are off until a profile switches them on.
import { defineTool, toolFailure, type Tool } from '../../core/agent/tool.ts';
import { toolInputSchema } from '../../core/agent/tool-input.ts';
import { TOOL_NAME_PATTERN } from '../../core/profiles/hand-written-tools.ts';
import { reservedToolNameProblem } from '../../core/profiles/reserved-tool-names.ts';
import type { StAccess } from './access.ts';

/** The parts of SillyTavern's ToolManager this bridge reads. */
export interface StToolManager {
  tools?: unknown;
  invokeFunctionTool?(name: string, parameters: unknown): Promise<unknown>;
}

interface StToolDefinition {
  toFunctionOpenAI?(): { function?: { name?: unknown; description?: unknown; parameters?: unknown } } | undefined;
  displayName?: unknown;
  shouldRegister?(): unknown;
}

export interface BridgedTool {
  tool: Tool;
  label?: string;
}

/** The function tools SillyTavern has now; [] where it has no ToolManager. A tool that cannot be read is left out (reported once). */
export async function readFunctionTools(access: StAccess): Promise<BridgedTool[]> {
  const tm = access.ctx().ToolManager as StToolManager | undefined;
  // SillyTavern's ToolManager is a class with static members (typeof 'function'), not an instance.
  if (!tm || (typeof tm !== 'object' && typeof tm !== 'function') || typeof tm.invokeFunctionTool !== 'function') return [];
  let list: unknown;
  try {
    list = tm.tools;
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const invoke = tm.invokeFunctionTool.bind(tm);
  const out: BridgedTool[] = [];
  for (const def of list as StToolDefinition[]) {
    const fn = safe(() => def?.toFunctionOpenAI?.())?.function;
    const name = typeof fn?.name === 'string' ? fn.name : '';
    if (!TOOL_NAME_PATTERN.test(name)) continue;
    const reserved = reservedToolNameProblem(name);
    if (reserved) {
      access.degrade(`st-tool:${name}`, `SillyTavern tool: ${reserved} It is not offered to Troupe's agents.`, 'info');
      continue;
    }
    if (typeof def.shouldRegister === 'function') {
      try {
        if ((await def.shouldRegister()) === false) continue;
      } catch {
        continue;
      }
    }
    let parameters;
    try {
      parameters = toolInputSchema(fn?.parameters ?? { type: 'object', properties: {} }, `SillyTavern tool "${name}"`);
    } catch (e) {
      access.degrade(`st-tool:${name}`, `${e instanceof Error ? e.message : String(e)} It is not offered to Troupe's agents.`, 'info');
      continue;
    }
    const description = typeof fn?.description === 'string' && fn.description.trim() ? fn.description.trim() : name;
    const tool = defineTool({
      name,
      description,
      parameters,
      execute: async (args) => {
        const r = await invoke(name, args);
        if (r instanceof Error) return toolFailure(`SillyTavern's tool "${name}" failed: ${r.message}`, 'sillytavern_tool_error');
        if (typeof r !== 'string') return r ?? null;
        try {
          return JSON.parse(r) as unknown;
        } catch {
          return r;
        }
      },
    });
    const label = typeof def.displayName === 'string' && def.displayName && def.displayName !== name ? def.displayName : undefined;
    out.push({ tool, ...(label ? { label } : {}) });
  }
  return out;
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
