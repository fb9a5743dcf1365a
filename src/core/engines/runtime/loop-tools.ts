// The loop tools an agent may get (chat, lorebook, notes, plus host-provided ones such as memory_* or
// search_*), filtered by the agent's switched-on tool names. A tool whose host reader is absent is not offered.
import type { Tool } from '../../agent/tool.ts';
import { chatReadRangeTool, chatSearchTool, type ChatReader } from '../../tools/chat.ts';
import { lorebookGetTool, lorebookListTool, lorebookSearchTool, worldBookListTool, type LorebookReader } from '../../tools/lorebook.ts';
import { noteCloseTool, noteOpenTool, type Notes } from '../../tools/notes.ts';

export interface LoopToolHosts {
  chat?: ChatReader;
  lorebook?: LorebookReader;
  notes?: Notes;
  /** Further tools the host or extensions provide (memory_*, search_*, custom); offered by name. */
  extra?: readonly Tool[];
}

/** Every loop tool the hosts can back, by name (built once per turn). */
export function availableLoopTools(hosts: LoopToolHosts): Map<string, Tool> {
  const all: Tool[] = [];
  if (hosts.chat) all.push(chatReadRangeTool(hosts.chat), chatSearchTool(hosts.chat));
  if (hosts.lorebook)
    all.push(worldBookListTool(hosts.lorebook), lorebookListTool(hosts.lorebook), lorebookSearchTool(hosts.lorebook), lorebookGetTool(hosts.lorebook));
  if (hosts.notes) all.push(noteOpenTool(hosts.notes), noteCloseTool(hosts.notes));
  for (const t of hosts.extra ?? []) all.push(t);
  return new Map(all.map((t) => [t.name, t]));
}

/** The loop tools among `enabled` names, in the order of `available`. */
export function pickTools(available: ReadonlyMap<string, Tool>, enabled: ReadonlySet<string>): Tool[] {
  const out: Tool[] = [];
  for (const [name, tool] of available) if (enabled.has(name)) out.push(tool);
  return out;
}
