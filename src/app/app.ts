// Troupe's app: storage, the skills and profiles services, and the signals the UI reads. One per page.
import bundledRows from 'virtual:troupe-bundled-skills';
import { signal, type Signal } from '@preact/signals';
import type { CharacterCard } from '../hosts/host.ts';
import { onStorageChange, openStorage, requestPersistence, type Storage } from '../storage/index.ts';
import { createBundledSkills } from './bundled.ts';
import { downloadFile } from './download.ts';
import type { Host } from '../hosts/host.ts';
import type { Scheduler } from '../core/engines/runtime/fold-renderer.ts';
import { Orchestrator } from './orchestrator.ts';
import { contentLangForLocale } from '../core/profiles/shipped.ts';
import { ProfilesService } from './profiles-service.ts';
import { hashSkill } from './skill-hash.ts';
import { SkillsService } from './skills-service.ts';

export interface App {
  storage: Storage;
  skills: SkillsService;
  profiles: ProfilesService;
  /** Present when the app runs against a host (the page or SillyTavern). */
  orchestrator?: Orchestrator;
  host?: Host;
  /** The character card on screen (null: none, or a group chat). */
  card: Signal<CharacterCard | null>;
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
  /** The UI language, when it is not the host's locale (the standalone page's language select). */
  locale?: string;
}

export function createApp(options: AppOptions = {}): App {
  const storage = openStorage({ hashSkill, prefix: options.prefix });
  const skills = new SkillsService({
    repo: storage.skills,
    bundled: createBundledSkills(bundledRows),
    saveAs: (name, bytes) => downloadFile(name, bytes, 'application/zip'),
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
  });
  const host = options.host;
  const card = signal<CharacterCard | null>(host?.currentCard() ?? null);
  const readCard = () => void (card.value = host?.currentCard() ?? null);
  host?.onCardChanged(readCard);
  host?.onChatChanged(readCard);
  const orchestrator = host ? new Orchestrator({ host, profiles, skills, scheduler: options.scheduler }) : undefined;
  orchestrator?.attach();
  // A capsule computed with other skills must not be reused by a swipe.
  if (orchestrator) skills.inventory.subscribe(() => orchestrator.invalidateCapsules());
  const ready = (async () => {
    await profiles.load();
    await skills.fillBundledOnce({
      get: async () => profiles.settings.value.bundledFilled,
      set: () => profiles.updateSettings({ bundledFilled: true }),
    });
    await skills.refresh();
    readCard();
    void requestPersistence(storage.settings);
    // Another tab changed something: reload what this tab shows.
    const prefix = options.prefix ?? 'troupe-';
    onStorageChange('skills', (c) => c.remote && void skills.refresh(), prefix);
    onStorageChange('profiles', (c) => c.remote && void profiles.load(), prefix);
    onStorageChange('settings', (c) => c.remote && void profiles.load(), prefix);
  })();
  return { storage, skills, profiles, orchestrator, host, card, ready };
}
