// Edit a text file of a skill. Save validates through actions.validateFile first (SKILL.md
// frontmatter rules), shows problems naming the file and rule, and only then saves.
// Ctrl/Cmd+S saves. Each file keeps its own draft while switching between them.
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { SkillIssue, SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import { IssueList } from '../../common/IssueList.tsx';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';
import { isText, sortFiles } from './files.ts';
import { useSkill } from './useSkill.ts';

export interface SkillFileEditorProps {
  scope: SkillScope;
  name: string;
  onClose(): void;
}

export function SkillFileEditor({ scope, name, onClose }: SkillFileEditorProps) {
  const load = useSkill(scope, name);
  const { actions, run, messages } = useManage();
  const selectId = useId();
  const areaId = useId();
  const textFiles = useMemo(
    () => (load.state === 'ready' ? sortFiles(load.skill.files).filter(isText) : []),
    [load],
  );
  /** Last saved (or loaded) text per path. */
  const [saved, setSaved] = useState<Record<string, string>>({});
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [path, setPath] = useState('SKILL.md');
  const [issues, setIssues] = useState<{ path: string; list: SkillIssue[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const base: Record<string, string> = {};
    for (const f of textFiles) base[f.path] = f.text;
    setSaved(base);
    setDrafts(base);
    if (!(path in base) && textFiles[0]) setPath(textFiles[0].path);
  }, [textFiles]);

  if (load.state === 'loading') return <p class="troupe-empty">{t('common.loading')}</p>;
  if (load.state === 'missing') return null;
  if (textFiles.length === 0) return <p class="troupe-empty">{t('editor.noText')}</p>;

  const text = drafts[path] ?? '';
  const dirtyPaths = Object.keys(drafts).filter((p) => drafts[p] !== saved[p]);
  const dirty = drafts[path] !== saved[path];

  const save = async () => {
    if (busy) return;
    setBusy(true);
    const current = path;
    const content = drafts[current] ?? '';
    const problems = await run(() => actions.validateFile(scope, name, current, content));
    if (problems === undefined) {
      setBusy(false);
      return;
    }
    if (problems.length) {
      setIssues({ path: current, list: problems });
      setBusy(false);
      return;
    }
    const result = await run(() => actions.saveFile(scope, name, current, content));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setIssues(null);
      setSaved((s) => ({ ...s, [current]: content }));
      messages.push('success', result.message ?? t('editor.saved', { path: current, name }));
    } else {
      setIssues({ path: current, list: result.issues });
    }
  };

  const requestClose = () => {
    if (dirtyPaths.length) setConfirmClose(true);
    else onClose();
  };

  return (
    <div
      class="troupe-editor"
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
          e.preventDefault();
          void save();
        } else if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          requestClose();
        }
      }}
    >
      <div class="troupe-editor__bar">
        <label for={selectId}>{t('editor.file')}</label>
        <select id={selectId} value={path} onChange={(e) => setPath((e.currentTarget as HTMLSelectElement).value)}>
          {textFiles.map((f) => (
            <option key={f.path} value={f.path}>
              {drafts[f.path] !== saved[f.path] ? `${f.path} *` : f.path}
            </option>
          ))}
        </select>
        <Button variant="primary" disabled={busy || !dirty} onClick={() => void save()}>
          {t('common.save')}
        </Button>
        <Button onClick={requestClose}>{t('editor.close')}</Button>
        <span class="troupe-editor__hint">{dirty ? t('editor.unsaved') : t('editor.hint')}</span>
      </div>
      {issues && (
        <div role="alert" class="troupe-message troupe-message--error">
          <div class="troupe-message__body">
            <span>{t('editor.cannotSave', { path: issues.path })}</span>
            <IssueList issues={issues.list} />
          </div>
        </div>
      )}
      {confirmClose && (
        <ConfirmInline
          danger
          message={t('editor.discardQuestion', { count: dirtyPaths.length })}
          confirmLabel={t('editor.discard')}
          onConfirm={onClose}
          onCancel={() => {
            setConfirmClose(false);
            areaRef.current?.focus();
          }}
        />
      )}
      <label for={areaId} class="troupe-visually-hidden">
        {t('editor.contentLabel', { path })}
      </label>
      <textarea
        id={areaId}
        ref={areaRef}
        spellcheck={false}
        value={text}
        onInput={(e) => {
          const value = (e.currentTarget as HTMLTextAreaElement).value;
          setDrafts((d) => ({ ...d, [path]: value }));
        }}
      />
    </div>
  );
}
