// View files: the file list with sizes; a text file's content is shown as text in a <pre>
// (never as HTML), a binary file only by its size. For an installed skill the view also manages
// its files: add a text file, upload one, rename or move it to another folder, delete it (never
// SKILL.md). Each change is validated as a whole skill by the app before it is saved.
import { useMemo, useState } from 'preact/hooks';
import type { Skill, SkillFile, SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import { formatBytes } from '../../common/format.ts';
import { t } from '../../i18n/index.ts';
import { useManage } from './context.ts';
import { FileAddForm, FileMoveForm, FileUploadForm } from './FileForms.tsx';
import { fileSize, isText, sortFiles } from './files.ts';
import { useSkill } from './useSkill.ts';

/** Text beyond this many characters is cut from the view (the file itself is untouched). */
export const VIEW_CHAR_LIMIT = 200_000;

export function SkillFilesView({ scope, name }: { scope: SkillScope; name: string }) {
  const [rev, setRev] = useState(0);
  const load = useSkill(scope, name, rev);
  if (load.state === 'loading') return <p class="troupe-empty">{t('common.loading')}</p>;
  if (load.state === 'missing') return null;
  return <FilesPane skill={load.skill} manage={{ scope, name, changed: () => setRev((r) => r + 1) }} />;
}

type Tool = { kind: 'add' } | { kind: 'upload' } | { kind: 'move'; path: string } | { kind: 'delete'; path: string } | null;

export interface FilesPaneProps {
  skill: Skill;
  /** Present when the files can be changed (an installed skill). */
  manage?: { scope: SkillScope; name: string; changed(): void };
}

export function FilesPane({ skill, manage }: FilesPaneProps) {
  const { actions, run, report } = useManage();
  const files = useMemo(() => sortFiles(skill.files), [skill]);
  const [selected, setSelected] = useState('SKILL.md');
  const [tool, setTool] = useState<Tool>(null);
  const current = files.find((f) => f.path === selected) ?? files[0];
  const name = skill.name;

  const done = (path?: string) => {
    setTool(null);
    if (path) setSelected(path);
    manage?.changed();
  };
  const remove = async (path: string) => {
    const r = await run(() => actions.deleteFile(manage!.scope, manage!.name, path));
    if (report(r, t('files.deleted', { path }), t('files.deleteFailed', { path }))) done('SKILL.md');
  };

  return (
    <div class="troupe-files-wrap">
      {manage && (
        <div class="troupe-files__toolbar" role="toolbar" aria-label={t('files.listLabel', { name })}>
          <Button aria-expanded={tool?.kind === 'add'} onClick={() => setTool(tool?.kind === 'add' ? null : { kind: 'add' })}>
            {t('files.new')}
          </Button>
          <Button aria-expanded={tool?.kind === 'upload'} onClick={() => setTool(tool?.kind === 'upload' ? null : { kind: 'upload' })}>
            {t('files.upload')}
          </Button>
        </div>
      )}
      {manage && tool?.kind === 'add' && <FileAddForm {...manage} onDone={done} onCancel={() => setTool(null)} />}
      {manage && tool?.kind === 'upload' && <FileUploadForm {...manage} onDone={done} onCancel={() => setTool(null)} />}
      <div class="troupe-files">
        <ul class="troupe-files__list" aria-label={t('files.listLabel', { name })}>
          {files.map((f) => (
            <li key={f.path} class="troupe-files__item">
              <button type="button" aria-current={f === current ? 'true' : undefined} onClick={() => setSelected(f.path)}>
                {f.path}
              </button>
              <span class="troupe-files__size">{isText(f) ? formatBytes(fileSize(f)) : t('files.binarySize', { size: formatBytes(fileSize(f)) })}</span>
            </li>
          ))}
        </ul>
        <div>
          {manage && current && (
            <FileActions
              file={current}
              tool={tool}
              onMove={() => setTool({ kind: 'move', path: current.path })}
              onDelete={() => setTool({ kind: 'delete', path: current.path })}
            />
          )}
          {manage && tool?.kind === 'move' && tool.path === current?.path && (
            <FileMoveForm {...manage} path={tool.path} files={files} onDone={done} onCancel={() => setTool(null)} />
          )}
          {manage && tool?.kind === 'delete' && tool.path === current?.path && (
            <ConfirmInline
              danger
              message={t('files.deleteQuestion', { path: tool.path, name })}
              confirmLabel={t('files.delete')}
              onConfirm={() => void remove(tool.path)}
              onCancel={() => setTool(null)}
            />
          )}
          <FileContent file={current} />
        </div>
      </div>
    </div>
  );
}

function FileActions({ file, tool, onMove, onDelete }: { file: SkillFile; tool: Tool; onMove(): void; onDelete(): void }) {
  if (file.path === 'SKILL.md') return <p class="troupe-empty">{t('files.skillMdFixed')}</p>;
  return (
    <div class="troupe-files__actions" role="group" aria-label={t('files.actionsFor', { path: file.path })}>
      <Button aria-expanded={tool?.kind === 'move'} onClick={onMove}>
        {t('files.move')}
      </Button>
      <Button variant="danger" aria-expanded={tool?.kind === 'delete'} onClick={onDelete}>
        {t('files.delete')}
      </Button>
    </div>
  );
}

function FileContent({ file }: { file: SkillFile | undefined }) {
  if (!file) return <p class="troupe-empty">{t('files.none')}</p>;
  if (!isText(file)) return <p class="troupe-empty">{t('files.binary', { path: file.path, size: formatBytes(fileSize(file)) })}</p>;
  return (
    <>
      <pre class="troupe-files__pre" role="region" aria-label={file.path} tabIndex={0}>
        {file.text.length > VIEW_CHAR_LIMIT ? file.text.slice(0, VIEW_CHAR_LIMIT) : file.text}
      </pre>
      {file.text.length > VIEW_CHAR_LIMIT && <p class="troupe-empty">{t('files.truncated', { count: VIEW_CHAR_LIMIT })}</p>}
    </>
  );
}
