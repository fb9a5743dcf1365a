// Troupe's slash commands, registered at boot from the command table, so SillyTavern lists them (help,
// argument hints) from the start; running one loads the app (the table comes from the composition root).
import type { LazyPart } from '../../../ports/lazy-part.ts';
import type { NoticeLevel } from '../../../ports/host.ts';
import { offerFile } from '../notify.ts';
import { textPopup } from '../popup.ts';
import { registerSlashCommands, type SlashRegistration, type StSlashApi } from '../slash-commands.ts';
import { loadFailureText } from './gate.ts';
import type { BootText } from './messages.ts';
import type { BootCommands, StartedApp } from './types.ts';

export function registerBootCommands(
  api: StSlashApi | null | undefined,
  commands: BootCommands,
  locale: string,
  app: LazyPart<StartedApp>,
  text: BootText,
  notify: (level: NoticeLevel, message: string) => void,
): SlashRegistration {
  return registerSlashCommands(
    api,
    commands(app, locale, (e) => loadFailureText(text, e, false)),
    { notify, popup: textPopup(api as never), offerFile },
  );
}
