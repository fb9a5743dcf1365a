// The app chunk of the SillyTavern extension (dist/chunks/extension-app.js), loaded by the boot
// module on first use: the host adapter, storage, the services and engines, and the commands.
import { createApp, type App } from './app/app.ts';
import { createTroupeCommands, type TroupeCommand } from './app/commands/index.ts';
import { createSillyTavernHost, type SillyTavernHost } from './hosts/sillytavern/index.ts';
import type { StartedApp } from './hosts/sillytavern/boot/index.ts';
import type { SillyTavernGlobal } from './hosts/sillytavern/types.ts';
import { lazyPart } from './app/lazy-part.ts';

export interface SillyTavernApp extends StartedApp {
  app: App;
  host: SillyTavernHost;
  commands: TroupeCommand[];
}

/** Imported from here, not from the boot module: what the panel shares with the app is in this chunk. */
const panel = lazyPart(import.meta.url, () => import('./extension-panel.tsx'));

export async function startApp(st: SillyTavernGlobal | undefined): Promise<SillyTavernApp> {
  const host = createSillyTavernHost(st);
  await host.ready();
  const app = createApp({ host, scheduler: (flush) => requestAnimationFrame(() => flush()) });
  // A database that cannot be read is shown in the panel's Storage problems notice; the rest still works.
  await app.ready.catch((e) => host.notify('error', `Troupe could not read its stored data: ${e instanceof Error ? e.message : String(e)}`));
  const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
  (globalThis as { troupe?: unknown }).troupe = { ...app, commands };
  globalThis.performance?.mark?.('troupe:app-started');
  return { app, host, commands, intercept: host.interceptor, panel, warm: () => app.orchestrator!.warm() };
}
