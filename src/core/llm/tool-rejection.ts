// Is this failure the provider refusing the request's `tools` (a model or server without tool
// calling)? The one place that looks at an error's text: the status and the provider's `param` /
// `code` decide first; the message is read only for servers that say it in words (Ollama: "… does not
// support tools", vLLM: "auto tool choice requires --enable-auto-tool-choice", llama.cpp: "tools param
// requires --jinja flag").
import type { LlmError } from './types.ts';

const STATUSES = new Set([400, 404, 422, 500, 501]);
const PARAMS = new Set(['tools', 'tool_choice', 'functions', 'function_call', 'parallel_tool_calls']);
const CODES = new Set(['tools_not_supported', 'tool_use_not_supported', 'unsupported_tools', 'function_calling_not_supported']);
const WORDS = /\b(tools?|tool[ _-]?(choice|calls?|calling|use)|function[ _-]?call(s|ing)?)\b/i;
const NOT_THE_TOOLS = /\b(rate limit|quota|context length|maximum context|too many tokens|api key|unauthori[sz]ed)\b/i;

export function isToolsRejection(error: LlmError | undefined): boolean {
  if (!error || (error.kind !== 'http' && error.kind !== 'provider')) return false;
  if (error.status !== undefined && !STATUSES.has(error.status)) return false;
  if (error.param && PARAMS.has(error.param.replace(/\[.*$/, ''))) return true;
  if (error.code && CODES.has(error.code)) return true;
  if (error.status === undefined) return false;
  return WORDS.test(error.message) && !NOT_THE_TOOLS.test(error.message);
}
