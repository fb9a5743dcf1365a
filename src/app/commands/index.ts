// Troupe's commands: the host-independent set, and the standalone input box's runner.
// SillyTavern registration lives in src/hosts/sillytavern/slash-commands.ts.
export { createTroupeCommands, usage } from './commands.ts';
export { runCommandLine, type CommandLineResult } from './command-line.ts';
export { agentChoices, MODE_LEVEL } from './agents.ts';
export { splitWords, unquoteText } from './words.ts';
export { CommandError, type CommandArg, type CommandChoice, type CommandContext, type RunControl, type TroupeCommand } from './types.ts';
