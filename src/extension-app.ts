// The app chunk of the SillyTavern extension (dist/chunks/extension-app.js), loaded by the boot
// module on first use: the host adapter, storage, the services and engines, and the commands.
import { createApp, type App } from './app/app.ts';
import { createTroupeCommands, type TroupeCommand } from './app/commands/index.ts';
import { createSillyTavernHost, type SillyTavernHost } from './hosts/sillytavern/index.ts';
import type { StartedApp } from './hosts/sillytavern/boot/index.ts';
import type { SillyTavernGlobal } from './hosts/sillytavern/types.ts';
import { lazyPart } from './ports/lazy-part.ts';
import { createTroupeApi, listenForToolEvents, publishTroupeApi } from './app/tools/public-api.ts';
import { presetSkillHooks } from './app/skills/preset-skills.ts';
import { ToolRegistry } from './app/tools/tool-registry.ts';
import type { ToolEventBuffer } from './ports/tool-events.ts';

export interface SillyTavernApp extends StartedApp {
  app: App;
  host: SillyTavernHost;
  commands: TroupeCommand[];
}

/** Imported from here, not from the boot module: what the panel shares with the app is in this chunk. */
const panel = lazyPart(import.meta.url, () => import('./extension-panel.tsx'));

export async function startApp(st: SillyTavernGlobal | undefined, early?: ToolEventBuffer): Promise<SillyTavernApp> {
  const host = createSillyTavernHost(st);
  // Other extensions register tools through globalThis.Troupe (from here on) or the event form (the
  // boot module kept what was sent before the app loaded: it is replayed first).
  const tools = new ToolRegistry();
  const api = createTroupeApi(tools);
  publishTroupeApi(api);
  listenForToolEvents(
    st?.getContext?.()?.eventSource as never,
    api,
    (message) => host.notify('warning', `Troupe could not register a tool: ${message}`),
    early?.take(),
  );
  await host.ready();
  const app = createApp({
    host,
    tools,
    scheduler: (flush) => requestAnimationFrame(() => flush()),
    // The memory line under a reply's reasoning speaks the UI's strings (they are the panel chunk's).
    memoryLineStrings: async () => (await import('../ui/chat/memory-line-strings.ts')).memoryLineStrings(host.locale()),
  });
  // SillyTavern's own function tools (≥ 1.12.7), re-read before every turn and when the panel opens.
  tools.bridge('sillytavern', () => host.functionTools());
  void tools.refresh();
  // Skills installed for a Chat Completion preset travel inside its exported file.
  host.watchPresetFiles(
    presetSkillHooks({
      inventory: () => app.skills.inventory.value,
      load: (entries) => app.skills.load(entries),
      ask: (title, text) => host.ask(title, text),
      offer: (skills, scope) => void (app.skillOffer.value = { skills, scope }),
      // The UI's strings load with the question (they are the panel chunk's, not the app's).
      embedQuestion: async (name, names) => {
        const { detectLang, joinNames, lang, loadLang, t } = await import('../ui/i18n/index.ts');
        const chosen = detectLang(host.locale());
        await loadLang(chosen).catch(() => {}); // English if they cannot load
        lang.value = chosen;
        return t('presetSkills.embedAsk', { name, names: joinNames(names), count: names.length });
      },
    }),
  );
  // A database that cannot be read is shown in the panel's Storage problems notice; the rest still works.
  await app.ready.catch((e) => host.notify('error', `Troupe could not read its stored data: ${e instanceof Error ? e.message : String(e)}`));
  const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
  // A turn waiting for the user's angle ("Let me choose the angle") shows its card; the panel chunk
  // (the UI) loads the first time one does.
  let angleCard: Promise<void> | undefined;
  app.orchestrator?.angles.pending.subscribe((p) => {
    if (!p || angleCard) return;
    angleCard = panel
      .load()
      .then((m) => m.mountAnglePrompt(started, host.locale()))
      .catch((e) => host.notify('error', `Troupe could not show the angle choice: ${e instanceof Error ? e.message : String(e)}`));
  });
  (globalThis as { troupe?: unknown }).troupe = { ...app, commands };
  globalThis.performance?.mark?.('troupe:app-started');
  const started: SillyTavernApp = {
    app,
    host,
    commands,
    intercept: host.interceptor,
    panel,
    warm: () => app.orchestrator!.warm(),
    forgetChat: (key) => app.forgetChat(key),
  };
  return started;
}
