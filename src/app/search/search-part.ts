// The web search part (chunks/search-part.js): the search_* tools, loaded at the first turn with web
// search on.
export { searchTools } from '../../core/search/tools.ts';
