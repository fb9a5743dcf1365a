// Loading the page's records into its parts (first visit, a reload, another tab's writes), with the
// damage found on the way moved to the quarantine and reported: what the Storage problems notice
// shows for this database, and its repair (damaged lorebooks' readable entries).
import { signal } from '@preact/signals-core';
import type { StorageProblem } from '../../ports/storage-problems.ts';
import type { Quarantine } from '../../storage/index.ts';
import type { Characters } from './characters.ts';
import type { Chats } from './chats.ts';
import type { ConnectionSettingsStore } from './connection-settings.ts';
import type { OwnPromptPresets } from './prompt-presets.ts';
import { DEFAULT_CHARACTER, DEFAULT_LOREBOOK } from './defaults.ts';
import type { Generation } from './generation.ts';
import { DAMAGE_TEXT, type DamageNotice } from './messages.ts';
import { recoverLorebooks, RECOVERED_TEXT } from './recovery.ts';
import { CharacterSchema, type CharacterData } from './schema.ts';
import type { Damage, Loaded, StandaloneStore } from './store.ts';

const PLACEHOLDER_NAME = 'Character';

export interface PageDataOptions {
  store: StandaloneStore;
  quarantine: Quarantine;
  chats: Chats;
  characters: Characters;
  connection: ConnectionSettingsStore;
  promptPresets: OwnPromptPresets;
  generation: Generation;
  newId(): string;
}

export class PageData {
  /** What this page found wrong with its records (a put-aside record is in the quarantine too). */
  readonly problems = signal<readonly StorageProblem[]>([]);
  readonly #o: PageDataOptions;
  #n = 0;

  constructor(options: PageDataOptions) {
    this.#o = options;
  }

  get dbName(): string {
    return this.#o.store.store.dbName;
  }

  report(notice: DamageNotice, extra: Partial<StorageProblem> = {}): void {
    this.problems.value = [...this.problems.value, { id: `standalone:${++this.#n}`, where: this.dbName, summary: notice, ...extra }];
  }

  /** Moves each damaged record to the quarantine; the ones that cannot be moved are reported and left. */
  async putAside(damage: readonly Damage[]): Promise<void> {
    for (const d of damage) {
      let moved = false;
      let detail = 'the quarantine could not be written';
      try {
        moved = await this.#o.store.putAside(d);
      } catch (e) {
        detail = e instanceof Error ? e.message : String(e);
      }
      if (!moved) this.report(DAMAGE_TEXT.notPutAside(d.key, detail), { detail: d.reason });
    }
  }

  async load(): Promise<void> {
    const { store, chats, characters, connection, promptPresets } = this.#o;
    const loaded = await store.load();
    await this.putAside(loaded.damage);
    chats.userName.value = loaded.state.userName;
    await connection.load(loaded.connection);
    await promptPresets.load();
    if (await connection.keyDamaged()) this.report(DAMAGE_TEXT.secret());
    // Seeding happens only on a truly empty store, never because a record could not be read.
    if (loaded.empty) {
      await characters.seed({ ...structuredClone(DEFAULT_CHARACTER), key: this.#o.newId() }, [structuredClone(DEFAULT_LOREBOOK)]);
      return;
    }
    const character = loaded.character ?? this.#placeholder(loaded);
    characters.character.value = character;
    characters.cast.value = loaded.cast;
    characters.lorebooks.value = loaded.lorebooks;
    chats.index.value = loaded.chats;
    let chat = loaded.state.currentChatId ? await chats.load(loaded.state.currentChatId) : undefined;
    if (!chat || chat.characterKey !== character.key) {
      const latest = loaded.chats.find((c) => c.characterKey === character.key);
      chat = latest ? await chats.load(latest.id) : undefined;
    }
    if (chat) chats.show(chat);
    else await chats.startNew(character);
  }

  /**
   * The character to show when its record was put aside: its key and name as far as they can be read
   * (so its chats stay reachable), nothing else. It is stored only when the user saves it.
   */
  #placeholder(loaded: Loaded): CharacterData {
    const raw = loaded.damage.find((d) => d.key === 'character')?.raw as Record<string, unknown> | undefined;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    const key = text(raw?.key) ?? loaded.chats[0]?.characterKey ?? this.#o.newId();
    return CharacterSchema.parse({ key, name: text(raw?.name) ?? PLACEHOLDER_NAME });
  }

  /** What another tab saved: the card, the lorebooks, the chat list and the open chat (which stays open). */
  async refresh(): Promise<void> {
    const { store, chats, characters, connection, promptPresets, generation } = this.#o;
    const loaded = await store.load();
    await this.putAside(loaded.damage);
    const before = characters.character.value;
    if (loaded.character && loaded.character.key !== before?.key && !generation.status.value) {
      // Another tab imported a card: follow it (its current chat), as a reload would.
      await this.load();
      characters.announce();
      return;
    }
    if (loaded.character && loaded.character !== before) {
      characters.character.value = loaded.character;
      characters.announce();
    }
    characters.lorebooks.value = loaded.lorebooks;
    characters.cast.value = loaded.cast;
    chats.userName.value = loaded.state.userName;
    await connection.load(loaded.connection);
    await promptPresets.load();
    await chats.refresh(loaded.chats);
  }

  /** `recover-lorebooks`: the readable entries of damaged lorebooks, from their quarantined copies, as books of their own. */
  async repair(repair: string): Promise<DamageNotice | null> {
    if (repair !== 'recover-lorebooks') return null;
    const entries = (await this.#o.quarantine.list()).filter((e) => e.db === this.dbName && e.key === 'lorebooks');
    const recovered = recoverLorebooks(
      entries.map((e) => e.raw),
      this.#o.characters.lorebooks.value,
    );
    if (!recovered.length) return null;
    await this.#o.characters.addLorebooks(recovered);
    return RECOVERED_TEXT(
      recovered.map((b) => b.name),
      recovered.reduce((k, b) => k + b.entries.length, 0),
    );
  }
}
