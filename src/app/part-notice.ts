// What the user is told when a turn goes on without memory or web search because their part could
// not be loaded: which file, why, what this reply misses, and what to do (in the host's language).
import type { PartLoadError } from '../ports/lazy-part.ts';
import { uiLangOf } from '../ports/locale.ts';

export type PartFeature = 'memory' | 'search';

const TEXT = {
  en: {
    memory: 'Memory could not be loaded',
    search: 'Web search could not be loaded',
    http: (status: number) => `HTTP ${status}`,
    network: 'the network request failed',
    run: (detail: string) => `it failed to start: ${detail}`,
    without: {
      memory: 'This reply is written without memory: its agents get no memory tools and nothing of it is recorded.',
      search: 'This reply is written without web search.',
    },
    advice: 'Reload the page; if it happens again, update or reinstall Troupe.',
    join: (what: string, file: string, why: string) => `${what} (${file}: ${why}).`,
    sep: ' ',
  },
  'zh-CN': {
    memory: '记忆无法加载',
    search: '联网搜索无法加载',
    http: (status: number) => `HTTP ${status}`,
    network: '网络请求失败',
    run: (detail: string) => `启动失败：${detail}`,
    without: {
      memory: '这次回复不使用记忆：代理拿不到记忆工具，这次回复的内容也不会记入记忆。',
      search: '这次回复不使用联网搜索。',
    },
    advice: '请刷新页面；如果再次出现，请更新或重新安装 Troupe。',
    join: (what: string, file: string, why: string) => `${what}（${file}：${why}）。`,
    sep: '',
  },
  'zh-TW': {
    memory: '記憶無法載入',
    search: '聯網搜尋無法載入',
    http: (status: number) => `HTTP ${status}`,
    network: '網路請求失敗',
    run: (detail: string) => `啟動失敗：${detail}`,
    without: {
      memory: '這次回覆不使用記憶：代理拿不到記憶工具，這次回覆的內容也不會記入記憶。',
      search: '這次回覆不使用聯網搜尋。',
    },
    advice: '請重新整理頁面；如果再次出現，請更新或重新安裝 Troupe。',
    join: (what: string, file: string, why: string) => `${what}（${file}：${why}）。`,
    sep: '',
  },
} as const;

/** The notice for a turn that goes on without `feature`, whose part failed to load with `e`. */
export function partMissingNotice(feature: PartFeature, e: PartLoadError, locale: string | undefined): string {
  const t = TEXT[uiLangOf(locale)];
  const why = e.failure === 'http' ? t.http(e.status ?? 0) : e.failure === 'network' ? t.network : t.run(e.detail ?? '');
  return [t.join(t[feature], e.file, why), t.without[feature], t.advice].join(t.sep);
}
