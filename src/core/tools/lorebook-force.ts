// lorebook_force_activate: a capsule mode's agent pushes dormant lorebook entries into this turn's
// world info, through the host's activation for the coming generation. The runtime names the
// activated entries in the fold.
import * as z from 'zod';
import { defineTool, intArg, toolFailure, type Tool } from '../agent/tool.ts';

export interface LoreActivationResult {
  activated: { book: string; uid: number; name: string; chars: number }[];
  skipped: { book: string; uid: number; reason: string }[];
}

export type ActivateLore = (entries: readonly { book: string; uid: number }[]) => Promise<LoreActivationResult>;

export const FORCE_ACTIVATE_MAX = 20;

export function lorebookForceActivateTool(activate: ActivateLore): Tool {
  return defineTool({
    name: 'lorebook_force_activate',
    description: `Put dormant lorebook entries into the world info of the reply about to be written (past the lore budget, no recursion). Find uids with lorebook_list or lorebook_search. At most ${FORCE_ACTIVATE_MAX} per call.`,
    parameters: z.object({
      book_name: z.string().trim().min(1),
      uids: z
        .array(intArg({ min: 0 }))
        .min(1)
        .max(FORCE_ACTIVATE_MAX),
    }),
    execute: async (args) => {
      try {
        const r = await activate([...new Set(args.uids)].map((uid) => ({ book: args.book_name, uid })));
        if (!r.activated.length) {
          return toolFailure(
            `No entry was activated: ${r.skipped.map((s) => `uid ${s.uid} ${s.reason}`).join('; ')}.`,
            'lorebook_force_none',
            'Check book_name and uids with lorebook_list.',
          );
        }
        return {
          ok: true,
          book: args.book_name,
          activated: r.activated.map(({ uid, name, chars }) => ({ uid, name, chars })),
          skipped: r.skipped.map(({ uid, reason }) => ({ uid, reason })),
        };
      } catch (e) {
        return toolFailure(`Activation failed: ${e instanceof Error ? e.message : String(e)}`, 'lorebook_force_failed');
      }
    },
  });
}
