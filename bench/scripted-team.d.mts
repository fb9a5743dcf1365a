// Types of bench/scripted-team.mjs (the scripted model that plays every director agent).
export declare const FLAT_LINE: { en: string; zh: string };
export declare const FLAT_FIX: { en: string; zh: string };
export interface ScriptedRequest {
  messages: { role: string; content?: string | null; toolCalls?: { id: string; name: string; arguments: string }[]; toolCallId?: string }[];
  tools?: { name: string; description: string; parameters: unknown }[];
}
export interface ScriptedReply {
  text?: string;
  toolCalls?: { name: string; args?: unknown }[];
}
export declare function playTeam(req: ScriptedRequest): ScriptedReply;
export declare function fromWire(body: unknown): ScriptedRequest;
export declare function scriptedTeamClient(onRequest?: (request: unknown) => void): import('../src/core/llm/types.ts').ModelClient;
