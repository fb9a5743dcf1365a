// Splitting command text the way STscript's simplest form reads it (shared with the hosts: see ports).
export { splitWords, unquoteText } from '../../ports/commands.ts';
