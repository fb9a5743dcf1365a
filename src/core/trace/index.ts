// Public exports of src/core/trace (re-exported by src/core/index.ts).
export { createTrace, TRACE_FORMAT } from './trace.ts';
export type { Trace, TraceEntry, TraceExport, TraceOptions, AgentTraceSummary } from './trace.ts';
export { redactSecrets, REDACTED } from './redact.ts';
export { replayClient } from './replay.ts';
