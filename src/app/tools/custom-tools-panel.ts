// What the panel's Custom section reads and does: the registered custom tools, and the hand-written
// tools' consent state, Allow / Revoke and Test.
import type { App } from '../app.ts';
import type { CustomToolsPanel } from './custom-tools-contract.ts';
import { SANDBOX_DEFAULTS } from './hand-written-tools.ts';

/** The Custom section's view of the app (re-created when the registered tools or the consents change). */
export function createCustomToolsPanel(app: Pick<App, 'tools' | 'handWrittenTools'>): CustomToolsPanel {
  void app.handWrittenTools.consented.value;
  return {
    registered: app.tools.custom.value,
    state: (tool, others) => app.handWrittenTools.state(tool, others),
    allow: (code) => app.handWrittenTools.allow(code),
    revoke: (code) => app.handWrittenTools.revoke(code),
    test: (tool, sample) => app.handWrittenTools.test(tool, sample),
    limits: { ...SANDBOX_DEFAULTS },
  };
}
