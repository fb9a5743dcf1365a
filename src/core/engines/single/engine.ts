// Single mode: one node, one call, writes the capsule through final_guidance({text}). When the node
// has skills it may read them first (a few more rounds); a reply without the call is re-asked up to
// toolCallRetryMax times, then the run fails.
import { toolSucceeded } from '../../agent/stop.ts';
import { contract, nodeMessages } from '../capsule/node-messages.ts';
import { finalGuidanceTool } from '../capsule/output-tools.ts';
import { selfAngle } from '../capsule/offer-angles.ts';
import type { CapsuleModeResult, CapsuleRuntime } from '../capsule/runtime.ts';
import { describeEnd, settleSection } from '../runtime/turn.ts';
import { chatVars } from '../capsule/story.ts';
import { renderTemplate } from '../capsule/template.ts';
import { SINGLE_ROUNDS_WITH_SKILLS, type SingleConfig } from './config.ts';

import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';

export const SINGLE_NUDGE = DIRECTOR_TEXTS.en.frames.capsule.singleNudge;
const SECTION = 'single';

export async function runSingleCapsule(config: SingleConfig, rt: CapsuleRuntime): Promise<CapsuleModeResult> {
  const node = config.node;
  const F = rt.frames.capsule;
  const skillTools = node.skills?.tools ?? [];
  // "Let me choose the angle": offer_angles first, one more request (or a resumed turn's answer in the task).
  const angle = await selfAngle(rt);
  const rounds = (skillTools.length ? SINGLE_ROUNDS_WITH_SKILLS : 1) + angle.tools.length;
  const otherTools = skillTools.length + angle.tools.length > 0;
  let text = '';
  const vars = { ...chatVars(rt.view, config.maxRecentMessages, node.userPromptTemplate, F.none), previous_orchestration: rt.previousCapsule || F.none };
  const user = [
    renderTemplate(node.userPromptTemplate, vars),
    ...(angle.line ? [angle.line] : []),
    contract('final_guidance({text})', F.singleTask, rounds, otherTools, F),
  ].join('\n\n');
  const res = await rt.run({
    id: SECTION,
    label: 'single',
    agent: node,
    section: SECTION,
    messages: rt.messages(
      node,
      nodeMessages({
        systemPrompt: node.systemPrompt,
        openNotes: await rt.openNotes(),
        catalog: node.skills?.catalog ?? '',
        background: config.includeWorldInfo ? rt.view.background : '',
        user,
        frames: F,
      }),
    ),
    tools: [finalGuidanceTool((t) => (text = t)), ...angle.tools, ...skillTools],
    maxRounds: rounds,
    stream: config.useStreaming,
    retryMax: config.toolCallRetryMax,
    noToolCalls: { kind: 'retry', max: config.toolCallRetryMax, nudge: F.singleNudge, exhausted: 'fail' },
    stopWhen: [toolSucceeded('final_guidance')],
    handIn: F.singleHandIn,
  });
  if (text) {
    settleSection(rt, SECTION, { output: text });
    return { status: 'completed', body: text };
  }
  if (res.status === 'aborted') {
    settleSection(rt, SECTION, { error: 'cancelled' });
    return { status: 'aborted', body: '' };
  }
  const error =
    res.status === 'max-rounds'
      ? `The single node did not call final_guidance within ${rounds} round(s).`
      : res.status === 'error'
        ? res.error.message
        : `The single node ended without guidance (${describeEnd(res)}).`;
  settleSection(rt, SECTION, { error });
  return { status: 'failed', body: '', error };
}
