// An error with a stable code, so tools and the app can tell causes apart without reading messages.
export class StHostError extends Error {
  override name = 'StHostError';
  constructor(
    message: string,
    readonly code: 'chat_changed' | 'card_not_found' | 'card_save_failed' | 'card_value_invalid' | 'card_key_invalid' | 'no_metadata' | 'connection',
  ) {
    super(message);
  }
}
