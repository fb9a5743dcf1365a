// Troupe's commands before the app is loaded: the command table (names, help, argument hints) with
// runs that load the app and run its command. Autocomplete values that come from the app's state
// (presets, agents, skills) are offered once it is loaded; asking for them starts the load. Used by
// SillyTavern's boot module and by the standalone page's input box.
import type { LazyPart } from '../../ports/lazy-part.ts';
import { uiLangOf } from '../../ports/locale.ts';
import { useCommandLanguage } from './languages.ts';
import { commandSpecs } from './specs.ts';
import type { TroupeCommand } from './types.ts';

/** The commands of `app` (a started part with `commands`); a failed load throws `failureText(error)`. */
export function commandsThrough(app: LazyPart<{ commands: readonly TroupeCommand[] }>, failureText: (e: unknown) => string): TroupeCommand[] {
  const appCommand = (name: string) => app.loaded?.commands.find((c) => c.name === name);
  return commandSpecs().map(({ args, ...spec }) => ({
    ...spec,
    args: args.map(({ live, ...arg }, i) =>
      live
        ? {
            ...arg,
            choices: () => {
              if (!app.loaded) {
                app.load().catch(() => {});
                return [];
              }
              return appCommand(spec.name)?.args[i]?.choices?.() ?? [];
            },
          }
        : arg,
    ),
    async run(words: string[], pipe?: string) {
      try {
        await app.load();
      } catch (e) {
        throw new Error(failureText(e));
      }
      const command = appCommand(spec.name);
      if (!command) throw new Error(`The command /${spec.name} is not in the loaded app.`);
      return command.run(words, pipe);
    },
  }));
}

/**
 * SillyTavern's boot table: the commands switched to the language `locale` names (SillyTavern's), then
 * `commandsThrough(app, failureText)`. The boot module takes it from src/extension.ts.
 */
export function bootCommands(app: LazyPart<{ commands: readonly TroupeCommand[] }>, locale: string, failureText: (e: unknown) => string): TroupeCommand[] {
  useCommandLanguage(uiLangOf(locale));
  return commandsThrough(app, failureText);
}
