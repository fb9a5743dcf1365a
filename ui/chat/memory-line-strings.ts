// The words of the memory line SillyTavern draws under a reply's reasoning: the chat area's strings,
// in SillyTavern's language. The extension's app chunk loads this module when a first line is due
// (the panel, if it opens, sets the same language).
import type { MemoryLineText } from '../../src/core/memory/memory-line.ts';
import { detectLang, lang, loadLang } from '../i18n/index.ts';
import { ct } from './i18n.ts';

export async function memoryLineStrings(locale: string): Promise<MemoryLineText> {
  const chosen = detectLang(locale);
  await loadLang(chosen).catch((e) => console.warn('[Troupe] the memory line shows in English: its strings could not be loaded', e));
  lang.value = chosen;
  return ct;
}
