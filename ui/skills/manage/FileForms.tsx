// The forms of file management inside a skill: add a text file, upload a file into a folder,
// rename or move a file. The app validates the whole skill before saving; its issues are shown.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { SkillFile, SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { useUid } from '../../common/uid.ts';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';

interface FormProps {
  scope: SkillScope;
  name: string;
  onDone(path?: string): void;
  onCancel(): void;
}

const join = (folder: string, file: string) => {
  const f = folder.trim().replace(/^\/+|\/+$/g, '');
  return f ? `${f}/${file.trim()}` : file.trim();
};
const onEscape = (onCancel: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Escape' && !e.defaultPrevented) {
    e.preventDefault();
    onCancel();
  }
};

export function FileAddForm({ scope, name, onDone, onCancel }: FormProps) {
  const { actions, run, report } = useManage();
  const pathId = useUid();
  const textId = useUid();
  const [path, setPath] = useState('references/');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const submit = async (e: Event) => {
    e.preventDefault();
    const p = path.trim();
    if (!p || busy) return;
    setBusy(true);
    const r = await run(() => actions.addFile(scope, name, p, text));
    setBusy(false);
    if (report(r, t('files.added', { path: p, name }), t('files.addFailed', { path: p }))) onDone(p);
  };
  return (
    <form class="troupe-inline-form troupe-file-form" aria-label={t('files.addLabel', { name })} onSubmit={submit} onKeyDown={onEscape(onCancel)}>
      <label for={pathId}>
        {t('files.path')}
        <input id={pathId} ref={ref} value={path} spellcheck={false} onInput={(e) => setPath((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <label for={textId}>
        {t('files.content')}
        <textarea id={textId} value={text} spellcheck={false} rows={6} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      <Button type="submit" variant="primary" disabled={busy || !path.trim()}>
        {t('files.add')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </form>
  );
}

export function FileUploadForm({ scope, name, onDone, onCancel }: FormProps) {
  const { actions, run, report } = useManage();
  const folderId = useUid();
  const [folder, setFolder] = useState('assets');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  useEffect(() => folderRef.current?.focus(), []);
  const picked = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const path = join(folder, file.name);
    setBusy(true);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const r = await run(() => actions.addFile(scope, name, path, bytes));
    setBusy(false);
    if (report(r, t('files.added', { path, name }), t('files.addFailed', { path }))) onDone(path);
  };
  return (
    <div class="troupe-inline-form troupe-file-form" role="group" aria-label={t('files.upload')} onKeyDown={onEscape(onCancel)}>
      <label for={folderId}>
        {t('files.uploadFolder')}
        <input id={folderId} ref={folderRef} value={folder} spellcheck={false} onInput={(e) => setFolder((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <Button variant="primary" disabled={busy} onClick={() => fileRef.current?.click()}>
        {t('files.pick')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <input ref={fileRef} type="file" hidden data-testid="upload-file" onChange={(e) => void picked(e)} />
    </div>
  );
}

export function FileMoveForm({ scope, name, path, files, onDone, onCancel }: FormProps & { path: string; files: readonly SkillFile[] }) {
  const { actions, run, report } = useManage();
  const folderId = useUid();
  const nameId = useUid();
  const listId = useUid();
  const slash = path.lastIndexOf('/');
  const [folder, setFolder] = useState(slash < 0 ? '' : path.slice(0, slash));
  const [file, setFile] = useState(path.slice(slash + 1));
  const [busy, setBusy] = useState(false);
  const folders = useMemo(() => [...new Set(files.map((f) => f.path.slice(0, Math.max(0, f.path.lastIndexOf('/')))).filter(Boolean))].sort(), [files]);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const submit = async (e: Event) => {
    e.preventDefault();
    const to = join(folder, file);
    if (!file.trim() || busy) return;
    if (to === path) return onCancel();
    setBusy(true);
    const r = await run(() => actions.moveFile(scope, name, path, to));
    setBusy(false);
    if (report(r, t('files.moved', { from: path, to }), t('files.moveFailed', { path }))) onDone(to);
  };
  return (
    <form class="troupe-inline-form troupe-file-form" aria-label={t('files.moveLabel', { path })} onSubmit={submit} onKeyDown={onEscape(onCancel)}>
      <label for={folderId}>
        {t('files.folder')}
        <input id={folderId} list={listId} value={folder} spellcheck={false} onInput={(e) => setFolder((e.currentTarget as HTMLInputElement).value)} />
        <datalist id={listId}>
          {folders.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
      </label>
      <label for={nameId}>
        {t('files.name')}
        <input id={nameId} ref={ref} value={file} spellcheck={false} onInput={(e) => setFile((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <Button type="submit" variant="primary" disabled={busy || !file.trim()}>
        {t('files.moveSave')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </form>
  );
}
