// The dialog's toolbar: install target scope; install from a .zip, a folder, loose files or a URL;
// create a new skill; import the bundled skills.
import { useEffect, useRef } from 'preact/hooks';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { t } from '../../i18n/index.ts';
import type { InstallSource } from '../../../src/app/skills/skills-contract.ts';
import type { ScopeOption } from '../scopes.ts';
import { ScopeSelect } from './ScopeSelect.tsx';

export interface InstallToolbarProps {
  scope: SkillScope;
  targets: readonly ScopeOption[];
  busy?: boolean;
  /** Which toolbar panel is open (its button shows aria-expanded). */
  open: 'create' | 'bundled' | 'url' | null;
  onScope(scope: SkillScope): void;
  onInstall(source: InstallSource): void;
  onUrl(): void;
  onCreate(): void;
  onBundled(): void;
}

export function InstallToolbar(props: InstallToolbarProps) {
  const zipRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);

  // Not in the JSX typings: set the folder-picking attributes directly.
  useEffect(() => {
    folderRef.current?.setAttribute('webkitdirectory', '');
    folderRef.current?.setAttribute('directory', '');
  }, []);

  const picked = (kind: InstallSource['kind']) => (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const files = input.files ? [...input.files] : [];
    input.value = '';
    if (files.length) props.onInstall({ kind, files });
  };

  return (
    <div class="troupe-skills-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <div class="troupe-skills-toolbar__group">
        <ScopeSelect label={t('toolbar.installInto')} value={props.scope} options={props.targets} onChange={props.onScope} />
        <Button disabled={props.busy} onClick={() => zipRef.current?.click()}>
          {t('toolbar.installZip')}
        </Button>
        <Button disabled={props.busy} onClick={() => folderRef.current?.click()}>
          {t('toolbar.installFolder')}
        </Button>
        <Button disabled={props.busy} onClick={() => filesRef.current?.click()}>
          {t('toolbar.installFiles')}
        </Button>
        <Button aria-expanded={props.open === 'url'} disabled={props.busy} onClick={props.onUrl}>
          {t('toolbar.installUrl')}
        </Button>
        <input ref={zipRef} type="file" accept=".zip,application/zip" multiple hidden data-testid="install-zip" onChange={picked('zip')} />
        <input ref={folderRef} type="file" multiple hidden data-testid="install-folder" onChange={picked('folder')} />
        <input ref={filesRef} type="file" multiple hidden data-testid="install-files" onChange={picked('files')} />
      </div>
      <div class="troupe-skills-toolbar__group">
        <Button variant="primary" aria-expanded={props.open === 'create'} onClick={props.onCreate}>
          {t('toolbar.create')}
        </Button>
        <Button aria-expanded={props.open === 'bundled'} disabled={props.busy} onClick={props.onBundled}>
          {t('toolbar.bundled')}
        </Button>
      </div>
    </div>
  );
}
