// A chat's own data: its notes (notes-service.ts) and forgetting everything stored under its key when
// the host deletes it (forget-chat.ts).
export { NotesService } from './notes-service.ts';
export { forgetChat } from './forget-chat.ts';
export { Directions, chatDirectionKey, type DirectionControl } from './directions.ts';
