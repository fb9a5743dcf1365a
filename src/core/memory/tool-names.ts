// The names of the memory_* tools, apart from the tools themselves: what a host offers (the panel's
// switches, the profile check) is known before the tools are made.

/** The memory tool names a host offers (with or without vector search). */
export function memoryToolNames(withVectors: boolean): string[] {
  return [
    'memory_schema',
    'memory_list_candidates',
    'memory_edge_summary',
    'memory_node_brief',
    'memory_expand_seeds',
    'memory_keyword_search',
    ...(withVectors ? ['memory_vector_search'] : []),
    'memory_find_by_name',
    'memory_compaction_candidates',
    'memory_node_create',
    'memory_node_edit',
    'memory_node_delete',
    'memory_link_upsert',
    'memory_link_delete',
    'memory_compact_nodes',
  ];
}
