// What the boot module says, in English and Simplified Chinese (SillyTavern's language picks one).
import type { PartLoadError } from '../../../ports/lazy-part.ts';

type Why = Pick<PartLoadError, 'file' | 'failure' | 'status' | 'detail'>;

const en = {
  loading: 'Loading…',
  retry: 'Try again',
  /** Why a file did not load (a sentence naming it). */
  failure: (e: Why) =>
    e.failure === 'http'
      ? `Troupe could not load ${e.file} (HTTP ${e.status}).`
      : e.failure === 'network'
        ? `Troupe could not load ${e.file}: the network request failed.`
        : `Troupe could not start ${e.file}: ${e.detail ?? 'unknown error'}.`,
  advice: 'Reload the page; if it happens again, update or reinstall the extension.',
  replyIsSillyTaverns: 'This reply is SillyTavern’s own.',
  stillLoading: (file: string) => `Troupe is still loading ${file}; this reply is SillyTavern’s own. Troupe takes part once it has loaded.`,
  startFailed: (detail: string) => `Troupe failed to start: ${detail}`,
  chatChanged: 'The chat changed while Troupe was loading; the reply was left to SillyTavern.',
};

const zh: typeof en = {
  loading: '正在加载……',
  retry: '重试',
  failure: (e) =>
    e.failure === 'http'
      ? `Troupe 无法加载 ${e.file}（HTTP ${e.status}）。`
      : e.failure === 'network'
        ? `Troupe 无法加载 ${e.file}：网络请求失败。`
        : `Troupe 无法启动 ${e.file}：${e.detail ?? '未知错误'}。`,
  advice: '请刷新页面；若再次出现，请更新或重新安装扩展。',
  replyIsSillyTaverns: '这条回复由 SillyTavern 自己生成。',
  stillLoading: (file) => `Troupe 仍在加载 ${file}；这条回复由 SillyTavern 自己生成。加载完成后 Troupe 即会参与。`,
  startFailed: (detail) => `Troupe 启动失败：${detail}`,
  chatChanged: 'Troupe 加载期间聊天已切换；这条回复交给 SillyTavern。',
};

export type BootText = typeof en;

export function bootText(locale: string | undefined): BootText {
  return (locale ?? '').toLowerCase().startsWith('zh') ? zh : en;
}
