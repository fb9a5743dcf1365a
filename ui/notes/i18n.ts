// Strings of the notes panel.
import { defineStrings, type Translator } from '../i18n/index.ts';

export const notesEn = {
  'notes.title': 'Notes',
  'notes.open': 'Notes',
  'notes.intro': 'The plot threads the team keeps for this chat. Every agent reads the open ones each turn; what you change here is what the next turn sees.',
  'notes.noChat': 'Open a chat to see its notes.',
  'notes.openHeading': 'Open ({n})',
  'notes.closedHeading': 'Closed ({n})',
  'notes.none': 'No notes yet.',
  'notes.trigger': 'When: {trigger}',
  'notes.openedBy': 'Opened by {by}',
  'notes.openedByTurn': 'Opened by {by} in message #{turn}',
  'notes.closedBy': 'Closed by {by}',
  'notes.closedByTurn': 'Closed by {by} in message #{turn}',
  'notes.reason': 'Why: {reason}',
  'notes.you': 'you',
  'notes.unknown': 'an earlier turn',
  'notes.edit': 'Edit',
  'notes.close': 'Close',
  'notes.reopen': 'Reopen',
  'notes.delete': 'Delete',
  'notes.deleteConfirm': 'Delete this note? Agents will not see it again.',
  'notes.save': 'Save',
  'notes.cancel': 'Cancel',
  'notes.add': 'Add note',
  'notes.addHeading': 'New note',
  'notes.text': 'Note',
  'notes.triggerLabel': 'When it should be picked up (optional)',
  'notes.closeReason': 'Why it is closed (optional)',
  'notes.added': 'Note added.',
  'notes.item': 'Note: {text}',
} as const;

export type NotesKey = keyof typeof notesEn;

/** The notes string for `key` in the current language (English until that language's table has loaded). */
export const nt: Translator<NotesKey> = defineStrings('notes', notesEn, import.meta.glob('./notes.zh-*.ts', { import: 'default' }));
