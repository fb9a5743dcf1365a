// The panel chunk of the SillyTavern extension (dist/chunks/extension-panel.js), loaded the first
// time the drawer opens: the orchestration panel rendered into the drawer's content.
import { render } from 'preact';
import { detectLang, lang } from '../ui/i18n/index.ts';
import { TroupePanel } from '../ui/app/TroupePanel.tsx';
import type { SillyTavernApp } from './extension-app.ts';
import '../ui/styles.css';

export function mountPanel(el: HTMLElement, started: SillyTavernApp, locale: string): void {
  lang.value = detectLang(locale);
  render(<TroupePanel app={started.app} />, el);
}
