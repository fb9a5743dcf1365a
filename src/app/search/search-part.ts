// The web search part (chunks/search-part.js): the search_* tools and the page reader, loaded at the
// first turn with web search on.
export { searchTools } from '../../core/search/tools.ts';
export { readableText } from './readable.ts';
