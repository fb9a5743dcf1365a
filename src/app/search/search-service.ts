// Web search in the app: the search_* tools of a turn, present only while search is switched on and
// the host has a provider for it (SillyTavern's /api/search routes, the page's SearXNG proxy). The
// tools are a part of their own (search-part.ts), loaded by the first turn that gets them; when it
// cannot be loaded, the turn goes on without web search and the user is told.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { SEARCH_TOOL_NAMES } from '../../core/search/tool-names.ts';
import type { ReadableText } from '../../core/search/types.ts';
import type { ChatSurface, SearchPort, SearchProviderInfo } from '../../ports/host.ts';
import type { RecordStore } from '../../storage/records.ts';
import { lazyPart, PartLoadError, type LazyPart } from '../../ports/lazy-part.ts';
import type { TurnToolProvider, TurnTools } from '../tools/tool-registry.ts';
import { partMissingNotice } from '../part-notice.ts';
import { readableText } from './readable.ts';
import { DEFAULT_SEARCH_SETTINGS, parseSearchSettings, type SearchSettings } from '../memory/settings.ts';

export type SearchPartModule = typeof import('./search-part.ts');

const searchPart = lazyPart(import.meta.url, () => import('./search-part.ts'));

export interface SearchServiceOptions {
  settings: RecordStore;
  /** The host's web search, its notices and language. */
  host?: SearchPort & Pick<ChatSurface, 'notify' | 'locale'>;
  /** How search_visit reads a page (default: Readability over DOMParser, readable.ts, which loads Readability itself on first use). */
  readable?: ReadableText;
  /** Where the tools come from (tests hand in one that fails); default chunks/search-part.js. */
  part?: LazyPart<SearchPartModule>;
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
    if (!s.enabled || !this.#o.host) return false;
    return s.provider !== 'searxng' || !!s.searxngUrl.trim();
  }

  async load(): Promise<void> {
    this.settings.value = parseSearchSettings(await this.#o.settings.get('search'));
    await this.refreshProviders();
  }

  async refreshProviders(): Promise<void> {
    try {
      this.providers.value = (await this.#o.host?.searchProviders()) ?? [];
    } catch {
      this.providers.value = [];
    }
  }

  async updateSettings(patch: Partial<SearchSettings>): Promise<void> {
    this.settings.value = await this.#o.settings.update<SearchSettings>(
      'search',
      (old) => parseSearchSettings({ ...(old ?? DEFAULT_SEARCH_SETTINGS), ...patch }),
      parseSearchSettings,
    );
  }

  /** With web search usable, loads the search tools' chunk ahead of the first turn. */
  async prepare(): Promise<void> {
    if (this.#usable(this.settings.value)) await (this.#o.part ?? searchPart).load().catch(() => {});
  }

  async open(): Promise<TurnTools | null> {
    const s = this.settings.value;
    if (!this.#usable(s)) return null;
    const host = this.#o.host!;
    const provider = host.webSearch({ provider: s.provider, searxngUrl: s.searxngUrl.trim() });
    if (!provider) return null;
    let m: SearchPartModule;
    try {
      m = await (this.#o.part ?? searchPart).load();
    } catch (e) {
      if (!(e instanceof PartLoadError)) throw e;
      host.notify('warning', partMissingNotice('search', e, host.locale()));
      return null;
    }
    return { tools: m.searchTools(provider, this.#o.readable ?? readableText) };
  }
}
