// Troupe's app: storage, the skills and profiles services, and the signals the UI reads. One per page.
import { forgetChat } from './chats/forget-chat.ts';
import bundledNames from 'virtual:troupe-bundled-names';
import { installShippedSkills, shippedNotice } from './skills/shipped-updates.ts';
import { signal, type Signal } from '@preact/signals-core';
import type { CharacterCard } from '../ports/host.ts';
import type { EmbeddedSkill } from '../core/profiles/embedded-skills.ts';
import type { SkillScope } from '../core/skills/types.ts';
import { onStorageChange, openStorage, requestPersistence, StorageError, type Storage } from '../storage/index.ts';
import { createBundledSkills } from './skills/bundled.ts';
import { downloadFile } from '../ports/download.ts';
import { chatStoreKey, type Host } from '../ports/host.ts';
import type { Scheduler } from '../core/engines/runtime/fold-renderer.ts';
import { Orchestrator } from './turns/orchestrator.ts';
import { contentLangForLocale } from '../core/profiles/shipped.ts';
import { useTraditionalChinese } from '../core/profiles/defaults/traditional.ts';
import type { BundledRow } from '../core/skills/bundled.ts';
import { uiLangOf } from '../ports/locale.ts';
import { ProfilesService } from './profiles/profiles-service.ts';
import { hashSkill } from './skills/skill-hash.ts';
import { SkillsService } from './skills/skills-service.ts';
import { ToolRegistry } from './tools/tool-registry.ts';
import { HandWrittenToolsService, lazySandbox, type SandboxRun } from './tools/hand-written-tools.ts';
import { PackagesService } from './packages/packages-service.ts';
import { ChatPackages } from './packages/chat-package.ts';
import type { UrlHosts } from './url-install/hosts.ts';
import { problemText, StorageHealth } from './storage-health.ts';
import { parseTraceExport } from '../core/trace/parse.ts';
import { RunsService } from './runs/runs-service.ts';
import { NotesService } from './chats/notes-service.ts';
import { Directions } from './chats/directions.ts';
import { MEMORY_CHECKS, MemoryService } from './memory/memory-service.ts';
import { keepReplyNotes } from './memory/reply-notes.ts';
import type { MemoryLineText } from '../core/memory/memory-line.ts';
import { SearchService } from './search/search-service.ts';
import { loreActivationProvider } from './turns/lore-activation.ts';
import { WorkbenchService } from './workbench/workbench.ts';

export interface App {
  storage: Storage;
  skills: SkillsService;
  profiles: ProfilesService;
  /** Host and extension tools agents can be offered (memory, web search, custom tools). */
  tools: ToolRegistry;
  /** The profiles' hand-written tools: consent, Test, and the sandboxed tools a turn gets. */
  handWrittenTools: HandWrittenToolsService;
  /** Skill packages: an orchestrator skill and its workers, bound to chats. */
  packages: PackagesService;
  /** The memory graph of each chat, and its tools. */
  memory: MemoryService;
  /** Web search settings and the search_* tools. */
  search: SearchService;
  /** The package bound to the chat on screen (present with a host). */
  chatPackages?: ChatPackages;
  /** Present when the app runs against a host (the page or SillyTavern). */
  orchestrator?: Orchestrator;
  /** The run history and the run view (with a host). */
  runs?: RunsService;
  /** The chat on screen's notes, for the notes panel (with a host). */
  notes?: NotesService;
  /** The user's direction for the next reply of each chat (with a host). */
  directions?: Directions;
  host?: Host;
  /** The character card on screen (null: none, or a group chat). */
  card: Signal<CharacterCard | null>;
  /** Damaged records put aside, databases that could not be read: what the Storage problems notice shows. */
  health: StorageHealth;
  /** The AI workbench: sessions per edited scope, review, Apply / Undo, the dry run, the programmatic API. */
  workbench: WorkbenchService;
  /** Resolves once stored data is loaded (and the bundled skills filled on first start). */
  ready: Promise<void>;
  /** The host deleted a chat: its data stored under `key` (its store key) goes (see forget-chat.ts). */
  forgetChat(key: string): Promise<void>;
  /** Skills offered for installing from outside the panel (a prompt preset file that carries some). */
  skillOffer: Signal<{ skills: EmbeddedSkill[]; scope: SkillScope } | null>;
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
  /** The tool registry, when it exists before the app (the public API is published at load time). */
  tools?: ToolRegistry;
  /** Where hand-written tools run (default: the page's sandbox iframe, created on first use). */
  sandbox?: SandboxRun;
  /** The UI language, when it is not the host's locale (the standalone page's language select). */
  locale?: string;
  /**
   * False when the composition root installs the generation handler itself (the standalone page installs
   * one that waits for the app and calls `orchestrator.decide`). Default: the app installs the orchestrator's.
   */
  installHandler?: boolean;
  /**
   * The words of the replies' memory line (the UI's strings, in the host's language), for a host that
   * draws it (`replyNotes`); the composition root loads them. Without it the host draws no line.
   */
  memoryLineStrings?(): Promise<MemoryLineText>;
}

/** The shipped skills' rows; with `traditional`, the Chinese ones in Traditional characters. */
async function bundledRows(traditional: boolean): Promise<readonly BundledRow[]> {
  const rows = (await import('virtual:troupe-bundled-skills')).default;
  if (!traditional) return rows;
  const hant = (await import('virtual:troupe-bundled-skills-hant')).default;
  const chinese = new Set(hant.map((r) => r.skill));
  return [...rows.filter((r) => !chinese.has(r.skill)), ...hant];
}

/**
 * On a zh-TW page the Chinese prompts, presets and frames are Traditional: their chunk loads before the
 * profiles do. Should it fail, the Simplified ones are used (and said in the console).
 */
async function loadTraditional(): Promise<void> {
  try {
    useTraditionalChinese((await import('../core/profiles/defaults/traditional-texts.ts')).TRADITIONAL);
  } catch (e) {
    console.warn('[Troupe] the Traditional Chinese texts could not be loaded; Simplified ones are used', e);
  }
}

export function createApp(options: AppOptions = {}): App {
  const traditional = () => uiLangOf(options.locale ?? options.host?.locale()) === 'zh-TW';
  const storage = openStorage({ hashSkill, prefix: options.prefix, memoryChecks: MEMORY_CHECKS, checkTrace });
  const prefix = options.prefix ?? 'troupe-';
  const health = new StorageHealth({ quarantine: storage.quarantine, prefix, saveAs: (name, text) => downloadFile(name, text, 'application/json') });
  const skills = new SkillsService({
    repo: storage.skills,
    // The shipped skills and packages are data for the first start and "Import bundled": their own chunk.
    // zh-TW reads the Chinese skills in Traditional characters (converted at build time, a chunk of their own).
    bundled: createBundledSkills(() => bundledRows(traditional())),
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
    bundledRows: () => import('virtual:troupe-bundled-packages').then((m) => m.default),
    saveAs: (name, bytes) => downloadFile(name, bytes, 'application/zip'),
    defaultPackage: () => profiles.settings.value.defaultPackage,
    setDefaultPackage: (name) => profiles.updateSettings({ defaultPackage: name }),
  });
  const host = options.host;
  // One stall time for every request: the host's own (a plain reply on the standalone page) reads it too.
  host?.useStallTimeout?.(() => profiles.settings.value.stallTimeoutSec * 1000);
  const tools = options.tools ?? new ToolRegistry();
  let sandbox = options.sandbox;
  const handWrittenTools = new HandWrittenToolsService({ profiles, sandbox: () => (sandbox ??= lazySandbox()) });
  const memory = new MemoryService({ repo: storage.memory!, settings: storage.settings, secrets: storage.secrets, host });
  const search = new SearchService({ settings: storage.settings, host });
  tools.registerTurnTools(memory);
  tools.registerTurnTools(search);
  tools.registerTurnTools(loreActivationProvider(host));
  const card = signal<CharacterCard | null>(host?.currentCard() ?? null);
  const readCard = () => void (card.value = host?.currentCard() ?? null);
  host?.onCardChanged(readCard);
  host?.onChatChanged(readCard);
  const chatPackages = host ? new ChatPackages({ host, settings: storage.settings, packages, profiles }) : undefined;
  let runs: RunsService | undefined;
  const directions = host ? new Directions({ host, settings: storage.settings }) : undefined;
  const orchestrator = host
    ? new Orchestrator({
        host,
        profiles,
        skills,
        tools,
        handWrittenTools,
        scheduler: options.scheduler,
        boundTurn: chatPackages && ((turn) => chatPackages.boundTurn(turn)),
        direction: directions && ((turn) => directions.forTurn(turn)),
        priceOf: (model) => profiles.settings.value.prices[model],
        onRunEnded: (run) => void runs?.save(run),
        pauseStore: {
          get: (key) => storage.settings.get(key),
          set: (key, value) => storage.settings.set(key, value),
          delete: (key) => storage.settings.delete(key),
        },
        memoryCurator: (chat) => memory.curatorFor(chat),
      })
    : undefined;
  // A pause stored for the chat on screen ("Let me choose the angle") is offered again after a reload.
  const restorePause = () => {
    const chat = host?.currentChat();
    const key = chat ? chatStoreKey(chat) : null;
    void orchestrator?.angles.restore(key, !!key && orchestrator.running.peek()?.storeKey === key);
  };
  host?.onChatChanged(restorePause);
  if (host && orchestrator)
    runs = new RunsService({ store: storage.traces, host, orchestrator, profiles, card, saveAs: (name, text) => downloadFile(name, text, 'application/json') });
  const notes = host ? new NotesService(host, { runsEnded: orchestrator?.runsEnded }) : undefined;
  if (options.installHandler !== false) orchestrator?.attach();
  // A capsule computed with other skills must not be reused by a swipe.
  if (orchestrator) skills.inventory.subscribe(() => orchestrator.invalidateCapsules());
  if (orchestrator) packages.list.subscribe(() => orchestrator.invalidateCapsules());
  const workbench = new WorkbenchService({
    store: storage.workbench,
    profiles,
    skills,
    tools,
    card,
    host,
    lang: () => contentLangForLocale(options.locale ?? host?.locale()),
  });
  const ready = (async () => {
    await health.start();
    // One language per page: the texts follow this app's.
    if (traditional()) await loadTraditional();
    else useTraditionalChinese(undefined);
    await profiles.load();
    const newSkills = await installShippedSkills(skills, profiles, bundledNames);
    const notice = shippedNotice(profiles.shippedAdded.value, newSkills, options.locale ?? host?.locale());
    if (notice) host?.notify('info', notice);
    await skills.refresh();
    await packages.fillBundledOnce({
      get: async () => profiles.settings.value.bundledPackagesFilled,
      set: () => profiles.updateSettings({ bundledPackagesFilled: true }),
    });
    await packages.refresh();
    await memory.load();
    await search.load();
    memory.attach();
    if (host?.replyNotes && options.memoryLineStrings)
      keepReplyNotes({ memory, host: { replyNotes: (n) => host.replyNotes!(n) }, strings: options.memoryLineStrings });
    chatPackages?.attach();
    await chatPackages?.sync();
    directions?.attach();
    await directions?.refresh();
    await Promise.all([runs?.refresh(), notes?.refresh()]);
    readCard();
    restorePause();
    void requestPersistence(storage.settings);
    // Another tab changed something: reload what this tab shows.
    onStorageChange('skills', (c) => c.remote && void skills.refresh(), prefix);
    onStorageChange('packages', (c) => c.remote && void packages.refresh(), prefix);
    onStorageChange('memory', (c) => c.remote && void memory.reloadChats(), prefix);
    onStorageChange('traces', (c) => c.remote && void runs?.refresh(), prefix);
    onStorageChange('settings', (c) => c.remote && c.keys.includes('memory') && void memory.load(), prefix);
    onStorageChange('settings', (c) => c.remote && c.keys.includes('search') && void search.load(), prefix);
    onStorageChange('profiles', (c) => c.remote && void profiles.load(), prefix);
    onStorageChange('settings', (c) => c.remote && void profiles.load(), prefix);
    // Another tab picked a recipe or unbound a chat: show the chat's package as it is now.
    onStorageChange('settings', (c) => c.remote && c.keys.some((k) => k.startsWith('chat-package:')) && void chatPackages?.sync(), prefix);
    onStorageChange('settings', (c) => c.remote && c.keys.some((k) => k.startsWith('chat-direction:')) && void directions?.refresh(), prefix);
  })();
  // A database that cannot be read (written by a newer Troupe, a damaged version record) is shown, not only logged.
  ready.catch((e) => {
    const db = storeOf(e);
    health.report({
      where: db ?? prefix,
      summary: problemText('unreadable', { db: db ?? prefix, detail: e instanceof Error ? e.message : String(e) }),
      ...(db ? { unreadableDb: db } : {}),
    });
  });
  const skillOffer = signal<{ skills: EmbeddedSkill[]; scope: SkillScope } | null>(null);
  const forget = (key: string) => forgetChat({ storage, memory, orchestrator, runs }, key);
  return {
    skillOffer,
    storage,
    skills,
    profiles,
    tools,
    handWrittenTools,
    packages,
    memory,
    search,
    chatPackages,
    orchestrator,
    runs,
    notes,
    ...(directions ? { directions } : {}),
    host,
    card,
    health,
    workbench,
    ready,
    forgetChat: forget,
  };
}

/** Why a stored trace is damaged (the run history checks each one it reads), or null. */
function checkTrace(raw: unknown): string | null {
  try {
    parseTraceExport(raw);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The database a storage error is about, if it is about a whole database. */
const storeOf = (e: unknown): string | undefined => (e instanceof StorageError ? e.db : undefined);
