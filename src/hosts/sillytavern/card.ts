// The character card: read from characters[characterId], written through writeExtensionField with
// the index looked up by avatar at write time (the characters array is re-sorted and reloaded, so an
// index remembered earlier may name another card by then).
import type { CharacterCard } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { checkPlainData, decodeExtensions, isPlainObject, planExtensionWrites } from './card-merge.ts';
import { selectedCharacter } from './chat-ref.ts';
import { StHostError } from './errors.ts';
import { MSG } from './messages.ts';
import type { StCharacter, StContext } from './types.ts';

const KEY_RULE = /^[A-Za-z0-9_-]+$/;

export function toCard(ch: StCharacter): CharacterCard | null {
  if (!ch || typeof ch.avatar !== 'string' || !ch.avatar) return null;
  const data = ch.data ?? {};
  const card: CharacterCard = { key: ch.avatar, name: String(data.name ?? ch.name ?? ''), extensions: decodeExtensions(data.extensions) };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const description = text(data.description ?? ch.description);
  const personality = text(data.personality ?? ch.personality);
  const scenario = text(data.scenario ?? ch.scenario);
  const firstMessage = text(data.first_mes ?? ch.first_mes);
  if (description !== undefined) card.description = description;
  if (personality !== undefined) card.personality = personality;
  if (scenario !== undefined) card.scenario = scenario;
  if (firstMessage !== undefined) card.firstMessage = firstMessage;
  return card;
}

export function readCurrentCard(access: StAccess): CharacterCard | null {
  const selected = selectedCharacter(access.ctx());
  return selected ? toCard(selected.character) : null;
}

function indexByAvatar(c: StContext, avatar: string): number {
  return Array.isArray(c.characters) ? c.characters.findIndex((ch) => ch?.avatar === avatar) : -1;
}

export interface CardWriteDeps {
  access: StAccess;
  fetch: typeof globalThis.fetch;
  /** Called after a successful write with the card's key. */
  changed(cardKey: string): void;
}

export async function writeCardExtension(deps: CardWriteDeps, cardKey: string, key: string, value: unknown): Promise<void> {
  const { access } = deps;
  if (!KEY_RULE.test(key)) throw new StHostError(MSG.cardKeyInvalid(key), 'card_key_invalid');
  if (value !== undefined) {
    try {
      checkPlainData(value);
    } catch (e) {
      throw new StHostError(`${MSG.cardValueInvalid(key)} ${(e as Error).message}`, 'card_value_invalid');
    }
    value = structuredClone(value);
  }
  let c = access.ctx();
  let index = indexByAvatar(c, cardKey);
  if (index < 0) throw new StHostError(MSG.cardNotFound(cardKey), 'card_not_found');
  if (c.characters?.[index]?.shallow && typeof c.unshallowCharacter === 'function') {
    await c.unshallowCharacter(index);
    c = access.ctx();
    index = indexByAvatar(c, cardKey);
    if (index < 0) throw new StHostError(MSG.cardNotFound(cardKey), 'card_not_found');
  }
  const ext = isPlainObject(c.characters![index].data?.extensions) ? c.characters![index].data!.extensions! : undefined;
  const present = !!ext && Object.hasOwn(ext, key);
  const writes = planExtensionWrites(present ? ext![key] : undefined, value, present);
  if (!writes.length) return;
  if (typeof c.writeExtensionField !== 'function')
    access.degrade('fn:writeExtensionField', MSG.missing('writeExtensionField()', 'Troupe saves card fields through the server directly.'));
  for (const [i, wire] of writes.entries()) {
    // A later write looks the card up again: the list may have been re-sorted meanwhile.
    if (i > 0) {
      c = access.ctx();
      index = indexByAvatar(c, cardKey);
      if (index < 0) throw new StHostError(MSG.cardNotFound(cardKey), 'card_not_found');
    }
    if (typeof c.writeExtensionField === 'function') await c.writeExtensionField(index, key, wire);
    else await mergeDirectly(deps, c, c.characters![index], key, wire);
  }
  deps.changed(cardKey);
}

/** What writeExtensionField does, for releases without it: memory, the cached JSON, then the server. */
async function mergeDirectly(deps: CardWriteDeps, c: StContext, character: StCharacter, key: string, wire: unknown): Promise<void> {
  character.data ??= {};
  character.data.extensions ??= {};
  character.data.extensions[key] = wire;
  if (typeof character.json_data === 'string') {
    try {
      const json = JSON.parse(character.json_data);
      json.data ??= {};
      json.data.extensions ??= {};
      json.data.extensions[key] = wire;
      character.json_data = JSON.stringify(json);
    } catch {
      // leave an unreadable cache alone
    }
  }
  const headers = typeof c.getRequestHeaders === 'function' ? c.getRequestHeaders() : { 'Content-Type': 'application/json' };
  const res = await deps.fetch('/api/characters/merge-attributes', {
    method: 'POST',
    headers,
    body: JSON.stringify({ avatar: character.avatar, data: { extensions: { [key]: wire } } }),
  });
  if (!res.ok) throw new StHostError(`Saving the card failed: HTTP ${res.status}`, 'card_save_failed');
}
