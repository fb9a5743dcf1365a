// NotesStore in the chat's own metadata (chatMetadata.troupe.notes), saved with the chat file by
// saveMetadata. Bound to one chat: after a switch it refuses to read or write rather than touch
// the other chat's metadata.
import type { ChatRef } from '../../ports/host.ts';
import type { Note, NotesStore } from '../../core/tools/notes.ts';
import type { StAccess } from './access.ts';
import { METADATA_KEY } from './chat-key.ts';
import { currentChatId } from './chat-ref.ts';
import { StHostError } from './errors.ts';
import { MSG } from './messages.ts';
import type { StContext } from './types.ts';

export { METADATA_KEY };

function metadataFor(access: StAccess, chat: ChatRef): { c: StContext; meta: Record<string, unknown> } {
  const c = access.ctx();
  if (currentChatId(c) !== chat.chatId) throw new StHostError(MSG.notesChatChanged, 'chat_changed');
  const meta = c.chatMetadata;
  if (!meta || typeof meta !== 'object') {
    access.degrade('chatMetadata', MSG.notesNoMetadata);
    throw new StHostError(MSG.notesNoMetadata, 'no_metadata');
  }
  return { c, meta };
}

export function createNotesStore(access: StAccess, chat: ChatRef): NotesStore {
  return {
    load() {
      const { meta } = metadataFor(access, chat);
      const bag = meta[METADATA_KEY];
      const notes = bag && typeof bag === 'object' ? (bag as { notes?: unknown }).notes : undefined;
      return Array.isArray(notes) ? (structuredClone(notes) as Note[]) : [];
    },
    async save(notes) {
      const { c, meta } = metadataFor(access, chat);
      const bag = meta[METADATA_KEY] && typeof meta[METADATA_KEY] === 'object' ? (meta[METADATA_KEY] as Record<string, unknown>) : {};
      meta[METADATA_KEY] = { ...bag, notes: structuredClone(notes) };
      if (typeof c.saveMetadata === 'function') await c.saveMetadata();
      else access.degrade('fn:saveMetadata', MSG.missing('saveMetadata()', 'notes are kept until the chat is next saved.'));
    },
  };
}
