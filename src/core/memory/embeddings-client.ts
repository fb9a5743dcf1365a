// An OpenAI-compatible embeddings connection: POST <base>/embeddings with {model, input: [...]},
// answers {data: [{index, embedding: number[]}]} (OpenAI, Ollama, llama.cpp, vLLM, LM Studio…).
export interface EmbeddingsConnection {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof globalThis.fetch;
}

export function openAiEmbeddings(c: EmbeddingsConnection): (texts: string[], signal?: AbortSignal) => Promise<Float32Array[]> {
  const base = c.baseUrl.trim().replace(/\/+$/, '');
  const doFetch = c.fetch ?? ((i: string, init?: RequestInit) => globalThis.fetch(i, init));
  return async (texts, signal) => {
    if (!texts.length) return [];
    const res = await doFetch(`${base}/embeddings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(c.apiKey ? { Authorization: `Bearer ${c.apiKey}` } : {}) },
      body: JSON.stringify({ model: c.model, input: texts }),
      ...(signal ? { signal } : {}),
    });
    if (!res.ok) {
      const body = (await res.text().catch(() => '')).slice(0, 300);
      throw new Error(`The embeddings connection answered HTTP ${res.status}${body ? `: ${body}` : ''}.`);
    }
    const json = (await res.json()) as { data?: { index?: number; embedding?: unknown }[] };
    const rows = Array.isArray(json?.data) ? json.data : [];
    const out: Float32Array[] = new Array(texts.length);
    rows.forEach((r, i) => {
      const at = typeof r.index === 'number' ? r.index : i;
      if (Array.isArray(r.embedding) && r.embedding.every((x) => typeof x === 'number')) out[at] = Float32Array.from(r.embedding as number[]);
    });
    for (let i = 0; i < texts.length; i++) if (!out[i]) throw new Error('The embeddings connection returned no vector for some texts.');
    return out;
  };
}
