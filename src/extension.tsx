// Entry of dist/index.js, the bundle SillyTavern (and Luker) loads from manifest.json: the host
// adapter, the app, the generate interceptor, the drawer panel and the slash commands.
import { render } from 'preact';
import { createApp } from './app/app.ts';
import { createTroupeCommands } from './app/commands/index.ts';
import { createSillyTavernHost, installInterceptor, mountDrawer } from './hosts/sillytavern/index.ts';
import { textPopup } from './hosts/sillytavern/popup.ts';
import { registerSlashCommands } from './hosts/sillytavern/slash-commands.ts';
import type { SillyTavernGlobal } from './hosts/sillytavern/types.ts';
import { detectLang, lang } from '../ui/i18n/index.ts';
import { TroupePanel } from '../ui/app/TroupePanel.tsx';
import '../ui/styles.css';

const st = (globalThis as { SillyTavern?: SillyTavernGlobal }).SillyTavern;
const host = createSillyTavernHost(st);
// Published at once: SillyTavern may start a generation before the rest has loaded; until the app
// is ready the interceptor lets generations through.
installInterceptor(host);
lang.value = detectLang(host.locale());

async function start() {
  await host.ready();
  const app = createApp({ host, scheduler: (flush) => requestAnimationFrame(() => flush()) });
  // A database that cannot be read is shown in the panel's Storage problems notice; the rest still mounts.
  await app.ready.catch((e) => host.notify('error', `Troupe could not read its stored data: ${e instanceof Error ? e.message : String(e)}`));
  const commands = createTroupeCommands({ ...app, currentCard: () => host.currentCard() });
  const ctx = st?.getContext?.();
  registerSlashCommands(ctx as never, commands, { notify: (level, message) => host.notify(level, message), popup: textPopup(ctx as never) });
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
