// Strings of the Memory section (heading, tabs, memory and search settings); the viewer's own are in
// viewer-i18n.ts, which loads with it.
import { format, lang, type MessageParams } from '../i18n/index.ts';

export const memoryEn = {
  'memory.heading': 'Memory',
  'memory.count': '{nodes} {nodes:node|nodes}, {edges} {edges:edge|edges}',
  'memory.off': 'The memory graph is off.',
  'memory.tabs': 'Memory views',
  'memory.tab.list': 'List',
  'memory.tab.graph': 'Graph',
  'memory.tab.settings': 'Settings',
  'settings.memory': 'Memory graph',
  'settings.enabled': 'Use the memory graph',
  'settings.injectAlways': 'Put always-injected nodes into every turn’s story',
  'settings.injectRecall': 'Capsule modes: add what was recalled this turn to the capsule',
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

export const memoryZhCN: Record<MemoryKey, string> = {
  'memory.heading': '记忆',
  'memory.count': '{nodes} 个节点，{edges} 条边',
  'memory.off': '记忆图已关闭。',
  'memory.tabs': '记忆视图',
  'memory.tab.list': '列表',
  'memory.tab.graph': '图',
  'memory.tab.settings': '设置',
  'settings.memory': '记忆图',
  'settings.enabled': '使用记忆图',
  'settings.injectAlways': '把“总是注入”的节点放进每回合的故事',
  'settings.injectRecall': '胶囊模式：把本回合召回的内容附在胶囊后',
  'settings.embeddings': '向量检索',
  'settings.embeddings.source': '嵌入向量',
  'settings.embeddings.off': '关闭',
  'settings.embeddings.host': 'SillyTavern 向量存储',
  'settings.embeddings.openai': 'OpenAI 兼容的 /embeddings',
  'settings.embeddings.noHost': 'SillyTavern 的向量存储尚未设置。',
  'settings.embeddings.baseUrl': '嵌入服务地址',
  'settings.embeddings.model': '嵌入模型',
  'settings.embeddings.key': '嵌入服务 API 密钥（只保存在本浏览器）',
  'settings.embeddings.keySet': '保存密钥',
  'settings.search': '联网搜索',
  'settings.search.enabled': '允许 canon_scout 联网搜索',
  'settings.search.provider': '搜索服务',
  'settings.search.notReady': '{label}（不可用：{reason}）',
  'settings.search.searxng': 'SearXNG 地址',
  'settings.save': '保存设置',
  'settings.saved': '设置已保存。',
};

// Traditional Chinese (Taiwan).
export const memoryZhTW: Record<MemoryKey, string> = {
  'memory.heading': '記憶',
  'memory.count': '{nodes} 個節點，{edges} 條邊',
  'memory.off': '記憶圖已關閉。',
  'memory.tabs': '記憶檢視',
  'memory.tab.list': '清單',
  'memory.tab.graph': '圖',
  'memory.tab.settings': '設定',
  'settings.memory': '記憶圖',
  'settings.enabled': '使用記憶圖',
  'settings.injectAlways': '把“總是注入”的節點放進每回合的故事',
  'settings.injectRecall': '膠囊模式：把本回合召回的內容附在膠囊後',
  'settings.embeddings': '向量檢索',
  'settings.embeddings.source': '嵌入向量',
  'settings.embeddings.off': '關閉',
  'settings.embeddings.host': 'SillyTavern 向量儲存',
  'settings.embeddings.openai': 'OpenAI 相容的 /embeddings',
  'settings.embeddings.noHost': 'SillyTavern 的向量儲存尚未設定。',
  'settings.embeddings.baseUrl': '嵌入服務位址',
  'settings.embeddings.model': '嵌入模型',
  'settings.embeddings.key': '嵌入服務 API 金鑰（只儲存在本瀏覽器）',
  'settings.embeddings.keySet': '儲存金鑰',
  'settings.search': '聯網搜尋',
  'settings.search.enabled': '允許 canon_scout 聯網搜尋',
  'settings.search.provider': '搜尋服務',
  'settings.search.notReady': '{label}（不可用：{reason}）',
  'settings.search.searxng': 'SearXNG 位址',
  'settings.save': '儲存設定',
  'settings.saved': '設定已儲存。',
};

const tables = { en: memoryEn, 'zh-CN': memoryZhCN, 'zh-TW': memoryZhTW } as const;

export function mt(key: MemoryKey, params?: MessageParams): string {
  return format(tables[lang.value][key] ?? memoryEn[key], params);
}
