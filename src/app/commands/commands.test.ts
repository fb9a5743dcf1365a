// The /troupe commands on a real app: status, switching and modes, presets, export and import, who
// writes a reply, stop and trace, and the command objects; the skill commands are in commands-skills.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { activePreset } from '../../core/profiles/presets.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { createApp } from '../app.ts';
import { runCommandLine } from './command-line.ts';
import { director, ok, refused, setup } from './test-setup.ts';
import { CommandError } from './types.ts';

describe('/troupe (status)', () => {
  it('shows the switch, mode, active preset, no override and no run yet', async () => {
    const s = await setup();
    const out = await ok(s, '/troupe');
    expect(out).toContain('Troupe: off');
    expect(out).toContain('Mode: director');
    expect(out).toContain('Active preset: Default (no memory, no search) (default)');
    expect(out).toContain('Character override: none');
    expect(out).toContain('Last run: none');
  });

  it("shows the last run's outcome, duration and tokens, and a run in progress", async () => {
    const s = await setup();
    s.runs.lastRun.value = {
      mode: 'director',
      chatId: 'c1',
      storeKey: 'c1',
      outcome: 'failed',
      detail: 'error',
      message: 'model said no',
      startedAt: 0,
      durationMs: 2500,
      usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
    };
    s.runs.running.value = { mode: 'director', chatId: 'c2', storeKey: 'c2', startedAt: Date.now() - 1000, controller: new AbortController() };
    const out = await ok(s, '/troupe');
    expect(out).toContain('Last run: failed (error), director in chat c1, 2.5 s, 15 tokens');
    expect(out).toContain("Last run's message: model said no");
    expect(out).toMatch(/Running: director in chat c2 for \d+\.\d s/);
  });

  it('says when a card override is in effect, and when it waits for consent', async () => {
    const s = await setup();
    const card = {
      key: 'alice.png',
      name: 'Alice',
      extensions: { troupe: { version: 1, overrides: { director: { mode: 'director', maxRounds: 3 } } } },
    };
    s.card.value = card;
    expect(await ok(s, '/troupe')).toContain('not in effect until you agree');
    await s.app.profiles.answerConsent(card, true);
    expect(await ok(s, '/troupe')).toContain('Character override: in effect');
    await ok(s, '/troupe-mode loop');
    expect(await ok(s, '/troupe')).toContain('Character override: none');
  });
});

describe('/troupe-enable, /troupe-disable, /troupe-mode', () => {
  it('switch Troupe on and off and change the mode, persisted', async () => {
    const s = await setup();
    expect(await ok(s, '/troupe-enable')).toBe('Troupe is on.');
    expect(s.app.profiles.settings.value.enabled).toBe(true);
    expect(await ok(s, '/troupe-mode agenda')).toBe('Troupe mode: agenda.');
    expect(await ok(s, '/troupe-mode AGENDA')).toBe('Troupe mode is already agenda.');
    expect(await s.app.storage.settings.get('app')).toMatchObject({ enabled: true, mode: 'agenda' });
    expect(await ok(s, '/troupe-disable')).toBe('Troupe is off.');
    expect(s.app.profiles.settings.value.enabled).toBe(false);
  });

  it('refuse an unknown or missing mode', async () => {
    const s = await setup();
    await refused(s, '/troupe-mode chaos', /Unknown mode "chaos"\. Use one of: director, loop, spec, agenda, single\./);
    await refused(s, '/troupe-mode', /Name a mode/);
  });
});

describe('/troupe-preset', () => {
  async function withPresets() {
    const s = await setup();
    await s.app.profiles.newPreset('director', 'Slow burn');
    await s.app.profiles.newPreset('director', 'Action');
    await s.app.profiles.selectPreset('director', 'default');
    return s;
  }

  it('switches the active preset of the current mode by name (quoted, any case) or id', async () => {
    const s = await withPresets();
    expect(await ok(s, '/troupe-preset "Slow burn"')).toBe('Active director preset: Slow burn.');
    expect(s.app.profiles.library('director').presets.find((p) => p.id === s.app.profiles.library('director').activePresetId)!.name).toBe('Slow burn');
    await ok(s, '/troupe-preset action');
    expect(activePreset(s.app.profiles.library('director'))!.name).toBe('Action');
    await ok(s, '/troupe-preset default');
    expect(s.app.profiles.library('director').activePresetId).toBe('default');
    expect(await ok(s, '/troupe-preset "Default (no memory, no search)"')).toContain('already');
    const stored = (await s.app.storage.profiles.get('director')) as { activePresetId: string };
    expect(stored.activePresetId).toBe('default');
  });

  it('refuses an unknown name (listing the presets), an ambiguous one, none, and unsaved panel edits', async () => {
    const s = await withPresets();
    await refused(
      s,
      '/troupe-preset Nope',
      /There is no director preset named "Nope"\. Presets: Default \(no memory, no search\), Default \(memory \+ search\), 默认（无记忆、无搜索）, 默认（记忆 \+ 搜索）, Slow burn, Action\./,
    );
    await refused(s, '/troupe-preset', /Name a director preset/);
    await s.app.profiles.newPreset('director', 'Action');
    await s.app.profiles.selectPreset('director', 'default');
    await refused(s, '/troupe-preset Action', /Several director presets are named "Action"; give the id/);
    s.app.profiles.setDraft('director', { ...director(s), maxRounds: 7 });
    await refused(s, '/troupe-preset "Slow burn"', /unsaved changes in the Troupe panel/);
  });
});

describe('/troupe-export and /troupe-import', () => {
  it('exports the active preset as the profile file JSON, for the current or a named mode, without secrets', async () => {
    const s = await setup();
    await s.app.profiles.newPreset('director', 'Keyed', { ...director(s), apiKey: 'sk-abcdefghijklmnopqrstuvwxyz123456' } as DirectorProfile);
    const json = JSON.parse(await ok(s, '/troupe-export'));
    expect(json).toMatchObject({ format: 'luker_orchestrator_profile_v3', mode: 'director', name: 'Keyed' });
    expect(JSON.stringify(json)).not.toContain('sk-abcdefghijklmnopqrstuvwxyz');
    const loop = JSON.parse(await ok(s, '/troupe-export loop'));
    expect(loop).toMatchObject({ format: 'troupe_profile_loop_v1', mode: 'loop', name: 'Default' });
    await refused(s, '/troupe-export nope', /Unknown mode "nope"/);
  });

  it('an export piped into an import becomes a new active preset of the current mode', async () => {
    const s = await setup();
    const draft = director(s);
    await s.app.profiles.newPreset('director', 'Tuned', { ...draft, maxRounds: 5 });
    const out = await ok(s, '/troupe-export | /troupe-import');
    // The name is taken (it was exported from "Tuned"): the import is stored as "Tuned (2)".
    expect(out).toBe('Imported "Tuned (2)" as a new director preset; it is now active.\nA preset named "Tuned" already existed, so the new one got a number.');
    const lib = s.app.profiles.library('director');
    expect(lib.presets.map((p) => p.name)).toEqual([
      'Default (no memory, no search)',
      'Default (memory + search)',
      '默认（无记忆、无搜索）',
      '默认（记忆 + 搜索）',
      'Tuned',
      'Tuned (2)',
    ]);
    expect(activePreset(lib)!.id).not.toBe(lib.presets[4]!.id);
    expect((activePreset(lib)!.profile as DirectorProfile).maxRounds).toBe(5);
  });

  it('takes the JSON as the argument too', async () => {
    const s = await setup();
    const file = await s.cmd('troupe-export').run([]);
    expect(await ok(s, `/troupe-import ${file}`)).toContain('Imported "Default (no memory, no search) (2)"');
    expect(s.app.profiles.library('director').presets).toHaveLength(5);
  });

  it('refuses malformed JSON, a file for another mode, nothing, and unsaved panel edits', async () => {
    const s = await setup();
    await refused(s, '/troupe-import {"format": ', /The profile was not imported: The file is not valid JSON/);
    const loopFile = await s.cmd('troupe-export').run(['loop']);
    const r = await refused(s, `/troupe-import ${loopFile}`, /The profile was not imported/);
    expect(r.error).toMatch(/mode/i);
    await refused(s, '/troupe-import', /Give the profile export JSON/);
    await refused(s, '/troupe-disable || /troupe-import', /Give the profile export JSON/);
    s.app.profiles.setDraft('director', { ...director(s), maxRounds: 9 });
    const file = await s.cmd('troupe-export').run([]);
    await refused(s, `/troupe-import ${file}`, /unsaved changes/);
  });
});

describe('/troupe-turn (who writes a reply)', () => {
  it('sets the choice and returns it; typed alone it returns the current one', async () => {
    const s = await setup();
    expect(await ok(s, '/troupe-turn')).toBe('full');
    expect(await ok(s, '/troupe-turn light')).toBe('light');
    expect(s.app.profiles.settings.value.turnTeam).toBe('light');
    expect(await s.app.storage.settings.get('app')).toMatchObject({ turnTeam: 'light' });
    expect(await ok(s, '/troupe-turn OFF')).toBe('off');
    expect(await ok(s, '/troupe-turn')).toBe('off');
    expect(await s.cmd('troupe-turn').run([], 'full')).toBe('full');
    expect(s.app.profiles.settings.value.turnTeam).toBe('full');
  });

  it('an unknown choice is refused with the three it takes, and nothing changes', async () => {
    const s = await setup();
    const r = await refused(s, '/troupe-turn writer', /Unknown choice "writer"/);
    expect(r.error).toMatch(/full .*light .*off/);
  });

  it('/troupe-help and /troupe list it', async () => {
    const s = await setup();
    expect(await ok(s, '/troupe-help')).toMatch(/^\/troupe-turn \[team\] — /m);
    expect(await ok(s, '/troupe')).toContain('Replies: the full team writes them');
  });
});

describe('/troupe-stop and /troupe-trace', () => {
  it('stop aborts the run in progress through the orchestrator, and says when nothing runs', async () => {
    const s = await setup();
    expect(await ok(s, '/troupe-stop')).toBe('No Troupe run is in progress.');
    const controller = new AbortController();
    s.runs.running.value = { mode: 'director', chatId: 'c', storeKey: 'c', startedAt: 0, controller };
    expect(await ok(s, '/troupe-stop')).toBe('Stopping the Troupe run in progress.');
    expect(controller.signal.aborted).toBe(true);
    expect(s.runs.stops).toBe(1);
  });

  it('trace refuses clearly when no run has finished, and returns the JSON when one has', async () => {
    const s = await setup();
    await refused(s, '/troupe-trace', /There is no trace yet/);
    s.runs.lastTrace.value = { toJSON: () => ({ format: 'x', entries: [1] }) } as never;
    expect(JSON.parse(await ok(s, '/troupe-trace'))).toEqual({ format: 'x', entries: [1] });
  });

  it('work without an orchestrator wired', async () => {
    const s = await setup();
    const bare = (await import('./commands.ts')).createTroupeCommands({ profiles: s.app.profiles, skills: s.app.skills });
    expect(await runCommandLine('/troupe-stop', bare)).toEqual({ handled: true, output: 'No Troupe run is in progress.' });
    expect((await runCommandLine('/troupe', bare)).output).toContain('Last run: none');
    expect((await runCommandLine('/troupe-trace', bare)).error).toMatch(/no trace/i);
  });
});

describe('the command objects', () => {
  it('throw CommandError for refusals and take piped input as their argument', async () => {
    const s = await setup();
    await expect(s.cmd('troupe-mode').run(['nope'])).rejects.toBeInstanceOf(CommandError);
    expect(await s.cmd('troupe-mode').run([], 'loop')).toBe('Troupe mode: loop.');
    expect(await s.cmd('troupe-skill-visible').run([], 'loop director-anti-cliche-en')).toContain('agent "loop" sees director-anti-cliche-en');
    // Status and export ignore the pipe.
    expect(await s.cmd('troupe-export').run([], 'Troupe is on.')).toContain('"mode": "loop"');
  });

  it('offer autocomplete values that follow the current mode, presets and skills', async () => {
    const s = await setup();
    const visible = s.cmd('troupe-skill-visible');
    const agents = visible.args[0]!.choices!().map((c) => c.value);
    expect(agents).toEqual(['main', ...director(s).subAgents.map((a) => a.id), 'mode']);
    expect(agents).toContain('chat_scout');
    const names = visible.args[1]!.choices!().map((c) => c.value);
    expect(names.slice(0, 2)).toEqual(['+', '*']);
    expect(names).toHaveLength(52);
    expect(names).toContain('director-anti-cliche-zh');
    expect(s.cmd('troupe-mode').args[0]!.choices!().map((c) => c.value)).toEqual(['director', 'loop', 'spec', 'agenda', 'single']);
    await s.app.profiles.newPreset('director', 'Second');
    expect(s.cmd('troupe-preset').args[0]!.choices!().map((c) => c.value)).toEqual([
      'Default (no memory, no search)',
      'Default (memory + search)',
      '默认（无记忆、无搜索）',
      '默认（记忆 + 搜索）',
      'Second',
    ]);
    await s.app.profiles.setMode('agenda');
    expect(visible.args[0]!.choices!().map((c) => c.value)).toContain('planner');
    expect(s.cmd('troupe-preset').args[0]!.choices!().map((c) => c.value)).toEqual(['Default', '默认']);
  });

  it('help lists every command with its usage', async () => {
    const s = await setup();
    const out = await ok(s, '/troupe-help');
    for (const c of s.commands) expect(out).toContain(`/${c.name}`);
    expect(out).toContain('/troupe-skill-visible <agent> [names…]');
  });

  it('changes survive a reload of the app', async () => {
    const prefix = `cmd-reload-${Math.random().toString(36).slice(2)}-`;
    const app = createApp({ prefix });
    await app.ready;
    const { createTroupeCommands } = await import('./commands.ts');
    const cmds = createTroupeCommands(app);
    await runCommandLine('/troupe-enable | /troupe-mode spec', cmds);
    await runCommandLine('/troupe-skill-visible distiller director-anti-cliche-en', cmds);
    const again = createApp({ prefix });
    await again.ready;
    expect(again.profiles.settings.value).toMatchObject({ enabled: true, mode: 'spec' });
    const node = activePreset(again.profiles.library('spec'))!.profile.stages[0]!.nodes[0]!;
    expect(node.skills).toEqual({ visible: ['director-anti-cliche-en'], deny: ['capsule-guidance-en'] });
  });
});
