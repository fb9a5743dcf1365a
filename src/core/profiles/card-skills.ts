// The skills a character card carries — ours (`data.extensions.troupe.skills`), then Luker's container
// (`data.extensions.luker.embedded_skills_source`, whose zips are unpacked) — and the consent key that
// depends on them. Apart from card.ts so that reading a card's override does not load the unzipper.

import { consentKeyOf, lukerCardSkillsSource, troupeCardSkills, type CardLike } from './card.ts';
import type { EmbeddedSkill } from './embedded-skills.ts';
import { parseLukerEmbeddedSkills } from './luker-skills.ts';
import type { ProfileWarning } from './messages.ts';
import { WarningSink } from './sanitize.ts';

/** Skills the card carries (ours, then Luker's embedded container), validated. */
export function readCardSkills(card: CardLike | null | undefined): { skills: EmbeddedSkill[]; warnings: ProfileWarning[] } {
  const sink = new WarningSink();
  const skills = troupeCardSkills(card, sink);
  const luker = lukerCardSkillsSource(card);
  if (luker !== undefined) skills.push(...parseLukerEmbeddedSkills(luker, sink, 'data.extensions.luker.embedded_skills_source'));
  return { skills, warnings: sink.list };
}

/**
 * A key naming this card's embedded orchestration payload (overrides and skills); it changes when the
 * payload changes, so a consent given once is asked again for different content. null = nothing to ask.
 */
export function cardConsentKey(card: CardLike | null | undefined): string | null {
  return consentKeyOf(card, () => readCardSkills(card).skills.length > 0);
}

/** True when the card carries an override or skills the user has not yet agreed to enable. */
export function cardNeedsConsent(card: CardLike | null | undefined, consented: ReadonlySet<string>): boolean {
  const key = cardConsentKey(card);
  return key !== null && !consented.has(key);
}
