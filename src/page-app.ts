// The app chunk of the standalone page: storage services, profiles, skills, the orchestrator and the
// commands over the page's host. Loaded by src/page.tsx right after the first paint.
import { createApp, type App } from './app/app.ts';
import { createTroupeCommands, type TroupeCommand } from './app/commands/index.ts';
import { useCommandLanguage } from './app/commands/languages.ts';
import { uiLangOf } from './ports/locale.ts';
import { lazyPart } from './ports/lazy-part.ts';
import { createTroupeApi, publishTroupeApi } from './app/tools/public-api.ts';
import { ToolRegistry } from './app/tools/tool-registry.ts';
import type { GenerationDecision, GenerationTurn } from './ports/host.ts';
import type { StandaloneHost } from './hosts/standalone/index.ts';
import type { RunLinks } from '../ui/chat/ChatView.tsx';
import type { DirectionControl } from './app/chats/directions.ts';
import { runLinksOf } from '../ui/page/run-links.ts';

/** Imported from here: what the panel shares with the app is in this chunk. */
const panel = lazyPart(import.meta.url, () => import('./page-panel.tsx'));

export interface PageApp {
  app: App;
  commands: TroupeCommand[];
  panel: typeof panel;
  /** "Show run" on the chat's replies. */
  runLinks?: RunLinks;
  /** The chat's direction for its next reply (the field under the message box). */
  direction?: DirectionControl;
  /** The orchestrator's decision, once stored data is loaded. */
  decide(turn: GenerationTurn): Promise<GenerationDecision>;
}

export async function startPage(host: StandaloneHost, locale: string): Promise<PageApp> {
  // Scripts on the page register tools through globalThis.Troupe (the same API as in SillyTavern);
  // it exists from here on (a script that starts earlier waits for the `troupe:api-ready` event).
  const tools = new ToolRegistry();
  publishTroupeApi(createTroupeApi(tools));
  // The page installed its generation handler at its first paint (page.tsx): it waits for this app and asks `decide`.
  const app = createApp({ host, tools, locale, installHandler: false, scheduler: (flush) => requestAnimationFrame(() => flush()) });
  // The host's own findings (a damaged API key, its database unreadable) join the Storage problems notice.
  app.health.addSource(host);
  // The commands speak the page's language (page.tsx follows a later change).
  useCommandLanguage(uiLangOf(locale));
  const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
  (globalThis as { troupe?: unknown }).troupe = { ...app, commands };
  // The page is Troupe's own demo: on a first visit, orchestration starts switched on (director).
  const firstVisit = app.storage.settings.get('app').then((v) => v === undefined);
  const loaded = Promise.all([app.ready, host.ready])
    .then(async () => {
      if (await firstVisit) await app.profiles.setEnabled(true);
    })
    .catch((e) => console.error('Troupe failed to load its data', e));
  // A generation asked for before the data is loaded waits for it.
  const decide = async (turn: GenerationTurn) => {
    await loaded;
    return app.orchestrator!.decide(turn);
  };
  await loaded;
  return {
    app,
    commands,
    panel,
    decide,
    ...(app.runs ? { runLinks: runLinksOf(app.runs, app.memory) } : {}),
    ...(app.directions ? { direction: app.directions } : {}),
  };
}
