// Entry of the standalone page (index.html).
import { render } from 'preact';
import { createApp } from './app/app.ts';
import { detectLang, lang } from '../ui/i18n/index.ts';
import { PageRoot } from '../ui/page/PageRoot.tsx';
import '../ui/styles.css';

lang.value = detectLang(navigator.languages);
const app = createApp();
(globalThis as { troupe?: unknown }).troupe = app;
app.ready
  .catch((e) => console.error('Troupe failed to load its data', e))
  .finally(() => render(<PageRoot app={app} />, document.getElementById('app')!));
