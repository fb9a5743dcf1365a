// One skill in the Manage Skills list: what it is, its actions, the open action's panel, and
// its editor. The editor is kept apart from the other panels so opening one elsewhere never
// throws away unsaved edits; while it is open, Rename / Move / Delete of that skill wait.
import { useRef } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import type { SkillSummary } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import { formatBytes } from '../../common/format.ts';
import { memo } from '../../common/memo.ts';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';
import { rowKey } from './grouping.ts';
import { MoveForm } from './MoveForm.tsx';
import { RenameForm } from './RenameForm.tsx';
import { SkillFileEditor } from './SkillFileEditor.tsx';
import { SkillFilesView } from './SkillFilesView.tsx';
import { UpdateFromSource } from './UpdateFromSource.tsx';

export type RowPanel = 'view' | 'rename' | 'move' | 'delete' | 'update';

export interface SkillRowProps {
  skill: SkillSummary;
  panel: RowPanel | null;
  editing: boolean;
  /** Opens (or with null closes) a panel of the row with this key. */
  onPanel(key: string, panel: RowPanel | null): void;
  /** Opens or closes the editor of the row with this key. */
  onEdit(key: string, open: boolean): void;
}

const SIMPLE_PANELS: ReadonlyArray<[RowPanel, 'row.view' | 'row.rename' | 'row.move']> = [
  ['view', 'row.view'],
  ['rename', 'row.rename'],
  ['move', 'row.move'],
];

function SkillRowView({ skill, panel, editing, onPanel, onEdit }: SkillRowProps) {
  const { actions, run, report, labelOf, focusSearch } = useManage();
  const nameId = useUid();
  const panelId = useUid();
  const editorId = useUid();
  const rowRef = useRef<HTMLLIElement>(null);
  const key = rowKey(skill);

  const focusButton = (which: string) => rowRef.current?.querySelector<HTMLElement>(`[data-panel="${which}"]`)?.focus();
  const closePanel = (refocus: boolean) => {
    if (refocus && panel) focusButton(panel);
    onPanel(key, null);
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
  const lockedTitle = editing ? t('row.closeEditorFirst') : undefined;

  return (
    <li ref={rowRef} class="troupe-skill-row" aria-labelledby={nameId} data-skill={skill.name}>
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
        <Button data-panel="view" aria-expanded={panel === 'view'} aria-controls={panel === 'view' ? panelId : undefined} onClick={() => toggle('view')}>
          {t('row.view')}
        </Button>
        <Button data-panel="edit" variant="primary" aria-expanded={editing} aria-controls={editing ? editorId : undefined} onClick={() => onEdit(key, true)}>
          {t('row.edit')}
        </Button>
        {SIMPLE_PANELS.slice(1).map(([p, label]) => (
          <Button
            key={p}
            data-panel={p}
            disabled={editing}
            title={lockedTitle}
            aria-expanded={panel === p}
            aria-controls={panel === p ? panelId : undefined}
            onClick={() => toggle(p)}
          >
            {t(label)}
          </Button>
        ))}
        <Button onClick={() => void exportZip()}>{t('row.export')}</Button>
        {skill.source && (
          <Button
            data-panel="update"
            disabled={editing}
            title={lockedTitle}
            aria-expanded={panel === 'update'}
            aria-controls={panel === 'update' ? panelId : undefined}
            onClick={() => toggle('update')}
          >
            {t('update.button')}
          </Button>
        )}
        <Button
          data-panel="delete"
          variant="danger"
          disabled={editing}
          title={lockedTitle}
          aria-expanded={panel === 'delete'}
          aria-controls={panel === 'delete' ? panelId : undefined}
          onClick={() => toggle('delete')}
        >
          {t('row.delete')}
        </Button>
      </div>
      {panel && !(editing && panel !== 'view') && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel while focus is in any of its controls
        <div
          id={panelId}
          class="troupe-skill-panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !e.defaultPrevented) {
              e.preventDefault();
              closePanel(true);
            }
          }}
        >
          {panel === 'view' && <SkillFilesView scope={skill.scope} name={skill.name} />}
          {panel === 'update' && <UpdateFromSource scope={skill.scope} name={skill.name} onDone={() => closePanel(false)} onCancel={() => closePanel(true)} />}
          {panel === 'rename' && <RenameForm scope={skill.scope} name={skill.name} onDone={() => closePanel(false)} onCancel={() => closePanel(true)} />}
          {panel === 'move' && <MoveForm scope={skill.scope} name={skill.name} onDone={() => closePanel(false)} onCancel={() => closePanel(true)} />}
          {panel === 'delete' && (
            <ConfirmInline
              danger
              message={t('delete.question', { name: skill.name, scope: labelOf(skill.scope) })}
              confirmLabel={t('delete.confirm')}
              onConfirm={() => void remove()}
              onCancel={() => closePanel(true)}
            />
          )}
        </div>
      )}
      {editing && (
        <div id={editorId} class="troupe-skill-panel">
          <SkillFileEditor
            scope={skill.scope}
            name={skill.name}
            onClose={() => {
              focusButton('edit');
              onEdit(key, false);
            }}
          />
        </div>
      )}
    </li>
  );
}

export const SkillRow = memo(SkillRowView);
