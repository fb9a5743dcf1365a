// The reasoning fold of a reply: a <details> the reader opens and closes, showing each named section
// (`### [main-1]`, `### [subagent-0: chat_scout] (running)`) as a heading and its text. Text only.
import { ct } from './i18n.ts';

export interface FoldSection {
  id?: string;
  status?: string;
  body: string;
}

const HEADER = /^### \[(.+?)\](?: \((.*)\))?\s*$/;

export function parseFold(text: string): FoldSection[] {
  const out: FoldSection[] = [];
  let cur: FoldSection | null = null;
  for (const line of text.split('\n')) {
    const m = HEADER.exec(line);
    if (m) {
      cur = { id: m[1], ...(m[2] ? { status: m[2] } : {}), body: '' };
      out.push(cur);
    } else {
      if (!cur) out.push((cur = { body: '' }));
      cur.body += (cur.body ? '\n' : '') + line;
    }
  }
  return out.map((s) => ({ ...s, body: s.body.replace(/^\n+|\s+$/g, '') })).filter((s) => s.id || s.body);
}

export function ReasoningFold({ text, live, onShowRun }: { text: string; live: boolean; onShowRun?(): void }) {
  const sections = parseFold(text);
  return (
    <details class="troupe-fold">
      <summary class="troupe-fold__summary">{live ? ct('fold.summaryLive') : ct('fold.summary')}</summary>
      <div class="troupe-fold__body">
        {onShowRun && (
          <button type="button" class="troupe-btn troupe-fold__run" onClick={onShowRun}>
            {ct('fold.showRun')}
          </button>
        )}
        {sections.length === 0 && <p class="troupe-fold__empty">{ct('fold.empty')}</p>}
        {sections.map((s, i) => (
          <section
            key={s.id ?? `p${i}`}
            class={`troupe-fold__section${s.status === 'running' ? ' is-running' : ''}${s.status?.startsWith('error') ? ' is-error' : ''}`}
          >
            {s.id && (
              <h4 class="troupe-fold__heading">
                {s.id}
                {s.status && <span class="troupe-fold__status"> ({s.status})</span>}
              </h4>
            )}
            {s.body && <div class="troupe-fold__text">{s.body}</div>}
          </section>
        ))}
      </div>
    </details>
  );
}
