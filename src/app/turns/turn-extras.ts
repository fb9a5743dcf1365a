// What every turn gets from the app besides the host's readers, the same for director and the capsule
// modes: the tools that exist now (the registry's for this turn, plus the profile's consented
// hand-written tools), each connection's client speaking its tool protocol, and what the profile's
// prompt-preset names stand for at the start of the turn.
import type { PromptPresetSource } from '../../core/engines/runtime/prompt-preset.ts';
import type { Tool } from '../../core/agent/tool.ts';
import { withToolProtocol, type ToolProtocol, type ToolProtocolState } from '../../core/llm/text-tools.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { HandWrittenTool } from '../../core/profiles/hand-written-tools.ts';
import { promptPresetFields } from '../../core/profiles/preset-lint.ts';
import type { ChatSurface, ModelTransport, PromptPresetPort } from '../../ports/host.ts';
import type { HandWrittenToolsService } from '../tools/hand-written-tools.ts';

export interface TurnExtrasOptions {
  /** The host's model transport, its prompt presets and its notices. */
  host: ModelTransport & PromptPresetPort & Pick<ChatSurface, 'notify'>;
  handWrittenTools?: HandWrittenToolsService;
  /** The tool protocol of a connection ('' = the default). */
  protocolOf(connection: string): ToolProtocol;
  /** What `auto` learned per connection (shared by every turn of the page). */
  protocolStates: Map<string, ToolProtocolState>;
}

export interface TurnExtras {
  extraTools: Tool[];
  clientFor(connection: string): ModelClient;
  promptPreset?: PromptPresetSource;
}

/** Every prompt-preset name a profile uses (any `promptPreset` field, at any depth). */
export function promptPresetNames(profile: unknown): string[] {
  return [...new Set(promptPresetFields(profile).map((f) => f.name))];
}

/** `registered`: the tools the registry opened for this turn (plain and per-turn ones, re-read first). */
export async function turnExtras(
  o: TurnExtrasOptions,
  profile: { customTools?: readonly HandWrittenTool[] },
  registered: readonly Tool[],
): Promise<TurnExtras> {
  const hand = o.handWrittenTools?.toolsFor(profile.customTools, new Set(registered.map((t) => t.name))) ?? [];
  let promptPreset: PromptPresetSource | undefined;
  try {
    promptPreset = await o.host.promptPresetSource(promptPresetNames(profile));
  } catch (e) {
    o.host.notify('warning', `Troupe could not read the prompt presets; agents run without them: ${e instanceof Error ? e.message : String(e)}`);
  }
  const clientFor = (connection: string) => {
    let state = o.protocolStates.get(connection);
    if (!state) o.protocolStates.set(connection, (state = {}));
    return withToolProtocol(o.host.modelClient(connection), o.protocolOf(connection), state);
  };
  return { extraTools: [...registered, ...hand], clientFor, ...(promptPreset ? { promptPreset } : {}) };
}
