// The public, DOM-free API of Troupe, built as dist/core.js. Every export is documented in docs/api.md.
export const VERSION = '0.1.0';
/** zod, as the core uses it: define tool schemas with this instance (`defineTool({ parameters: z.object(…) })`). */
export { z } from 'zod';
export * from './skills/index.ts';
export * from './profiles/index.ts';
export { MODE_DESCRIPTORS, modeDescriptor, type ModeDescriptor, type ModeLimit, type ModeAgent, type AgentRole, type TeamList } from './modes/index.ts';
export * from './llm/index.ts';
export * from './agent/index.ts';
export * from './engines/index.ts';
export * from './tools/index.ts';
export * from './trace/index.ts';
export * from './memory/index.ts';
export * from './search/index.ts';
