// The app's profiles: per-mode preset libraries (profile-libraries.ts: persisted, the draft the panel
// edits, the enabled switch and mode), card overrides through the host, their consent, and the
// effective profile of a turn.
import {
  clearOverride,
  consentKeyOf,
  lukerCardSkillsSource,
  overrideModes,
  cardOverrideTools,
  readTroupeExtension,
  saveOverride,
  setCardSkills,
  troupeCardSkills,
  type CardLike,
} from '../../core/profiles/card.ts';
import type { EffectiveProfile } from '../../core/profiles/effective.ts';
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import { parseProfile, type Profile } from '../../core/profiles/parse.ts';
import type { CharacterCard } from '../../ports/host.ts';
import { toCardLike } from './card-like.ts';
import { partFailureText } from '../part-failure.ts';
import { ProfileLibraries } from './profile-libraries.ts';

export type { ProfilesServiceOptions } from './profile-libraries.ts';

export class ProfilesService extends ProfileLibraries {
  /** Writes `profile` as the card's override for `mode` (the workbench's Apply and Undo on a card). */
  async writeCardOverride(card: CharacterCard, mode: Mode, profile: Profile): Promise<CharacterCard> {
    const ext = saveOverride(readTroupeExtension(toCardLike(card)!), mode, parseProfile(mode, profile).profile);
    await this.o.writeCardExtension(card.key, ext);
    const updated = { ...card, extensions: { ...card.extensions, troupe: ext } };
    await this.#consentOwn(updated);
    this.resolver.invalidate();
    return updated;
  }

  overrideModes(card: CharacterCard | null): Mode[] {
    return overrideModes(toCardLike(card));
  }

  /** The tools the card's overrides switch on and the hand-written tools they carry (the consent notice names them). */
  cardTools(card: CharacterCard | null): { switchedOn: string[]; handWritten: string[] } {
    return cardOverrideTools(toCardLike(card));
  }

  /**
   * The card's consent key (cardConsentKey). It depends on the skills the card carries only when the
   * card has no override; reading skills in Luker's container takes the profile files part (it
   * unzips), so until that has loaded the key is not `sure` (it is the key the card would have if its
   * skills are usable). `load` starts that load; the signal read here makes a reader (the consent
   * notice) ask again once it is done.
   */
  #consentKey(c: CardLike, load: boolean): { key: string | null; sure: boolean } {
    void this.filesLoaded.value;
    const files = this.files.loaded;
    if (files) return { key: files.cardConsentKey(c), sure: true };
    let sure = true;
    const key = consentKeyOf(c, () => {
      if (troupeCardSkills(c).length) return true;
      if (lukerCardSkillsSource(c) == null) return false;
      sure = false;
      return true;
    });
    if (!sure && load) this.loadFiles().catch(() => {}); // a failed load is tried again on the next read
    return { key, sure };
  }

  /** The consent key for certain (loads the profile files part when it is needed; rejects if it cannot be loaded). */
  async #exactConsentKey(c: CardLike): Promise<string | null> {
    const { key, sure } = this.#consentKey(c, false);
    return sure ? key : (await this.loadFiles()).cardConsentKey(c);
  }

  needsConsent(card: CharacterCard | null): boolean {
    const c = toCardLike(card);
    if (!c) return false;
    const { key, sure } = this.#consentKey(c, true);
    if (!sure || !key || this.settings.value.declinedCards.includes(key)) return false;
    return !this.settings.value.consentedCards.includes(key);
  }

  /**
   * The skills the card carries, validated (for the consent notice); undefined while the profile
   * files part, which reads Luker's container, loads (its load is started; reading again after it is
   * done gives them).
   */
  cardSkills(card: CharacterCard | null): EmbeddedSkill[] | undefined {
    const c = toCardLike(card);
    if (!c) return [];
    void this.filesLoaded.value;
    const files = this.files.loaded;
    if (files) return files.readCardSkills(c).skills;
    if (lukerCardSkillsSource(c) == null) return troupeCardSkills(c);
    this.loadFiles().catch(() => {});
    return undefined;
  }

  /** The skills the card carries, validated; rejects with the reason when the profile files part cannot be loaded. */
  async loadCardSkills(card: CharacterCard): Promise<EmbeddedSkill[]> {
    const c = toCardLike(card)!;
    if (lukerCardSkillsSource(c) == null) return troupeCardSkills(c);
    try {
      return (await this.loadFiles()).readCardSkills(c).skills;
    } catch (e) {
      throw new Error(partFailureText(e));
    }
  }

  async answerConsent(card: CharacterCard, agree: boolean): Promise<void> {
    let key;
    try {
      key = await this.#exactConsentKey(toCardLike(card)!);
    } catch (e) {
      throw new Error(partFailureText(e));
    }
    if (!key) return;
    const s = this.settings.value;
    await this.updateSettings(
      agree ? { consentedCards: [...new Set([...s.consentedCards, key])] } : { declinedCards: [...new Set([...s.declinedCards, key])] },
    );
  }

  #consented(card: CharacterCard | null): boolean {
    const c = toCardLike(card);
    if (!c) return false;
    // A turn does not load the profile files part: a key not sure is one of a card without an
    // override, whose consent changes nothing the turn runs with.
    const { key } = this.#consentKey(c, false);
    // A card carrying nothing needs no consent; our own writes are consented when made.
    return !key || this.settings.value.consentedCards.includes(key);
  }

  /**
   * Stores the mode's draft as the card's override. `skills` (the card's character-scope skills)
   * travel in the card with it, so whoever imports the card gets them too (after consenting).
   */
  async saveOverride(card: CharacterCard, mode: Mode = this.mode.value, skills?: EmbeddedSkill[]): Promise<void> {
    let ext = saveOverride(readTroupeExtension(toCardLike(card)!), mode, parseProfile(mode, this.drafts.value[mode]).profile);
    if (skills) ext = setCardSkills(ext, skills);
    await this.o.writeCardExtension(card.key, ext);
    const updated = { ...card, extensions: { ...card.extensions, troupe: ext } };
    await this.#consentOwn(updated);
    this.resolver.invalidate();
  }

  /**
   * Removes the mode's override from the card. The mode's entry stays as `null` only where it must hide
   * an override the card carries in the reference's format; once nothing of ours is left the whole
   * `troupe` field goes, so the card is as small as before it was saved.
   */
  async clearOverride(card: CharacterCard, mode: Mode = this.mode.value): Promise<void> {
    const { troupe: _ours, ...others } = card.extensions;
    const hidesReference = overrideModes(toCardLike({ ...card, extensions: others })).includes(mode);
    const ext = clearOverride(readTroupeExtension(toCardLike(card)!), mode);
    if (!hidesReference) delete ext.overrides[mode];
    const nothingLeft =
      Object.keys(ext.overrides).length === 0 && !ext.skills?.length && Object.keys(ext).every((k) => k === 'version' || k === 'overrides' || k === 'skills');
    await this.o.writeCardExtension(card.key, nothingLeft ? undefined : ext);
    if (!nothingLeft) await this.#consentOwn({ ...card, extensions: { ...card.extensions, troupe: ext } });
    this.resolver.invalidate();
  }

  async #consentOwn(card: CharacterCard) {
    const key = await this.#exactConsentKey(toCardLike(card)!);
    if (key && !this.settings.value.consentedCards.includes(key)) {
      await this.updateSettings({ consentedCards: [...this.settings.value.consentedCards, key] });
    }
  }

  /** The profile a turn runs with: the card's override (if consented) > the active preset's saved profile. */
  effective<M extends Mode>(mode: M, card: CharacterCard | null): EffectiveProfile<M> {
    return this.resolver.resolve({
      mode,
      library: this.library(mode),
      card: toCardLike(card),
      useCardOverride: this.#consented(card),
    }) as EffectiveProfile<M>;
  }
}
