// View files: the file list with sizes; a text file's content is shown as text in a <pre>
// (never as HTML), a binary file only by its size.
import { useMemo, useState } from 'preact/hooks';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { formatBytes } from '../../common/format.ts';
import { t } from '../../i18n/index.ts';
import { fileSize, isText, sortFiles } from './files.ts';
import { useSkill } from './useSkill.ts';

/** Text beyond this many characters is cut from the view (the file itself is untouched). */
export const VIEW_CHAR_LIMIT = 200_000;

export function SkillFilesView({ scope, name }: { scope: SkillScope; name: string }) {
  const load = useSkill(scope, name);
  const files = useMemo(() => (load.state === 'ready' ? sortFiles(load.skill.files) : []), [load]);
  const [selected, setSelected] = useState('SKILL.md');
  if (load.state === 'loading') return <p class="troupe-empty">{t('common.loading')}</p>;
  if (load.state === 'missing') return null;
  const current = files.find((f) => f.path === selected) ?? files[0];
  return (
    <div class="troupe-files">
      <ul class="troupe-files__list" aria-label={t('files.listLabel', { name })}>
        {files.map((f) => (
          <li key={f.path} class="troupe-files__item">
            <button type="button" aria-current={f === current ? 'true' : undefined} onClick={() => setSelected(f.path)}>
              {f.path}
            </button>
            <span class="troupe-files__size">
              {isText(f) ? formatBytes(fileSize(f)) : t('files.binarySize', { size: formatBytes(fileSize(f)) })}
            </span>
          </li>
        ))}
      </ul>
      <div>
        {current && isText(current) ? (
          <>
            <pre class="troupe-files__pre" aria-label={current.path} tabIndex={0}>
              {current.text.length > VIEW_CHAR_LIMIT ? current.text.slice(0, VIEW_CHAR_LIMIT) : current.text}
            </pre>
            {current.text.length > VIEW_CHAR_LIMIT && (
              <p class="troupe-empty">{t('files.truncated', { count: VIEW_CHAR_LIMIT })}</p>
            )}
          </>
        ) : current ? (
          <p class="troupe-empty">{t('files.binary', { path: current.path, size: formatBytes(fileSize(current)) })}</p>
        ) : (
          <p class="troupe-empty">{t('files.none')}</p>
        )}
      </div>
    </div>
  );
}
