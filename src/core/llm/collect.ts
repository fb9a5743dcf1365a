// Turns a stream of events into one Completion. Text is kept as a list of pieces and joined once.
import type { Completion, FinishReason, LlmError, LlmEvent, ReasoningBlock, RequestTiming, ToolCall, Usage } from './types.ts';

export class CompletionAccumulator {
  private content: string[] = [];
  private reasoning: string[] = [];
  private reasoningBlocks: ReasoningBlock[] = [];
  private toolCalls: ToolCall[] = [];
  private finishReason: FinishReason | undefined;
  private usage: Usage | undefined;
  private timing: RequestTiming | undefined;
  private error: LlmError | undefined;

  add(event: LlmEvent): void {
    switch (event.type) {
      case 'text-delta':
        this.content.push(event.text);
        break;
      case 'reasoning-delta':
        this.reasoning.push(event.text);
        break;
      case 'reasoning-block':
        this.reasoningBlocks.push(event.block);
        break;
      case 'tool-call-end':
        this.toolCalls.push(event.call);
        break;
      case 'usage':
        this.usage = event.usage;
        break;
      case 'error':
        this.error = event.error;
        break;
      case 'finish':
        this.finishReason = event.reason;
        this.timing = event.timing;
        break;
      case 'retry':
        // The attempt that produced what we have was abandoned; the next one starts over.
        this.content = [];
        this.reasoning = [];
        this.reasoningBlocks = [];
        this.toolCalls = [];
        this.usage = undefined;
        this.error = undefined;
        break;
      default:
        break;
    }
  }

  result(): Completion {
    const finishReason: FinishReason =
      this.finishReason ?? (this.error ? (this.error.kind === 'aborted' ? 'aborted' : 'error') : this.toolCalls.length > 0 ? 'tool_calls' : 'stop');
    const completion: Completion = {
      content: this.content.length === 1 ? this.content[0] : this.content.join(''),
      reasoning: this.reasoning.length === 1 ? this.reasoning[0] : this.reasoning.join(''),
      toolCalls: this.toolCalls,
      finishReason,
    };
    if (this.reasoningBlocks.length > 0) completion.reasoningBlocks = this.reasoningBlocks;
    if (this.usage) completion.usage = this.usage;
    if (this.timing) completion.timing = this.timing;
    if (this.error) completion.error = this.error;
    return completion;
  }
}

/**
 * Drains an event stream into one Completion. Never throws for a failed request: the failure is in
 * `error` (and `finishReason` is `error` or `aborted`); what arrived before it is kept.
 */
export async function collectCompletion(events: AsyncIterable<LlmEvent> | Iterable<LlmEvent>): Promise<Completion> {
  const acc = new CompletionAccumulator();
  try {
    for await (const event of events) acc.add(event);
  } catch (e) {
    const aborted = e instanceof Error && e.name === 'AbortError';
    acc.add({
      type: 'error',
      error: { kind: aborted ? 'aborted' : 'protocol', message: e instanceof Error ? e.message : String(e), retryable: false },
    });
  }
  return acc.result();
}
