// Session start with skill packages: when a new chat starts and a default package is
// set, the chat is bound to it — no skill picker; the user picks a recipe when the package has
// some, sees its uiPrompt, and the first answer is stored under its demandTag. The binding is
// stored per chat. Turns of a bound chat run the package as an agenda profile with only the
// package's skills. The app learns that "a new chat started" here only, from the host's
// chat-changed event (the standalone page's New chat raises it too).
import { signal } from '@preact/signals-core';
import { z } from 'zod';
import { packageAgendaProfile } from '../../core/profiles/package-profile.ts';
import type { AgendaProfile } from '../../core/profiles/schemas/agenda.ts';
import type { Skill } from '../../core/skills/types.ts';
import { chatStoreKey, type ChatRef, type GenerationTurn, type Host } from '../../ports/host.ts';
import type { RecordStore } from '../../storage/index.ts';
import { chatPackageKey } from '../../ports/boot-settings.ts';
import { lazyPart, type LazyPart } from '../../ports/lazy-part.ts';
import { replyPartFailureText } from '../part-failure.ts';
import type { ChatPackageActions, ChatPackageView } from './packages-contract.ts';
import type { PackagesService } from './packages-service.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';

/** What a turn of a package-bound chat runs with. */
export interface BoundTurn {
  package: string;
  profile: AgendaProfile;
  /** The package's orchestrator and worker skills, and nothing else. */
  skills: Skill[];
}

const bindingSchema = z.object({
  /** '' = the user turned the package off for this chat (it is not bound again). */
  package: z.string(),
  recipe: z.string().optional(),
  demand: z.string().optional(),
  startedAt: z.number(),
});
type Binding = z.infer<typeof bindingSchema>;

export { chatPackageKey };

/** The bound package's skills (they read the workers' SKILL.md): loaded at the first turn of a bound chat. */
const packageSkillsPart = lazyPart(import.meta.url, () => import('./package-skills.ts'));
type PackageSkills = typeof import('./package-skills.ts');

export interface ChatPackagesOptions {
  host: Host;
  /** Where bindings are kept (the settings store, one record per chat). */
  settings: RecordStore;
  packages: PackagesService;
  profiles: ProfilesService;
  now?(): number;
  /** The package skills part (default: package-skills.ts, loaded on first use; tests give one that fails). */
  skills?: LazyPart<PackageSkills>;
}

export class ChatPackages implements ChatPackageActions {
  /** The package bound to the chat on screen (null: none). */
  readonly current = signal<ChatPackageView | null>(null);
  readonly #o: ChatPackagesOptions;
  /** The store key of the chat on screen (`chatStoreKey`), null without one. */
  #chatKey: string | null = null;
  #binding: Binding | null = null;
  /** Serializes syncs so a quick chat switch never shows the previous chat's binding. */
  #sync: Promise<void> = Promise.resolve();

  constructor(options: ChatPackagesOptions) {
    this.#o = options;
  }

  /** Follows the chat on screen, the installed packages and the default package. */
  attach(): () => void {
    const offChat = this.#o.host.onChatChanged((chat) => void this.sync(chat));
    let lastDefault = this.#o.profiles.settings.value.defaultPackage;
    const offSettings = this.#o.profiles.settings.subscribe((s) => {
      if (s.defaultPackage === lastDefault) return;
      lastDefault = s.defaultPackage;
      void this.sync();
    });
    const offList = this.#o.packages.list.subscribe(() => this.#show());
    return () => {
      offChat();
      offSettings();
      offList();
    };
  }

  #read(chatId: string): Promise<Binding | undefined> {
    return this.#o.settings.get(chatPackageKey(chatId), (raw) => bindingSchema.parse(raw)).catch(() => undefined);
  }

  /** The binding of `chat`; a branch with none of its own yet takes (a copy of) its parent's. */
  async #readFor(chat: ChatRef): Promise<Binding | undefined> {
    const key = chatStoreKey(chat);
    const own = await this.#read(key);
    if (own || !chat.forkedFrom) return own;
    const parent = await this.#read(chat.forkedFrom);
    if (parent) await this.#o.settings.set(chatPackageKey(key), parent, (raw) => bindingSchema.parse(raw));
    return parent;
  }

  async #write(chatId: string, b: Binding): Promise<void> {
    await this.#o.settings.set(chatPackageKey(chatId), b, (raw) => bindingSchema.parse(raw));
    if (chatId === this.#chatKey) {
      this.#binding = b;
      this.#show();
    }
  }

  /** A chat nobody has written in yet (only the character's greeting, or nothing). */
  async #isNew(chat: ChatRef): Promise<boolean> {
    try {
      return (await this.#o.host.chatReader(chat).messages()).every((m) => m.role !== 'user');
    } catch {
      return false;
    }
  }

  /** Reads (or, for a new chat with a default package set, makes) the binding of the chat on screen. */
  sync(chat: ChatRef | null = this.#o.host.currentChat()): Promise<void> {
    this.#sync = this.#sync.then(async () => {
      const key = chat ? chatStoreKey(chat) : null;
      this.#chatKey = key;
      this.#binding = null;
      this.#show();
      if (!chat || !key) return;
      let b: Binding | null = (await this.#readFor(chat)) ?? null;
      const def = this.#o.profiles.settings.value.defaultPackage;
      if (!b && def && this.#o.packages.list.value.some((p) => p.name === def) && (await this.#isNew(chat))) {
        b = { package: def, startedAt: this.#o.now?.() ?? Date.now() };
        await this.#o.settings.set(chatPackageKey(key), b);
      }
      if (this.#chatKey !== key) return;
      this.#binding = b;
      this.#show();
    });
    return this.#sync;
  }

  #show(): void {
    const b = this.#binding;
    const pkg = b?.package ? this.#o.packages.list.value.find((p) => p.name === b.package) : undefined;
    if (!b || !pkg || !this.#chatKey) {
      this.current.value = null;
      return;
    }
    const view: ChatPackageView = { chatId: this.#chatKey, package: pkg };
    if (b.recipe && pkg.recipes.some((r) => r.path === b.recipe)) view.recipe = b.recipe;
    if (b.demand) view.demand = b.demand;
    this.current.value = view;
  }

  async chooseRecipe(path: string): Promise<void> {
    if (this.#chatKey && this.#binding?.package) await this.#write(this.#chatKey, { ...this.#binding, recipe: path });
  }

  async submitDemand(text: string): Promise<void> {
    if (this.#chatKey && this.#binding?.package && text.trim()) await this.#write(this.#chatKey, { ...this.#binding, demand: text.trim() });
  }

  async unbind(): Promise<void> {
    if (this.#chatKey && this.#binding) await this.#write(this.#chatKey, { ...this.#binding, package: '' });
  }

  /**
   * For the orchestrator: the package turn of a bound chat, or null. The first user message of a
   * bound chat without an answer yet becomes the answer, stored under the package's demandTag. When
   * the package's skills cannot be loaded it throws, saying so: the host shows it and the reply goes
   * ahead without Troupe (a bound chat never runs another profile instead).
   */
  async boundTurn(turn: GenerationTurn): Promise<BoundTurn | null> {
    const chatId = chatStoreKey(turn.chat);
    const b = await this.#readFor(turn.chat);
    if (!b?.package) return null;
    const pkg = await this.#o.packages.get(b.package);
    if (!pkg) {
      this.#o.host.notify(
        'warning',
        `This chat was started with the skill package "${b.package}", which is no longer installed; Troupe runs the selected mode instead.`,
      );
      return null;
    }
    const part = this.#o.skills ?? packageSkillsPart;
    let skills: PackageSkills;
    try {
      skills = await part.load();
    } catch (e) {
      throw new Error(replyPartFailureText(e));
    }
    let demand = b.demand;
    if (!demand && turn.lastUser?.text.trim()) {
      demand = turn.lastUser.text.trim();
      await this.#write(chatId, { ...b, demand });
    }
    const base = this.#o.profiles.effective('agenda', this.#o.host.currentCard()).profile;
    const profile = packageAgendaProfile(pkg, { recipe: b.recipe, demand }, base);
    const { orchestrator, workers } = skills.packageSkills(pkg);
    return { package: pkg.name, profile, skills: [orchestrator, ...workers] };
  }
}
