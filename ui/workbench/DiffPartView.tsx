// One part of a change's diff: a prompt's line diff, skill chips before and after with what the agent
// sees, a JSON diff of settings and switches, a member added or removed, or a skill's files.
import type { DiffPart } from '../../src/core/workbench/diff.ts';
import { BeforeAfterTable } from '../common/ReviewCard.tsx';
import { DiffHunks, FileChangeItem } from '../skills/FileChangeItem.tsx';
import { fieldName } from './changeTitle.ts';
import { wt } from './i18n.ts';

const json = (v: unknown) => (v === undefined ? wt('wb.diff.unset') : JSON.stringify(v, null, 2));
const who = (agent: string) => agent || wt('wb.diff.profile');

function Chips({ names, other, kind }: { names: readonly string[]; other: readonly string[]; kind: 'before' | 'after' }) {
  if (!names.length) return <span class="troupe-chipline__empty">{wt('wb.diff.empty')}</span>;
  return (
    <span class="troupe-wb-chips">
      {names.map((n, i) => {
        const changed = !other.includes(n);
        const mark = changed ? (kind === 'after' ? 'added' : 'removed') : 'same';
        return (
          <span key={`${i}:${n}`} class={`troupe-wb-chip troupe-wb-chip--${mark}${n === '+' ? ' troupe-wb-chip--inherit' : ''}`}>
            {changed ? (kind === 'after' ? '+ ' : '− ') : ''}
            {n}
          </span>
        );
      })}
    </span>
  );
}

export function DiffPartView({ part }: { part: DiffPart }) {
  switch (part.kind) {
    case 'text': {
      const what = `${who(part.agent)} · ${fieldName(part.field)}`;
      return (
        <div class="troupe-wb-part troupe-wb-part--text">
          <div class="troupe-wb-part__label">{what}</div>
          <DiffHunks hunks={part.hunks} label={wt('wb.diff.in', { what })} />
        </div>
      );
    }
    case 'skills': {
      const what = `${part.agent || wt('wb.diff.mode')} · ${wt(`wb.list.${part.list}`)}`;
      return (
        <div class="troupe-wb-part troupe-wb-part--skills" role="group" aria-label={wt('wb.diff.in', { what })}>
          <div class="troupe-wb-part__label">{what}</div>
          <dl class="troupe-wb-skills">
            <dt>{wt('wb.diff.before')}</dt>
            <dd>
              <Chips names={part.before} other={part.after} kind="before" />
            </dd>
            <dt>{wt('wb.diff.after')}</dt>
            <dd>
              <Chips names={part.after} other={part.before} kind="after" />
            </dd>
            {part.list === 'visible' || part.agent ? (
              <>
                <dt>{wt('wb.diff.sees')}</dt>
                <dd>
                  <Chips names={part.effectiveAfter} other={part.effectiveBefore} kind="after" />
                  {part.effectiveBefore.filter((n) => !part.effectiveAfter.includes(n)).length > 0 && (
                    <span class="troupe-wb-chip troupe-wb-chip--removed">
                      {wt('wb.diff.loses', { names: part.effectiveBefore.filter((n) => !part.effectiveAfter.includes(n)).join(', ') })}
                    </span>
                  )}
                </dd>
              </>
            ) : null}
          </dl>
          {part.affected && part.affected.length > 0 && (
            <ul class="troupe-wb-affected">
              {part.affected.map((a) => (
                <li key={a.agent}>
                  <code>{a.agent}</code> {a.added.length > 0 && wt('wb.diff.gains', { names: a.added.join(', ') })}{' '}
                  {a.removed.length > 0 && wt('wb.diff.loses', { names: a.removed.join(', ') })}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    case 'json':
      return (
        <div class="troupe-wb-part troupe-wb-part--json">
          <div class="troupe-wb-part__label">{who(part.agent)}</div>
          <BeforeAfterTable entries={part.entries} before={wt('wb.diff.before')} after={wt('wb.diff.after')} show={json} />
        </div>
      );
    case 'member':
      return (
        <details class={`troupe-wb-part troupe-wb-part--member troupe-wb-part--${part.action}`}>
          <summary>{wt(part.action === 'added' ? 'wb.diff.memberAdded' : 'wb.diff.memberRemoved', { id: part.agent })}</summary>
          <pre class={`troupe-diff__hunks troupe-diff__line--${part.action === 'added' ? 'add' : 'del'}`} tabIndex={0}>
            {json(part.value)}
          </pre>
        </details>
      );
    case 'files':
      return (
        <div class="troupe-wb-part troupe-wb-part--files">
          <div class="troupe-wb-part__label">{wt(part.created ? 'wb.diff.skillCreated' : 'wb.diff.skillEdited', { name: part.skill, scope: part.scope })}</div>
          <ul class="troupe-diff">
            {part.changes.map((c) => (
              <FileChangeItem key={c.path} change={c} />
            ))}
          </ul>
        </div>
      );
  }
}
