// Public exports of src/core/agent (re-exported by src/core/index.ts).
export type { Tool, ToolContext, ToolFailure, ToolResult, JsonSchema } from './tool.ts';
export { toolFailure, isToolFailure } from './tool.ts';
