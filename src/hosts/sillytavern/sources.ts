// What SillyTavern's chat-completion proxy (/api/backends/chat-completions/generate) needs to know
// about a Chat Completion source: where the model name is kept in its settings, which extra fields
// select the upstream (custom URL, region, deployment …), and which wire format a stream comes back
// in (the proxy passes Claude's and Google's native streams through unchanged).
import type { StreamFormat } from '../../core/llm/stream-decoder.ts';

type Settings = Record<string, unknown>;

/** The settings field holding the model for a source, where it is not `<source>_model`. */
const MODEL_FIELD: Record<string, string> = {
  makersuite: 'google_model',
  '01ai': 'zerooneai_model',
  scale: '',
};

/** Chat Completion sources SillyTavern has shipped (used when getContext() has no CONNECT_API_MAP). */
export const KNOWN_SOURCES = new Set([
  'openai',
  'windowai',
  'claude',
  'scale',
  'openrouter',
  'ai21',
  'makersuite',
  'vertexai',
  'mistralai',
  'custom',
  'cohere',
  'perplexity',
  'groq',
  '01ai',
  'blockentropy',
  'nanogpt',
  'deepseek',
  'aimlapi',
  'xai',
  'pollinations',
  'moonshot',
  'fireworks',
  'cometapi',
  'azure_openai',
  'zai',
  'electronhub',
  'chutes',
  'siliconflow',
  'minimax',
  'workers_ai',
]);

/** Connection-profile API names SillyTavern maps to a Chat Completion source under another name. */
const API_ALIASES: Record<string, string> = { oai: 'openai', google: 'makersuite' };

/** Sources whose requests SillyTavern sends through the user's reverse proxy when one is set. */
const REVERSE_PROXY_SOURCES = new Set(['openai', 'claude', 'mistralai', 'makersuite', 'vertexai', 'deepseek', 'xai', 'zai', 'moonshot']);

const OPENROUTER_WEBSITE_MODEL = 'OR_Website';

export function modelFieldFor(source: string): string {
  return source in MODEL_FIELD ? MODEL_FIELD[source] : `${source}_model`;
}

/** The model the settings select for `source` ('' when the source has none). */
export function modelFromSettings(source: string, settings: Settings): string {
  const field = modelFieldFor(source);
  const v = field ? settings[field] : '';
  if (typeof v !== 'string' || v === OPENROUTER_WEBSITE_MODEL) return '';
  return v;
}

export function streamFormatFor(source: string): StreamFormat {
  if (source === 'claude') return 'anthropic';
  if (source === 'makersuite' || source === 'vertexai') return 'gemini';
  return 'openai';
}

/** A connection profile's `api` → its Chat Completion source, or undefined for other APIs. */
export function sourceOfProfileApi(api: string | undefined, map?: Record<string, { selected?: string; source?: string }>): string | undefined {
  if (!api) return undefined;
  const entry = map?.[api];
  if (entry) return entry.selected === 'openai' && entry.source ? entry.source : undefined;
  if (API_ALIASES[api]) return API_ALIASES[api];
  return KNOWN_SOURCES.has(api) ? api : undefined;
}

function pick(settings: Settings, pairs: [wire: string, setting: string][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [wire, setting] of pairs) if (settings[setting] !== undefined && settings[setting] !== null) out[wire] = settings[setting];
  return out;
}

/**
 * Asks the proxy to send the leading system messages as the provider's system prompt (Claude, Google)
 * instead of turning them into user messages. Current releases (1.19) read only `use_sysprompt`;
 * older ones (1.12) read `claude_use_sysprompt` / `use_makersuite_sysprompt`. Both are sent.
 */
function systemPromptFields(source: string): Record<string, unknown> {
  if (source === 'claude') return { use_sysprompt: true, claude_use_sysprompt: true };
  if (source === 'makersuite' || source === 'vertexai') return { use_sysprompt: true, use_makersuite_sysprompt: true };
  return {};
}

/** Fields that travel with every request of `source` so the proxy reaches the right upstream. */
export function fieldsForSource(source: string, settings: Settings): Record<string, unknown> {
  const out: Record<string, unknown> = systemPromptFields(source);
  switch (source) {
    case 'custom':
      Object.assign(
        out,
        pick(settings, [
          ['custom_url', 'custom_url'],
          ['custom_include_body', 'custom_include_body'],
          ['custom_exclude_body', 'custom_exclude_body'],
          ['custom_include_headers', 'custom_include_headers'],
          ['custom_prompt_post_processing', 'custom_prompt_post_processing'],
        ]),
      );
      break;
    case 'openrouter':
      Object.assign(
        out,
        pick(settings, [
          ['use_fallback', 'openrouter_use_fallback'],
          ['provider', 'openrouter_providers'],
          ['allow_fallbacks', 'openrouter_allow_fallbacks'],
          ['middleout', 'openrouter_middleout'],
        ]),
      );
      break;
    case 'vertexai':
      Object.assign(
        out,
        pick(settings, [
          ['vertexai_auth_mode', 'vertexai_auth_mode'],
          ['vertexai_region', 'vertexai_region'],
          ['vertexai_express_project_id', 'vertexai_express_project_id'],
        ]),
      );
      break;
    case 'azure_openai':
      Object.assign(
        out,
        pick(settings, [
          ['azure_base_url', 'azure_base_url'],
          ['azure_deployment_name', 'azure_deployment_name'],
          ['azure_api_version', 'azure_api_version'],
        ]),
      );
      break;
    case 'zai':
      Object.assign(out, pick(settings, [['zai_endpoint', 'zai_endpoint']]));
      break;
    case 'siliconflow':
      Object.assign(out, pick(settings, [['siliconflow_endpoint', 'siliconflow_endpoint']]));
      break;
    case 'minimax':
      Object.assign(out, pick(settings, [['minimax_endpoint', 'minimax_endpoint']]));
      break;
    case 'pollinations':
      Object.assign(out, pick(settings, [['pollinations_endpoint', 'pollinations_endpoint']]));
      break;
    case 'workers_ai':
      Object.assign(out, pick(settings, [['workers_ai_account_id', 'workers_ai_account_id']]));
      break;
  }
  if (REVERSE_PROXY_SOURCES.has(source) && typeof settings.reverse_proxy === 'string' && settings.reverse_proxy) {
    out.reverse_proxy = settings.reverse_proxy;
    out.proxy_password = settings.proxy_password ?? '';
  }
  return out;
}

/** Fields a connection profile sets, the way SillyTavern's Connection Manager sends them. */
export function fieldsForProfile(
  source: string,
  profile: Record<string, unknown>,
  proxies: readonly { name?: unknown; url?: unknown; password?: unknown }[],
): Record<string, unknown> {
  const out: Record<string, unknown> = systemPromptFields(source);
  const url = profile['api-url'];
  if (typeof url === 'string' && url) {
    if (source === 'custom') out.custom_url = url;
    if (source === 'vertexai') out.vertexai_region = url;
    if (source === 'zai') out.zai_endpoint = url;
    if (source === 'siliconflow') out.siliconflow_endpoint = url;
    if (source === 'minimax') out.minimax_endpoint = url;
    if (source === 'pollinations') out.pollinations_endpoint = url;
  }
  if (typeof profile['secret-id'] === 'string' && profile['secret-id']) out.secret_id = profile['secret-id'];
  if (typeof profile['prompt-post-processing'] === 'string') out.custom_prompt_post_processing = profile['prompt-post-processing'];
  const proxy = typeof profile.proxy === 'string' && profile.proxy ? proxies.find((p) => p?.name === profile.proxy) : undefined;
  if (proxy && typeof proxy.url === 'string' && proxy.url) {
    out.reverse_proxy = proxy.url;
    out.proxy_password = typeof proxy.password === 'string' ? proxy.password : '';
  }
  return out;
}
