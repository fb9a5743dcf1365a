// The "Storage problems" notice: what was found damaged (and put aside, unchanged), what was done
// instead, the export of the raw records, and the repairs that are possible. Shown until dismissed;
// a record put aside stays in the quarantine either way.
import { useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import type { ProblemText } from '../../src/app/storage-health.ts';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import { appEn, at, type AppKey } from './i18n.ts';

/** The UI's own sentence for a problem's code, or the English text it came with. */
export function problemSentence(p: ProblemText): string {
  const key = `problem.${p.code}` as AppKey;
  return key in appEn ? at(key, p.params) : p.text;
}

export function StorageProblems({ app }: { app: App }) {
  const problems = app.health.problems.value;
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useUid();
  if (!problems.length && !result) return null;
  const repair = async (problemId: string) => {
    setBusy(true);
    try {
      const done = await app.health.repair(problemId);
      setResult(done ? problemSentence(done) : at('problems.repairFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="troupe-problems" aria-labelledby={id}>
      <h2 id={id}>{at('problems.title')}</h2>
      <p role="alert">{at('problems.intro')}</p>
      <ul>
        {problems.map((p) => (
          <li key={p.id} data-problem={p.summary.code}>
            <div>{problemSentence(p.summary)}</div>
            <div class="troupe-problems__where">{at('problems.where', { where: p.where })}</div>
            {p.detail && <div class="troupe-problems__detail">{at('problems.detail', { detail: p.detail })}</div>}
            {p.repair && (
              <Button disabled={busy} onClick={() => void repair(p.id)}>
                {at(`repair.${p.repair}` as AppKey)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div class="troupe-problems__actions">
        <Button onClick={() => void app.health.exportRecords()}>{at('problems.export')}</Button>
        <Button onClick={() => void app.health.dismiss().then(() => setResult(null))}>{at('problems.dismiss')}</Button>
      </div>
      <div role="status">{result}</div>
    </section>
  );
}
