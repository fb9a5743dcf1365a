// The SillyTavern (and Luker) host adapter: what the app chunk (src/extension-app.ts) runs inside SillyTavern;
// the boot module SillyTavern loads first is in boot/.
export { createSillyTavernHost, installInterceptor, INTERCEPTOR_NAME, type SillyTavernHost, type SillyTavernHostOptions } from './host.ts';
export { mountDrawer, drawerTitle, DRAWER_ID, type MountDrawerOptions } from './drawer.ts';
export { CAPSULE_KEY } from './capsule.ts';
export { PROXY_ENDPOINT } from './transport.ts';
export type { SillyTavernGlobal, StContext, StInterceptor } from './types.ts';
