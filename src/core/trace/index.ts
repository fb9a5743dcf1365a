// Public exports of src/core/trace (re-exported by src/core/index.ts).
export { createTrace, requestKey, requestSize, TRACE_FORMAT } from './trace.ts';
export type { Trace, TraceEntry, TraceExport, TraceOptions, AgentTraceSummary, StreamingText } from './trace.ts';
export { redactSecrets, REDACTED } from './redact.ts';
export { createReplay, isRuntimeNotice, replayClient } from './replay.ts';
export type { Replay, ReplayDivergence, ReplayOptions } from './replay.ts';
export { addCost, emptyCost, traceCosts, usageCost } from './cost.ts';
export type { AgentCost, CostSummary, ModelPrice, PriceLookup, PriceTable, TraceCosts } from './cost.ts';
export { buildTimeline } from './timeline.ts';
export type { Timeline, TimelineBar, TimelineBarKind, TimelineLane } from './timeline.ts';
export { parseTraceExport, parseTraceJson, TraceFormatError } from './parse.ts';
export { turnCost } from './turn-cost.ts';
export type { TurnCost } from './turn-cost.ts';
