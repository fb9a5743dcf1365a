// Update from source: fetches the skill's recorded source again, shows what would change (files
// added, removed, changed, with a line diff for text), and replaces the skill only on confirmation.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { IssueList } from '../../common/IssueList.tsx';
import { t } from '../../i18n/index.ts';
import type { UpdatePreview } from '../../../src/app/skills/skills-contract.ts';
import { FileChangeItem } from '../FileChangeItem.tsx';
import { useManage } from './context.ts';
import { refusalText, sourceText } from './UrlInstallPanel.tsx';

export interface UpdateFromSourceProps {
  scope: SkillScope;
  name: string;
  onDone(): void;
  onCancel(): void;
}

export function UpdateFromSource({ scope, name, onDone, onCancel }: UpdateFromSourceProps) {
  const { actions, run, report } = useManage();
  const [preview, setPreview] = useState<UpdatePreview | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    void run(() => actions.checkUpdate(scope, name)).then((p) => live && setPreview(p ?? null));
    return () => {
      live = false;
    };
  }, [scope, name]);
  useEffect(() => {
    if (preview) rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [preview]);

  if (preview === undefined)
    return (
      <p class="troupe-empty" role="status">
        {t('update.checking')}
      </p>
    );
  if (preview === null) return null;
  const apply = async () => {
    setBusy(true);
    const r = await run(() => actions.applyUpdate(preview.token!));
    setBusy(false);
    if (report(r, t('update.done', { name }), t('update.failed', { name }))) onDone();
  };
  return (
    <section ref={rootRef} class="troupe-update" aria-label={t('update.button')}>
      {preview.source && <p class="troupe-skill-row__meta">{t('url.source', { source: sourceText(preview.source) })}</p>}
      {preview.issues.length > 0 ? (
        <div role="alert" class="troupe-message troupe-message--error">
          <div class="troupe-message__body">
            <span>
              {t('update.failed', { name })} {refusalText(preview.issues)}
            </span>
            <IssueList issues={preview.issues} />
          </div>
        </div>
      ) : preview.upToDate ? (
        <p role="status">{t('update.upToDate', { name })}</p>
      ) : (
        <>
          <p>{t('update.intro', { name })}</p>
          <ul class="troupe-diff">
            {preview.changes.map((c) => (
              <FileChangeItem key={c.path} change={c} />
            ))}
          </ul>
        </>
      )}
      <div class="troupe-confirm__buttons">
        {preview.token && (
          <Button variant="danger" disabled={busy} onClick={() => void apply()}>
            {t('update.apply')}
          </Button>
        )}
        <Button onClick={onCancel}>{preview.token ? t('common.cancel') : t('common.close')}</Button>
      </div>
    </section>
  );
}
