// The offline demo model (built as dist/demo.js for `npm start`): a deterministic OpenAI-compatible
// model that plays a whole director turn and the capsule modes' agents.
export { demoRespond, demoRole, type DemoRole, type DemoResponse, type DemoToolCall } from './brain.ts';
export { readDemoRequest, DemoRequestError, type DemoRequest } from './request.ts';
export { completionChunks, completionJson, sseFrames, DEMO_MODEL_ID } from './stream.ts';
export { demoAnswer, type DemoAnswer } from './serve.ts';
export { createDemoHandler, type DemoHandlerOptions } from './http.ts';
export { createDemoFetch, createDemoModelClient, IN_PAGE_DEMO_BASE, type DemoFetchOptions } from './fetch.ts';
export { textsFor, applyAll } from './text.ts';
