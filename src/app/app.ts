// Troupe's app: storage, the skills and profiles services, and the signals the UI reads. One per page.
import bundledRows from 'virtual:troupe-bundled-skills';
import bundledPackageRows from 'virtual:troupe-bundled-packages';
import { signal, type Signal } from '@preact/signals';
import type { CharacterCard } from '../hosts/host.ts';
import { onStorageChange, openStorage, requestPersistence, StorageError, type Storage } from '../storage/index.ts';
import { createBundledSkills } from './bundled.ts';
import { downloadFile } from './download.ts';
import type { Host } from '../hosts/host.ts';
import type { Scheduler } from '../core/engines/runtime/fold-renderer.ts';
import { Orchestrator } from './orchestrator.ts';
import { contentLangForLocale } from '../core/profiles/shipped.ts';
import { ProfilesService } from './profiles-service.ts';
import { hashSkill } from './skill-hash.ts';
import { SkillsService } from './skills-service.ts';
import { ToolRegistry } from './tool-registry.ts';
import { PackagesService } from './packages-service.ts';
import { ChatPackages } from './chat-package.ts';
import type { UrlHosts } from './url-install/http.ts';
import { problemText, StorageHealth } from './storage-health.ts';
import { MEMORY_CHECKS, MemoryService } from './memory/memory-service.ts';
import { SearchService } from './search/search-service.ts';
import { readableText } from './search/readable.ts';
import { loreActivationProvider } from './lore-activation.ts';

export interface App {
  storage: Storage;
  skills: SkillsService;
  profiles: ProfilesService;
  /** Host and extension tools agents can be offered (memory, web search, custom tools). */
  tools: ToolRegistry;
  /** Skill packages (seed 003). */
  packages: PackagesService;
  /** The memory graph of each chat, and its tools. */
  memory: MemoryService;
  /** Web search settings and the search_* tools. */
  search: SearchService;
  /** The package bound to the chat on screen (present with a host). */
  chatPackages?: ChatPackages;
  /** Present when the app runs against a host (the page or SillyTavern). */
  orchestrator?: Orchestrator;
  host?: Host;
  /** The character card on screen (null: none, or a group chat). */
  card: Signal<CharacterCard | null>;
  /** Damaged records put aside, databases that could not be read: what the Storage problems notice shows. */
  health: StorageHealth;
  /** Resolves once stored data is loaded (and the bundled skills filled on first start). */
  ready: Promise<void>;
}

export interface AppOptions {
  /** IndexedDB database name prefix (tests use their own). */
  prefix?: string;
  /** Where chats, cards and models come from; without one, only skills and profiles work. */
  host?: Host;
  /** When fold writes happen (requestAnimationFrame in a page). */
  scheduler?: Scheduler;
  /** Where "From URL…" reads GitHub (tests point it at a scripted server). */
  urlHosts?: Partial<UrlHosts>;
  /** The UI language, when it is not the host's locale (the standalone page's language select). */
  locale?: string;
}

export function createApp(options: AppOptions = {}): App {
  const storage = openStorage({ hashSkill, prefix: options.prefix, memoryChecks: MEMORY_CHECKS });
  const prefix = options.prefix ?? 'troupe-';
  const health = new StorageHealth({ quarantine: storage.quarantine, prefix, saveAs: (name, text) => downloadFile(name, text, 'application/json') });
  const skills = new SkillsService({
    repo: storage.skills,
    bundled: createBundledSkills(bundledRows),
    saveAs: (name, bytes) => downloadFile(name, bytes, 'application/zip'),
    urlHosts: options.urlHosts,
  });
  const profiles = new ProfilesService({
    profiles: storage.profiles,
    settings: storage.settings,
    writeCardExtension: async (cardKey, value) => {
      if (!options.host) throw new Error('No character card is available here.');
      await options.host.writeCardExtension(cardKey, 'troupe', value);
    },
    saveAs: (name, text) => downloadFile(name, text, 'application/json'),
    // First start follows SillyTavern's locale (standalone: the page's language).
    contentLang: () => contentLangForLocale(options.locale ?? options.host?.locale()),
    quarantine: storage.quarantine,
    report: (p) => health.report(p),
  });
  const packages = new PackagesService({
    repo: storage.packages,
    bundledRows: bundledPackageRows,
    saveAs: (name, bytes) => downloadFile(name, bytes, 'application/zip'),
    defaultPackage: () => profiles.settings.value.defaultPackage,
    setDefaultPackage: (name) => profiles.updateSettings({ defaultPackage: name }),
  });
  const host = options.host;
  const tools = new ToolRegistry();
  const memory = new MemoryService({ repo: storage.memory!, settings: storage.settings, secrets: storage.secrets, host });
  const search = new SearchService({ settings: storage.settings, host, readable: readableText });
  tools.registerTurnTools(memory);
  tools.registerTurnTools(search);
  tools.registerTurnTools(loreActivationProvider(host));
  const card = signal<CharacterCard | null>(host?.currentCard() ?? null);
  const readCard = () => void (card.value = host?.currentCard() ?? null);
  host?.onCardChanged(readCard);
  host?.onChatChanged(readCard);
  const chatPackages = host ? new ChatPackages({ host, settings: storage.settings, packages, profiles }) : undefined;
  const orchestrator = host
    ? new Orchestrator({ host, profiles, skills, tools, scheduler: options.scheduler, boundTurn: chatPackages && ((turn) => chatPackages.boundTurn(turn)) })
    : undefined;
  orchestrator?.attach();
  // A capsule computed with other skills must not be reused by a swipe.
  if (orchestrator) skills.inventory.subscribe(() => orchestrator.invalidateCapsules());
  if (orchestrator) packages.list.subscribe(() => orchestrator.invalidateCapsules());
  const ready = (async () => {
    await health.start();
    await profiles.load();
    await skills.fillBundledOnce({
      get: async () => profiles.settings.value.bundledFilled,
      set: () => profiles.updateSettings({ bundledFilled: true }),
    });
    await skills.refresh();
    await packages.fillBundledOnce({
      get: async () => profiles.settings.value.bundledPackagesFilled,
      set: () => profiles.updateSettings({ bundledPackagesFilled: true }),
    });
    await packages.refresh();
    await memory.load();
    await search.load();
    memory.attach();
    chatPackages?.attach();
    await chatPackages?.sync();
    readCard();
    void requestPersistence(storage.settings);
    // Another tab changed something: reload what this tab shows.
    onStorageChange('skills', (c) => c.remote && void skills.refresh(), prefix);
    onStorageChange('packages', (c) => c.remote && void packages.refresh(), prefix);
    onStorageChange('memory', (c) => c.remote && void memory.reloadChats(), prefix);
    onStorageChange('settings', (c) => c.remote && c.keys.includes('memory') && void memory.load(), prefix);
    onStorageChange('settings', (c) => c.remote && c.keys.includes('search') && void search.load(), prefix);
    onStorageChange('profiles', (c) => c.remote && void profiles.load(), prefix);
    onStorageChange('settings', (c) => c.remote && void profiles.load(), prefix);
    // Another tab picked a recipe or unbound a chat: show the chat's package as it is now.
    onStorageChange('settings', (c) => c.remote && c.keys.some((k) => k.startsWith('chat-package:')) && void chatPackages?.sync(), prefix);
  })();
  // A database that cannot be read (written by a newer Troupe, a damaged version record) is shown, not only logged.
  ready.catch((e) => {
    const db = storeOf(e);
    health.report({ where: db ?? prefix, summary: problemText('unreadable', { db: db ?? prefix, detail: e instanceof Error ? e.message : String(e) }), ...(db ? { unreadableDb: db } : {}) });
  });
  return { storage, skills, profiles, tools, packages, memory, search, chatPackages, orchestrator, host, card, health, ready };
}

/** The database a storage error is about, if it is about a whole database. */
const storeOf = (e: unknown): string | undefined => (e instanceof StorageError ? e.db : undefined);
