// Troupe's own settings (not profiles): enabled switch, mode, consented cards, language. The switch
// fields' defaults come from boot-settings.ts, which SillyTavern's boot module reads without zod.
import { z } from 'zod';
import { MODES } from '../core/profiles/modes.ts';
import { SWITCH_DEFAULTS } from '../ports/boot-settings.ts';
import { STALL_TIMEOUT_SEC } from './panel-contract.ts';
import type { ModelPrice } from '../core/trace/cost.ts';

/** Who writes a reply: the full team, the writer only, or nobody (the host's own reply). */
export const TURN_TEAMS = ['full', 'light', 'off'] as const;
export type TurnTeam = (typeof TURN_TEAMS)[number];

/** A model's price per million tokens (the user's table; any currency). */
export const priceSchema = z.object({ input: z.number().min(0).max(1e6), cachedInput: z.number().min(0).max(1e6), output: z.number().min(0).max(1e6) });

/** Keeps the prices that are valid; one damaged entry does not take the others with it. */
const priceTable = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((raw) => {
    const out: Record<string, ModelPrice> = {};
    for (const [model, v] of Object.entries(raw)) {
      const p = priceSchema.safeParse(v);
      if (p.success) out[model] = p.data;
    }
    return out;
  });

export const settingsSchema = z.object({
  enabled: z.boolean().catch(SWITCH_DEFAULTS.enabled),
  mode: z.enum(MODES).catch(SWITCH_DEFAULTS.mode),
  /** cardConsentKey values the user agreed to (a card's override / skills enabled). */
  consentedCards: z.array(z.string()).catch([]),
  /** Cards the user declined, so we do not ask again for the same content. */
  declinedCards: z.array(z.string()).catch([]),
  bundledFilled: z.boolean().catch(false),
  /**
   * Names of the bundled skills this install was offered (installed on first start or by an update);
   * null: not recorded yet (an install from before the record). An update installs only names not here.
   */
  shippedSkills: z.array(z.string()).nullable().catch(null),
  /** Ids of the shipped presets each mode's library was offered; a mode missing: not recorded yet. */
  shippedPresets: z.partialRecord(z.enum(MODES), z.array(z.string())).catch({}),
  /**
   * Seconds without a byte from the model before a request counts as stalled and is retried: the one
   * stall time of every request Troupe makes (orchestration and, on the standalone page, plain replies).
   */
  stallTimeoutSec: z.number().int().min(STALL_TIMEOUT_SEC.min).max(STALL_TIMEOUT_SEC.max).catch(STALL_TIMEOUT_SEC.def),
  bundledPackagesFilled: z.boolean().catch(false),
  /** The skill package new chats start bound to ('' = none). */
  defaultPackage: z.string().catch(SWITCH_DEFAULTS.defaultPackage),
  /** Code keys (`sha256:…` of the code) of hand-written tools the user read and allowed to run. */
  consentedTools: z.array(z.string()).catch([]),
  /** How each connection ('' = the default) is sent tools: native tool calling, the text protocol, or native falling back to text. */
  toolProtocols: z.record(z.string(), z.enum(['native', 'text', 'auto'])).catch({}),
  /** Prices per million tokens by model name (as the run trace records it), for the run view and cost budgets. */
  prices: priceTable,
  /** How many turns per chat the run history keeps. */
  runsKept: z.number().int().min(1).max(200).catch(20),
  /**
   * Who writes the next reply: the full team, the writer only (director; the capsule modes then let the
   * host reply), or off (the host's own reply). Read when a turn starts; swipes of that turn keep its choice.
   */
  turnTeam: z.enum(TURN_TEAMS).catch('full'),
});

export type AppSettings = z.infer<typeof settingsSchema>;

/** Whether `v` is one of the per-reply choices. */
export const isTurnTeam = (v: unknown): v is TurnTeam => typeof v === 'string' && (TURN_TEAMS as readonly string[]).includes(v);

export const DEFAULT_SETTINGS: AppSettings = settingsSchema.parse({});

export function parseSettings(raw: unknown): AppSettings {
  return settingsSchema.parse(typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {});
}

/** The same fields, checked without repair: what makes a stored settings record damaged. */
const checkedSettings = z
  .looseObject({
    enabled: z.boolean(),
    mode: z.enum(MODES),
    consentedCards: z.array(z.string()),
    declinedCards: z.array(z.string()),
    bundledFilled: z.boolean(),
  })
  .partial();

/** Why a stored settings record is damaged (a field parseSettings had to replace), or null. */
export function settingsProblem(raw: unknown): string | null {
  if (raw === undefined) return null;
  const r = checkedSettings.safeParse(raw);
  if (r.success) return null;
  const i = r.error.issues[0];
  return i ? (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message) : 'invalid';
}
