// The AI workbench, opened from the orchestration panel (a chunk of its own, loaded on first open): the
// conversation with the AI on one side, the review of its changes on the other, the dry run below.
// It edits what runs for the mode on screen: the active preset, or the card's override when in effect.
import { useEffect, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import { PartLoadError } from '../../src/ports/lazy-part.ts';
import { targetKey } from '../../src/app/workbench/target.ts';
import { WorkbenchError } from '../../src/app/workbench/workbench.ts';
import { contentLangForLocale } from '../../src/core/profiles/shipped.ts';
import { Dialog } from '../common/Dialog.tsx';
import { MessageArea, useMessages } from '../common/MessageArea.tsx';
import { lang } from '../i18n/index.ts';
import { DryRunView } from './DryRunView.tsx';
import { wt, type WorkbenchKey } from './i18n.ts';
import { WorkbenchChat } from './WorkbenchChat.tsx';
import { WorkbenchReview } from './WorkbenchReview.tsx';
import './workbench.css';

export interface WorkbenchDialogProps {
  app: App;
  onClose(): void;
}

/** An error in the UI's language when its code is known, else the app's own words. */
function errorText(e: unknown): string {
  if (e instanceof WorkbenchError) {
    if (e.code === 'unavailable' && e.cause instanceof PartLoadError) return wt('wb.err.unavailable', { file: e.cause.file });
    const key = `wb.err.${e.code}` as WorkbenchKey;
    if (['unsaved_edits', 'nothing_approved', 'no_history', 'conflict'].includes(e.code)) return wt(key);
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

export function WorkbenchDialog({ app, onClose }: WorkbenchDialogProps) {
  const wb = app.workbench;
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  // What is edited follows the panel: the mode, its active preset, the card and its override.
  const target = wb.target();
  const key = targetKey(target);
  useEffect(() => {
    void wb.open(target).catch((e) => messages.push('error', errorText(e)));
  }, [key]);
  useEffect(() => {
    wb.language.value = contentLangForLocale(lang.value);
  }, [lang.value]);
  const view = wb.view.value?.key === key ? wb.view.value : null;
  const activity = wb.activity.value;
  const dry = wb.dryRunResult.value;
  const connections = (app.host?.connections() ?? []).filter((c) => c.usable).map((c) => ({ name: c.name, label: c.label }));

  const act = (fn: () => Promise<unknown>, done?: (r: unknown) => string) => {
    setBusy(true);
    fn()
      .then((r) => done && messages.push('success', done(r)))
      .catch((e) => messages.push('error', errorText(e)))
      .finally(() => setBusy(false));
  };
  const editing =
    target.kind === 'preset'
      ? wt('wb.editing.preset', { mode: target.mode, name: target.presetName })
      : wt('wb.editing.card', { mode: target.mode, name: target.cardName });

  return (
    <Dialog open title={wt('wb.title')} onClose={onClose} class="troupe-dialog--workbench">
      <p class="troupe-wb-editing">
        <strong>{editing}</strong> — {wt('wb.intro')}
      </p>
      {view?.damaged && (
        <p role="alert" class="troupe-message troupe-message--error">
          {wt('wb.damaged', { detail: view.damaged })}
        </p>
      )}
      <MessageArea api={messages} />
      {view && (
        <div class="troupe-wb-columns">
          <WorkbenchChat wb={wb} view={view} activity={activity} connections={connections} error={wb.lastError.value} act={act} />
          <div class="troupe-wb-side">
            {dry && <DryRunView result={dry} onDismiss={() => void (wb.dryRunResult.value = null)} />}
            <WorkbenchReview wb={wb} view={view} items={wb.review.value} busy={busy || !!activity} act={act} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
