// The demo model's brain: a pure function from an OpenAI chat-completions request body to what the
// model "says". It recognises which agent is asking from the tools offered and the prompt's shape,
// reads how far that agent got from the tool results in the history, and plays the next step.
import { isCapsuleAgent, playCapsule } from './capsule.ts';
import { isDirectorMain, isDirectorSubagent, playDirectorMain, playSubagent } from './director.ts';
import { readDemoRequest, type DemoRequest } from './request.ts';
import type { DemoResponse } from './response.ts';
import { readScene, type Scene } from './scene.ts';
import { textsFor } from './text.ts';
import { isWorkbench, playWorkbench } from './workbench.ts';

export type { DemoResponse, DemoToolCall } from './response.ts';

/** Which part the demo plays for a request (exported for tests and the trace of the demo server). */
export type DemoRole = 'workbench' | 'director-main' | 'director-subagent' | 'capsule' | 'chat';

export function demoRole(req: DemoRequest): DemoRole {
  if (isWorkbench(req)) return 'workbench';
  if (isDirectorMain(req)) return 'director-main';
  if (isDirectorSubagent(req)) return 'director-subagent';
  if (isCapsuleAgent(req)) return 'capsule';
  return 'chat';
}

/** Same body → same response. Throws DemoRequestError for a body it cannot read. */
export function demoRespond(body: unknown): DemoResponse {
  const req = readDemoRequest(body);
  const scene = readScene(req);
  switch (demoRole(req)) {
    case 'workbench':
      return playWorkbench(req);
    case 'director-main':
      return playDirectorMain(req, scene);
    case 'director-subagent':
      return playSubagent(req, scene);
    case 'capsule':
      return playCapsule(req, scene);
    default:
      return playChat(req, scene);
  }
}

const CONTINUE_NUDGE = /continue (your|the) (last )?(message|reply)|继续/i;

/** The main chat model itself (pass / inject): the in-character reply, with a short reasoning. */
function playChat(req: DemoRequest, scene: Scene): DemoResponse {
  const x = textsFor(scene);
  const last = req.messages.at(-1);
  const continuing = last?.role === 'assistant' || (last?.role === 'system' && CONTINUE_NUDGE.test(last.content));
  if (continuing) return { reasoning: x.T.continueReasoning(x.n), content: x.continuation };
  return { reasoning: x.T.passReasoning(x.n, x.u), content: x.final };
}
