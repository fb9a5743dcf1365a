// Chromium test page (not shipped): the real Troupe app and panel inside a SillyTavern-shaped page.
// The SillyTavern context is the stand-in of test/fixtures/st-context (its chat, cards, event bus and
// fake server with SillyTavern's card merge and card edit routes); the host adapter, the app, IndexedDB
// and the panel with its real stylesheet are Troupe's own. The extensions drawer is built like
// SillyTavern 1.12.6 builds it: a fixed, blurred, scrolling drawer whose right column is 339 px wide
// at a 1400 px window, checkboxes restyled as SillyTavern does, and a document-level Escape handler
// that closes the drawer (what SillyTavern's hotkeys do).
import { render } from 'preact';
import { createApp } from '../../../src/app/app.ts';
import { createTroupeCommands } from '../../../src/app/commands/index.ts';
import { createSillyTavernHost, installInterceptor, mountDrawer } from '../../../src/hosts/sillytavern/index.ts';
import { textPopup } from '../../../src/hosts/sillytavern/popup.ts';
import { registerSlashCommands } from '../../../src/hosts/sillytavern/slash-commands.ts';
import type { SillyTavernGlobal } from '../../../src/hosts/sillytavern/types.ts';
import { detectLang, lang, loadLang } from '../../../ui/i18n/index.ts';
import { TroupePanel } from '../../../ui/app/TroupePanel.tsx';
import { createStandIn } from '../../fixtures/st-context/stand-in.ts';
import '../../../ui/styles.css';
import './st-like.css';

const params = new URLSearchParams(location.search);
const locale = params.get('locale') ?? 'en';
const variant = params.get('variant') === 'current' ? 'current' : '1.12';

const standIn = createStandIn({
  variant,
  locale,
  // SillyTavern's chat-reply slider at its default: agents must never inherit it.
  oai: { chat_completion_source: 'custom', custom_model: 'scripted', custom_url: 'http://127.0.0.1:1/v1', openai_max_tokens: 300 },
  // Every agent request fails at once (the tests read the requests the agents sent, not replies).
  completions: Array.from({ length: 200 }, () => ({ status: 400, contentType: 'application/json', chunks: ['{"error":{"message":"scripted refusal"}}'] })),
});

// SillyTavern's extensions drawer: a fixed, blurred panel holding the two extension columns.
const drawer = document.createElement('div');
drawer.id = 'rm_extensions_block';
drawer.className = 'drawer-content openDrawer';
const columns = document.createElement('div');
columns.className = 'extensions_block';
for (const id of ['extensions_settings', 'extensions_settings2']) columns.append(document.getElementById(id)!);
drawer.append(columns);
document.body.append(drawer);
// SillyTavern closes an open drawer on Escape from anywhere on the page (a document-level handler).
const escapes: string[] = [];
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  escapes.push((e.target as HTMLElement)?.className ?? '');
  drawer.classList.remove('openDrawer');
  drawer.classList.add('closedDrawer');
});

// toastr as SillyTavern loads it: records what was shown.
const toasts: { level: string; message: string; title?: string }[] = [];
const toast = (level: string) => (message: string, title?: string) => {
  toasts.push({ level, message, title });
  const el = document.createElement('div');
  el.className = `toast toast-${level}`;
  el.textContent = message;
  document.getElementById('toast-container')?.append(el);
  return el;
};
const container = document.createElement('div');
container.id = 'toast-container';
document.body.append(container);
Object.assign(globalThis, { toastr: { info: toast('info'), success: toast('success'), warning: toast('warning'), error: toast('error') } });

const st = standIn.SillyTavern as SillyTavernGlobal;
(globalThis as { SillyTavern?: unknown }).SillyTavern = st;
const host = createSillyTavernHost(st, { fetch: standIn.fetch, importModule: standIn.importModule, document, clientOptions: { retries: 0 } });
lang.value = detectLang(host.locale());
const ended: unknown[] = [];

async function start() {
  await loadLang(lang.value);
  installInterceptor(host);
  await host.ready();
  const app = createApp({ host, prefix: `troupe-drawer-${params.get('db') ?? 'x'}-`, scheduler: (flush) => requestAnimationFrame(() => flush()) });
  await app.ready;
  const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
  const ctx = st.getContext?.();
  registerSlashCommands(ctx as never, commands, { notify: (level, message) => host.notify(level, message), popup: textPopup(ctx as never) });
  standIn.events.on('troupe:run-ended', (e: unknown) => void ended.push(e));
  const el = mountDrawer({ document, locale: host.locale() })!;
  render(<TroupePanel app={app} />, el);
  Object.assign(globalThis, { drawerTest: { standIn, app, host, commands, toasts, escapes, ended, ready: true } });
}

start().catch((e) => {
  console.error(e);
  Object.assign(globalThis, { drawerTest: { error: String(e) } });
});
