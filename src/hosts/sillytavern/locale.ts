// The language SillyTavern shows: its own getCurrentLocale() when present, else the `language` key it
// keeps in localStorage, else the browser's.
import type { StAccess } from './access.ts';

export function readLocale(access: StAccess | undefined, storage: Pick<Storage, 'getItem'> | undefined, nav: { language?: string } | undefined): string {
  const fromContext = (() => {
    const f = access?.ctx().getCurrentLocale;
    try {
      return typeof f === 'function' ? f() : undefined;
    } catch {
      return undefined;
    }
  })();
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem('language');
  } catch {
    stored = undefined;
  }
  const pick = [fromContext, stored, nav?.language].find((v) => typeof v === 'string' && v.trim() !== '');
  return (pick ?? 'en').trim().toLowerCase();
}
