// The settings of memory and web search (records `memory` and `search` of the settings store).
import { z } from 'zod';

export const memorySettingsSchema = z.object({
  /** The memory graph and its tools. */
  enabled: z.boolean().catch(true),
  /** Always-injected nodes go into the story of every turn. */
  injectAlways: z.boolean().catch(true),
  /** Capsule modes: what the agents recalled this turn is appended to the capsule. */
  injectRecall: z.boolean().catch(true),
  /**
   * Chats (by store key) whose memory changes wait for review: a turn's writes there are proposals
   * the user approves or rejects in the Memory section.
   */
  review: z.record(z.string(), z.boolean()).catch({}),
  embeddings: z
    .object({
      /** `off`; `host`: the host's vector index (SillyTavern's vectors API); `openai`: an OpenAI-compatible /embeddings connection. */
      source: z.enum(['off', 'host', 'openai']).catch('off'),
      baseUrl: z.string().catch(''),
      model: z.string().catch(''),
    })
    .catch({ source: 'off', baseUrl: '', model: '' }),
});
export type MemorySettings = z.infer<typeof memorySettingsSchema>;
export const parseMemorySettings = (raw: unknown): MemorySettings => memorySettingsSchema.parse(raw && typeof raw === 'object' ? raw : {});
export const DEFAULT_MEMORY_SETTINGS = parseMemorySettings({});

export const searchSettingsSchema = z.object({
  enabled: z.boolean().catch(false),
  provider: z.enum(['searxng', 'serpapi', 'tavily', 'serper']).catch('searxng'),
  searxngUrl: z.string().catch(''),
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;
export const parseSearchSettings = (raw: unknown): SearchSettings => searchSettingsSchema.parse(raw && typeof raw === 'object' ? raw : {});
export const DEFAULT_SEARCH_SETTINGS = parseSearchSettings({});

/** The secrets-store id of the embeddings connection's API key. */
export const EMBEDDINGS_KEY_ID = 'embeddings:api-key';
