// The names of the search_* tools, apart from the tools themselves: what a host offers (the panel's
// switches, the profile check) is known before the tools are made.
export const SEARCH_TOOL_NAMES = ['search_search', 'search_visit'] as const;
