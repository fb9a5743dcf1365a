// Shared by the workbench tests: an app over a scripted model and an in-memory host, with the
// workbench opened and its events recorded, and a look at the director preset as stored.
import { fakeModel, type FakeReply } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { createApp } from '../app.ts';
import type { WorkbenchEvent } from './workbench.ts';

let n = 0;

export const isWorkbench = (r: ChatRequest) => !!r.tools?.some((t) => t.name === 'profile_summary');
/** Rounds of the workbench's current answer: assistant messages after the last user message. */
export const roundOf = (r: ChatRequest) => r.messages.length - 1 - r.messages.map((m) => m.role).lastIndexOf('user');

export async function setup(respond: (r: ChatRequest, i: number) => FakeReply, prefix = `wb-${n++}-`) {
  const model = fakeModel(respond);
  const host = memoryHost(model, { messages: [{ role: 'user', content: 'I open the lighthouse door.' }] });
  const app = createApp({ host, prefix });
  await app.ready;
  const events: WorkbenchEvent[] = [];
  app.workbench.subscribe((e) => events.push(e));
  await app.workbench.open();
  return { app, host, model, events, prefix };
}

export const stored = (app: Awaited<ReturnType<typeof setup>>['app']) => {
  const lib = app.profiles.library('director');
  return lib.presets.find((p) => p.id === lib.activePresetId)!.profile as DirectorProfile;
};
