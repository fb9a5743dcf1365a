// Web search: the provider interface and the search_* tools.
export * from './types.ts';
export { searchSearchTool, searchTools, searchVisitTool, VISIT_MAX_CHARS } from './tools.ts';
export { SEARCH_TOOL_NAMES } from './tool-names.ts';
