// The few stored settings that decide whether Troupe has anything to do, read without zod: the
// on/off switch, the generations the chosen mode runs for and the default skill package.
// SillyTavern's boot module reads them straight from the settings record to answer "orchestration is
// off → pass" without loading the app (nor any mode's schema); settings.ts builds its schema on the
// same defaults, so there is one source for them.
import type { Mode } from '../core/profiles/modes.ts';

/** The settings record's name in the settings store. */
export const SETTINGS_KEY = 'app';

/** Defaults of the fields read here (settings.ts uses them as its schema's fallbacks). */
export const SWITCH_DEFAULTS: { readonly enabled: boolean; readonly mode: Mode; readonly defaultPackage: string } = {
  enabled: false,
  mode: 'director',
  defaultPackage: '',
};

export interface SwitchSettings {
  enabled: boolean;
  /**
   * The generation types the chosen mode runs for, as the app records them beside the settings
   * (`RUNS_FOR_FIELD`, from the mode's descriptor); null: not recorded (the app decides).
   */
  runsFor: readonly string[] | null;
  /** The skill package new chats start bound to ('' = none). */
  defaultPackage: string;
}

/**
 * The field of the settings record where the app keeps the generation types its mode runs for (the
 * mode's descriptor says; the boot module cannot read the descriptor without loading the schemas).
 */
export const RUNS_FOR_FIELD = 'runsFor';

/** The switch fields of a stored settings record, each field falling back exactly as parseSettings does. */
export function readSwitch(raw: unknown): SwitchSettings {
  const r = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return {
    enabled: typeof r.enabled === 'boolean' ? r.enabled : SWITCH_DEFAULTS.enabled,
    runsFor: Array.isArray(r[RUNS_FOR_FIELD]) ? (r[RUNS_FOR_FIELD] as unknown[]).filter((t): t is string => typeof t === 'string') : null,
    defaultPackage: typeof r.defaultPackage === 'string' ? r.defaultPackage : SWITCH_DEFAULTS.defaultPackage,
  };
}

/** The settings record holding a chat's skill-package binding. */
export const chatPackageKey = (chatId: string) => `chat-package:${chatId}`;

/**
 * Whether a stored binding record may bind its chat to a package (a package name is set). The app
 * checks the rest (the record's shape, the package still installed); this only decides whether the
 * app is needed.
 */
export function mayBeBound(raw: unknown): boolean {
  const p = typeof raw === 'object' && raw !== null ? (raw as { package?: unknown }).package : undefined;
  return typeof p === 'string' && p !== '';
}
