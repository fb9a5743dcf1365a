// The reasoning fold of a reply: a <details> the reader opens and closes, showing each named section
// (`### [main-1]`, `### [subagent-0: chat_scout] (running)`) as a heading and its text. Text only.
// A reply whose turn changed memory has a memory section last ("memory: +2 nodes, 1 edit"), with a
// button that opens the panel's Memory section at those changes.
import type { TurnMemory } from '../../src/app/memory/memory-chat.ts';
import { memoryLine as lineOf } from '../../src/core/memory/memory-line.ts';
import { ct } from './i18n.ts';

/** What a reply's turn did to memory, as the fold shows it. */
export type FoldMemory = Pick<TurnMemory, 'applied' | 'pending' | 'pendingCount'>;

/** The fold's memory line: "memory: +2 nodes, 1 edit", then what waits for review. */
export function memoryLine(m: FoldMemory): string {
  return lineOf(m, ct);
}

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

export function ReasoningFold({
  text,
  live,
  onShowRun,
  memory,
  onShowMemory,
}: {
  text: string;
  live: boolean;
  onShowRun?(): void;
  memory?: FoldMemory;
  onShowMemory?(): void;
}) {
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
        {sections.length === 0 && !memory && <p class="troupe-fold__empty">{ct('fold.empty')}</p>}
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
        {memory && (
          <section class={`troupe-fold__section troupe-fold__memory${memory.pendingCount ? ' is-pending' : ''}`}>
            <h4 class="troupe-fold__heading">{ct('fold.memory')}</h4>
            <div class="troupe-fold__text">
              {memoryLine(memory)}{' '}
              {onShowMemory && (
                <button type="button" class="troupe-btn troupe-btn--quiet troupe-fold__show-memory" onClick={onShowMemory}>
                  {ct('fold.memory.show')}
                </button>
              )}
            </div>
          </section>
        )}
      </div>
    </details>
  );
}
