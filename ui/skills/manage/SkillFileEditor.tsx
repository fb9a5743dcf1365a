// Edit a text file of a skill. Save validates through actions.validateFile first (SKILL.md
// frontmatter rules), shows problems naming the file and rule, and only then saves.
// Ctrl/Cmd+S saves. Each file keeps its own draft while switching between them. A save names the
// text the edit began from: when another tab saved the file meanwhile, both versions are shown and
// the user chooses; a file saved elsewhere that is not being edited here simply shows the new text.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useUid } from '../../common/uid.ts';
import type { SaveConflict } from '../../../src/app/skills/skills-contract.ts';
import type { SkillIssue, SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import { IssueList } from '../../common/IssueList.tsx';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';
import { isText, sortFiles } from './files.ts';
import { rowKey } from './grouping.ts';
import { useSkill } from './useSkill.ts';

export interface SkillFileEditorProps {
  scope: SkillScope;
  name: string;
  onClose(): void;
}

export function SkillFileEditor({ scope, name, onClose }: SkillFileEditorProps) {
  const load = useSkill(scope, name);
  const { actions, run, messages, setDirty } = useManage();
  const selectId = useUid();
  const areaId = useUid();
  const textFiles = useMemo(() => (load.state === 'ready' ? sortFiles(load.skill.files).filter(isText) : []), [load]);
  /** Text as loaded, per path. */
  const loaded = useMemo(() => Object.fromEntries(textFiles.map((f) => [f.path, f.text])), [textFiles]);
  /** Text saved since loading, per path. */
  const [savedOver, setSavedOver] = useState<Record<string, string>>({});
  /** The user's edits, per path. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  /** The saved text each draft began from, per path (what a save checks is still stored). */
  const [bases, setBases] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [path, setPath] = useState('SKILL.md');
  const [issues, setIssues] = useState<{ path: string; list: SkillIssue[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);

  // The stored text moved on (a save here, or in another tab): files without unsaved edits show the
  // new text; a file with edits keeps them, and its save will show both versions.
  const before = useRef(loaded);
  useEffect(() => {
    const prev = before.current;
    before.current = loaded;
    const moved = Object.keys(loaded).filter((p) => prev[p] !== undefined && prev[p] !== loaded[p]);
    const clean = moved.filter((p) => drafts[p] === undefined || drafts[p] === (savedOver[p] ?? prev[p]));
    if (!clean.length) return;
    const without = <T,>(r: Record<string, T>) => Object.fromEntries(Object.entries(r).filter(([p]) => !clean.includes(p)));
    setDrafts(without);
    setBases(without);
    setSavedOver(without);
  }, [loaded]);
  const loadedOrEmpty = (p: string) => savedOver[p] ?? loaded[p] ?? '';
  const anyDirty = Object.keys(drafts).some((p) => drafts[p] !== loadedOrEmpty(p));
  useEffect(() => {
    const key = rowKey({ scope, name });
    setDirty(key, anyDirty);
    return () => setDirty(key, false);
  }, [anyDirty, scope, name]);

  if (load.state === 'loading') return <p class="troupe-empty">{t('common.loading')}</p>;
  if (load.state === 'missing') return null;
  if (textFiles.length === 0) return <p class="troupe-empty">{t('editor.noText')}</p>;

  const current = path in loaded ? path : textFiles[0]!.path;
  const savedText = (p: string) => savedOver[p] ?? loaded[p] ?? '';
  const textOf = (p: string) => drafts[p] ?? savedText(p);
  const text = textOf(current);
  const dirtyPaths = Object.keys(drafts).filter((p) => drafts[p] !== savedText(p));
  const dirty = text !== savedText(current);

  const save = async (base = bases[current] ?? savedText(current)) => {
    if (busy) return;
    setBusy(true);
    const content = text;
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
    const result = await run(() => actions.saveFile(scope, name, current, content, base));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setIssues(null);
      setConflict(null);
      setSavedOver((s) => ({ ...s, [current]: content }));
      setBases((b) => ({ ...b, [current]: content }));
      messages.push('success', result.message ?? t('editor.saved', { path: current, name }));
    } else if (result.conflict) {
      setIssues(null);
      setConflict(result.conflict);
    } else {
      setIssues({ path: current, list: result.issues });
    }
  };

  const takeTheirs = (c: SaveConflict) => {
    setDrafts((d) => ({ ...d, [c.path]: c.theirs }));
    setBases((b) => ({ ...b, [c.path]: c.theirs }));
    setSavedOver((s) => ({ ...s, [c.path]: c.theirs }));
    setConflict(null);
  };

  const requestClose = () => {
    if (dirtyPaths.length) setConfirmClose(true);
    else onClose();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the editor's shortcuts (Ctrl+S, Escape) while focus is in any of its fields
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
        <select id={selectId} value={current} onChange={(e) => setPath((e.currentTarget as HTMLSelectElement).value)}>
          {textFiles.map((f) => (
            <option key={f.path} value={f.path}>
              {textOf(f.path) !== savedText(f.path) ? `${f.path} *` : f.path}
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
      {conflict && conflict.path === current && (
        <div role="alert" class="troupe-message troupe-message--error troupe-editor__conflict">
          <div class="troupe-message__body">
            <span>{t('editor.conflict', { path: conflict.path })}</span>
            <div class="troupe-editor__versions">
              <label>
                {t('editor.theirs', { path: conflict.path })}
                <textarea readOnly spellcheck={false} value={conflict.theirs} />
              </label>
              <label>
                {t('editor.mine', { path: conflict.path })}
                <textarea readOnly spellcheck={false} value={text} />
              </label>
            </div>
            <div class="troupe-editor__conflict-actions">
              <Button variant="primary" disabled={busy} onClick={() => void save(conflict.theirs)}>
                {t('editor.keepMine')}
              </Button>
              <Button onClick={() => takeTheirs(conflict)}>{t('editor.takeTheirs')}</Button>
            </div>
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
        {t('editor.contentLabel', { path: current })}
      </label>
      <textarea
        id={areaId}
        ref={areaRef}
        spellcheck={false}
        value={text}
        onInput={(e) => {
          const value = (e.currentTarget as HTMLTextAreaElement).value;
          if (!(current in bases)) setBases((b) => ({ ...b, [current]: savedText(current) }));
          setDrafts((d) => ({ ...d, [current]: value }));
        }}
      />
    </div>
  );
}
