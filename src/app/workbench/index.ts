// The AI workbench: the service the app holds (workbench.ts) and its API; the engine, the AI's turn and
// the dry run load from their own chunks. The shapes they share are in types.ts, so the files import one
// another in one direction only.
export { WorkbenchService, WorkbenchError, type WorkbenchParts, type WorkbenchServiceOptions } from './workbench.ts';
export type { ReviewItem, WorkbenchActivity, WorkbenchEvent, WorkbenchOptions, WorkbenchView } from './types.ts';
export type { WorkbenchApi } from './api.ts';
