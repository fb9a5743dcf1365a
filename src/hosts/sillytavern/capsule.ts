// Capsules go into the main prompt through SillyTavern's extension-prompt mechanism, under one key,
// for one generation: set just before SillyTavern composes the prompt, removed when the generation
// ends or is stopped (or the chat changes), and removed again before the next generation decides, so
// a stale capsule never reaches another prompt.
import type { CapsuleInjection } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { MSG } from './messages.ts';

export const CAPSULE_KEY = 'troupe_capsule';

/** SillyTavern's extension_prompt_types (not exported through getContext()). */
export const PROMPT_POSITION = { none: -1, in_prompt: 0, in_chat: 1, before_prompt: 2 } as const;
/** SillyTavern's extension_prompt_roles. */
export const PROMPT_ROLE = { system: 0, user: 1, assistant: 2 } as const;

/** SillyTavern's deepest injection depth. */
const MAX_DEPTH = 1000;

export function injectCapsule(access: StAccess, capsule: CapsuleInjection): boolean {
  const set = access.fn('setExtensionPrompt', 'capsules cannot reach the prompt; capsule modes run without effect.');
  if (!set) return false;
  const position = PROMPT_POSITION[capsule.position] ?? PROMPT_POSITION.in_chat;
  const depth = Math.max(0, Math.min(MAX_DEPTH, Math.floor(Number(capsule.depth) || 0)));
  const role = PROMPT_ROLE[capsule.role] ?? PROMPT_ROLE.system;
  set(CAPSULE_KEY, String(capsule.text ?? ''), position, depth, false, role);
  return true;
}

export function clearCapsule(access: StAccess): void {
  const c = access.ctx();
  const prompts = c.extensionPrompts;
  if (prompts && typeof prompts === 'object' && Object.hasOwn(prompts, CAPSULE_KEY)) {
    delete prompts[CAPSULE_KEY];
    return;
  }
  if (typeof c.setExtensionPrompt === 'function' && !prompts) c.setExtensionPrompt(CAPSULE_KEY, '', PROMPT_POSITION.none, 0, false, PROMPT_ROLE.system);
}
