// The memory tools on a fresh graph for the tools' tests: a turn's access with counters, and a seed.
import { expect } from 'vitest';
import { callTool, type Tool } from '../agent/tool.ts';
import type { MemoryTurnAccess, VectorSearch } from './access.ts';
import { MemoryGraph } from './graph.ts';
import { memoryTools } from './index.ts';
import { TurnChanges } from './journal.ts';

export function setup(o: { vectors?: VectorSearch; floors?: number[]; witnesses?: string[] } = {}) {
  const graph = new MemoryGraph();
  let t = 1000;
  let changes = new TurnChanges(graph);
  const recalled: string[] = [];
  let writes = 0;
  let marked = 0;
  const access: MemoryTurnAccess = {
    graph,
    get changes() {
      return changes;
    },
    sources: () => (o.floors ?? [4, 5]).map((floor, i) => ({ floor, role: i === 0 ? ('user' as const) : ('assistant' as const) })),
    now: () => ++t,
    exposure: (id) => (id === 'char_ines_varga' ? 3 : 0),
    recalled: (ids) => recalled.push(...ids),
    ...(o.vectors ? { vectors: o.vectors } : {}),
    witnesses: () => o.witnesses,
    beforeWrite: () => void marked++,
    afterWrite: () => void writes++,
  };
  const tools = new Map<string, Tool>(memoryTools(access).map((tool) => [tool.name, tool]));
  const call = (name: string, args: unknown) => callTool(tools.get(name)!, args) as Promise<any>;
  /** Starts a fresh turn on the same graph (what was written stays). */
  const nextTurn = (floors: number[], witnesses?: string[]) => {
    o.floors = floors;
    o.witnesses = witnesses;
    changes = new TurnChanges(graph);
  };
  return { graph, access, tools, call, recalled, nextTurn, stats: () => ({ writes, marked }) };
}

export async function seed(s: ReturnType<typeof setup>) {
  expect(
    (
      await s.call('memory_node_create', {
        type: 'character_sheet',
        title: 'Ines Varga',
        fields: { summary: 'Boat captain on the Marta.', aliases: 'Ines; the captain' },
      })
    ).id,
  ).toBe('char_ines_varga');
  await s.call('memory_node_create', { type: 'character_sheet', title: 'Sam', fields: { summary: 'A courier with a sealed case.' } });
  await s.call('memory_node_create', { type: 'location_state', title: 'Old Lock', fields: { summary: 'A lock on the canal, kept at night.' } });
}
