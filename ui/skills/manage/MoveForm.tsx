// Move a skill to another scope; refuses when the destination already holds that name.
import { useState } from 'preact/hooks';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';
import { existsIn } from './grouping.ts';
import { ScopeSelect } from './ScopeSelect.tsx';

export interface MoveFormProps {
  scope: SkillScope;
  name: string;
  onDone(): void;
  onCancel(): void;
}

export function MoveForm({ scope, name, onDone, onCancel }: MoveFormProps) {
  const { actions, run, report, inventory, targets, labelOf } = useManage();
  const options = targets.filter((o) => o.scope !== scope);
  const [to, setTo] = useState<SkillScope | undefined>(options[0]?.scope);
  const [busy, setBusy] = useState(false);
  const clash = to !== undefined && existsIn(inventory, to, name);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!to || clash) return;
    setBusy(true);
    const result = await run(() => actions.move(scope, name, to));
    setBusy(false);
    if (report(result, t('move.done', { name, from: labelOf(scope), to: labelOf(to) }), t('move.failed', { name }))) onDone();
  };

  if (!to) {
    return (
      <div class="troupe-inline-form">
        <p class="troupe-empty">{t('move.noTarget')}</p>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    );
  }
  return (
    <form class="troupe-inline-form" onSubmit={submit} aria-label={t('move.formLabel', { name })}>
      <ScopeSelect label={t('move.to')} value={to} options={options} onChange={setTo} />
      <Button type="submit" variant="primary" disabled={busy || clash}>
        {t('move.submit')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      {clash && (
        <p class="troupe-field-error" role="alert">
          {t('validate.exists', { name, scope: labelOf(to) })}
        </p>
      )}
    </form>
  );
}
