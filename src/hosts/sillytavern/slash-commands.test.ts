import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createSlashStandIn } from '../../../test/fixtures/st-context/slash-parser.ts';
import { setup, type Setup } from '../../app/commands/test-setup.ts';
import { activePreset } from '../../core/profiles/presets.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { helpHtml, registerSlashCommands, type StSlashApi } from './slash-commands.ts';

async function registered(tag = 'st') {
  const s = await setup(tag);
  const st = createSlashStandIn();
  const notices: { level: string; message: string }[] = [];
  const reg = registerSlashCommands(st.context as StSlashApi, s.commands, { notify: (level, message) => void notices.push({ level, message }) });
  return { s, st, reg, notices };
}

/** Runs a script that must fail, and checks that nothing changed. */
async function refused(s: Setup, run: () => Promise<unknown>, message: RegExp) {
  const before = await s.snapshot();
  await expect(run()).rejects.toThrow(message);
  expect(await s.snapshot()).toBe(before);
}

describe('registerSlashCommands', () => {
  it('registers nothing and does not throw when the parser is missing', async () => {
    const s = await setup('st-none');
    for (const api of [undefined, null, {}, { SlashCommandParser: {} }, { SlashCommandParser: { addCommandObject() {} } }]) {
      const r = registerSlashCommands(api as StSlashApi, s.commands);
      expect(r).toMatchObject({ registered: [], via: 'none' });
      expect(r.problems[0]).toMatch(/slash-command parser/);
    }
  });

  it('registers every command with help HTML, return type, argument descriptors and a quiet flag on informational ones', async () => {
    const { st, reg, s } = await registered();
    expect(reg).toEqual({ registered: s.commands.map((c) => c.name), via: 'parser', problems: [] });
    const mode = st.commands['troupe-mode']!;
    expect(mode.helpString).toContain('Switches the orchestration mode');
    expect(mode.helpString).toContain('<code class="language-stscript">/troupe-mode director</code>');
    expect(mode.returns).toBe('a confirmation');
    expect(mode.unnamedArgumentList[0]).toMatchObject({ isRequired: true, acceptsMultiple: false, typeList: ['string'] });
    const visible = st.commands['troupe-skill-visible']!;
    expect(visible.splitUnnamedArgument).toBe(true);
    expect(visible.unnamedArgumentList[1]).toMatchObject({ acceptsMultiple: true, isRequired: false });
    expect(st.commands['troupe']!.namedArgumentList.map((a) => a.name)).toEqual(['quiet']);
    // Confirming commands can be silenced too; data commands (export) have nothing to silence.
    expect(st.commands['troupe-mode']!.namedArgumentList.map((a) => a.name)).toEqual(['quiet']);
    expect(st.commands['troupe-export']!.namedArgumentList.map((a) => a.name)).toEqual(['quiet']);
    // Help text names no raw ids, and is escaped (SillyTavern assigns it as HTML).
    expect(st.commands['troupe-skills']!.helpString).toContain('a preset by its name');
    expect(helpHtml({ ...s.commands[0]!, help: 'scope <mode>/<id>', examples: ['/x <y>'] })).toBe(
      '<div>scope &lt;mode&gt;/&lt;id&gt;</div><div><strong>Examples:</strong><ul class="justifyLeft"><li><pre><code class="language-stscript">/x &lt;y&gt;</code></pre></li></ul></div>',
    );
  });

  it('autocompletes modes, preset names, agent names and skill names from the live state', async () => {
    const { st, s } = await registered();
    expect(st.complete('troupe-mode', 0)).toEqual(['director', 'loop', 'spec', 'agenda', 'single']);
    expect(st.complete('troupe-export', 0)).toContain('agenda');
    await s.app.profiles.newPreset('director', 'Night shift');
    expect(st.complete('troupe-preset', 0)).toEqual([
      'Default (no memory, no search)',
      'Default (memory + search)',
      '默认（无记忆、无搜索）',
      '默认（记忆 + 搜索）',
      'Night shift',
    ]);
    expect(st.complete('troupe-skill-visible', 0)).toContain('main');
    expect(st.complete('troupe-skill-visible', 0)).toContain('mode');
    // The 50 bundled skills follow + and *.
    expect(st.complete('troupe-skill-visible', 3).slice(0, 3)).toEqual(['+', '*', 'agenda-planner-method-en']);
    expect(st.complete('troupe-skill-visible', 3)).toHaveLength(52);
    expect(st.complete('troupe-skill-deny', 1).slice(0, 2)).toEqual(['*', 'agenda-planner-method-en']);
    expect(st.complete('troupe-skill-deny', 1)).toContain('director-character-voice-zh');
    await s.app.profiles.setMode('agenda');
    expect(st.complete('troupe-skill-deny', 0)).toContain('planner');
    expect(st.complete('troupe-preset', 0)).toEqual(['Default', '默认']);
  });

  it('a failing autocomplete source offers nothing instead of breaking the input box', async () => {
    const s = await setup('st-choices');
    const st = createSlashStandIn();
    const broken = {
      ...s.commands[0]!,
      name: 'troupe-broken',
      args: [
        {
          name: 'x',
          description: 'x',
          choices: () => {
            throw new Error('boom');
          },
        },
      ],
    };
    registerSlashCommands(st.context as StSlashApi, [broken]);
    expect(st.complete('troupe-broken', 0)).toEqual([]);
  });

  it('falls back to registerSlashCommand (no descriptors) and the commands still work', async () => {
    const s = await setup('st-legacy');
    const calls: { name: string; callback: (n: Record<string, unknown>, v: unknown) => Promise<string>; help: string }[] = [];
    const api: StSlashApi = { registerSlashCommand: (name, callback, _aliases, help) => void calls.push({ name, callback, help }) };
    const r = registerSlashCommands(api, s.commands);
    expect(r.via).toBe('legacy');
    expect(r.registered).toHaveLength(s.commands.length);
    expect(r.problems[0]).toMatch(/without autocomplete/);
    const visible = calls.find((c) => c.name === 'troupe-skill-visible')!;
    // Without descriptors SillyTavern hands over one string; the words are split here.
    expect(await visible.callback({}, 'main "director-anti-cliche-en"')).toContain('agent "main" sees director-anti-cliche-en');
  });

  it('reports a command the parser refuses and registers the rest', async () => {
    const s = await setup('st-refuse');
    const st = createSlashStandIn();
    const bad = { ...s.commands[0]!, name: '/bad' };
    const r = registerSlashCommands(st.context as StSlashApi, [bad, ...s.commands.slice(1)]);
    expect(r.registered).toEqual(s.commands.slice(1).map((c) => c.name));
    expect(r.problems).toEqual([expect.stringContaining('//bad could not be registered: Illegal Name')]);
  });
});

describe('the commands through the stand-in parser', () => {
  it('/troupe-help and /troupe-skills open the popup with the text (never HTML); without a popup, a notice', async () => {
    const s = await setup('st-popup');
    const st = createSlashStandIn();
    const notices: { level: string; message: string }[] = [];
    const shown: string[] = [];
    registerSlashCommands(st.context as StSlashApi, s.commands, {
      notify: (level, message) => void notices.push({ level, message }),
      popup: (text) => void shown.push(text),
    });
    const help = await st.run('/troupe-help');
    expect(shown).toEqual([help]);
    expect(help.split('\n').length).toBeGreaterThan(10);
    expect(notices).toEqual([]);
    await st.run('/troupe-help quiet=true');
    expect(shown).toHaveLength(1);
    // Short informational results stay notices.
    await st.run('/troupe');
    expect(notices.map((n) => n.level)).toEqual(['info']);
  });

  it('/troupe returns the status and shows it unless quiet=true', async () => {
    const { st, notices } = await registered();
    const out = await st.run('/troupe');
    expect(out).toContain('Troupe: off');
    expect(notices).toEqual([{ level: 'info', message: out }]);
    await st.run('/troupe quiet=true');
    expect(notices).toHaveLength(1);
    await st.run('/troupe-skills quiet=false');
    expect(notices.at(-1)!.message).toContain('director-anti-cliche-en (global)');
  });

  it('enable, mode and preset change the settings; chained with `|` the previous result is not taken as an argument', async () => {
    const { st, s, notices } = await registered();
    await s.app.profiles.newPreset('loop', 'Careful');
    await s.app.profiles.selectPreset('loop', 'default');
    expect(await st.run('/troupe-enable | /troupe-mode loop | /troupe-preset Careful')).toBe('Active loop preset: Careful.');
    expect(s.app.profiles.settings.value).toMatchObject({ enabled: true, mode: 'loop' });
    expect(activePreset(s.app.profiles.library('loop'))!.name).toBe('Careful');
    // The status after a `|` ignores the injected pipe, as does export.
    expect(await st.run('/troupe-disable | /troupe quiet=true')).toContain('Troupe: off');
    expect(JSON.parse(await st.run('/troupe-enable quiet=true | /troupe-export')).mode).toBe('loop');
    // Each setting change confirmed itself briefly; the quiet ones and the data did not.
    expect(notices).toEqual([
      { level: 'success', message: 'Troupe is on.' },
      { level: 'success', message: 'Troupe mode: loop.' },
      { level: 'success', message: 'Active loop preset: Careful.' },
      { level: 'success', message: 'Troupe is off.' },
    ]);
  });

  it('export piped into import creates a preset; {{pipe}} works too', async () => {
    const { st, s } = await registered();
    await st.run('/troupe-export | /troupe-import');
    // Four shipped presets, then the imported copies.
    expect(s.app.profiles.library('director').presets).toHaveLength(5);
    await st.run('/troupe-export || /troupe-import {{pipe}}');
    expect(s.app.profiles.library('director').presets).toHaveLength(6);
  });

  it('/troupe-export typed alone offers the file; quiet=true only returns the JSON', async () => {
    const s = await setup('st-export');
    const st = createSlashStandIn();
    const offers: { message: string; fileName: string; text: string }[] = [];
    registerSlashCommands(st.context as StSlashApi, s.commands, { offerFile: (message, fileName, text) => void offers.push({ message, fileName, text }) });
    const json = await st.run('/troupe-export');
    expect(offers).toHaveLength(1);
    expect(offers[0]!.text).toBe(json);
    expect(JSON.parse(offers[0]!.text)).toMatchObject({ mode: 'director', name: 'Default (no memory, no search)' });
    expect(offers[0]!.fileName).toBe('troupe-director-Default-no-memory-no-search.json');
    expect(offers[0]!.message).toMatch(
      /^Exported the director preset "Default \(no memory, no search\)" \(\d+\.\d KB\)\. Click here to save it as troupe-director-Default-no-memory-no-search\.json\.$/,
    );
    await st.run('/troupe-export quiet=true loop');
    expect(offers).toHaveLength(1);
    expect(st.commands['troupe-export']!.namedArgumentList.map((a) => a.name)).toEqual(['quiet']);
  });

  it('skill policies: split words, quoted names, mode level', async () => {
    const { st, s } = await registered();
    await st.run('/troupe-skill-visible main + "director-anti-cliche-en"');
    const d = activePreset(s.app.profiles.library('director'))!.profile as DirectorProfile;
    expect(d.mainAgent.skills).toEqual({ visible: ['+', 'director-anti-cliche-en'], preload: ['draft-writer-style-en'] });
    await st.run('/troupe-skill-deny mode director-character-voice-en');
    expect((activePreset(s.app.profiles.library('director'))!.profile as DirectorProfile).skills.deny).toEqual(['director-character-voice-en']);
  });

  it('/troupe-stop and /troupe-trace reach the run state', async () => {
    const { st, s } = await registered();
    const controller = new AbortController();
    s.runs.running.value = { mode: 'director', chatId: 'c', storeKey: 'c', startedAt: 0, controller };
    expect(await st.run('/troupe-stop')).toBe('Stopping the Troupe run in progress.');
    expect(controller.signal.aborted).toBe(true);
    await expect(st.run('/troupe-trace')).rejects.toThrow(/There is no trace yet/);
  });

  it('refusals throw a clear, HTML-escaped message and change nothing', async () => {
    const { st, s } = await registered();
    await refused(s, () => st.run('/troupe-mode <img src=x onerror=alert(1)>'), /Unknown mode "&lt;img src=x onerror=alert\(1\)&gt;"/);
    await refused(s, () => st.run('/troupe-mode'), /Name a mode/);
    // After `|` a command without an argument gets the previous result, as in SillyTavern.
    await s.app.profiles.setEnabled(true);
    await refused(s, () => st.run('/troupe-enable | /troupe-mode'), /Unknown mode "Troupe is on\."/);
    await refused(
      s,
      () => st.run('/troupe-preset Missing'),
      /There is no director preset named "Missing"\. Presets: Default \(no memory, no search\), Default \(memory \+ search\), 默认（无记忆、无搜索）, 默认（记忆 \+ 搜索）\./,
    );
    await refused(s, () => st.run('/troupe-export chaos'), /Unknown mode/);
    await refused(s, () => st.run('/troupe-import {"broken"'), /not valid JSON/);
    await refused(s, () => st.run('/troupe-import'), /Give the profile export JSON/);
    await refused(s, () => st.run('/troupe-skill-visible ghost director-anti-cliche-en'), /has no agent "ghost"/);
    await refused(s, () => st.run('/troupe-skill-deny main NOPE'), /is not a skill name/);
  });
});
