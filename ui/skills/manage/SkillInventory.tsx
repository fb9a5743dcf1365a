// The inventory grouped by scope. Renders at most `limit` rows; "Show more" adds a page.
import type { ComponentChildren } from 'preact';
import { useUid } from '../../common/uid.ts';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { Button } from '../../common/Button.tsx';
import { t } from '../../i18n/index.ts';
import { rowKey, type SkillGroup } from './grouping.ts';
import { SkillRow, type RowPanel } from './SkillRow.tsx';

export interface SkillInventoryProps {
  groups: readonly SkillGroup[];
  /** Open panel: row key → panel. */
  active: { key: string; panel: RowPanel } | null;
  /** Keys of rows whose editor is open. */
  editing: ReadonlySet<string>;
  limit: number;
  labelOf(scope: SkillScope): string;
  onPanel(key: string, panel: RowPanel | null): void;
  onEdit(key: string, open: boolean): void;
  onShowMore(): void;
}

export function SkillInventory({ groups, active, editing, limit, labelOf, onPanel, onEdit, onShowMore }: SkillInventoryProps) {
  let budget = limit;
  let total = 0;
  for (const g of groups) total += g.skills.length;
  return (
    <div class="troupe-skill-groups">
      {groups.map((g) => {
        if (budget <= 0) return null;
        const shown = g.skills.slice(0, budget);
        budget -= shown.length;
        return (
          <ScopeGroup key={g.scope} title={labelOf(g.scope)} count={g.skills.length}>
            {shown.map((s) => {
              const key = rowKey(s);
              return (
                <SkillRow key={key} skill={s} panel={active?.key === key ? active.panel : null} editing={editing.has(key)} onPanel={onPanel} onEdit={onEdit} />
              );
            })}
          </ScopeGroup>
        );
      })}
      {total > limit && (
        <p>
          {t('manage.showing', { shown: limit, total })} <Button onClick={onShowMore}>{t('manage.showMore')}</Button>
        </p>
      )}
    </div>
  );
}

function ScopeGroup({ title, count, children }: { title: string; count: number; children: ComponentChildren }) {
  const id = useUid();
  return (
    <section class="troupe-skill-group" aria-labelledby={id}>
      <h3 id={id} class="troupe-skill-group__title">
        <span>{title}</span>
        <span class="troupe-skill-group__count">{t('manage.groupCount', { count })}</span>
      </h3>
      <ul class="troupe-skill-list">{children}</ul>
    </section>
  );
}
