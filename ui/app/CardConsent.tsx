// Asks before enabling what a character card carries for Troupe (an override, skills), like
// SillyTavern's consent for a card's embedded scripts. It names the tools from outside Troupe the
// override switches on and the hand-written tools it carries (whose code still asks on its own).
import { useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import { Button } from '../common/Button.tsx';
import { joinNames } from '../i18n/index.ts';
import { at } from './i18n.ts';

/** Names a card gives are listed up to this many; the rest is a count. */
const SHOWN_NAMES = 12;
const someNames = (names: readonly string[]) =>
  names.length <= SHOWN_NAMES ? joinNames(names) : at('consent.more', { names: joinNames(names.slice(0, SHOWN_NAMES)), n: names.length - SHOWN_NAMES });

export function CardConsent({ app }: { app: App }) {
  const [failed, setFailed] = useState<{ card: string; message: string } | null>(null);
  const card = app.card.value;
  void app.profiles.settings.value; // re-render when consent is recorded
  if (!card || !app.profiles.needsConsent(card)) return null;
  const modes = app.profiles.overrideModes(card);
  // Skills in Luker's container are read by a part of Troupe loaded on first use: listed once it has.
  const skills = app.profiles.cardSkills(card) ?? [];
  const tools = app.profiles.cardTools(card);
  const enable = async () => {
    const scope = `character:${card.key}` as const;
    // Consent is recorded only once the skills are in: a part that could not load is said, and nothing changes.
    const r = await app.skills.installEmbedded(await app.profiles.loadCardSkills(card), scope, 'keep');
    if (r.issues.length) throw new Error(r.issues.map((i) => i.message).join(' '));
    await app.profiles.answerConsent(card, true);
  };
  const answer = (fn: () => Promise<void>) => () =>
    void fn().then(
      () => setFailed(null),
      (e: unknown) => setFailed({ card: card.key, message: e instanceof Error ? e.message : String(e) }),
    );
  return (
    <div class="troupe-consent" role="alert">
      <strong>{at('consent.title')}</strong>
      {modes.length > 0 && <p>{at('consent.overrides', { modes: joinNames(modes) })}</p>}
      {skills.length > 0 && <p>{at('consent.skills', { n: skills.length, names: joinNames(skills.map((s) => s.name)) })}</p>}
      {tools.switchedOn.length > 0 && <p>{at('consent.tools', { n: tools.switchedOn.length, names: someNames(tools.switchedOn) })}</p>}
      {tools.handWritten.length > 0 && <p>{at('consent.handWrittenTools', { n: tools.handWritten.length, names: someNames(tools.handWritten) })}</p>}
      <p>{at('consent.question')}</p>
      {failed?.card === card.key && <p class="troupe-consent__error">{failed.message}</p>}
      <div class="troupe-consent__actions">
        <Button variant="primary" onClick={answer(enable)}>
          {at('consent.enable')}
        </Button>
        <Button onClick={answer(() => app.profiles.answerConsent(card, false))}>{at('consent.ignore')}</Button>
      </div>
    </div>
  );
}
