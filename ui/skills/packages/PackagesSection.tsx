// Manage Skills → Skill packages: install a package (.zip or folder, with Replace / Keep / Rename for
// same-name packages), import the bundled ones, and per package: its workers and their tags, use it
// for new chats, view the files of its orchestrator and workers, export it as a .zip, delete it.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import { formatBytes } from '../../common/format.ts';
import { useUid } from '../../common/uid.ts';
import { joinNames, t } from '../../i18n/index.ts';
import type { ConflictDecision, InstallSource } from '../../../src/app/skills/skills-contract.ts';
import { ConflictResolver } from '../manage/ConflictResolver.tsx';
import { useManage } from '../manage/context.ts';
import { FilesPane } from '../manage/SkillFilesView.tsx';
import { useSkill } from '../manage/useSkill.ts';
import type { PackageConflictInfo, PackageInstallResult, PackagesActions, PackageSummary } from '../../../src/app/packages/packages-contract.ts';

export interface PackagesSectionProps {
  packages: readonly PackageSummary[];
  /** The package new chats start bound to ('' = none). */
  defaultName: string;
  actions: PackagesActions;
}

type Attempt = (decisions?: Record<string, ConflictDecision>) => Promise<PackageInstallResult>;
type Pending = { attempt: Attempt; conflicts: PackageConflictInfo[] };

export function PackagesSection({ packages, defaultName, actions }: PackagesSectionProps) {
  const { run, messages } = useManage();
  const titleId = useUid();
  const zipRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => {
    folderRef.current?.setAttribute('webkitdirectory', '');
    folderRef.current?.setAttribute('directory', '');
  }, []);

  const settle = async (attempt: Attempt, decisions?: Record<string, ConflictDecision>): Promise<void> => {
    setBusy(true);
    const r = await run(() => attempt(decisions));
    setBusy(false);
    if (!r) return;
    if (r.issues.length) {
      setPending(null);
      return messages.push('error', t('packages.failed'), r.issues);
    }
    if (r.conflicts.length) return setPending({ conflicts: r.conflicts, attempt });
    setPending(null);
    const parts: string[] = [];
    if (r.installed.length) parts.push(t('packages.installed', { names: joinNames(r.installed) }));
    if (r.unchanged.length) parts.push(t('packages.unchanged', { names: joinNames(r.unchanged) }));
    if (r.kept?.length) parts.push(t('packages.kept', { names: joinNames(r.kept) }));
    messages.push('success', parts.length ? parts.join(' ') : t('install.nothing'));
    if (r.warnings?.length) messages.push('info', t('common.warnings'), r.warnings);
  };
  const picked = (kind: InstallSource['kind']) => (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const files = input.files ? [...input.files] : [];
    input.value = '';
    if (files.length) void settle((decisions) => actions.installFiles({ kind, files }, { decisions }));
  };

  return (
    <section class="troupe-packages" aria-labelledby={titleId}>
      <h3 id={titleId} class="troupe-skill-group__title">
        {t('packages.title')}
      </h3>
      <p class="troupe-empty">{t('packages.intro')}</p>
      <div class="troupe-skills-toolbar" role="toolbar" aria-label={t('packages.toolbar')}>
        <div class="troupe-skills-toolbar__group">
          <Button disabled={busy} onClick={() => zipRef.current?.click()}>
            {t('packages.installZip')}
          </Button>
          <Button disabled={busy} onClick={() => folderRef.current?.click()}>
            {t('packages.installFolder')}
          </Button>
          <Button disabled={busy} onClick={() => void settle((d) => actions.installBundled(d))}>
            {t('packages.bundled')}
          </Button>
          <input ref={zipRef} type="file" accept=".zip,application/zip" multiple hidden data-testid="install-package-zip" onChange={picked('zip')} />
          <input ref={folderRef} type="file" multiple hidden data-testid="install-package-folder" onChange={picked('folder')} />
        </div>
      </div>
      {pending && (
        <ConflictResolver
          conflicts={pending.conflicts}
          busy={busy}
          title={t('packages.conflictTitle', { count: pending.conflicts.length })}
          place={t('packages.title')}
          isTaken={(n) => packages.some((p) => p.name === n)}
          onApply={(d) => void settle(pending.attempt, d)}
          onCancel={() => {
            setPending(null);
            messages.push('info', t('install.cancelled'));
          }}
        />
      )}
      {packages.length === 0 ? (
        <p class="troupe-empty">{t('packages.empty')}</p>
      ) : (
        <ul class="troupe-skill-list">
          {packages.map((p) => (
            <PackageRow key={p.name} pkg={p} isDefault={p.name === defaultName} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

type Panel = 'view' | 'delete' | null;

function PackageRow({ pkg, isDefault, actions }: { pkg: PackageSummary; isDefault: boolean; actions: PackagesActions }) {
  const { run, report, focusSearch } = useManage();
  const nameId = useUid();
  const panelId = useUid();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (p: Panel) => setPanel((x) => (x === p ? null : p));
  const tags = (list: readonly string[]) => (list.length ? list.join(', ') : t('packages.noTags'));

  const setDefault = async () => {
    const r = await run(() => actions.setDefault(isDefault ? null : pkg.name));
    report(r, isDefault ? t('packages.defaultCleared') : t('packages.defaultSet', { name: pkg.name }), t('error.unexpected', { message: pkg.name }));
  };
  const exportZip = async () =>
    report(await run(() => actions.exportZip(pkg.name)), t('packages.exported', { name: pkg.name }), t('packages.exportFailed', { name: pkg.name }));
  const remove = async () => {
    if (report(await run(() => actions.remove(pkg.name)), t('packages.deleted', { name: pkg.name }), t('packages.deleteFailed', { name: pkg.name })))
      focusSearch();
  };

  return (
    <li class="troupe-skill-row troupe-package-row" aria-labelledby={nameId} data-package={pkg.name}>
      <div class="troupe-skill-row__head">
        <span id={nameId} class="troupe-skill-row__name">
          {pkg.name}
        </span>
        <span class="troupe-scope-badge">{t(pkg.bookKind === 'novel' ? 'packages.kind.novel' : 'packages.kind.dialogue')}</span>
        {isDefault && <span class="troupe-scope-badge troupe-scope-badge--default">{t('packages.default')}</span>}
        <span class="troupe-skill-row__meta">
          {t('row.files', { count: pkg.fileCount })} · {formatBytes(pkg.size)} · {t('packages.recipes', { count: pkg.recipes.length })}
          {pkg.version !== undefined && ` · ${t('packages.version', { version: pkg.version })}`}
        </span>
      </div>
      <p class="troupe-skill-row__desc">{pkg.description}</p>
      {pkg.tags.length > 0 && (
        <ul class="troupe-skill-row__tags" aria-label={t('row.tags')}>
          {pkg.tags.map((tag) => (
            <li key={tag} class="troupe-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <ul class="troupe-package-row__workers" aria-label={t('packages.workers')}>
        {pkg.workers.map((w) => (
          <li key={w.id}>{t('packages.worker', { id: w.id, inputs: tags(w.inputTags), outputs: tags(w.outputTags) })}</li>
        ))}
      </ul>
      <div class="troupe-skill-row__actions">
        <Button variant={isDefault ? 'default' : 'primary'} aria-pressed={isDefault} onClick={() => void setDefault()}>
          {isDefault ? t('packages.clearDefault') : t('packages.makeDefault')}
        </Button>
        <Button aria-expanded={panel === 'view'} aria-controls={panel === 'view' ? panelId : undefined} onClick={() => toggle('view')}>
          {t('packages.view')}
        </Button>
        <Button onClick={() => void exportZip()}>{t('packages.export')}</Button>
        <Button variant="danger" aria-expanded={panel === 'delete'} aria-controls={panel === 'delete' ? panelId : undefined} onClick={() => toggle('delete')}>
          {t('packages.delete')}
        </Button>
      </div>
      {panel && (
        <div id={panelId} class="troupe-skill-panel">
          {panel === 'view' && <PackageFiles pkg={pkg} actions={actions} />}
          {panel === 'delete' && (
            <ConfirmInline
              danger
              message={t('packages.deleteQuestion', { name: pkg.name, count: pkg.workers.length })}
              confirmLabel={t('delete.confirm')}
              onConfirm={() => void remove()}
              onCancel={() => setPanel(null)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** The files of one of the package's skills: the orchestrator or a worker (read-only). */
function PackageFiles({ pkg, actions }: { pkg: PackageSummary; actions: PackagesActions }) {
  const selectId = useUid();
  const [skill, setSkill] = useState(pkg.name);
  const read = useCallback(() => actions.readSkill(pkg.name, skill), [pkg.name, skill]);
  const load = useSkill(`package:${pkg.name}` as SkillScope, skill, 0, read);
  return (
    <div>
      <label for={selectId}>
        {t('packages.viewSkill')}{' '}
        <select id={selectId} value={skill} onChange={(e) => setSkill((e.currentTarget as HTMLSelectElement).value)}>
          <option value={pkg.name}>{t('packages.orchestrator', { name: pkg.name })}</option>
          {pkg.workers.map((w) => (
            <option key={w.id} value={w.id}>
              {w.id}
            </option>
          ))}
        </select>
      </label>
      {load.state === 'loading' ? (
        <p class="troupe-empty">{t('common.loading')}</p>
      ) : load.state === 'ready' ? (
        <FilesPane key={skill} skill={load.skill} />
      ) : null}
    </div>
  );
}
