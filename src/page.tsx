// Entry of the standalone page (index.html): the page's own host, the app, the chat and the panel.
import { render } from 'preact';
import { createApp } from './app/app.ts';
import { createTroupeCommands } from './app/commands/index.ts';
import { createPageHost } from './hosts/standalone/index.ts';
import { detectLang, lang } from '../ui/i18n/index.ts';
import { PageRoot } from '../ui/page/PageRoot.tsx';
import '../ui/styles.css';

const savedLang = (() => {
  try {
    return localStorage.getItem('troupe-lang');
  } catch {
    return null;
  }
})();
lang.value = detectLang(savedLang ?? navigator.languages);
const host = createPageHost();
// The page's language decides which presets a first start makes active.
const app = createApp({ host, locale: lang.value, scheduler: (flush) => requestAnimationFrame(() => flush()) });
// The host's own findings (a damaged API key, its database unreadable) join the Storage problems notice.
app.health.addSource(host);
const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
(globalThis as { troupe?: unknown }).troupe = { ...app, commands };
// The page is Troupe's own demo: on a first visit, orchestration starts switched on (director).
const firstVisit = app.storage.settings.get('app').then((v) => v === undefined);
Promise.all([app.ready, host.ready])
  .then(async () => {
    if (await firstVisit) await app.profiles.setEnabled(true);
  })
  .catch((e) => console.error('Troupe failed to load its data', e))
  .finally(() => render(<PageRoot app={app} session={host} commands={commands} />, document.getElementById('app')!));
