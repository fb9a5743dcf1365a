// Web search: the service the app holds (search-service.ts); its tools and the page reader load from
// their own part (search-part.ts) when a turn needs them.
export { SearchService, type SearchServiceOptions } from './search-service.ts';
