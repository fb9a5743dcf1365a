// What every Troupe command is, as plain data: name, help, return value, examples and arguments.
// SillyTavern's boot module registers the commands from this table before the app is loaded (the
// help and argument hints are there at once); commands.ts gives each one its `run` and the
// autocomplete values that come from the app's state. Keep this file free of the app's services.
import { profileFileName } from '../../core/profiles/file-name.ts';
import { ARG, CHOICES, HELP, MSG, RETURNS } from './messages.ts';
import type { CommandArg, CommandChoice, TroupeCommand } from './types.ts';

/** An argument as the table knows it: fixed `choices` (the modes), or `live` ones the app supplies. */
export interface CommandArgSpec extends CommandArg {
  /** Autocomplete values come from the app's state (presets, agents, skills). */
  live?: boolean;
}

export interface CommandSpec extends Omit<TroupeCommand, 'run' | 'args'> {
  args: CommandArgSpec[];
}

export const turnTeamChoices = (): CommandChoice[] => [
  { value: 'full', description: CHOICES.full },
  { value: 'light', description: CHOICES.light },
  { value: 'off', description: CHOICES.off },
];

/** The modes to choose from: the ones the command words describe (in the registry's order; a test holds them to it). */
export const modeChoices = (): CommandChoice[] => Object.entries(CHOICES.modes).map(([m, description]) => ({ value: m, description }));

/** The file /troupe-export offers when typed: named after the exported preset, as the panel names it. */
export function exportFile(json: string): { fileName: string; message: string } {
  let mode = 'profile';
  let name = '';
  try {
    const env = JSON.parse(json) as { mode?: unknown; name?: unknown };
    if (typeof env.mode === 'string') mode = env.mode;
    if (typeof env.name === 'string') name = env.name;
  } catch {
    // not ours to judge here: the file is offered under the default name
  }
  const fileName = profileFileName(mode, name);
  const bytes = new TextEncoder().encode(json).length;
  const size = bytes < 1024 ? CHOICES.bytes(bytes) : CHOICES.kb((bytes / 1024).toFixed(1));
  return { fileName, message: MSG.exportOffer(mode, name || fileName, size, fileName) };
}

/** The command table in the commands' current language (messages.ts: useCommandLanguage). */
export const commandSpecs = (): readonly CommandSpec[] => [
  { name: 'troupe', help: HELP.status, returns: RETURNS.status, examples: ['/troupe'], args: [], split: false, informational: true },
  { name: 'troupe-enable', feedback: 'confirm', help: HELP.enable, returns: RETURNS.confirmation, examples: ['/troupe-enable'], args: [], split: false },
  { name: 'troupe-disable', feedback: 'confirm', help: HELP.disable, returns: RETURNS.confirmation, examples: ['/troupe-disable'], args: [], split: false },
  {
    name: 'troupe-mode',
    feedback: 'confirm',
    help: HELP.mode,
    returns: RETURNS.confirmation,
    examples: ['/troupe-mode director', '/troupe-mode agenda'],
    args: [{ name: 'mode', description: ARG.mode, required: true, choices: modeChoices }],
    split: false,
  },
  {
    name: 'troupe-preset',
    feedback: 'confirm',
    help: HELP.preset,
    returns: RETURNS.confirmation,
    examples: ['/troupe-preset Default', '/troupe-preset "Slow burn"'],
    args: [{ name: 'name', description: ARG.preset, required: true, live: true }],
    split: false,
  },
  {
    name: 'troupe-export',
    feedback: 'file',
    file: exportFile,
    help: HELP.export,
    returns: RETURNS.exportJson,
    examples: ['/troupe-export', '/troupe-export quiet=true loop | /setvar key=loopProfile'],
    args: [{ name: 'mode', description: ARG.modeOptional, choices: modeChoices }],
    split: false,
  },
  {
    name: 'troupe-import',
    feedback: 'confirm',
    help: HELP.import,
    returns: RETURNS.confirmation,
    examples: ['/troupe-export | /troupe-import', '/getvar loopProfile | /troupe-import'],
    args: [{ name: 'json', description: ARG.json }],
    split: false,
  },
  {
    name: 'troupe-skills',
    feedback: 'long',
    help: HELP.skills,
    returns: RETURNS.skills,
    examples: ['/troupe-skills'],
    args: [],
    split: false,
    informational: true,
  },
  {
    name: 'troupe-skill-visible',
    help: HELP.skillVisible,
    returns: RETURNS.confirmation,
    examples: ['/troupe-skill-visible main + character-voice-en', '/troupe-skill-visible mode *', '/troupe-skill-visible chat_scout'],
    args: [
      { name: 'agent', description: ARG.agent, required: true, live: true },
      { name: 'names', description: ARG.skillNames, multiple: true, live: true },
    ],
    split: true,
  },
  {
    name: 'troupe-skill-deny',
    help: HELP.skillDeny,
    returns: RETURNS.confirmation,
    examples: ['/troupe-skill-deny chat_scout anti-cliche-en', '/troupe-skill-deny mode'],
    args: [
      { name: 'agent', description: ARG.agent, required: true, live: true },
      { name: 'names', description: ARG.skillNamesDeny, multiple: true, live: true },
    ],
    split: true,
  },
  {
    name: 'troupe-turn',
    feedback: 'confirm',
    help: HELP.turn,
    returns: RETURNS.turnTeam,
    examples: ['/troupe-turn light', '/troupe-turn full', '/troupe-turn'],
    args: [{ name: 'team', description: ARG.turnTeam, choices: turnTeamChoices }],
    split: false,
  },
  {
    name: 'troupe-guide',
    feedback: 'confirm',
    help: HELP.guide,
    returns: RETURNS.confirmation,
    examples: ['/troupe-guide she lies about the map', '/troupe-guide skip to morning | /regenerate', '/troupe-guide'],
    args: [{ name: 'direction', description: ARG.direction }],
    split: false,
  },
  { name: 'troupe-stop', help: HELP.stop, returns: RETURNS.confirmation, examples: ['/troupe-stop'], args: [], split: false },
  {
    name: 'troupe-trace',
    help: HELP.trace,
    returns: RETURNS.traceJson,
    examples: ['/troupe-trace', '/troupe-trace json | /setvar key=lastTrace'],
    args: [{ name: 'json', description: ARG.traceJson, choices: () => [{ value: 'json', description: ARG.traceJson }] }],
    split: true,
  },
  { name: 'troupe-help', feedback: 'long', help: HELP.help, returns: RETURNS.help, examples: ['/troupe-help'], args: [], split: false, informational: true },
];
