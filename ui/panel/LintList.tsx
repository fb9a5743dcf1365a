// The profile check: lintProfile's findings, each with its severity, a translated title, the core's
// message and a button that moves focus to the field it is about.
import { useUid } from '../common/uid.ts';
import type { LintIssue } from '../../src/core/profiles/lint.ts';
import { pt, type PanelKey } from './i18n.ts';
import { reveal } from './reveal.ts';

export interface LintListProps {
  issues: readonly LintIssue[];
  /** Where to look for the field of an issue (elements carry `data-path`). */
  root(): HTMLElement | null;
  id?: string;
}

const quoted = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;

/** The element for a profile path: exact match, else the nearest parent path that has one. */
export function findField(root: HTMLElement, path: string): HTMLElement | null {
  let p = path;
  while (p) {
    const hit = root.querySelector<HTMLElement>(`[data-path=${quoted(p)}]`) ?? root.querySelector<HTMLElement>(`[data-path^=${quoted(`${p}.`)}]`);
    if (hit) return hit;
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    p = cut > 0 ? p.slice(0, cut) : '';
  }
  return null;
}

const exactField = (root: HTMLElement, path: string) =>
  root.querySelector<HTMLElement>(`[data-path=${quoted(path)}]`) ?? root.querySelector<HTMLElement>(`[data-path^=${quoted(`${path}.`)}]`);

export function LintList({ issues, root, id }: LintListProps) {
  const headingId = useUid();
  // Notices say what this host lacks; they are listed, but they are not problems of the profile.
  const problems = issues.filter((i) => i.severity !== 'notice').length;
  const goTo = async (path: string) => {
    const r = root();
    if (!r) return;
    // A field in a closed row or under a closed Advanced is opened first.
    let el = exactField(r, path);
    if (!el) {
      await reveal(r, path);
      el = findField(r, path);
    }
    if (!el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus();
  };
  return (
    <section class="troupe-lint" aria-labelledby={headingId} id={id}>
      <h4 id={headingId} class="troupe-section__title" tabIndex={-1}>
        {pt('lint.title')} <span class="troupe-lint__count">({pt('lint.count', { count: problems })})</span>
      </h4>
      {problems === 0 && <p class="troupe-note">{pt('lint.none')}</p>}
      {issues.length > 0 && (
        <ul class="troupe-lint__list">
          {issues.map((issue, i) => (
            <li key={`${issue.path}:${issue.code}:${i}`} class={`troupe-lint__item troupe-lint__item--${issue.severity}`}>
              <span class="troupe-lint__severity">{pt(`lint.severity.${issue.severity}` as PanelKey)}</span>{' '}
              <span class="troupe-lint__code">{pt(`lint.code.${issue.code}` as PanelKey)}</span>
              {': '}
              <span class="troupe-lint__message">{issue.message}</span>{' '}
              {issue.path && (
                <button type="button" class="troupe-lint__path" onClick={() => void goTo(issue.path)}>
                  {issue.path}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
