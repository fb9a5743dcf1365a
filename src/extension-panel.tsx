// The panel chunk of the SillyTavern extension (dist/chunks/extension-panel.js), loaded the first
// time the drawer opens: the orchestration panel rendered into the drawer's content.
import { render } from 'preact';
import { detectLang, lang, loadLang } from '../ui/i18n/index.ts';
import { TroupePanel } from '../ui/app/TroupePanel.tsx';
import type { SillyTavernApp } from './extension-app.ts';
import '../ui/styles.css';

export async function mountPanel(el: HTMLElement, started: SillyTavernApp, locale: string): Promise<void> {
  // The panel opens in SillyTavern's language once its strings have loaded (in English if they cannot).
  const chosen = detectLang(locale);
  await loadLang(chosen).catch((e) => console.error('Troupe could not load the strings of its language', e));
  lang.value = chosen;
  render(<TroupePanel app={started.app} />, el);
}
