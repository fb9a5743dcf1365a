// Registers Troupe's commands with SillyTavern's slash-command parser (STscript, Quick Replies, the
// chat input): help text, return type, unnamed-argument descriptors with autocomplete from enum
// providers, and a `quiet` named argument on informational commands. Everything is feature-detected
// on the context object passed in: no parser → nothing registered, no exception.
import { SLASH, splitWords, type CommandArg, type CommandChoice, type TroupeCommand } from '../../ports/commands.ts';
import type { NoticeLevel } from '../../ports/host.ts';

type Props = Record<string, unknown>;
interface FromProps {
  fromProps?(props: Props): unknown;
}

/** The slash-command members of `SillyTavern.getContext()` (all optional: releases differ). */
export interface StSlashApi {
  SlashCommandParser?: { addCommandObject?(command: unknown): void } | null;
  SlashCommand?: FromProps | null;
  SlashCommandArgument?: FromProps | null;
  SlashCommandNamedArgument?: FromProps | null;
  ARGUMENT_TYPE?: Record<string, string> | null;
  /** Deprecated since the parser rewrite; used only when the parser API is missing. */
  registerSlashCommand?: ((name: string, callback: StSlashCallback, aliases: string[], helpString: string) => unknown) | null;
}

/** What SillyTavern passes a command: named arguments (values are strings; `_scope.pipe` is the pipe) and the unnamed value. */
export type StSlashCallback = (named: Record<string, unknown>, unnamed: unknown) => Promise<string>;

export interface SlashRegistrationOptions {
  /** Shows an informational command's result (status, lists) as a notice unless `quiet=true`. */
  notify?(level: NoticeLevel, message: string): void;
  /** Shows a long result (help, lists) as text in the host's popup; without it the notice is used. */
  popup?(text: string): unknown;
  /** Shows `message` as a notice that saves `text` as the file `fileName` when clicked (a typed /troupe-export). */
  offerFile?(message: string, fileName: string, text: string): void;
}

export interface SlashRegistration {
  /** Command names now known to SillyTavern. */
  registered: string[];
  /** `parser`: help + autocomplete; `legacy`: registerSlashCommand (no argument descriptors); `none`. */
  via: 'parser' | 'legacy' | 'none';
  /** Why some or all commands are missing (for a status view or the console). */
  problems: string[];
}

/** Text safe inside an HTML element (SillyTavern puts help and error messages into element content). */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The help as SillyTavern renders it (it assigns helpString as HTML, so everything is escaped). */
export function helpHtml(command: TroupeCommand): string {
  const examples = command.examples.length
    ? `<div><strong>${escapeHtml(SLASH.examples)}</strong><ul class="justifyLeft">${command.examples
        .map((e) => `<li><pre><code class="language-stscript">${escapeHtml(e)}</code></pre></li>`)
        .join('')}</ul></div>`
    : '';
  return `<div>${escapeHtml(command.help)}</div>${examples}`;
}

/** An autocomplete entry shaped like SillyTavern's SlashCommandEnumValue (it is not in getContext()). */
export function enumValue(choice: CommandChoice) {
  return {
    value: choice.value,
    description: choice.description ?? null,
    type: 'enum',
    typeIcon: '◊',
    matchProvider: null,
    valueProvider: null,
    makeSelectable: false,
    toString: () => choice.value,
  };
}

const truthy = (v: unknown) => typeof v === 'string' && ['true', 'on', 'yes', '1'].includes(v.trim().toLowerCase());
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Turns SillyTavern's unnamed value into the command's arguments. */
function argsFrom(command: TroupeCommand, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    if (value.some((v) => typeof v !== 'string')) throw new Error(SLASH.closureArgument);
    return command.split ? (value as string[]) : [(value as string[]).join(' ')].filter((s) => s.trim());
  }
  if (typeof value !== 'string') throw new Error(SLASH.closureArgument);
  if (command.split) return splitWords(value);
  return value.trim() ? [value] : [];
}

/** The callback SillyTavern runs for `command`. Refusals throw (STscript stops and shows the message). */
export function slashCallback(command: TroupeCommand, options: SlashRegistrationOptions = {}): StSlashCallback {
  return async (named, unnamed) => {
    try {
      const scope = named?._scope as { pipe?: unknown } | undefined;
      const pipe = typeof scope?.pipe === 'string' ? scope.pipe : undefined;
      // SillyTavern puts the previous result in the unnamed value when a command after `|` has no
      // argument of its own; hand it over as the pipe, which each command reads as it should.
      const injected = typeof unnamed === 'string' && pipe !== undefined && pipe !== '' && unnamed === pipe;
      const result = injected ? await command.run([], pipe) : await command.run(argsFrom(command, unnamed));
      if (!truthy(named?.quiet)) showResult(command, result, options);
      return result;
    } catch (e) {
      // SillyTavern shows a failing command's message as HTML; names the user typed must stay text.
      throw new Error(escapeHtml(errorText(e)));
    }
  };
}

/** What the user sees of a typed command: a confirmation, a notice, or a popup for a long list. */
function showResult(command: TroupeCommand, result: string, options: SlashRegistrationOptions): void {
  if (command.feedback === 'confirm') return options.notify?.('success', result);
  if (command.feedback === 'file') {
    const file = command.file?.(result);
    if (file) options.offerFile?.(file.message, file.fileName, result);
    return;
  }
  if (!command.informational) return;
  if (command.feedback === 'long' && options.popup) {
    options.popup(result);
    return;
  }
  options.notify?.('info', result);
}

/** Autocomplete must never break SillyTavern's input box: a failing provider offers nothing. */
function safeChoices(arg: CommandArg): CommandChoice[] {
  try {
    return arg.choices?.() ?? [];
  } catch {
    return [];
  }
}

function argumentDescriptors(api: StSlashApi, command: TroupeCommand) {
  const Arg = api.SlashCommandArgument?.fromProps ? api.SlashCommandArgument : null;
  const Named = api.SlashCommandNamedArgument?.fromProps ? api.SlashCommandNamedArgument : null;
  const types = api.ARGUMENT_TYPE ?? {};
  const STRING = types.STRING ?? 'string';
  const BOOLEAN = types.BOOLEAN ?? 'bool';
  const unnamed = Arg
    ? command.args.map((a: CommandArg) =>
        Arg.fromProps!({
          description: `${a.name}: ${a.description}`,
          typeList: [STRING],
          isRequired: !!a.required,
          acceptsMultiple: !!a.multiple,
          ...(a.choices ? { enumProvider: () => safeChoices(a).map(enumValue) } : {}),
        }),
      )
    : [];
  const namedList =
    Named && (command.informational || command.feedback)
      ? [Named.fromProps!({ name: 'quiet', description: SLASH.quiet, typeList: [BOOLEAN], defaultValue: 'false', enumList: ['true', 'false'] })]
      : [];
  return { unnamed, namedList };
}

/**
 * Registers `commands` through `api` (pass `SillyTavern.getContext()`). Never throws; what could
 * not be registered is listed in `problems`.
 */
export function registerSlashCommands(
  api: StSlashApi | null | undefined,
  commands: readonly TroupeCommand[],
  options: SlashRegistrationOptions = {},
): SlashRegistration {
  const registered: string[] = [];
  const problems: string[] = [];
  const parser = api?.SlashCommandParser;
  const canParse = !!api && typeof parser?.addCommandObject === 'function' && typeof api.SlashCommand?.fromProps === 'function';
  const legacy = typeof api?.registerSlashCommand === 'function' ? api.registerSlashCommand : null;
  if (!canParse && !legacy) return { registered, via: 'none', problems: [SLASH.noParser] };

  for (const command of commands) {
    const callback = slashCallback(command, options);
    try {
      if (canParse) {
        const { unnamed, namedList } = argumentDescriptors(api!, command);
        const object = api!.SlashCommand!.fromProps!({
          name: command.name,
          callback,
          helpString: helpHtml(command),
          returns: command.returns,
          splitUnnamedArgument: command.split,
          namedArgumentList: namedList,
          unnamedArgumentList: unnamed,
          aliases: [],
        });
        parser!.addCommandObject!.call(parser, object);
      } else {
        legacy!.call(api, command.name, callback, [], helpHtml(command));
      }
      registered.push(command.name);
    } catch (e) {
      problems.push(SLASH.registerFailed(command.name, errorText(e)));
    }
  }
  if (!canParse) problems.unshift(SLASH.legacyOnly);
  return { registered, via: canParse ? 'parser' : 'legacy', problems };
}
