// What one turn cost against one plain reply: serial model calls on the critical path, requests, input
// characters (and the tool schemas' share of them), the prompt tokens the provider reported, and the
// ratio of the turn's input to the input of one plain reply of the same chat. Nothing is estimated: a
// figure the trace does not hold (an older trace, a provider that reported no usage) is left undefined.
import type { TraceEntry, TraceExport } from './trace.ts';

export interface TurnCost {
  /** Serial model calls up to the reply being shown (the engine's `critical-path` event); undefined when not recorded. */
  criticalPath?: number;
  /** Model requests of the turn, every agent and retry included. */
  requests: number;
  /** Input characters of every request: its messages' JSON plus its tool specs' JSON. */
  inputChars: number;
  /** The tool specs' part of `inputChars`. */
  toolChars: number;
  /** `toolChars / inputChars` (0 when there was no input). */
  toolShare: number;
  /** Sum of the provider-reported prompt tokens; undefined when any response reported no usage (or a request got no response). */
  inputTokens?: number;
  /** Input characters of one plain reply from the same card, lore and chat (the `plain-reply` event); undefined when not recorded. */
  plainReplyChars?: number;
  /** `inputChars / plainReplyChars`; undefined without `plainReplyChars`. */
  ratio?: number;
}

const positive = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/** The cost of the turn a trace recorded (its export, or its entries). */
export function turnCost(trace: TraceExport | readonly TraceEntry[]): TurnCost {
  const entries: readonly TraceEntry[] = Array.isArray(trace) ? trace : (trace as TraceExport).entries;
  let requests = 0;
  let inputChars = 0;
  let toolChars = 0;
  let responses = 0;
  let tokens = 0;
  let unreported = false;
  let criticalPath: number | undefined;
  let plainReplyChars: number | undefined;
  for (const e of entries) {
    switch (e.kind) {
      case 'request': {
        requests++;
        // An older trace has no sizes: its messages are measured as they were recorded (no tool specs, only their names).
        const input = positive(e.inputChars) ?? JSON.stringify(e.messages).length;
        inputChars += input;
        toolChars += Math.min(positive(e.toolChars) ?? 0, input);
        break;
      }
      case 'response':
        responses++;
        if (e.usage) tokens += e.usage.promptTokens;
        else unreported = true;
        break;
      case 'event':
        if (e.name === 'critical-path') criticalPath = positive(e.data?.calls) ?? criticalPath;
        else if (e.name === 'plain-reply') plainReplyChars = positive(e.data?.chars) ?? plainReplyChars;
        break;
    }
  }
  const out: TurnCost = { requests, inputChars, toolChars, toolShare: inputChars > 0 ? toolChars / inputChars : 0 };
  if (criticalPath !== undefined) out.criticalPath = criticalPath;
  // A request without a response (cut off) reported nothing either.
  if (!unreported && responses >= requests) out.inputTokens = tokens;
  if (plainReplyChars !== undefined && plainReplyChars > 0) {
    out.plainReplyChars = plainReplyChars;
    out.ratio = inputChars / plainReplyChars;
  }
  return out;
}
