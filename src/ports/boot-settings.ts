// The few stored settings that decide whether Troupe has anything to do, read without zod: the
// on/off switch, the mode and the default skill package. SillyTavern's boot module reads them
// straight from the settings record to answer "orchestration is off → pass" without loading the
// app; settings.ts builds its schema on the same defaults, so there is one source for them.
import { isMode, type Mode } from '../core/profiles/modes.ts';

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
  mode: Mode;
  /** The skill package new chats start bound to ('' = none). */
  defaultPackage: string;
}

/** The switch fields of a stored settings record, each field falling back exactly as parseSettings does. */
export function readSwitch(raw: unknown): SwitchSettings {
  const r = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return {
    enabled: typeof r.enabled === 'boolean' ? r.enabled : SWITCH_DEFAULTS.enabled,
    mode: isMode(r.mode) ? r.mode : SWITCH_DEFAULTS.mode,
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
