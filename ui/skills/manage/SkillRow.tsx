// One skill in the Manage Skills list: what it is, its actions, and the open action's panel.
import { memo } from 'preact/compat';
import { useId, useRef } from 'preact/hooks';
import type { SkillSummary } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import { formatBytes } from '../../common/format.ts';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';
import { MoveForm } from './MoveForm.tsx';
import { RenameForm } from './RenameForm.tsx';
import { SkillFileEditor } from './SkillFileEditor.tsx';
import { SkillFilesView } from './SkillFilesView.tsx';

export type RowPanel = 'view' | 'edit' | 'rename' | 'move' | 'delete';

export function rowKey(skill: Pick<SkillSummary, 'scope' | 'name'>): string {
  return `${skill.scope}\u0000${skill.name}`;
}

export interface SkillRowProps {
  skill: SkillSummary;
  panel: RowPanel | null;
  /** Opens (or with null closes) a panel of the row with this key. */
  onPanel(key: string, panel: RowPanel | null): void;
}

const PANEL_BUTTONS: ReadonlyArray<[RowPanel, 'row.view' | 'row.edit' | 'row.rename' | 'row.move']> = [
  ['view', 'row.view'],
  ['edit', 'row.edit'],
  ['rename', 'row.rename'],
  ['move', 'row.move'],
];

function SkillRowView({ skill, panel, onPanel }: SkillRowProps) {
  const { actions, run, report, labelOf, focusSearch } = useManage();
  const nameId = useId();
  const panelId = useId();
  const key = rowKey(skill);
  const rowRef = useRef<HTMLLIElement>(null);

  const close = (focusButton: RowPanel | null) => {
    onPanel(key, null);
    if (focusButton) {
      // The button that opened the panel takes focus back before the panel goes away.
      rowRef.current?.querySelector<HTMLElement>(`[data-panel="${focusButton}"]`)?.focus();
    }
  };
  const toggle = (p: RowPanel) => onPanel(key, panel === p ? null : p);

  const exportZip = async () => {
    const result = await run(() => actions.exportZip(skill.scope, skill.name));
    report(result, t('export.done', { name: skill.name }), t('export.failed', { name: skill.name }));
  };
  const remove = async () => {
    const result = await run(() => actions.remove(skill.scope, skill.name));
    if (report(result, t('delete.done', { name: skill.name }), t('delete.failed', { name: skill.name }))) {
      onPanel(key, null);
      focusSearch();
    }
  };

  return (
    <li
      ref={rowRef}
      class="troupe-skill-row"
      aria-labelledby={nameId}
      data-skill={skill.name}
    >
      <div class="troupe-skill-row__head">
        <span id={nameId} class="troupe-skill-row__name">
          {skill.name}
        </span>
        <span class="troupe-scope-badge">{labelOf(skill.scope)}</span>
        <span class="troupe-skill-row__meta">
          {t('row.files', { count: skill.fileCount })} · {formatBytes(skill.size)}
        </span>
      </div>
      <p class="troupe-skill-row__desc">{skill.description || t('row.noDescription')}</p>
      {skill.tags.length > 0 && (
        <ul class="troupe-skill-row__tags" aria-label={t('row.tags')}>
          {skill.tags.map((tag) => (
            <li key={tag} class="troupe-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div class="troupe-skill-row__actions">
        {PANEL_BUTTONS.map(([p, label]) => (
          <Button
            key={p}
            data-panel={p}
            variant={p === 'edit' ? 'primary' : 'default'}
            aria-expanded={panel === p}
            aria-controls={panel === p ? panelId : undefined}
            onClick={() => toggle(p)}
          >
            {t(label)}
          </Button>
        ))}
        <Button onClick={() => void exportZip()}>{t('row.export')}</Button>
        <Button
          data-panel="delete"
          variant="danger"
          aria-expanded={panel === 'delete'}
          aria-controls={panel === 'delete' ? panelId : undefined}
          onClick={() => toggle('delete')}
        >
          {t('row.delete')}
        </Button>
      </div>
      {panel && (
        <div
          id={panelId}
          class="troupe-skill-panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !e.defaultPrevented) {
              e.preventDefault();
              close(panel);
            }
          }}
        >
          {panel === 'view' && <SkillFilesView scope={skill.scope} name={skill.name} />}
          {panel === 'edit' && <SkillFileEditor scope={skill.scope} name={skill.name} onClose={() => close('edit')} />}
          {panel === 'rename' && (
            <RenameForm scope={skill.scope} name={skill.name} onDone={() => close(null)} onCancel={() => close('rename')} />
          )}
          {panel === 'move' && (
            <MoveForm scope={skill.scope} name={skill.name} onDone={() => close(null)} onCancel={() => close('move')} />
          )}
          {panel === 'delete' && (
            <ConfirmInline
              danger
              message={t('delete.question', { name: skill.name, scope: labelOf(skill.scope) })}
              confirmLabel={t('delete.confirm')}
              onConfirm={() => void remove()}
              onCancel={() => close('delete')}
            />
          )}
        </div>
      )}
    </li>
  );
}

export const SkillRow = memo(SkillRowView);
