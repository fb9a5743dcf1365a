// What every part of the Manage Skills dialog needs: the actions, the message strip, the
// inventory (for collision checks) and the scopes offered as targets.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { SkillScope, SkillSummary } from '../../../src/core/skills/types.ts';
import type { MessageApi } from '../../common/MessageArea.tsx';
import type { ActionResult, SkillsActions } from '../../../src/app/skills/skills-contract.ts';
import type { ScopeOption } from '../scopes.ts';

export interface ManageContext {
  actions: SkillsActions;
  messages: Pick<MessageApi, 'push'>;
  inventory: readonly SkillSummary[];
  /** Targets for install / create / move: global first. */
  targets: readonly ScopeOption[];
  /** Friendly label of a scope if the host gave one. */
  labelOf(scope: SkillScope): string;
  /** Runs an action; a thrown error becomes an error message and resolves to undefined. */
  run<T>(fn: () => Promise<T> | T): Promise<T | undefined>;
  /** Shows a result: the success text (or the result's own message), or the issues. Returns ok. */
  report(result: ActionResult | undefined, success: string, failure: string): boolean;
  /** Moves focus back to the search box (after a row disappears). */
  focusSearch(): void;
  /** The editor of a row says whether it holds unsaved changes (closing the dialog then asks). */
  setDirty(key: string, dirty: boolean): void;
}

export const ManageCtx = createContext<ManageContext | null>(null);

export function useManage(): ManageContext {
  const ctx = useContext(ManageCtx);
  if (!ctx) throw new Error('useManage() outside <ManageSkillsDialog>');
  return ctx;
}
