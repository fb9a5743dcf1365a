// The panel's place in SillyTavern: an inline drawer in the extensions drawer (right column, else the
// left one), built with SillyTavern's inline-drawer markup so its own click handler opens and closes
// it. Returns the content element the UI renders into; mounting twice returns the same element.
import { uiLangOf } from '../../ports/locale.ts';
import { MSG } from './messages.ts';

export const DRAWER_ID = 'troupe_drawer';

export interface MountDrawerOptions {
  document?: Document;
  locale?: string;
}

export function drawerTitle(locale: string | undefined): string {
  return MSG.drawerTitle[uiLangOf(locale)];
}

export function mountDrawer(options: MountDrawerOptions = {}): HTMLElement | null {
  const doc = options.document ?? (typeof document !== 'undefined' ? document : undefined);
  if (!doc) return null;
  const existing = doc.getElementById(DRAWER_ID);
  if (existing) return existing.querySelector<HTMLElement>('.inline-drawer-content');
  const column = doc.getElementById('extensions_settings2') ?? doc.getElementById('extensions_settings');
  if (!column) {
    console.warn(`[Troupe] ${MSG.noDrawer}`);
    return null;
  }
  const wrapper = doc.createElement('div');
  wrapper.id = DRAWER_ID;
  wrapper.className = 'troupe-drawer';
  const drawer = doc.createElement('div');
  drawer.className = 'inline-drawer';
  const header = doc.createElement('div');
  header.className = 'inline-drawer-toggle inline-drawer-header';
  header.setAttribute('role', 'button');
  header.tabIndex = 0;
  const title = doc.createElement('b');
  title.textContent = drawerTitle(options.locale);
  const icon = doc.createElement('div');
  icon.className = 'inline-drawer-icon fa-solid fa-circle-chevron-down down';
  header.append(title, icon);
  // SillyTavern toggles on click; let Enter and Space do the same.
  header.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      header.click();
    }
  });
  const content = doc.createElement('div');
  content.className = 'inline-drawer-content';
  drawer.append(header, content);
  wrapper.append(drawer);
  column.append(wrapper);
  return content;
}

/**
 * Opens SillyTavern's extensions drawer and Troupe's section in it, as the user's clicks would (the
 * section's header loads the panel the first time). False when the section is not on the page.
 */
export function revealDrawer(doc: Document | undefined): boolean {
  const section = doc?.getElementById(DRAWER_ID);
  if (!doc || !section) return false;
  const block = doc.getElementById('rm_extensions_block');
  if (block && !block.classList.contains('openDrawer')) doc.querySelector<HTMLElement>('#extensions-settings-button .drawer-toggle')?.click();
  const icon = section.querySelector('.inline-drawer-header .inline-drawer-icon');
  if (!icon?.classList.contains('up')) section.querySelector<HTMLElement>('.inline-drawer-toggle')?.click();
  return true;
}
