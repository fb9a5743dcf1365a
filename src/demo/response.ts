// What the demo brain answers: optional reasoning, optional text and tool calls, as plain data.
export interface DemoToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface DemoResponse {
  reasoning?: string;
  content?: string;
  toolCalls?: DemoToolCall[];
}

export const call = (name: string, args: Record<string, unknown> = {}): DemoToolCall => ({ name, arguments: args });
