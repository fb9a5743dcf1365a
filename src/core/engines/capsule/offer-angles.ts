// "Let me choose the angle" for a capsule agent that writes the guidance itself (loop, single): it has
// no earlier agent to plan angles, so it offers them with offer_angles({angles}) before it writes. The
// tool pauses the turn through the runtime's askAngle (the same pause as in spec and agenda) and answers
// with the user's pick, or "choose it yourself". A turn re-run with a stored answer gets that answer in
// the agent's task and no tool.
import * as z from 'zod';
import { defineTool, toolArgs, type Tool } from '../../agent/tool.ts';
import { MAX_ANGLES } from '../runtime/angles.ts';
import type { CapsuleRuntime } from './runtime.ts';

const offerArgs = toolArgs(
  z.object({
    angles: z.array(z.string().trim().min(1)).min(2).max(MAX_ANGLES).describe('Two to four different angles for the next beat, one line each.'),
  }),
);

/** offer_angles: shows the angles to the user and answers with their pick (asked once; a second call gets the same answer). */
export function offerAnglesTool(ask: (texts: readonly string[]) => Promise<string>): Tool {
  let answer: Promise<string> | undefined;
  return defineTool({
    name: 'offer_angles',
    description: 'Offer the user angles for the next beat and wait for their pick; the answer is the angle to write the guidance for.',
    parameters: offerArgs,
    // The angle lines as sketches: the pause reads each `Angle:` line (one line, clipped, repeats left out).
    execute: async ({ angles }) => ({ ok: true, output: await (answer ??= ask(angles.map((a) => `Angle: ${a.replace(/\s+/g, ' ')}`))) }),
  });
}

/**
 * What an agent that writes the guidance itself adds with the switch on: the line for its task (the
 * instruction to offer angles, or a resumed turn's answer) and the offer_angles tool ('' and none when
 * the switch is off or the app cannot ask).
 */
export async function selfAngle(rt: CapsuleRuntime): Promise<{ line: string; tools: Tool[] }> {
  const F = rt.frames.capsule;
  const ask = rt.askAngle;
  if (!ask) return { line: '', tools: [] };
  if (rt.angleResumed) return { line: (await ask([], F.angleYours)) ?? '', tools: [] };
  return { line: F.offerAngles, tools: [offerAnglesTool(async (texts) => (await ask(texts, F.angleYours)) ?? F.angleYours)] };
}
