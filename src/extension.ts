// Entry of dist/index.js, the boot module SillyTavern (and Luker) loads from manifest.json on every
// page load: the generate interceptor, the drawer header and the slash commands. The app (host,
// storage, engines) loads from dist/chunks/ on first use, and the panel from the app; see the boot
// layer in src/hosts/sillytavern/boot/.
import { lazyPart } from './app/lazy-part.ts';
import { startBoot } from './hosts/sillytavern/boot/index.ts';

startBoot({
  app: lazyPart(import.meta.url, () => import('./extension-app.ts')),
});
