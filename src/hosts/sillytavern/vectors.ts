// Memory vectors in SillyTavern's own vector store (/api/vector/*), with the source and model its
// Vector Storage extension is set to, so embedding keys stay on the server. One collection per chat.
import type { VectorCollection } from '../../core/memory/access.ts';
import type { HostVectors } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import type { StModules } from './st-modules.ts';

export interface StVectorDeps {
  access: StAccess;
  modules: StModules;
  fetch: typeof globalThis.fetch;
}

type VectorSettings = Record<string, unknown> & { source?: string };

/** The extra headers SillyTavern's vectors routes read for a source (its own extension sends the same). */
function sourceHeaders(deps: StVectorDeps, v: VectorSettings): Record<string, string> {
  const ext = (deps.access.ctx().extensionSettings ?? {}) as Record<string, unknown>;
  const textgen = deps.modules.peek('textgen')?.textgenerationwebui_settings as { server_urls?: Record<string, string> } | undefined;
  const url = (t: string) => textgen?.server_urls?.[t] ?? '';
  const s = (k: string) => String(v[k] ?? '');
  switch (v.source) {
    case 'extras':
      return { 'X-Extras-Url': String(ext.apiUrl ?? ''), 'X-Extras-Key': String(ext.apiKey ?? '') };
    case 'togetherai':
      return { 'X-Togetherai-Model': s('togetherai_model') };
    case 'openai':
      return { 'X-OpenAI-Model': s('openai_model') };
    case 'cohere':
      return { 'X-Cohere-Model': s('cohere_model') };
    case 'ollama':
      return { 'X-Ollama-Model': s('ollama_model'), 'X-Ollama-URL': url('ollama'), 'X-Ollama-Keep': String(!!v.ollama_keep) };
    case 'llamacpp':
      return { 'X-LlamaCpp-URL': url('llamacpp') };
    case 'vllm':
      return { 'X-Vllm-URL': url('vllm'), 'X-Vllm-Model': s('vllm_model') };
    default:
      return {};
  }
}

const modelOf = (v: VectorSettings) => String(v[`${v.source}_model`] ?? '');

/** A collection id SillyTavern can use as a folder name. */
export const collectionId = (chatId: string) => `troupe_memory_${chatId.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80)}_${hash(chatId)}`;

function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

export function stHostVectors(deps: StVectorDeps): HostVectors | null {
  const v = (deps.access.ctx().extensionSettings as Record<string, unknown> | undefined)?.vectors as VectorSettings | undefined;
  if (!v || typeof v !== 'object' || typeof v.source !== 'string' || !v.source) return null;
  void deps.modules.load('textgen');
  const source = v.source;
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await deps.fetch(`/api/vector/${path}`, {
      method: 'POST',
      headers: { ...(deps.access.ctx().getRequestHeaders?.() ?? {}), 'Content-Type': 'application/json', ...sourceHeaders(deps, v) },
      body: JSON.stringify({ ...body, source }),
    });
    if (!res.ok) throw new Error(`SillyTavern's vector store answered HTTP ${res.status} (${path}, source ${source}).`);
    return res;
  };
  return {
    label: `SillyTavern Vector Storage (${source}${modelOf(v) ? `: ${modelOf(v)}` : ''})`,
    model: `${source}:${modelOf(v)}`,
    collection(chatId: string): VectorCollection {
      const id = collectionId(chatId);
      return {
        list: async () => ((await (await call('list', { collectionId: id })).json()) as number[]).map(Number),
        insert: async (items) => void (await call('insert', { collectionId: id, items: items.map((x, index) => ({ hash: x.hash, text: x.text, index })) })),
        remove: async (hashes) => void (await call('delete', { collectionId: id, hashes })),
        query: async (text, k) => {
          const r = (await (await call('query', { collectionId: id, searchText: text, topK: k })).json()) as { hashes?: unknown[] };
          return (r.hashes ?? []).map(Number);
        },
        purge: async () => void (await call('purge', { collectionId: id })),
      };
    },
  };
}
