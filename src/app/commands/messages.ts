// Every string the commands show: help texts, results and refusals, in English here and in Chinese in
// messages-zh-CN.ts (zh-TW: the same table in Traditional characters, converted at build time by
// scripts/hant-plugin.ts). The table is chosen by the UI language (languages.ts, with the rule of
// src/ports/locale.ts that the app's other notices follow): useCommandTexts switches HELP, MSG… for every
// importer.
import type { Mode } from '../../core/profiles/modes.ts';
import { SLASH_EN, UNCLOSED_QUOTE_EN, useSlashTexts } from '../../ports/commands.ts';
import { MODE_WORDS, modeBlurbs } from './mode-words.ts';

const list = (items: readonly string[]) => (items.length ? items.join(', ') : '(none)');
/** What the user typed, as a refusal quotes it: at most 80 characters. */
const given = (v: string) => (v.length > 80 ? `${v.slice(0, 80)}…` : v);

/**
 * Each mode in the autocomplete (and, by its keys, the modes the command help names), in the words of
 * its own folder (mode-words.ts).
 */
const MODE_WORDS_EN = modeBlurbs(MODE_WORDS, 'en') as Record<Mode, string>;
const modes = Object.keys(MODE_WORDS_EN).join(', ');

const HELP_EN = {
  status: "Shows Troupe's status: on or off, the mode, the active preset, whether a character card's override is in effect, and how the last run ended.",
  enable: 'Turns Troupe on: the next generation runs in the current mode.',
  disable: 'Turns Troupe off: generations run as if Troupe were not installed.',
  mode: `Switches the orchestration mode (${modes}).`,
  preset: 'Makes a preset of the current mode active, by name (or id). Refused while the Troupe panel has unsaved changes to the current preset.',
  export:
    'Returns the active preset of a mode (the current mode when none is named) as profile export JSON, the same file the panel exports, without API keys or other secrets. Pipe it into /troupe-import or another command.',
  import:
    'Reads profile export JSON from the argument or the pipe and adds it as a new preset of the current mode, made active, as Import in the panel does. The file must be for the current mode. Skills embedded in the file are not installed (use the panel for that).',
  skills: 'Lists the installed skills with their scope (global, a preset by its name, a character or a package).',
  skillVisible:
    "Sets which skills an agent of the current mode's active preset sees, and saves the preset. Agents: main or a sub-agent id (director), loop (loop), a node id (spec), planner or a worker id (agenda), node (single), and mode for the mode-level list. Start the names with + to keep the mode's skills and add these; * means every installed skill; giving no names returns an agent to the mode's list.",
  skillDeny:
    "Sets the skills an agent of the current mode's active preset may never see (with mode: that no agent sees), and saves the preset. * denies every skill; giving no names clears the list.",
  turn: "Chooses who writes the next replies: full (the whole team), light (the writer alone; in a capsule mode the chat model replies without guidance) or off (the chat model's own reply). Applies from the next generation; swipes and regenerations of a reply keep the choice it was written with. Without an argument it returns the current choice.",
  guide:
    'Gives the next reply a direction, one line every agent reads ("she lies about the map", "skip to morning"). Swipes and regenerations of that reply keep it until you change or clear it; your next message clears it. Without text it clears the direction and says what it was. Follow it with /regenerate to redo the last reply with it.',
  stop: 'Stops the Troupe run in progress, as the Stop button does (a director reply is kept or discarded as the profile says).',
  trace: "Opens the run view and returns the last run's trace as JSON (every request, tool call and event, with timings and tokens). With json: the JSON only.",
  help: "Lists Troupe's commands.",
} as const;

const RETURNS_EN = {
  turnTeam: 'the choice: full, light or off',
  status: 'status text',
  confirmation: 'a confirmation',
  exportJson: 'profile export JSON',
  skills: 'one skill per line: name (scope)',
  traceJson: 'trace JSON',
  help: 'the list of commands',
} as const;

const ARG_EN = {
  direction: 'one line of direction for the next reply (none: clear it)',
  traceJson: 'json: the JSON only, no run view',
  turnTeam: 'full, light or off',
  mode: 'the mode',
  modeOptional: 'the mode whose active preset to export (default: the current mode)',
  preset: 'the preset name (or id)',
  json: 'profile export JSON (or pipe it in)',
  agent: 'the agent, or mode for the mode-level list',
  skillNames: "skill names, + first to extend the mode's list, * for all",
  skillNamesDeny: 'skill names, * for all',
} as const;

const MSG_EN = {
  // Status
  statusOn: 'Troupe: on',
  statusOff: 'Troupe: off',
  statusMode: (mode: string) => `Mode: ${mode}`,
  statusTurn: (team: string) =>
    `Replies: ${team === 'off' ? "the chat model's own (/troupe-turn off)" : team === 'light' ? 'the writer alone writes them (/troupe-turn light)' : 'the full team writes them (/troupe-turn full)'}`,
  statusPreset: (name: string, id: string) => `Active preset: ${name} (${id})`,
  statusOverrideNone: 'Character override: none',
  statusOverrideActive: (from: string) =>
    `Character override: in effect (the card's ${from === 'luker' ? 'Luker' : 'Troupe'} profile replaces the preset for this mode)`,
  statusOverridePending: 'Character override: the card has one for this mode, not in effect until you agree to it in the panel',
  statusOverrideUnusable: (why: string) => `Character override: the card's one cannot be used (${why}); the preset runs`,
  statusRunning: (mode: string, chatId: string, seconds: string) => `Running: ${mode} in chat ${chatId} for ${seconds} s`,
  statusLastNone: 'Last run: none in this session',
  statusLast: (outcome: string, detail: string, mode: string, chatId: string, seconds: string, tokens: string) =>
    `Last run: ${outcome} (${detail}), ${mode} in chat ${chatId}, ${seconds} s${tokens}`,
  statusTokens: (n: number) => `, ${n} tokens`,
  statusLastMessage: (m: string) => `Last run's message: ${m}`,

  // Results
  enabled: 'Troupe is on.',
  disabled: 'Troupe is off.',
  modeSet: (mode: string) => `Troupe mode: ${mode}.`,
  modeAlready: (mode: string) => `Troupe mode is already ${mode}.`,
  presetSet: (mode: string, name: string) => `Active ${mode} preset: ${name}.`,
  presetAlready: (mode: string, name: string) => `"${name}" is already the active ${mode} preset.`,
  exportOffer: (mode: string, name: string, size: string, fileName: string) =>
    `Exported the ${mode} preset "${name}" (${size}). Click here to save it as ${fileName}.`,
  imported: (mode: string, name: string) => `Imported "${name}" as a new ${mode} preset; it is now active.`,
  importWarnings: (n: number) => `${n} field(s) were repaired or removed while reading it (credentials are always removed).`,
  importSkills: (names: string[]) => `The file also carries skills that were not installed: ${list(names)}. Import the file in the panel to install them.`,
  noSkills: 'No skills are installed.',
  policySaved: (what: string, field: 'visible' | 'deny', names: string[], preset: string) =>
    field === 'visible'
      ? names.length
        ? `Saved in preset "${preset}": ${what} sees ${list(names)}.`
        : `Saved in preset "${preset}": ${what} sees the mode's skills.`
      : names.length
        ? `Saved in preset "${preset}": ${what} never sees ${list(names)}.`
        : `Saved in preset "${preset}": ${what} has no denied skills.`,
  policyModeNone: (preset: string) => `Saved in preset "${preset}": the mode-level list is empty, so agents that inherit it see no skills.`,
  agentLabel: (agent: string) => (agent === 'mode' ? 'the mode level' : `agent "${agent}"`),
  notInstalled: (names: string[]) => `Not installed yet (kept in the list, used once installed): ${list(names)}.`,
  stopping: 'Stopping the Troupe run in progress.',
  directionSet: (text: string) => `Direction for the next reply: ${text}`,
  directionCleared: (was: string) => `Direction cleared (it was: ${was}).`,
  noDirection: 'No direction is set.',
  directionNoChat: 'Open a chat first: a direction belongs to a chat.',
  nothingRunning: 'No Troupe run is in progress.',
  helpHeader: 'Troupe commands:',

  // Refusals (nothing changed)
  unchanged: 'Nothing was changed.',
  unclosedQuote: UNCLOSED_QUOTE_EN,
  needMode: `Name a mode: ${modes}.`,
  unknownTurnTeam: (v: string) => `Unknown choice "${v}". Use one of: full (the whole team), light (the writer only), off (the chat model's own reply).`,
  unknownMode: (v: string) => `Unknown mode "${given(v)}". Use one of: ${modes}.`,
  needPreset: (mode: string, names: string[]) => `Name a ${mode} preset: ${list(names)}.`,
  unknownPreset: (mode: string, v: string, names: string[]) => `There is no ${mode} preset named "${given(v)}". Presets: ${list(names)}.`,
  ambiguousPreset: (mode: string, v: string, ids: string[]) =>
    `Several ${mode} presets are named "${given(v)}"; give the id of the one you mean: ${list(ids)}.`,
  unsavedDraft: (mode: string, name: string) => `The ${mode} preset "${name}" has unsaved changes in the Troupe panel; save or revert them first.`,
  needJson: 'Give the profile export JSON as the argument, or pipe it in: /troupe-export | /troupe-import',
  importRenamed: (name: string) => `A preset named "${name}" already existed, so the new one got a number.`,
  scopeGlobal: 'global',
  scopePreset: (mode: string, name: string) => `${mode} preset "${name}"`,
  scopeGonePreset: (mode: string) => `a deleted ${mode} preset`,
  scopeCharacter: (name: string) => `character ${name}`,
  scopePackage: (name: string) => `package ${name}`,
  scopePromptPreset: (name: string) => `prompt preset "${name}"`,
  importFailed: (why: string) => `The profile was not imported: ${why}`,
  needAgent: (mode: string, names: string[]) => `Name an agent of the ${mode} preset: ${list(names)}.`,
  unknownAgent: (mode: string, preset: string, v: string, names: string[]) =>
    `The ${mode} preset "${preset}" has no agent "${given(v)}". Agents: ${list(names)}.`,
  badSkillName: (v: string) =>
    `"${v}" is not a skill name: skill names use lowercase letters, digits, "-" and "_" (up to 128 characters); "*" means every installed skill.`,
  plusNotFirst: '"+" keeps the mode\'s skills only as the first name of an agent\'s visible list.',
  plusNotHere: (field: 'visible' | 'deny') =>
    field === 'deny' ? '"+" has no meaning in a deny list.' : '"+" has no meaning in the mode-level list (there is nothing to inherit).',
  saveFailed: (why: string) => `The preset could not be saved: ${why}`,
  noTrace: 'There is no trace yet: no Troupe run has finished in this session.',
  traceViewOpened: 'The run view is open; no run has finished yet.',
  traceArg: (got: string) => `Unknown argument "${got}": use /troupe-trace, or /troupe-trace json for the JSON alone.`,
  unknownCommand: (name: string, names: string[]) => `Unknown command /${given(name)}. Troupe commands: ${list(names.map((n) => `/${n}`))}.`,
  notTroupeCommand: (name: string) => `Only Troupe commands can be chained here; /${given(name)} is not one.`,
  emptyCommand: 'A command is missing between two pipes.',
  failedIn: (name: string, message: string) => `/${name}: ${message}`,
} as const;

/** The words of the autocomplete choices and of a file's size. */
const CHOICES_EN = {
  modes: MODE_WORDS_EN,
  full: 'the full team',
  light: 'the writer only',
  off: "the chat model's own reply",
  bytes: (n: number) => `${n} bytes`,
  kb: (kb: string) => `${kb} KB`,
} as const;

const EN = { HELP: HELP_EN, RETURNS: RETURNS_EN, ARG: ARG_EN, MSG: MSG_EN, SLASH: SLASH_EN, CHOICES: CHOICES_EN };

/** A table's shape: every text a string, every function's parameters as in English. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends (...a: infer A) => string ? (...a: A) => string : Widen<T[K]> };
export type CommandTexts = Widen<typeof EN>;

export const COMMANDS_EN: CommandTexts = EN;

export let HELP: CommandTexts['HELP'] = EN.HELP;
export let RETURNS: CommandTexts['RETURNS'] = EN.RETURNS;
export let ARG: CommandTexts['ARG'] = EN.ARG;
export let MSG: CommandTexts['MSG'] = EN.MSG;
/** Strings of the SillyTavern registration (src/hosts/sillytavern/slash-commands.ts). */
export { SLASH } from '../../ports/commands.ts';
export let CHOICES: CommandTexts['CHOICES'] = EN.CHOICES;

/** The table the commands speak from now on (languages.ts picks it by the UI language). */
export function useCommandTexts(table: CommandTexts): void {
  ({ HELP, RETURNS, ARG, MSG, CHOICES } = table);
  useSlashTexts(table.SLASH, table.MSG.unclosedQuote);
}
