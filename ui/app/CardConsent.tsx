// Asks before enabling what a character card carries for Troupe (an override, skills), like
// SillyTavern's consent for a card's embedded scripts.
import type { App } from '../../src/app/app.ts';
import { toCardLike } from '../../src/app/card-like.ts';
import { fromEmbedded } from '../../src/app/embedded.ts';
import { readCardSkills } from '../../src/core/profiles/card.ts';
import type { Skill } from '../../src/core/skills/types.ts';
import { Button } from '../common/Button.tsx';
import { joinNames } from '../i18n/index.ts';
import { at } from './i18n.ts';

export function CardConsent({ app }: { app: App }) {
  const card = app.card.value;
  void app.profiles.settings.value; // re-render when consent is recorded
  if (!card || !app.profiles.needsConsent(card)) return null;
  const modes = app.profiles.overrideModes(card);
  const { skills } = readCardSkills(toCardLike(card));
  const enable = async () => {
    const scope = `character:${card.key}` as const;
    const parsed = skills.map((e) => fromEmbedded(e, scope).skill).filter((s): s is Skill => !!s);
    if (parsed.length) {
      const keep = Object.fromEntries(parsed.map((s) => [s.name, { action: 'keep' as const }]));
      await app.skills.installSkills(parsed, scope, keep);
    }
    await app.profiles.answerConsent(card, true);
  };
  return (
    <div class="troupe-consent" role="alert">
      <strong>{at('consent.title')}</strong>
      {modes.length > 0 && <p>{at('consent.overrides', { modes: joinNames(modes) })}</p>}
      {skills.length > 0 && <p>{at('consent.skills', { n: skills.length, names: joinNames(skills.map((s) => s.name)) })}</p>}
      <p>{at('consent.question')}</p>
      <div class="troupe-consent__actions">
        <Button variant="primary" onClick={enable}>
          {at('consent.enable')}
        </Button>
        <Button onClick={() => void app.profiles.answerConsent(card, false)}>{at('consent.ignore')}</Button>
      </div>
    </div>
  );
}
