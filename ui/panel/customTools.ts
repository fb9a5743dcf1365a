// What the tools editor's Custom section shows: the custom tools that exist here (other extensions',
// SillyTavern's) plus the profile's hand-written ones, and the app's consent / Test actions. Provided
// by the panel; absent in tests that do not need it (then only hand-written tools are offered).
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { CustomToolOffer, CustomToolsPanel } from '../../src/app/tools/custom-tools-contract.ts';

export const CustomTools = createContext<CustomToolsPanel | null>(null);

/** The custom tools a switch is shown for: registered ones, then the profile's hand-written ones. */
export const CustomOffers = createContext<readonly CustomToolOffer[]>([]);

export function useCustomOffers(): readonly CustomToolOffer[] {
  return useContext(CustomOffers);
}

/** Registered offers plus one per named hand-written tool (a registered tool of the same name wins). */
export function customOffers(
  registered: readonly CustomToolOffer[],
  handWritten: readonly { name: string; description: string }[] | undefined,
): CustomToolOffer[] {
  const out = [...registered];
  const taken = new Set(out.map((o) => o.name));
  for (const t of handWritten ?? []) {
    const name = t.name.trim();
    if (!name || taken.has(name)) continue;
    taken.add(name);
    out.push({ name, description: t.description, source: 'profile' });
  }
  return out;
}
