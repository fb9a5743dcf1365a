// A chat deleted in the host takes its Troupe data with it: memory (graph, kept turns, vectors, the
// host's vector collection), the run history and totals, the skill-package binding, the direction for the next reply and the cached
// capsule — everything stored under the chat's store key (`chatStoreKey`). Notes live in the chat's own
// metadata and go with its file.
import { chatPackageKey } from '../../ports/boot-settings.ts';
import { anglePauseKey } from '../turns/angle-pause.ts';
import type { App } from '../app.ts';
import { chatDirectionKey } from './directions.ts';

export async function forgetChat(app: Pick<App, 'storage' | 'memory' | 'orchestrator' | 'runs'>, key: string): Promise<void> {
  app.orchestrator?.capsules.invalidate(key);
  const results = await Promise.allSettled([
    app.memory.forgetChat(key),
    app.storage.traces.clearChat(key),
    app.storage.settings.delete(chatPackageKey(key)),
    app.storage.settings.delete(chatDirectionKey(key)),
    app.orchestrator ? app.orchestrator.angles.forget(key) : app.storage.settings.delete(anglePauseKey(key)),
  ]);
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (app.runs?.chatId.value === key) await app.runs.refresh();
  if (failed.length)
    throw new AggregateError(
      failed.map((f) => f.reason),
      `Some of the deleted chat's Troupe data could not be removed (${failed.map((f) => String(f.reason?.message ?? f.reason)).join('; ')}).`,
    );
}
