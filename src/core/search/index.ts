// Web search: the provider interface and the search_* tools.
export * from './types.ts';
export { searchSearchTool, searchTools, searchVisitTool, SEARCH_TOOL_NAMES, VISIT_MAX_CHARS } from './tools.ts';
