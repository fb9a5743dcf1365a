// SillyTavern-family character cards: PNG (text chunk `ccv3` preferred, else `chara`: base64 JSON)
// or JSON (V1 fields at the top level, V2 `chara_card_v2` / V3 `chara_card_v3` under `data`).
// `data.extensions` is kept whole, so Troupe's `extensions.troupe` override travels with the card.
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../core/nesting.ts';
import { IMPORT_TEXT } from './messages.ts';
import { base64Utf8, isPng, PngError, readPngText } from './png.ts';
import type { CharacterData, LorebookData } from './schema.ts';
import { characterBook, type ParseResult } from './world.ts';

export interface ImportedCard {
  character: Omit<CharacterData, 'key'>;
  /** The card's own lorebook (`character_book`), when it has entries. */
  book?: LorebookData;
  /** Which format the file was: `v1`, `v2`, `v3`. */
  spec: 'v1' | 'v2' | 'v3';
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Fields mapped onto CharacterData; the rest of `data` is kept in `rest`. */
const MAPPED = [
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'system_prompt',
  'post_history_instructions',
  'alternate_greetings',
  'extensions',
  'character_book',
];

/** Reads a card file: PNG bytes, or JSON (bytes or text). */
export function parseCharacterCard(file: string, content: Uint8Array | string): ParseResult<ImportedCard> {
  let json: string;
  if (typeof content !== 'string' && isPng(content)) {
    let chunks: Map<string, string>;
    try {
      chunks = readPngText(content);
    } catch (e) {
      return { ok: false, error: IMPORT_TEXT.png(file, e instanceof PngError ? e.message : String(e)) };
    }
    const find = (k: string) => [...chunks.entries()].find(([key]) => key.toLowerCase() === k);
    const chunk = find('ccv3') ?? find('chara');
    if (!chunk) return { ok: false, error: IMPORT_TEXT.noCardChunk(file) };
    try {
      json = chunk[1].trimStart().startsWith('{') ? chunk[1] : base64Utf8(chunk[1]);
    } catch {
      return { ok: false, error: IMPORT_TEXT.badChunk(file, chunk[0]) };
    }
  } else {
    json = typeof content === 'string' ? content : new TextDecoder('utf-8').decode(content);
    if (!/^\s*[[{]/.test(json)) return { ok: false, error: IMPORT_TEXT.unknownType(file) };
  }
  let card: unknown;
  try {
    card = JSON.parse(json);
  } catch (e) {
    return { ok: false, error: IMPORT_TEXT.notJson(file, e instanceof Error ? e.message : String(e)) };
  }
  if (nestedDeeperThan(card)) return { ok: false, error: IMPORT_TEXT.tooDeep(file, MAX_JSON_DEPTH) };
  return cardFromObject(file, card);
}

export function cardFromObject(file: string, card: unknown): ParseResult<ImportedCard> {
  if (!isObject(card)) return { ok: false, error: IMPORT_TEXT.notObject(file) };
  const specName = typeof card.spec === 'string' ? card.spec : '';
  const nested = isObject(card.data) && (specName.startsWith('chara_card_v') || typeof card.data.name === 'string' || typeof card.name !== 'string');
  const data = nested ? (card.data as Record<string, unknown>) : card;
  const at = (f: string) => (nested ? `data.${f}` : f);
  const spec: ImportedCard['spec'] = specName === 'chara_card_v3' ? 'v3' : nested ? 'v2' : 'v1';

  const str = (f: string): string | Error => {
    const v = data[f];
    if (v === undefined || v === null) return '';
    return typeof v === 'string' ? v : new Error(IMPORT_TEXT.notText(file, at(f)));
  };
  const fields = {
    name: str('name'),
    description: str('description'),
    personality: str('personality'),
    scenario: str('scenario'),
    first: str('first_mes'),
    examples: str('mes_example'),
    system: str('system_prompt'),
    post: str('post_history_instructions'),
  };
  for (const v of Object.values(fields)) if (v instanceof Error) return { ok: false, error: v.message };
  const f = fields as Record<keyof typeof fields, string>;
  if (!f.name.trim()) return { ok: false, error: IMPORT_TEXT.noName(file, at('name')) };

  const greetings = data.alternate_greetings ?? [];
  if (!Array.isArray(greetings) || !greetings.every((g) => typeof g === 'string'))
    return { ok: false, error: IMPORT_TEXT.notTextList(file, at('alternate_greetings')) };
  const extensions = data.extensions ?? {};
  if (!isObject(extensions)) return { ok: false, error: IMPORT_TEXT.notObjectField(file, at('extensions')) };

  let book: LorebookData | undefined;
  if (data.character_book !== undefined && data.character_book !== null) {
    const b = characterBook(file, data.character_book, `${f.name.trim()} (card)`, 'character', at('character_book'));
    if (!b.ok) return b;
    if (b.value.entries.length) book = b.value;
  }
  const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !MAPPED.includes(k)));
  return {
    ok: true,
    value: {
      spec,
      book,
      character: {
        name: f.name.trim(),
        description: f.description,
        personality: f.personality,
        scenario: f.scenario,
        firstMessage: f.first,
        alternateGreetings: greetings as string[],
        exampleMessages: f.examples,
        systemPrompt: f.system,
        postHistoryInstructions: f.post,
        extensions: structuredClone(extensions),
        rest: structuredClone(rest),
      },
    },
  };
}
