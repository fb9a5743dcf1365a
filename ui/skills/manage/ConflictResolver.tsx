// Same-name skills with different content found by an install: per skill, Replace / Keep /
// Rename (with a new name). Nothing was written yet; Apply re-runs the install with the choices.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import { Button } from '../../common/Button.tsx';
import { formatBytes } from '../../common/format.ts';
import { t } from '../../i18n/index.ts';
import type { ConflictDecision, InstallConflict } from '../../../src/app/skills/skills-contract.ts';
import { SKILL_NAME_PATTERN, isValidSkillName } from '../names.ts';
import { useManage } from './context.ts';
import { existsIn } from './grouping.ts';

type Choice = 'replace' | 'keep' | 'rename';

/** A same-name conflict; skills carry the scope they conflict in, packages have none. */
export type ConflictItemData = Omit<InstallConflict, 'scope'> & { scope?: InstallConflict['scope'] };

export interface ConflictResolverProps {
  conflicts: readonly ConflictItemData[];
  busy?: boolean;
  /** Heading instead of "N skills already installed…" (packages). */
  title?: string;
  /** Where conflicts without a scope are (packages): shown in each item, e.g. "Skill packages". */
  place?: string;
  /** Whether a new name is taken, for conflicts without a scope. */
  isTaken?(name: string): boolean;
  onApply(decisions: Record<string, ConflictDecision>): void;
  onCancel(): void;
}

/** A free name for a renamed copy: name-2, name-3, … */
function suggestName(name: string, taken: (n: string) => boolean): string {
  for (let i = 2; i < 1000; i++) {
    const candidate = `${name}-${i}`;
    if (!taken(candidate)) return candidate;
  }
  return `${name}-copy`;
}

export function ConflictResolver({ conflicts, busy, title, place, isTaken, onApply, onCancel }: ConflictResolverProps) {
  const { inventory, labelOf } = useManage();
  const taken = (c: ConflictItemData, n: string) => (c.scope ? existsIn(inventory, c.scope, n) : (isTaken?.(n) ?? false));
  const where = (c: ConflictItemData) => (c.scope ? labelOf(c.scope) : (place ?? ''));
  const titleId = useUid();
  const rootRef = useRef<HTMLElement>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(conflicts.map((c) => [c.name, 'keep' as Choice])));
  const [names, setNames] = useState<Record<string, string>>(() => Object.fromEntries(conflicts.map((c) => [c.name, suggestName(c.name, (n) => taken(c, n))])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => rootRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  const apply = () => {
    const found: Record<string, string> = {};
    const decisions: Record<string, ConflictDecision> = {};
    const chosen = new Set<string>();
    for (const c of conflicts) {
      const choice = choices[c.name] ?? 'keep';
      if (choice !== 'rename') {
        decisions[c.name] = { action: choice };
        continue;
      }
      const newName = (names[c.name] ?? '').trim();
      if (!isValidSkillName(newName)) found[c.name] = t('validate.name', { pattern: SKILL_NAME_PATTERN });
      else if (taken(c, newName) || chosen.has(newName) || conflicts.some((o) => o.name === newName))
        found[c.name] = t('validate.exists', { name: newName, scope: where(c) });
      chosen.add(newName);
      decisions[c.name] = { action: 'rename', newName };
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(decisions);
  };

  return (
    <section
      ref={rootRef}
      class="troupe-conflicts"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <h3 id={titleId} class="troupe-skill-group__title">
        {title ?? t('conflict.title', { count: conflicts.length })}
      </h3>
      <p class="troupe-empty">{t('conflict.intro')}</p>
      {conflicts.map((c) => (
        <ConflictItem
          key={c.name}
          conflict={c}
          scopeText={where(c)}
          choice={choices[c.name] ?? 'keep'}
          newName={names[c.name] ?? ''}
          error={errors[c.name]}
          onChoice={(choice) => setChoices((s) => ({ ...s, [c.name]: choice }))}
          onName={(n) => setNames((s) => ({ ...s, [c.name]: n }))}
        />
      ))}
      <div class="troupe-confirm__buttons">
        <Button variant="primary" disabled={busy} onClick={apply}>
          {t('conflict.apply')}
        </Button>
        <Button onClick={onCancel}>{t('conflict.cancel')}</Button>
      </div>
    </section>
  );
}

interface ConflictItemProps {
  conflict: ConflictItemData;
  scopeText: string;
  choice: Choice;
  newName: string;
  error?: string;
  onChoice(choice: Choice): void;
  onName(name: string): void;
}

function ConflictItem({ conflict, scopeText, choice, newName, error, onChoice, onName }: ConflictItemProps) {
  const group = useUid();
  const inputId = useUid();
  const errId = useUid();
  const { existing, incoming } = conflict;
  const radio = (value: Choice, label: string) => (
    <label>
      <input type="radio" name={group} value={value} checked={choice === value} onChange={() => onChoice(value)} /> {label}
    </label>
  );
  return (
    <fieldset>
      <legend>{t('conflict.item', { name: conflict.name, scope: scopeText })}</legend>
      <span class="troupe-skill-row__meta">
        {t('conflict.compare', {
          existingFiles: existing.fileCount,
          existingSize: formatBytes(existing.size),
          incomingFiles: incoming.fileCount,
          incomingSize: formatBytes(incoming.size),
        })}
      </span>
      {radio('replace', t('conflict.replace'))}
      {radio('keep', t('conflict.keep'))}
      {radio('rename', t('conflict.rename'))}
      {choice === 'rename' && (
        <label for={inputId}>
          {t('conflict.newName', { name: conflict.name })}
          <input
            id={inputId}
            value={newName}
            spellcheck={false}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errId : undefined}
            onInput={(e) => onName((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
      )}
      {error && (
        <p id={errId} class="troupe-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
