// Entry of dist/index.js, the boot module SillyTavern (and Luker) loads from manifest.json on every
// page load: the generate interceptor, the drawer header and the slash commands. The app (host,
// storage, engines) loads from dist/chunks/ on first use, and the panel from the app; see the boot
// layer in src/hosts/sillytavern/boot/. It also exports the lifecycle hooks manifest.json names
// (`hooks`, SillyTavern ≥ 1.17), which SillyTavern calls on this same module.
import { bootCommands } from './app/commands/lazy-commands.ts';
import { lazyPart } from './ports/lazy-part.ts';
import { startBoot } from './hosts/sillytavern/boot/index.ts';
import { cleanTroupeData, disabledInSillyTavern } from './hosts/sillytavern/boot/lifecycle.ts';
import type { SillyTavernGlobal } from './hosts/sillytavern/types.ts';

// A disabled extension's module is imported only to call a hook: nothing starts then.
if (!disabledInSillyTavern(import.meta.url, (globalThis as { SillyTavern?: SillyTavernGlobal }).SillyTavern)) {
  startBoot({
    app: lazyPart(import.meta.url, () => import('./extension-app.ts')),
    commands: bootCommands,
  });
}

/** manifest.json `hooks.clean`: "Also clean up extension data" deletes Troupe's databases. */
export const troupeClean = (): Promise<void> => cleanTroupeData();
