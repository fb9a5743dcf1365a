// Rename a skill: the new name must follow the name rule and be free in the same scope.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { t } from '../../i18n/index.ts';
import { SKILL_NAME_PATTERN, isValidSkillName } from '../names.ts';
import { useManage } from './context.ts';
import { existsIn } from './grouping.ts';

export interface RenameFormProps {
  scope: SkillScope;
  name: string;
  onDone(): void;
  onCancel(): void;
}

export function RenameForm({ scope, name, onDone, onCancel }: RenameFormProps) {
  const { actions, run, report, inventory, labelOf } = useManage();
  const id = useUid();
  const errId = useUid();
  const [value, setValue] = useState(name);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    const next = value.trim();
    if (next === name) return onCancel();
    if (!isValidSkillName(next)) return setError(t('validate.name', { pattern: SKILL_NAME_PATTERN }));
    if (existsIn(inventory, scope, next)) return setError(t('validate.exists', { name: next, scope: labelOf(scope) }));
    setError('');
    setBusy(true);
    const result = await run(() => actions.rename(scope, name, next));
    setBusy(false);
    if (report(result, t('rename.done', { from: name, to: next }), t('rename.failed', { name }))) onDone();
  };

  return (
    <form class="troupe-inline-form" onSubmit={submit} aria-label={t('rename.formLabel', { name })}>
      <label for={id}>
        {t('rename.newName')}
        <input
          id={id}
          ref={inputRef}
          value={value}
          spellcheck={false}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errId : undefined}
          onInput={(e) => setValue((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <Button type="submit" variant="primary" disabled={busy}>
        {t('rename.submit')}
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
