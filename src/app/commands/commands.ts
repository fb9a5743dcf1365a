// Troupe's command set, independent of where it runs: each command of the table in specs.ts gets its
// `run` here — it checks its input, acts through the app's services, and returns its result as
// text; a refusal throws CommandError before anything is written — and the autocomplete values that
// come from the app's state.
import { isMode, MODES, type Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { activePreset, type PresetEntry, type PresetLibrary } from '../../core/profiles/presets.ts';
import { agentChoices } from './agents.ts';
import { isTurnTeam } from '../settings.ts';
import { MSG } from './messages.ts';
import { editPolicy, type PolicyField } from './policy-edit.ts';
import { statusText } from './status.ts';
import { splitWords, unquoteText } from './words.ts';
import { commandSpecs } from './specs.ts';
import { CommandError, type CommandChoice, type CommandContext, type TroupeCommand } from './types.ts';

/** The one text argument, or the piped input when none was given. */
const textOf = (args: string[], pipe?: string) => {
  const own = args.join(' ').trim();
  return own || (pipe ?? '').trim();
};

/** Words from the arguments, or from the piped input when none were given. */
const wordsOf = (args: string[], pipe?: string) => (args.length ? args : pipe?.trim() ? splitWords(pipe) : []);

function parseMode(value: string): Mode {
  const v = value.trim().toLowerCase();
  if (!v) throw new CommandError(MSG.needMode);
  if (!isMode(v)) throw new CommandError(MSG.unknownMode(value.trim()));
  return v;
}

export function createTroupeCommands(ctx: CommandContext): TroupeCommand[] {
  const { profiles, skills } = ctx;
  const ready = () => ctx.ready ?? Promise.resolve();
  const currentMode = () => profiles.mode.value;
  const library = (mode: Mode) => profiles.library(mode) as PresetLibrary<Mode>;
  const active = (mode: Mode) => activePreset(library(mode))!;

  /** A scope as the user knows it (Manage Skills names them so): never a raw preset id. */
  const scopeName = (scope: string): string => {
    const preset = /^preset:([a-z]+)\/(.+)$/.exec(scope);
    if (preset && (MODES as readonly string[]).includes(preset[1]!)) {
      const entry = library(preset[1] as Mode).presets.find((p) => p.id === preset[2]);
      return entry ? MSG.scopePreset(preset[1]!, entry.name) : MSG.scopeGonePreset(preset[1]!);
    }
    if (scope.startsWith('character:')) return MSG.scopeCharacter(scope.slice('character:'.length).replace(/\.png$/i, ''));
    if (scope.startsWith('package:')) return MSG.scopePackage(scope.slice('package:'.length));
    if (scope.startsWith('prompt-preset:')) return MSG.scopePromptPreset(scope.slice('prompt-preset:'.length));
    return MSG.scopeGlobal;
  };

  /** Commands that replace the current mode's draft refuse while the panel holds unsaved edits. */
  const requireSaved = (mode: Mode) => {
    if (mode === currentMode() && profiles.dirty.value) throw new CommandError(MSG.unsavedDraft(mode, active(mode).name));
  };

  const findPreset = (mode: Mode, wanted: string): PresetEntry<Mode> => {
    const presets = library(mode).presets;
    const names = presets.map((p) => p.name);
    const exact = presets.filter((p) => p.name === wanted);
    const matches = exact.length ? exact : presets.filter((p) => p.name.toLowerCase() === wanted.toLowerCase());
    if (matches.length === 1) return matches[0]!;
    if (matches.length > 1)
      throw new CommandError(
        MSG.ambiguousPreset(
          mode,
          wanted,
          matches.map((p) => p.id),
        ),
      );
    const byId = presets.find((p) => p.id === wanted);
    if (byId) return byId;
    throw new CommandError(MSG.unknownPreset(mode, wanted, names));
  };

  const installedNames = () => new Set(skills.inventory.value.map((s) => s.name));

  const editSkills = (field: PolicyField) => async (args: string[], pipe?: string) => {
    await ready();
    const mode = currentMode();
    const words = wordsOf(args, pipe);
    const preset = active(mode);
    if (!words.length)
      throw new CommandError(
        MSG.needAgent(
          mode,
          agentChoices(mode, preset.profile).map((a) => a.value),
        ),
      );
    const [agent, ...names] = words as [string, ...string[]];
    const edit = editPolicy(mode, preset.profile as Profile, preset.name, agent, field, names);
    requireSaved(mode);
    profiles.setDraft(mode, edit.profile);
    try {
      await profiles.save(mode);
    } catch (e) {
      profiles.revert(mode);
      throw new CommandError(MSG.saveFailed(e instanceof Error ? e.message : String(e)));
    }
    const lines = [
      agent === 'mode' && field === 'visible' && !edit.names.length
        ? MSG.policyModeNone(preset.name)
        : MSG.policySaved(MSG.agentLabel(agent), field, edit.names, preset.name),
    ];
    const installed = installedNames();
    const missing = edit.names.filter((n) => n !== '+' && n !== '*' && !installed.has(n));
    if (missing.length) lines.push(MSG.notInstalled(missing));
    return lines.join('\n');
  };

  const skillNameChoices = (extra: CommandChoice[]) => (): CommandChoice[] => {
    const seen = new Map<string, string[]>();
    for (const s of skills.inventory.value) seen.set(s.name, [...(seen.get(s.name) ?? []), s.scope]);
    return [...extra, ...[...seen.keys()].sort().map((name) => ({ value: name, description: seen.get(name)!.join(', ') }))];
  };

  const agentChoicesNow = () => agentChoices(currentMode(), active(currentMode()).profile);

  /** Each command's `run`, and the autocomplete values of its `live` arguments, by name. */
  const impl: Record<string, { run: TroupeCommand['run']; choices?: Record<string, () => CommandChoice[]> }> = {
    troupe: {
      async run() {
        await ready();
        return statusText(ctx);
      },
    },
    'troupe-enable': {
      async run() {
        await ready();
        await profiles.setEnabled(true);
        return MSG.enabled;
      },
    },
    'troupe-disable': {
      async run() {
        await ready();
        await profiles.setEnabled(false);
        return MSG.disabled;
      },
    },
    'troupe-mode': {
      async run(args, pipe) {
        await ready();
        const mode = parseMode(textOf(args, pipe));
        if (mode === currentMode()) return MSG.modeAlready(mode);
        await profiles.setMode(mode);
        return MSG.modeSet(mode);
      },
    },
    'troupe-preset': {
      choices: { name: () => library(currentMode()).presets.map((p) => ({ value: p.name, description: p.id })) },
      async run(args, pipe) {
        await ready();
        const mode = currentMode();
        const wanted = unquoteText(textOf(args, pipe));
        if (!wanted)
          throw new CommandError(
            MSG.needPreset(
              mode,
              library(mode).presets.map((p) => p.name),
            ),
          );
        const preset = findPreset(mode, wanted);
        if (preset.id === library(mode).activePresetId) return MSG.presetAlready(mode, preset.name);
        requireSaved(mode);
        await profiles.selectPreset(mode, preset.id);
        return MSG.presetSet(mode, preset.name);
      },
    },
    'troupe-export': {
      async run(args) {
        await ready();
        const given = args.join(' ').trim();
        const mode = given ? parseMode(given) : currentMode();
        return (await profiles.exportActive(mode)).text.trimEnd();
      },
    },
    'troupe-import': {
      async run(args, pipe) {
        await ready();
        const text = textOf(args, pipe);
        if (!text) throw new CommandError(MSG.needJson);
        const mode = currentMode();
        requireSaved(mode);
        const res = await profiles.importFile(text);
        if (!res.ok) throw new CommandError(MSG.importFailed(res.error));
        const lines = [MSG.imported(mode, active(mode).name)];
        if (res.savedAs && res.savedAs !== (res.name.trim() || res.savedAs)) lines.push(MSG.importRenamed(res.name.trim()));
        if (res.warnings.length) lines.push(MSG.importWarnings(res.warnings.length));
        if (res.skills?.length) lines.push(MSG.importSkills(res.skills.map((s) => s.name)));
        return lines.join('\n');
      },
    },
    'troupe-skills': {
      async run() {
        await ready();
        const list = [...skills.inventory.value].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.scope < b.scope ? -1 : 1));
        return list.length ? list.map((s) => `${s.name} (${scopeName(s.scope)})`).join('\n') : MSG.noSkills;
      },
    },
    'troupe-skill-visible': {
      choices: {
        agent: agentChoicesNow,
        names: skillNameChoices([
          { value: '+', description: "keep the mode's skills (first only)" },
          { value: '*', description: 'every installed skill' },
        ]),
      },
      run: editSkills('visible'),
    },
    'troupe-skill-deny': {
      choices: { agent: agentChoicesNow, names: skillNameChoices([{ value: '*', description: 'every skill' }]) },
      run: editSkills('deny'),
    },
    'troupe-turn': {
      async run(args, pipe) {
        await ready();
        const given = textOf(args, pipe);
        if (!given) return profiles.settings.value.turnTeam;
        const team = given.toLowerCase();
        if (!isTurnTeam(team)) throw new CommandError(MSG.unknownTurnTeam(given));
        await profiles.updateSettings({ turnTeam: team });
        return team;
      },
    },
    'troupe-guide': {
      async run(args, pipe) {
        await ready();
        const directions = ctx.directions;
        if (!directions) throw new CommandError(MSG.directionNoChat);
        const text = textOf(args, pipe);
        const was = directions.current.value;
        try {
          await directions.set(text);
        } catch {
          throw new CommandError(MSG.directionNoChat);
        }
        if (text) return MSG.directionSet(directions.current.value);
        return was ? MSG.directionCleared(was) : MSG.noDirection;
      },
    },
    'troupe-stop': {
      async run() {
        return ctx.orchestrator?.stop() ? MSG.stopping : MSG.nothingRunning;
      },
    },
    'troupe-trace': {
      async run(args) {
        const quiet = args[0]?.toLowerCase() === 'json';
        if (args.length && !quiet) throw new CommandError(MSG.traceArg(args.join(' ')));
        // The run view opens even before the first run: it also imports trace files.
        if (!quiet) ctx.runs?.show();
        const trace = ctx.orchestrator?.lastTrace.value;
        if (!trace) {
          if (!quiet && ctx.runs) return MSG.traceViewOpened;
          throw new CommandError(MSG.noTrace);
        }
        return JSON.stringify(trace, null, 2);
      },
    },
    'troupe-help': {
      async run() {
        return [MSG.helpHeader, ...commands.map((c) => `${usage(c)} — ${c.help}`)].join('\n');
      },
    },
  };

  const commands: TroupeCommand[] = commandSpecs().map(({ args, ...spec }) => {
    const own = impl[spec.name];
    if (!own) throw new Error(`The command /${spec.name} has no implementation.`);
    return {
      ...spec,
      args: args.map(({ live, ...arg }) => {
        const choices = live ? own.choices?.[arg.name] : arg.choices;
        if (live && !choices) throw new Error(`The argument ${arg.name} of /${spec.name} has no autocomplete values.`);
        return choices ? { ...arg, choices } : arg;
      }),
      run: own.run,
    };
  });
  return commands;
}

/** `/troupe-skill-visible <agent> [names…]` */
export function usage(c: TroupeCommand): string {
  const parts = c.args.map((a) => (a.required ? `<${a.name}${a.multiple ? '…' : ''}>` : `[${a.name}${a.multiple ? '…' : ''}]`));
  return [`/${c.name}`, ...parts].join(' ');
}
