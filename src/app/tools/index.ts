// Tools: the registry of host and extension tools a turn opens (tool-registry.ts), the profile's
// hand-written tools run in the sandbox (hand-written-tools.ts), and the public API other extensions and page
// scripts register tools through (public-api.ts).
export { ToolRegistry, type OpenedTurnTools, type RegisteredTool, type TurnToolProvider } from './tool-registry.ts';
export { HandWrittenToolsService, lazySandbox, type SandboxRun } from './hand-written-tools.ts';
export { createTroupeApi, listenForToolEvents, publishTroupeApi, type TroupeApi } from './public-api.ts';
