// Strings of the Memory section (heading, tabs, memory and search settings); the viewer's own are in
// viewer-i18n.ts, which loads with it. Chinese in memory.zh-*.ts (ui/i18n loads them when the
// language is chosen).
import { defineStrings, type Translator } from '../i18n/index.ts';

export const memoryEn = {
  'memory.heading': 'Memory',
  'memory.count': '{nodes} {nodes:node|nodes}, {edges} {edges:edge|edges}',
  'memory.off': 'The memory graph is off.',
  'memory.tabs': 'Memory views',
  'memory.tab.list': 'List',
  'memory.tab.graph': 'Graph',
  'memory.tab.review': 'Review',
  'memory.tab.reviewCount': 'Review ({n})',
  'memory.pending': '{n} to review',
  'memory.tab.settings': 'Settings',
  'settings.memory': 'Memory graph',
  'settings.enabled': 'Use the memory graph',
  'settings.injectAlways': 'Put always-injected nodes into every turn’s story',
  'settings.injectRecall': 'Capsule modes: add what was recalled this turn to the capsule',
  'settings.curator': 'Keep memory with the curator in every mode',
  'settings.curator.hint':
    'memory_curator records each reply once it is in: in director (writer-only turns too) and in the capsule modes (after the reply), even when the preset’s team has no curator. It uses the team’s own curator when there is one, else the shipped curator on the preset’s connection. One request more per curated reply.',
  'settings.curatorEvery': 'Curator runs after every N replies',
  'settings.curatorChat': 'In this chat',
  'settings.curatorChat.default': 'As set above',
  'settings.curatorChat.on': 'Keep memory with the curator',
  'settings.curatorChat.off': 'No curator',
  'settings.embeddings': 'Vector search',
  'settings.embeddings.source': 'Embeddings',
  'settings.embeddings.off': 'Off',
  'settings.embeddings.host': 'SillyTavern Vector Storage',
  'settings.embeddings.openai': 'OpenAI-compatible /embeddings',
  'settings.embeddings.noHost': 'SillyTavern’s Vector Storage is not set up.',
  'settings.embeddings.baseUrl': 'Embeddings base URL',
  'settings.embeddings.model': 'Embeddings model',
  'settings.embeddings.key': 'Embeddings API key (kept in this browser only)',
  'settings.embeddings.keySet': 'Save key',
  'settings.search': 'Web search',
  'settings.search.enabled': 'Let canon_scout search the web',
  'settings.search.provider': 'Search provider',
  'settings.search.notReady': '{label} (not ready: {reason})',
  'settings.search.searxng': 'SearXNG address',
  'settings.save': 'Save settings',
  'settings.saved': 'Settings saved.',
} as const;

export type MemoryKey = keyof typeof memoryEn;

/** The Memory section's string for `key` in the current language. */
export const mt: Translator<MemoryKey> = defineStrings('memory', memoryEn, import.meta.glob('./memory.zh-*.ts', { import: 'default' }));
