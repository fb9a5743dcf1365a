// Entry of the standalone page (index.html). The first paint is the page's own host and the chat;
// the app (storage services, profiles, skills, the orchestrator) loads right after from its own
// chunk (page-app.ts), then the orchestration panel (page-panel.tsx), and the engines at the first
// generation. A Send before the app has loaded waits for it.
import { render, type ComponentChildren } from 'preact';
import { effect, signal } from '@preact/signals';
import type { PageApp } from './page-app.ts';
import { commandsThrough } from './app/commands/lazy-commands.ts';
import { runCommandLine } from './app/commands/command-line.ts';
import { COMMANDS_EN, useCommandTexts } from './app/commands/messages.ts';
import { lazyPart, startedPart } from './ports/lazy-part.ts';
import { createPageHost } from './hosts/standalone/page-host.ts';
import { detectLang, lang, loadLang } from '../ui/i18n/index.ts';
import { LazyView, partFailureText } from '../ui/common/LazyView.tsx';
import { PageRoot } from '../ui/page/PageRoot.tsx';
import type { RunLinks } from '../ui/chat/ChatView.tsx';
import type { DirectionControl } from './app/chats/directions.ts';
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
const app = startedPart(
  lazyPart(import.meta.url, () => import('./page-app.ts')),
  // The page's language decides which presets a first start makes active.
  (m) => m.startPage(host, lang.value),
);
// The page's one generation handler: until the app has loaded and read its data, a generation waits
// for it; then the app's orchestrator decides.
host.setGenerationHandler(async (turn) => {
  try {
    return await (await app.load()).decide(turn);
  } catch (e) {
    host.notify('error', partFailureText('boundary.panel', e));
    return { kind: 'pass' };
  }
});
// "Show run" on replies comes with the app's run history; the direction field with the app.
const runLinks = signal<RunLinks | undefined>(undefined);
const direction = signal<DirectionControl | undefined>(undefined);
void app
  .load()
  .then((s) => {
    runLinks.value = s.runLinks;
    direction.value = s.direction;
  })
  .catch((e) => console.error('Troupe could not load', e));
// The commands speak the page's language (their help as the page starts; results as it changes). The
// Chinese tables load when a Chinese language is chosen; English until then.
effect(() => {
  const chosen = lang.value;
  if (chosen === 'en') return useCommandTexts(COMMANDS_EN);
  import('./app/commands/languages.ts')
    .then((m) => lang.peek() === chosen && m.useCommandLanguage(chosen))
    .catch((e) => console.error('Troupe could not load the commands’ strings of its language', e));
});
const commands = commandsThrough(app, (e) => partFailureText('boundary.commands', e));

/** A view of the app's panel chunk, once the app and the panel have loaded. */
const withPanel = (quiet: boolean, view: (panel: typeof import('./page-panel.tsx'), started: PageApp) => ComponentChildren) => (
  <LazyView part={app} area="boundary.panel" quiet={quiet}>
    {(s) => (
      <LazyView part={s.panel} area="boundary.panel" quiet={quiet}>
        {(p) => view(p, s)}
      </LazyView>
    )}
  </LazyView>
);

// The first paint waits for the data and for the strings of the page's language (a Chinese page's
// tables load meanwhile); if those cannot load, the page paints in English.
Promise.all([
  host.ready.catch((e) => console.error('Troupe failed to load its data', e)),
  loadLang(lang.value).catch((e) => console.error('Troupe could not load the strings of its language', e)),
]).finally(() => render(<Page />, document.getElementById('app')!));

/** The page, with "Show run" once the run history is there. */
function Page() {
  return (
    <PageRoot
      session={host}
      onCommand={(line) => runCommandLine(line, commands)}
      problems={withPanel(true, (p, s) => <p.StorageProblems app={s.app} />)}
      panel={withPanel(false, (p, s) => <p.TroupePanel app={s.app} storageProblems={false} />)}
      runs={runLinks.value}
      belowLog={withPanel(true, (p, s) => s.app.orchestrator && <p.AnglePrompt pauses={s.app.orchestrator.angles} />)}
      direction={direction.value}
    />
  );
}
