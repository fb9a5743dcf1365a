// Why a capsule turn produced no capsule (or reused one): stable codes for translation, plain English here.

export type CapsuleReason =
  /** quiet generations and dry runs never run capsule agents. */
  | 'unsupported_generation_type'
  | 'dry_run'
  /** The generation was stopped before the agents started. */
  | 'aborted_before_start'
  /** Stop during the run. */
  | 'aborted'
  /** The profile does not fit the mode, or its workflow cannot run. */
  | 'invalid_profile'
  /** A request failed, an agent would not hand in, or the engine broke. */
  | 'runtime_error'
  /** The run ended (a limit) without any guidance. */
  | 'no_guidance';

export const CAPSULE_MESSAGES: Readonly<Record<CapsuleReason, string>> = {
  unsupported_generation_type: 'Orchestration does not run for this kind of generation.',
  dry_run: 'Orchestration does not run for a dry run.',
  aborted_before_start: 'Generation was stopped before orchestration started; no guidance is injected.',
  aborted: 'Orchestration was stopped; no guidance is injected.',
  invalid_profile: 'The orchestration profile cannot run',
  runtime_error: 'Orchestration failed; no guidance is injected',
  no_guidance: 'The agents ended without guidance; nothing is injected',
};

/** The message for a reason, with a detail appended when there is one. */
export function capsuleMessage(reason: CapsuleReason, detail?: string): string {
  const base = CAPSULE_MESSAGES[reason];
  if (!detail) return base;
  return `${base.replace(/[.;]?$/, '')}: ${detail}`;
}
