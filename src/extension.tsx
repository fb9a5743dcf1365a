// Entry of dist/index.js, the bundle SillyTavern (and Luker) loads from manifest.json: the host
// adapter, the app, the generate interceptor, the drawer panel and the slash commands.
import { render } from 'preact';
import { createApp } from './app/app.ts';
import { createTroupeApi, listenForToolEvents, publishTroupeApi } from './app/public-api.ts';
import { ToolRegistry } from './app/tool-registry.ts';
import { presetSkillHooks } from './app/preset-skills.ts';
import { createTroupeCommands } from './app/commands/index.ts';
import { createSillyTavernHost, installInterceptor, mountDrawer } from './hosts/sillytavern/index.ts';
import { registerSlashCommands } from './hosts/sillytavern/slash-commands.ts';
import type { SillyTavernGlobal } from './hosts/sillytavern/types.ts';
import { detectLang, joinNames, lang, t } from '../ui/i18n/index.ts';
import { TroupePanel } from '../ui/app/TroupePanel.tsx';
import '../ui/styles.css';

const st = (globalThis as { SillyTavern?: SillyTavernGlobal }).SillyTavern;
const host = createSillyTavernHost(st);
// Published at once: SillyTavern may start a generation before the rest has loaded; until the app
// is ready the interceptor lets generations through.
installInterceptor(host);
lang.value = detectLang(host.locale());
// Other extensions register tools from their own load on: globalThis.Troupe, or the event form.
const tools = new ToolRegistry();
const api = createTroupeApi(tools);
publishTroupeApi(api);
listenForToolEvents(st?.getContext?.()?.eventSource as never, api, (message) => host.notify('warning', `Troupe could not register a tool: ${message}`));

async function start() {
  await host.ready();
  const app = createApp({ host, tools, scheduler: (flush) => requestAnimationFrame(() => flush()) });
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
      embedQuestion: (name, names) => t('presetSkills.embedAsk', { name, names: joinNames(names), count: names.length }),
    }),
  );
  // A database that cannot be read is shown in the panel's Storage problems notice; the rest still mounts.
  await app.ready.catch((e) => host.notify('error', `Troupe could not read its stored data: ${e instanceof Error ? e.message : String(e)}`));
  const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
  registerSlashCommands(st?.getContext?.() as never, commands, { notify: (level, message) => host.notify(level, message) });
  (globalThis as { troupe?: unknown }).troupe = { ...app, commands };
  const mount = () => {
    const el = mountDrawer({ locale: host.locale() });
    if (el && !el.hasChildNodes()) render(<TroupePanel app={app} />, el);
    return !!el;
  };
  if (!mount()) {
    // The extensions drawer is not on the page yet: try again once the app is ready.
    const ctx = st?.getContext?.() as { eventSource?: { on(e: string, cb: () => void): void }; eventTypes?: Record<string, string> } | undefined;
    ctx?.eventSource?.on(ctx.eventTypes?.APP_READY ?? 'app_ready', () => void mount());
  }
}

start().catch((e) => {
  console.error('Troupe failed to start', e);
  host.notify('error', `Troupe failed to start: ${e instanceof Error ? e.message : String(e)}`);
});
