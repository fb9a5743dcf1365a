// The contract between the tools editor's Custom section and the app: which custom tools exist here
// (other extensions', SillyTavern's, the profile's hand-written ones), and the consent / Test actions
// for hand-written tools. The app implements it (createCustomToolsPanel); the panel only shows it.
import type { HandWrittenTool } from '../../core/profiles/hand-written-tools.ts';
import type { HandWrittenToolState, HandWrittenToolTestResult } from './hand-written-tools.ts';
import type { CustomToolOffer } from './tool-registry.ts';

export type { CustomToolOffer, HandWrittenToolState, HandWrittenToolTestResult };

export interface CustomToolsPanel {
  /** Registered custom tools that exist now (a switch is shown for each). */
  registered: readonly CustomToolOffer[];
  /** Where a hand-written tool stands (usable, waiting for consent, or why it cannot be used). */
  state(tool: HandWrittenTool, otherNames: ReadonlySet<string>): HandWrittenToolState;
  /** The user read this code and allows it to run. */
  allow(code: string): Promise<void>;
  /** Withdraws the consent. */
  revoke(code: string): Promise<void>;
  /** Runs the tool with the sample arguments (JSON text) in the sandbox. */
  test(tool: HandWrittenTool, sample: string): Promise<HandWrittenToolTestResult>;
  /** Sandbox limits, for the editor's note. */
  limits: { timeoutMs: number; maxOutputChars: number };
}
