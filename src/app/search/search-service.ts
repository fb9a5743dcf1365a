// Web search in the app: the search_* tools of a turn, present only while search is switched on and
// the host has a provider for it (SillyTavern's /api/search routes, the page's SearXNG proxy).
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { SEARCH_TOOL_NAMES, searchTools } from '../../core/search/tools.ts';
import type { ReadableText } from '../../core/search/types.ts';
import type { Host, SearchProviderInfo } from '../../hosts/host.ts';
import type { RecordStore } from '../../storage/records.ts';
import type { TurnToolProvider, TurnTools } from '../tool-registry.ts';
import { DEFAULT_SEARCH_SETTINGS, parseSearchSettings, type SearchSettings } from '../memory/settings.ts';

export interface SearchServiceOptions {
  settings: RecordStore;
  host?: Host;
  readable: ReadableText;
}

export class SearchService implements TurnToolProvider {
  readonly settings = signal<SearchSettings>(DEFAULT_SEARCH_SETTINGS);
  /** What the host offers, for the settings form. */
  readonly providers = signal<SearchProviderInfo[]>([]);
  readonly names: ReadonlySignal<readonly string[]> = computed(() => (this.#usable(this.settings.value) ? [...SEARCH_TOOL_NAMES] : []));
  readonly #o: SearchServiceOptions;

  constructor(o: SearchServiceOptions) {
    this.#o = o;
  }

  #usable(s: SearchSettings): boolean {
    if (!s.enabled || !this.#o.host?.webSearch) return false;
    return s.provider !== 'searxng' || !!s.searxngUrl.trim();
  }

  async load(): Promise<void> {
    this.settings.value = parseSearchSettings(await this.#o.settings.get('search'));
    await this.refreshProviders();
  }

  async refreshProviders(): Promise<void> {
    try {
      this.providers.value = (await this.#o.host?.searchProviders?.()) ?? [];
    } catch {
      this.providers.value = [];
    }
  }

  async updateSettings(patch: Partial<SearchSettings>): Promise<void> {
    this.settings.value = await this.#o.settings.update<SearchSettings>('search', (old) => parseSearchSettings({ ...(old ?? DEFAULT_SEARCH_SETTINGS), ...patch }), parseSearchSettings);
  }

  open(): TurnTools | null {
    const s = this.settings.value;
    if (!this.#usable(s)) return null;
    const provider = this.#o.host!.webSearch!({ provider: s.provider, searxngUrl: s.searxngUrl.trim() });
    return provider ? { tools: searchTools(provider, this.#o.readable) } : null;
  }
}
