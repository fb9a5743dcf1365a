// A surface that loads on first use from its own chunk (a dialog, a viewer): while its part loads it
// says "Loading…"; when the part cannot be loaded it names the file and why, with Try again. Declare
// the part at the opening point — `const part = lazyPart(import.meta.url, () => import('./X.tsx'))`
// at module level — and render `<LazyView part={part} area="boundary.x">{(m) => <m.X … />}</LazyView>`
// only once the surface is opened, so nothing is loaded before.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { PartLoadError, type LazyPart } from '../../src/ports/lazy-part.ts';
import { stringsReady, t, type MessageKey } from '../i18n/index.ts';

export interface LazyViewProps<M> {
  part: LazyPart<M>;
  /** Names the surface in a failure ("Manage Skills could not be shown: …"), a `boundary.*` key. */
  area: MessageKey;
  /** Shows nothing while loading or after a failure (another view of the same part says it). */
  quiet?: boolean;
  children(module: M): ComponentChildren;
}

/** The failure as one sentence in the current language. */
export function partFailureText(area: MessageKey, e: unknown): string {
  const name = t(area);
  if (!(e instanceof PartLoadError)) return t('boundary.failed', { area: name, message: e instanceof Error ? e.message : String(e) });
  const reason =
    e.failure === 'http'
      ? t('part.http', { area: name, file: e.file, status: e.status ?? 0 })
      : e.failure === 'network'
        ? t('part.network', { area: name, file: e.file })
        : t('part.run', { area: name, file: e.file, detail: e.detail ?? '' });
  return `${reason} ${t('part.advice')}`;
}

export function LazyView<M>({ part, area, quiet, children }: LazyViewProps<M>) {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => (part.loaded ? { module: part.loaded } : {}));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state.module) return;
    let live = true;
    // The part's strings load with it: it shows once they have, in the current language.
    part.load().then(
      (module) => stringsReady().then(() => live && setState({ module })),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (state.module) return <>{children(state.module)}</>;
  if (quiet) return null;
  if (state.error !== undefined) {
    return (
      <div class="troupe-boundary" role="alert" data-part={part.file}>
        <p class="troupe-boundary__what">{partFailureText(area, state.error)}</p>
        <button
          type="button"
          class="troupe-btn"
          onClick={() => {
            setState({});
            setAttempt((n) => n + 1);
          }}
        >
          {t('boundary.retry')}
        </button>
      </div>
    );
  }
  return (
    <p class="troupe-lazy" role="status">
      {t('common.loading')}
    </p>
  );
}
