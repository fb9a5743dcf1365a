// After importing a profile that carries skills: install / skip / replace, one choice per skill.
import { useContext, useMemo, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import type { EmbeddedSkill } from '../../src/core/profiles/embedded-skills.ts';
import type { SkillScope, SkillSummary } from '../../src/core/skills/types.ts';
import { fromEmbedded } from '../../src/app/embedded.ts';
import type { SkillsService } from '../../src/app/skills-service.ts';
import { Button } from '../common/Button.tsx';
import { Dialog } from '../common/Dialog.tsx';
import { IssueList } from '../common/IssueList.tsx';
import { ScopeNames, scopeLabel } from '../skills/scopes.ts';
import { at } from './i18n.ts';

type Choice = 'install' | 'replace' | 'skip';

export interface EmbeddedSkillsOfferProps {
  skills: EmbeddedSkill[];
  scope: SkillScope;
  inventory: readonly SkillSummary[];
  service: SkillsService;
  onDone(message?: string): void;
}

export function EmbeddedSkillsOffer({ skills, scope, inventory, service, onDone }: EmbeddedSkillsOfferProps) {
  const rows = useMemo(
    () =>
      skills.map((e) => {
        const parsed = fromEmbedded(e, scope);
        const existing = inventory.find((s) => s.scope === scope && s.name === e.name);
        const state = !parsed.skill ? 'invalid' : !existing ? 'new' : existing.hash === parsed.skill.hash ? 'same' : 'differs';
        return { name: e.name, parsed, state } as const;
      }),
    [skills, scope, inventory],
  );
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(rows.map((r) => [r.name, r.state === 'new' ? 'install' : 'skip'])));
  const [busy, setBusy] = useState(false);
  const uid = useUid();
  // The scope by the name Manage Skills uses (a preset's name, never its id).
  const scopeName = useContext(ScopeNames).get(scope);
  const apply = async () => {
    setBusy(true);
    const chosen = rows.filter((r) => r.parsed.skill && choices[r.name] !== 'skip');
    const decisions = Object.fromEntries(chosen.map((r) => [r.name, { action: 'replace' as const }]));
    const res = await service.installSkills(chosen.map((r) => r.parsed.skill!), scope, decisions);
    setBusy(false);
    onDone(at('embedded.applied', { n: res.installed.length }));
  };
  return (
    <Dialog open title={at('embedded.title')} onClose={() => onDone()}>
      <p>{at('embedded.intro', { n: skills.length, scope: scopeLabel(scope, scopeName) })}</p>
      <ul class="troupe-embedded">
        {rows.map((r) => (
          <li key={r.name} class="troupe-embedded__row">
            <strong>{r.name}</strong> <span class="troupe-embedded__state">— {at(`embedded.${r.state}`)}</span>
            {r.state === 'invalid' ? (
              <IssueList issues={r.parsed.issues} />
            ) : (
              // A labelled radio group: a <select> here looked like a button under SillyTavern's theme.
              <fieldset class="troupe-embedded__choice">
                <legend class="troupe-visually-hidden">{at('embedded.choice', { name: r.name })}</legend>
                {(r.state === 'new' ? (['install', 'skip'] as const) : r.state === 'differs' ? (['replace', 'skip'] as const) : (['skip'] as const)).map((c) => (
                  <label key={c} class="troupe-embedded__option">
                    <input
                      type="radio"
                      name={`${uid}-${r.name}`}
                      value={c}
                      checked={choices[r.name] === c}
                      onChange={() => setChoices({ ...choices, [r.name]: c })}
                    />{' '}
                    {at(`embedded.${c}`)}
                  </label>
                ))}
              </fieldset>
            )}
          </li>
        ))}
      </ul>
      <Button variant="primary" disabled={busy} onClick={apply}>
        {at('embedded.apply')}
      </Button>
    </Dialog>
  );
}
