// The panel chunk of the SillyTavern extension (dist/chunks/extension-panel.js), loaded the first
// time the drawer opens: the orchestration panel rendered into the drawer's content.
import { render } from 'preact';
import { detectLang, lang, loadLang } from '../ui/i18n/index.ts';
import { TroupePanel } from '../ui/app/TroupePanel.tsx';
import { AnglePrompt } from '../ui/app/AnglePrompt.tsx';
import type { SillyTavernApp } from './extension-app.ts';
import '../ui/styles.css';

export async function mountPanel(el: HTMLElement, started: SillyTavernApp, locale: string): Promise<void> {
  // The panel opens in SillyTavern's language once its strings have loaded (in English if they cannot).
  const chosen = detectLang(locale);
  await loadLang(chosen).catch((e) => console.error('Troupe could not load the strings of its language', e));
  lang.value = chosen;
  render(<TroupePanel app={started.app} />, el);
}

/** "Let me choose the angle" in SillyTavern: a floating card over the chat while a turn waits for the user's angle. */
export async function mountAnglePrompt(started: SillyTavernApp, locale: string): Promise<void> {
  const angles = started.app.orchestrator?.angles;
  if (!angles) return;
  const chosen = detectLang(locale);
  await loadLang(chosen).catch((e) => console.error('Troupe could not load the strings of its language', e));
  lang.value = chosen;
  const el = document.createElement('div');
  el.className = 'troupe-root troupe-angle-host';
  document.body.append(el);
  render(<AnglePrompt pauses={angles} class="troupe-angle--floating" />, el);
}
