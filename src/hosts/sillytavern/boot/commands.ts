// Troupe's slash commands, registered at boot from the command table, so SillyTavern lists them (help,
// argument hints) from the start; running one loads the app (src/app/commands/lazy-commands.ts).
import { commandsThrough } from '../../../app/commands/lazy-commands.ts';
import type { LazyPart } from '../../../app/lazy-part.ts';
import type { NoticeLevel } from '../../host.ts';
import { offerFile } from '../notify.ts';
import { textPopup } from '../popup.ts';
import { registerSlashCommands, type SlashRegistration, type StSlashApi } from '../slash-commands.ts';
import { loadFailureText } from './gate.ts';
import type { BootText } from './messages.ts';
import type { StartedApp } from './types.ts';

export function registerBootCommands(api: StSlashApi | null | undefined, app: LazyPart<StartedApp>, text: BootText, notify: (level: NoticeLevel, message: string) => void): SlashRegistration {
  return registerSlashCommands(api, commandsThrough(app, (e) => loadFailureText(text, e, false)), { notify, popup: textPopup(api as never), offerFile });
}
