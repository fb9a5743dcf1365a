// Memory: the service the app holds (memory-service.ts); the memory engine, its tools and the vectors
// load from their own part (memory-part.ts) when a turn or the viewer needs them.
export { MemoryService, type MemoryServiceOptions } from './memory-service.ts';
