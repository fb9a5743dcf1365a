// A skills row of the orchestration panel: the Visible chips, the Deny chips, and the effective
// set the agent gets. Presentational: it reports a new policy through onChange.
import { memo } from '../common/memo.ts';
import { useMemo } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import type { SkillPolicy, SkillSummary } from '../../src/core/skills/types.ts';
import { t, joinNames } from '../i18n/index.ts';
import { ChipLine } from './ChipLine.tsx';
import { indexInventory } from './inventoryIndex.ts';
import { addName, inherits, listOf, removeAt, toggleInherit, type ListKind } from './policyEdit.ts';
import '../common.css';
import '../skills.css';

export const EFFECTIVE_SHOWN = 12;

export interface SkillChipsRowProps {
  label: string;
  policy: SkillPolicy | undefined;
  level: 'mode' | 'agent';
  /** The mode's visible list, for agent rows (the `+` chip's tooltip). */
  inherited?: readonly string[];
  /** Every installed skill, all scopes. Pass the same array to every row: its index is built once. */
  inventory: readonly SkillSummary[];
  /** The resolved visible set this row's agent gets. Keep the array stable while it does not change. */
  effective: readonly string[];
  /** Passed back with onChange, so one stable callback can serve many rows. */
  rowId?: string;
  disabled?: boolean;
  onChange(policy: SkillPolicy, rowId?: string): void;
}

function SkillChipsRowView(props: SkillChipsRowProps) {
  const { policy, level } = props;
  const labelId = useUid();
  const missingDescId = useUid();
  const index = indexInventory(props.inventory);
  const effectiveSet = useMemo(() => new Set(props.effective), [props.effective]);
  const visible = listOf(policy, 'visible');
  const deny = listOf(policy, 'deny');

  const emit = (next: SkillPolicy | undefined) => {
    if (next && next !== policy) props.onChange(next, props.rowId);
  };
  const onAdd = (kind: ListKind) => (name: string) => emit(addName(policy, kind, name));
  const onRemove = (kind: ListKind) => (i: number) => emit(removeAt(policy, kind, i));
  const onToggleInherit = () => emit(toggleInherit(policy));

  const effective = props.effective;
  const shown = effective.slice(0, EFFECTIVE_SHOWN);
  return (
    <div class="troupe-chips" role="group" aria-labelledby={labelId} data-level={level} data-row-id={props.rowId}>
      <div id={labelId} class="troupe-chips__label">
        {props.label}
      </div>
      <ChipLine
        kind="visible"
        caption={t('chips.visible')}
        rowLabelId={labelId}
        items={visible}
        index={index}
        effective={effectiveSet}
        inherited={props.inherited}
        emptyText={level === 'agent' ? t('chips.emptyAgent') : t('chips.emptyMode')}
        missingDescId={missingDescId}
        offerInherit={level === 'agent' && !inherits(policy)}
        disabled={props.disabled}
        onAdd={onAdd('visible')}
        onRemove={onRemove('visible')}
        onToggleInherit={onToggleInherit}
      />
      <ChipLine
        kind="deny"
        caption={t('chips.deny')}
        rowLabelId={labelId}
        items={deny}
        index={index}
        effective={effectiveSet}
        emptyText={t('chips.emptyDeny')}
        missingDescId={missingDescId}
        offerInherit={false}
        disabled={props.disabled}
        onAdd={onAdd('deny')}
        onRemove={onRemove('deny')}
        onToggleInherit={onToggleInherit}
      />
      <p class="troupe-chips__effective" title={effective.length > EFFECTIVE_SHOWN ? joinNames(effective) : undefined}>
        <span class="troupe-chips__effective-caption">{t('chips.effective', { count: effective.length })}</span>{' '}
        {effective.length === 0 ? (
          <span class="troupe-chips__effective-none">{t('chips.effectiveNone')}</span>
        ) : (
          <span class="troupe-chips__effective-names">
            {joinNames(shown)}
            {effective.length > shown.length && ` ${t('chips.andMore', { count: effective.length - shown.length })}`}
          </span>
        )}
      </p>
      <span id={missingDescId} hidden>
        {t('chip.notInstalled')}
      </span>
    </div>
  );
}

/** Re-renders only when its own props change (or the language does). */
export const SkillChipsRow = memo(SkillChipsRowView);
