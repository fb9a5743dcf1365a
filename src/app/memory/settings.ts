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
  /**
   * Keep memory with the curator in every mode: memory_curator runs once the reply is in (director's
   * after wave, writer-only turns too; after the host's reply in the capsule modes), even when the
   * mode's team has no curator of its own.
   */
  curator: z.boolean().catch(false),
  /** The curator runs after every Nth reply (1: every reply) and then records the replies since its last run. */
  curatorEvery: z.number().int().min(1).max(50).catch(1),
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

/** Chats (by store key) where memory is kept by the curator, or not, whatever `curator` says (record `memory-curator-chats`). */
export const curatorChatsSchema = z.record(z.string(), z.boolean()).catch({});
export type CuratorChats = z.infer<typeof curatorChatsSchema>;
export const CURATOR_CHATS_RECORD = 'memory-curator-chats';
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
