// Create a new skill from a name, a one-line description and a scope (the app writes a template SKILL.md).
import { useEffect, useRef, useState } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { t } from '../../i18n/index.ts';
import { SKILL_NAME_PATTERN, isValidSkillName } from '../names.ts';
import { useManage } from './context.ts';
import { existsIn } from './grouping.ts';
import { ScopeSelect } from './ScopeSelect.tsx';

export interface CreateSkillFormProps {
  initialScope: SkillScope;
  onCreated(scope: SkillScope, name: string): void;
  onCancel(): void;
}

export function CreateSkillForm({ initialScope, onCreated, onCancel }: CreateSkillFormProps) {
  const { actions, run, report, inventory, targets, labelOf } = useManage();
  const nameId = useUid();
  const descId = useUid();
  const errId = useUid();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [scope, setScope] = useState<SkillScope>(initialScope);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async (e: Event) => {
    e.preventDefault();
    const n = name.trim();
    const d = description.trim();
    if (!isValidSkillName(n)) return setError(t('validate.name', { pattern: SKILL_NAME_PATTERN }));
    if (!d) return setError(t('validate.description'));
    if (existsIn(inventory, scope, n)) return setError(t('validate.exists', { name: n, scope: labelOf(scope) }));
    setError('');
    setBusy(true);
    const result = await run(() => actions.create({ name: n, description: d, scope }));
    setBusy(false);
    if (report(result, t('create.done', { name: n }), t('create.failed', { name: n }))) onCreated(scope, n);
  };

  return (
    <form
      class="troupe-inline-form"
      aria-label={t('create.formLabel')}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <label for={nameId}>
        {t('create.name')}
        <input
          id={nameId}
          ref={nameRef}
          value={name}
          spellcheck={false}
          placeholder="my-skill"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errId : undefined}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <label for={descId}>
        {t('create.description')}
        <input id={descId} value={description} size={40} onInput={(e) => setDescription((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <ScopeSelect label={t('create.scope')} value={scope} options={targets} onChange={setScope} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('create.submit')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      {error && (
        <p id={errId} class="troupe-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
