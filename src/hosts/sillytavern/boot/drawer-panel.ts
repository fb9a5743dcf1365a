// The drawer's header is mounted at boot; the panel's body loads the first time the drawer is opened
// (SillyTavern's inline-drawer opens on a click on its header, and Enter / Space click it too).
// Meanwhile the drawer says "Loading…"; a failure shows the file that could not be loaded, and the
// next opening (or Try again) loads again.
import type { LazyPart } from '../../../ports/lazy-part.ts';
import { mountDrawer } from '../drawer.ts';
import { loadFailureText } from './gate.ts';
import type { BootText } from './messages.ts';
import type { StartedApp } from './types.ts';

export interface DrawerPanelDeps<A extends StartedApp> {
  document?: Document;
  locale: string;
  text: BootText;
  app: LazyPart<A>;
}

/**
 * Mounts the drawer header; returns false when the extensions drawer is not on the page yet (call
 * again later), true once mounted.
 */
export function mountDrawerPanel<A extends StartedApp>(deps: DrawerPanelDeps<A>): boolean {
  const content = mountDrawer({ document: deps.document, locale: deps.locale });
  if (!content) return false;
  const header = content.parentElement?.querySelector<HTMLElement>('.inline-drawer-toggle');
  if (!header || header.dataset.troupeLazy) return true;
  header.dataset.troupeLazy = 'idle';
  const doc = content.ownerDocument;

  const say = (role: 'status' | 'alert', message: string, retry: boolean) => {
    const p = doc.createElement('p');
    p.className = role === 'alert' ? 'troupe-drawer__error' : 'troupe-drawer__loading';
    p.setAttribute('role', role);
    p.textContent = message;
    content.replaceChildren(p);
    if (retry) {
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'menu_button troupe-drawer__retry';
      b.textContent = deps.text.retry;
      b.addEventListener('click', () => void open());
      content.append(b);
    }
  };

  const open = async () => {
    const state = header.dataset.troupeLazy;
    if (state === 'loading' || state === 'mounted') return;
    header.dataset.troupeLazy = 'loading';
    say('status', deps.text.loading, false);
    try {
      const app = await deps.app.load();
      const panel = await app.panel.load();
      content.replaceChildren();
      await panel.mountPanel(content, app, deps.locale);
      header.dataset.troupeLazy = 'mounted';
    } catch (e) {
      header.dataset.troupeLazy = 'failed';
      say('alert', loadFailureText(deps.text, e, false), true);
    }
  };
  header.addEventListener('click', () => void open());
  return true;
}
