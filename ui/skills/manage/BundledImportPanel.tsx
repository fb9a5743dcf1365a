// Import bundled: first shows what would change (new, updated, and the user's edits it would
// overwrite), then imports on confirmation.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Button } from '../../common/Button.tsx';
import { t, joinNames } from '../../i18n/index.ts';
import type { BundledPlan, BundledPlanItem } from '../../../src/app/skills/skills-contract.ts';
import { useManage } from './context.ts';

export function BundledImportPanel({ onDone }: { onDone(): void }) {
  const { actions, run, report } = useManage();
  const [plan, setPlan] = useState<BundledPlan | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    void run(() => actions.planBundled()).then((p) => live && setPlan(p ?? null));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (plan) rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [plan]);

  if (plan === undefined) return <p class="troupe-empty">{t('bundled.planning')}</p>;
  if (plan === null) return null;

  const by = (state: BundledPlanItem['state']) => plan.items.filter((i) => i.state === state).map((i) => i.name);
  const added = by('new');
  const updated = by('update');
  const edited = by('edited');
  const same = by('unchanged');
  const nothingToDo = added.length + updated.length + edited.length === 0;

  const go = async (overwriteEdited: boolean) => {
    setBusy(true);
    const result = await run(() => actions.importBundled({ overwriteEdited }));
    setBusy(false);
    if (report(result, t('bundled.done'), t('bundled.failed'))) onDone();
  };

  return (
    <section
      ref={rootRef}
      class="troupe-confirm"
      aria-label={t('bundled.title')}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onDone();
        }
      }}
    >
      <p class="troupe-confirm__message">{nothingToDo ? t('bundled.upToDate') : t('bundled.intro')}</p>
      <PlanList label={t('bundled.new', { count: added.length })} names={added} />
      <PlanList label={t('bundled.update', { count: updated.length })} names={updated} />
      <PlanList label={t('bundled.edited', { count: edited.length })} names={edited} warn />
      <PlanList label={t('bundled.unchanged', { count: same.length })} names={same} />
      <div class="troupe-confirm__buttons">
        {!nothingToDo && (
          <Button variant={edited.length ? 'danger' : 'primary'} disabled={busy} onClick={() => void go(true)}>
            {edited.length ? t('bundled.importOverwrite') : t('bundled.import')}
          </Button>
        )}
        {!nothingToDo && edited.length > 0 && (
          <Button variant="primary" disabled={busy} onClick={() => void go(false)}>
            {t('bundled.importKeep')}
          </Button>
        )}
        <Button onClick={onDone}>{nothingToDo ? t('common.close') : t('common.cancel')}</Button>
      </div>
    </section>
  );
}

function PlanList({ label, names, warn }: { label: string; names: string[]; warn?: boolean }) {
  if (names.length === 0) return null;
  return (
    <div>
      <strong>{label}</strong>
      <p class={`troupe-bundled-list${warn ? ' troupe-bundled-list--edited' : ''}`}>{joinNames(names)}</p>
    </div>
  );
}
