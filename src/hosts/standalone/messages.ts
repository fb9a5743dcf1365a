// English texts the standalone host produces itself (import errors, connection labels). The UI
// shows them as they are or maps the codes it knows to its own translated strings.

export const HOST_TEXT = {
  demoLabel: 'Demo model (offline)',
  customLabel: (host: string) => (host ? `Custom: ${host}` : 'Custom (not set up)'),
  customUnusable: 'Set a base URL in the connection form first.',
  defaultMainPrompt: (char: string, user: string) =>
    `Write the next reply of ${char} in this fictional role-play with ${user}. Stay in character, write only ${char}'s reply, and never speak or act for ${user}.`,
  continueNudge: '[Continue your last message without repeating its original content.]',
  worldInfoHeading: 'World information:',
  exampleHeading: 'Example dialogue:',
} as const;

/** Every import error names the file and the field, and says what was expected. */
export const IMPORT_TEXT = {
  notJson: (file: string, detail: string) => `${file} is not valid JSON (${detail}).`,
  notObject: (file: string) => `${file}: expected a JSON object.`,
  png: (file: string, detail: string) => `${file} could not be read as a PNG card: ${detail}.`,
  noCardChunk: (file: string) => `${file} holds no character data (no "chara" or "ccv3" text chunk). Is it a SillyTavern character card?`,
  badChunk: (file: string, chunk: string) => `${file}: the "${chunk}" chunk is not base64-encoded JSON.`,
  unknownType: (file: string) => `${file}: choose a character card (.png or .json).`,
  noName: (file: string, field: string) => `${file}: ${field} is missing or empty; a character needs a name.`,
  notText: (file: string, field: string) => `${file}: ${field} must be text.`,
  notTextList: (file: string, field: string) => `${file}: ${field} must be a list of texts.`,
  notObjectField: (file: string, field: string) => `${file}: ${field} must be an object.`,
  noEntries: (file: string) => `${file}: expected an "entries" field (a SillyTavern World Info file has {"entries": {…}}).`,
  entryNotObject: (file: string, where: string) => `${file}: ${where} must be an object.`,
  tooBig: (file: string, mb: number) => `${file} is larger than ${mb} MB.`,
} as const;
