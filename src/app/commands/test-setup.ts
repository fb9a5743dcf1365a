// Shared by this folder's tests: a fresh app per test (own IndexedDB prefix) and a snapshot of
// everything a command could change, in memory and in storage, to assert "nothing changed"; and
// the checks of one command line that succeeds or is refused.
import { signal, type Signal } from '@preact/signals-core';
import { expect } from 'vitest';
import { activePreset } from '../../core/profiles/presets.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { createApp, type App } from '../app.ts';
import { MODES } from '../../core/profiles/modes.ts';
import type { CharacterCard } from '../../ports/host.ts';
import type { RunningTurn, RunSummary, Trace } from '../runs/run-state.ts';
import { runCommandLine } from './command-line.ts';
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

/** Runs one command line and expects a refusal that left everything as it was. */
export async function refused(s: Setup, line: string, message: RegExp) {
  const before = await s.snapshot();
  const r = await runCommandLine(line, s.commands);
  expect(r.handled).toBe(true);
  expect(r.error).toMatch(message);
  expect(await s.snapshot()).toBe(before);
  return r;
}

export async function ok(s: Setup, line: string) {
  const r = await runCommandLine(line, s.commands);
  expect(r.error).toBeUndefined();
  expect(r.handled).toBe(true);
  return r.output!;
}

export const director = (s: Setup) => activePreset(s.app.profiles.library('director'))!.profile as DirectorProfile;
