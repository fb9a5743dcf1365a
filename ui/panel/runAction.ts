// Runs a panel command and turns its outcome into messages: success text (the action's own or the
// panel's default), warnings, or the error — a thrown error included, so nothing fails silently.
import type { MessageKind } from '../common/MessageArea.tsx';
import { t } from '../i18n/index.ts';
import type { PanelOutcome, PanelResult } from '../../src/app/panel-contract.ts';

export type Notify = (kind: MessageKind, text: string) => void;

/** Awaits the command; returns true on success. */
export async function runAction(
  command: () => PanelOutcome,
  notify: Notify,
  successText?: string | ((result: Extract<PanelResult, { ok: true }> | undefined) => string),
): Promise<boolean> {
  let result;
  try {
    result = await command();
  } catch (err) {
    notify('error', t('error.unexpected', { message: err instanceof Error ? err.message : String(err) }));
    return false;
  }
  if (result && result.ok === false) {
    notify('error', result.error);
    return false;
  }
  const text = (result && result.message) || (typeof successText === 'function' ? successText(result || undefined) : successText);
  if (text) notify('success', text);
  const warnings = (result && result.warnings) || [];
  if (warnings.length) notify('info', `${t('common.warnings')} ${warnings.join(' · ')}`);
  return true;
}
