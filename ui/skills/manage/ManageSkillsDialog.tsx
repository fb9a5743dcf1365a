// The Manage Skills dialog: the inventory grouped by scope with a scope filter and search;
// per-skill view / edit / rename / move / export / delete / update from source, and its files; install
// from .zip, folder, files or a URL (with per-skill conflict choices and progress), create, import
// bundled; and the skill packages.
import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import type { SkillScope, SkillSummary } from '../../../src/core/skills/types.ts';
import { Dialog } from '../../common/Dialog.tsx';
import { MessageArea, useMessages } from '../../common/MessageArea.tsx';
import { ProgressBar } from '../../common/ProgressBar.tsx';
import { t, joinNames } from '../../i18n/index.ts';
import type { ActionResult, ConflictDecision, ImportProgress, InstallConflict, InstallSource, SkillsActions } from '../../../src/app/skills/skills-contract.ts';
import { scopeLabel, uniqueScopes, type ScopeOption } from '../scopes.ts';
import { BundledImportPanel } from './BundledImportPanel.tsx';
import { ConflictResolver } from './ConflictResolver.tsx';
import { ManageCtx, type ManageContext } from './context.ts';
import { CreateSkillForm } from './CreateSkillForm.tsx';
import { effectiveFilter, filterInventory, groupByScope, presentScopes, rowKey, type ScopeFilter } from './grouping.ts';
import { InstallToolbar } from './InstallToolbar.tsx';
import { SkillInventory } from './SkillInventory.tsx';
import { UrlInstallPanel } from './UrlInstallPanel.tsx';
import { PackagesSection, type PackagesSectionProps } from '../packages/PackagesSection.tsx';
import type { RowPanel } from './SkillRow.tsx';
import { ConfirmInline } from '../../common/ConfirmInline.tsx';
import '../../common.css';
import '../../skills.css';

export const PAGE_SIZE = 200;

export interface ManageSkillsDialogProps {
  open: boolean;
  onClose(): void;
  /** Every installed skill, all scopes. */
  inventory: readonly SkillSummary[];
  actions: SkillsActions;
  /** Scopes offered as install / create / move targets besides global (e.g. the active preset, the open character). */
  scopes?: readonly ScopeOption[];
  /** Pre-selects the scope filter (and the install target when it is a target). */
  initialScope?: ScopeFilter;
  /** Progress reported by the app for an import it runs (overrides the dialog's own). */
  progress?: ImportProgress | null;
  /** Skill packages (shown below the skills when given). */
  packages?: PackagesSectionProps;
}

interface PendingInstall {
  source: InstallSource;
  scope: SkillScope;
  conflicts: InstallConflict[];
}

export function ManageSkillsDialog(props: ManageSkillsDialogProps) {
  /** Keys of rows whose editor holds unsaved changes. */
  const dirty = useRef(new Set<string>());
  const [confirmClose, setConfirmClose] = useState(false);
  const close = () => {
    setConfirmClose(false);
    props.onClose();
  };
  const requestClose = () => (dirty.current.size ? setConfirmClose(true) : close());
  return (
    <Dialog open={props.open} title={t('manage.title')} onClose={requestClose} class="troupe-dialog--skills">
      <ManageSkillsBody {...props} dirty={dirty.current} confirmClose={confirmClose} onConfirmClose={close} onCancelClose={() => setConfirmClose(false)} />
    </Dialog>
  );
}

interface BodyProps extends ManageSkillsDialogProps {
  dirty: Set<string>;
  confirmClose: boolean;
  onConfirmClose(): void;
  onCancelClose(): void;
}

function ManageSkillsBody(props: BodyProps) {
  const { inventory, actions, scopes = [], initialScope = 'all', progress, dirty } = props;
  const messages = useMessages();
  const searchRef = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState<ScopeFilter>(initialScope);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [active, setActive] = useState<{ key: string; panel: RowPanel } | null>(null);
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [tool, setTool] = useState<'create' | 'bundled' | 'url' | null>(null);
  const [pending, setPending] = useState<PendingInstall | null>(null);
  const [ownProgress, setOwnProgress] = useState<ImportProgress | null>(null);
  const [installing, setInstalling] = useState(false);

  const friendly = useMemo(() => new Map(scopes.map((o) => [o.scope, o.label])), [scopes]);
  const labelOf = useCallback((scope: SkillScope) => scopeLabel(scope, friendly.get(scope)), [friendly]);
  const present = useMemo(() => presentScopes(inventory), [inventory]);
  const targets = useMemo<ScopeOption[]>(
    () =>
      uniqueScopes(['global', ...scopes.map((o) => o.scope), ...present]).map((scope) => ({
        scope,
        label: friendly.get(scope),
      })),
    [scopes, present, friendly],
  );
  const [installScope, setInstallScope] = useState<SkillScope>(
    initialScope !== 'all' && targets.some((o) => o.scope === initialScope) ? initialScope : 'global',
  );

  const shownFilter = effectiveFilter(filter, present);
  const groups = useMemo(() => groupByScope(filterInventory(inventory, shownFilter, query)), [inventory, shownFilter, query]);

  const ctx = useMemo<ManageContext>(() => {
    const run = async <T,>(fn: () => Promise<T> | T): Promise<T | undefined> => {
      try {
        return await fn();
      } catch (err) {
        messages.push('error', t('error.unexpected', { message: err instanceof Error ? err.message : String(err) }));
        return undefined;
      }
    };
    const report = (result: ActionResult | undefined, success: string, failure: string): boolean => {
      if (!result) return false;
      if (!result.ok) {
        messages.push('error', failure, result.issues);
        return false;
      }
      messages.push('success', result.message ?? success);
      if (result.warnings?.length) messages.push('info', t('common.warnings'), result.warnings);
      return true;
    };
    return {
      actions,
      messages: { push: messages.push },
      inventory,
      targets,
      labelOf,
      run,
      report,
      focusSearch: () => searchRef.current?.focus(),
      setDirty: (key: string, isDirty: boolean) => {
        if (isDirty) dirty.add(key);
        else dirty.delete(key);
      },
    };
  }, [actions, messages.push, inventory, targets, labelOf, dirty]);

  const onPanel = useCallback((key: string, panel: RowPanel | null) => {
    setActive(panel ? { key, panel } : null);
  }, []);
  const onEdit = useCallback((key: string, open: boolean) => {
    setEditing((set) => {
      if (set.has(key) === open) return set;
      const next = new Set(set);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const install = async (source: InstallSource, scope: SkillScope, decisions?: Record<string, ConflictDecision>) => {
    setInstalling(true);
    setOwnProgress(null);
    const result = await ctx.run(() => actions.installFiles(source, scope, { decisions, onProgress: setOwnProgress }));
    setInstalling(false);
    setOwnProgress(null);
    if (!result) return;
    if (result.issues.length) {
      setPending(null);
      messages.push('error', t('install.failed'), result.issues);
      return;
    }
    if (result.conflicts.length) {
      setPending({ source, scope, conflicts: result.conflicts });
      return;
    }
    setPending(null);
    const parts: string[] = [];
    if (result.installed.length) parts.push(t('install.installed', { names: joinNames(result.installed) }));
    if (result.unchanged.length) parts.push(t('install.unchanged', { names: joinNames(result.unchanged) }));
    if (result.kept?.length) parts.push(t('install.kept', { names: joinNames(result.kept) }));
    messages.push('success', parts.length ? parts.join(' ') : t('install.nothing'));
    if (result.warnings?.length) messages.push('info', t('common.warnings'), result.warnings);
  };

  const shownProgress = progress ?? ownProgress;
  return (
    <ManageCtx.Provider value={ctx}>
      {props.confirmClose && (
        <ConfirmInline
          danger
          message={t('manage.discardQuestion', { count: dirty.size })}
          confirmLabel={t('manage.discardClose')}
          cancelLabel={t('manage.keepEditing')}
          onConfirm={props.onConfirmClose}
          onCancel={props.onCancelClose}
        />
      )}
      <InstallToolbar
        scope={installScope}
        targets={targets}
        busy={installing}
        open={tool}
        onScope={setInstallScope}
        onInstall={(source) => void install(source, installScope)}
        onUrl={() => setTool((x) => (x === 'url' ? null : 'url'))}
        onCreate={() => setTool((x) => (x === 'create' ? null : 'create'))}
        onBundled={() => setTool((x) => (x === 'bundled' ? null : 'bundled'))}
      />
      <div class="troupe-skills-progress">
        {shownProgress && shownProgress.total > 0 ? (
          <ProgressBar done={shownProgress.done} total={shownProgress.total} label={shownProgress.label} />
        ) : installing ? (
          <span class="troupe-progress__label">{t('install.working')}</span>
        ) : null}
      </div>
      {tool === 'create' && (
        <CreateSkillForm
          initialScope={installScope}
          onCancel={() => setTool(null)}
          onCreated={(scope, name) => {
            setTool(null);
            setFilter('all');
            setQuery('');
            onEdit(rowKey({ scope, name }), true);
          }}
        />
      )}
      {tool === 'bundled' && <BundledImportPanel onDone={() => setTool(null)} />}
      {tool === 'url' && <UrlInstallPanel scope={installScope} onDone={() => setTool(null)} />}
      {pending && (
        <ConflictResolver
          conflicts={pending.conflicts}
          busy={installing}
          onApply={(decisions) => void install(pending.source, pending.scope, decisions)}
          onCancel={() => {
            setPending(null);
            messages.push('info', t('install.cancelled'));
          }}
        />
      )}
      <MessageArea api={messages} />
      <div class="troupe-skills-filter">
        <label>
          <span>{t('manage.filter')}</span>
          <select value={shownFilter} onChange={(e) => setFilter((e.currentTarget as HTMLSelectElement).value as ScopeFilter)}>
            <option value="all">{t('manage.allScopes')}</option>
            {present.map((scope) => (
              <option key={scope} value={scope}>
                {labelOf(scope)}
              </option>
            ))}
          </select>
        </label>
        <input
          ref={searchRef}
          data-autofocus
          type="search"
          aria-label={t('manage.search')}
          placeholder={t('manage.searchPlaceholder')}
          value={query}
          onInput={(e) => {
            setQuery((e.currentTarget as HTMLInputElement).value);
            setLimit(PAGE_SIZE);
          }}
        />
      </div>
      {inventory.length === 0 ? (
        <p class="troupe-empty">{t('manage.emptyAll')}</p>
      ) : groups.length === 0 ? (
        <p class="troupe-empty">{t('manage.noMatch')}</p>
      ) : (
        <SkillInventory
          groups={groups}
          active={active}
          editing={editing}
          limit={limit}
          labelOf={labelOf}
          onPanel={onPanel}
          onEdit={onEdit}
          onShowMore={() => setLimit((l) => l + PAGE_SIZE)}
        />
      )}
      {props.packages && <PackagesSection {...props.packages} />}
    </ManageCtx.Provider>
  );
}
