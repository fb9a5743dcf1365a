// Shared by this folder's tests: a fresh app per test (own IndexedDB prefix) and a snapshot of
// everything a command could change, in memory and in storage, to assert "nothing changed".
import { signal, type Signal } from '@preact/signals-core';
import { createApp, type App } from '../app.ts';
import { MODES } from '../../core/profiles/modes.ts';
import type { CharacterCard } from '../../ports/host.ts';
import type { RunningTurn, RunSummary, Trace } from '../runs/run-state.ts';
import { createTroupeCommands } from './commands.ts';
import type { CommandContext, TroupeCommand } from './types.ts';

let n = 0;

export interface FakeRuns {
  running: Signal<RunningTurn | null>;
  lastRun: Signal<RunSummary | null>;
  lastTrace: Signal<Trace | null>;
  stops: number;
  stop(): boolean;
}

export function fakeRuns(): FakeRuns {
  const runs: FakeRuns = {
    running: signal<RunningTurn | null>(null),
    lastRun: signal<RunSummary | null>(null),
    lastTrace: signal<Trace | null>(null),
    stops: 0,
    stop() {
      if (!runs.running.value) return false;
      runs.stops++;
      runs.running.value.controller.abort();
      return true;
    },
  };
  return runs;
}

export interface Setup {
  app: App;
  ctx: CommandContext;
  commands: TroupeCommand[];
  runs: FakeRuns;
  card: { value: CharacterCard | null };
  cmd(name: string): TroupeCommand;
  snapshot(): Promise<string>;
}

export async function setup(tag = 'cmd'): Promise<Setup> {
  const app = createApp({ prefix: `${tag}-${n++}-${Math.random().toString(36).slice(2)}-` });
  await app.ready;
  const runs = fakeRuns();
  const card: { value: CharacterCard | null } = { value: null };
  const ctx: CommandContext = { ...app, orchestrator: runs, currentCard: () => card.value };
  const commands = createTroupeCommands(ctx);
  const snapshot = async () => {
    const stored: Record<string, unknown> = { settings: await app.storage.settings.get('app') };
    for (const m of MODES) stored[m] = await app.storage.profiles.get(m);
    const p = app.profiles;
    return JSON.stringify({ settings: p.settings.value, libraries: p.libraries.value, drafts: p.drafts.value, stored });
  };
  return {
    app,
    ctx,
    commands,
    runs,
    card,
    cmd: (name) => commands.find((c) => c.name === name)!,
    snapshot,
  };
}
