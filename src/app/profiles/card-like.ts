// The host's CharacterCard as the profile functions read cards.
import type { CardLike } from '../../core/profiles/card.ts';
import type { CharacterCard } from '../../ports/host.ts';

export function toCardLike(card: CharacterCard | null): CardLike | null {
  if (!card) return null;
  return { avatar: card.key, name: card.name, data: { name: card.name, extensions: card.extensions } };
}
