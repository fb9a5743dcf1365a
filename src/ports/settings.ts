// Setting bounds both sides read: the app's settings schema and panel, and a host's own requests.

/**
 * The stall time's one range, in seconds: the app setting `stallTimeoutSec` (every request Troupe makes
 * reads it; the panel's field edits it; nothing else stores a stall time).
 */
export const STALL_TIMEOUT_SEC = { min: 10, max: 3600, def: 120 } as const;
