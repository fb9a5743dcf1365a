// After importing a profile that carries skills: install / skip / replace, one choice per skill.
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import type { EmbeddedSkill } from '../../src/core/profiles/embedded-skills.ts';
import type { ParseSkillResult } from '../../src/core/skills/parse.ts';
import type { SkillScope, SkillSummary } from '../../src/core/skills/types.ts';
import type { SkillsService } from '../../src/app/skills/skills-service.ts';
import { Button } from '../common/Button.tsx';
import { Dialog } from '../common/Dialog.tsx';
import { IssueList } from '../common/IssueList.tsx';
import { t } from '../i18n/index.ts';
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
  // Validated by the skills service (it reads each SKILL.md): the rows show once that is done.
  const [parsed, setParsed] = useState<ParseSkillResult[] | null>(null);
  useEffect(() => {
    let live = true;
    setParsed(null);
    void service.readEmbedded(skills, scope).then((r) => live && setParsed(r));
    return () => void (live = false);
  }, [service, skills, scope]);
  const rows = useMemo(
    () =>
      (parsed ?? []).map((p, i) => {
        const name = skills[i]!.name;
        const existing = inventory.find((s) => s.scope === scope && s.name === name);
        const state = !p.skill ? 'invalid' : !existing ? 'new' : existing.hash === p.skill.hash ? 'same' : 'differs';
        return { name, parsed: p, state } as const;
      }),
    [parsed, skills, scope, inventory],
  );
  const [picked, setPicked] = useState<Record<string, Choice>>({});
  /** The user's choice, else the default: install what is new, skip the rest. */
  const choices = useMemo(() => Object.fromEntries(rows.map((r) => [r.name, picked[r.name] ?? (r.state === 'new' ? 'install' : 'skip')])), [rows, picked]);
  const [busy, setBusy] = useState(false);
  const uid = useUid();
  // The scope by the name Manage Skills uses (a preset's name, never its id).
  const scopeName = useContext(ScopeNames).get(scope);
  const apply = async () => {
    setBusy(true);
    const chosen = rows.filter((r) => r.parsed.skill && choices[r.name] !== 'skip');
    const decisions = Object.fromEntries(chosen.map((r) => [r.name, { action: 'replace' as const }]));
    const res = await service.installSkills(
      chosen.map((r) => r.parsed.skill!),
      scope,
      decisions,
    );
    setBusy(false);
    onDone(at('embedded.applied', { n: res.installed.length }));
  };
  return (
    <Dialog open title={at('embedded.title')} onClose={() => onDone()}>
      <p>{at('embedded.intro', { n: skills.length, scope: scopeLabel(scope, scopeName) })}</p>
      {!parsed && <p role="status">{t('common.loading')}</p>}
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
                {(r.state === 'new' ? (['install', 'skip'] as const) : r.state === 'differs' ? (['replace', 'skip'] as const) : (['skip'] as const)).map(
                  (c) => (
                    <label key={c} class="troupe-embedded__option">
                      <input
                        type="radio"
                        name={`${uid}-${r.name}`}
                        value={c}
                        checked={choices[r.name] === c}
                        onChange={() => setPicked({ ...picked, [r.name]: c })}
                      />{' '}
                      {at(`embedded.${c}`)}
                    </label>
                  ),
                )}
              </fieldset>
            )}
          </li>
        ))}
      </ul>
      <Button variant="primary" disabled={busy || !parsed} onClick={apply}>
        {at('embedded.apply')}
      </Button>
    </Dialog>
  );
}
