// Helpers for this folder's tests (not exported from index.ts): a PNG with text chunks, card bodies.
import { zlibSync } from 'fflate';
import { crc32 } from '../../core/skills/crc32.ts';
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import type { ChatRequest, ModelClient } from '../../core/llm/types.ts';
import { createDemoModelClient } from '../../demo/fetch.ts';
import { messageText } from '../../ports/chat-session.ts';
import { takeOver, type GenerationDecision, type GenerationTurn } from '../../ports/host.ts';
import { createStandaloneHost, type StandaloneHost, type StandaloneHostOptions } from './host.ts';

const enc = new TextEncoder();
const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(latin1(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)) >>> 0);
  return out;
}

/** A text chunk; `compressed` gives a zTXt chunk's zlib data as is (e.g. a bomb built without the text). */
export type TextChunk = { type: 'tEXt' | 'iTXt' | 'zTXt' | 'iTXt-z'; key: string; text: string; compressed?: Uint8Array };

/** A 1×1 PNG carrying the given text chunks before IDAT. */
export function pngWithText(chunks: TextChunk[]): Uint8Array {
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, 1);
  new DataView(ihdr.buffer).setUint32(4, 1);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const parts = [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  for (const c of chunks) {
    const key = latin1(c.key);
    if (c.type === 'tEXt') parts.push(chunk('tEXt', concat([key, [0], latin1(c.text)])));
    else if (c.type === 'zTXt') parts.push(chunk('zTXt', concat([key, [0, 0], c.compressed ?? zlibSync(latin1(c.text))])));
    else if (c.type === 'iTXt') parts.push(chunk('iTXt', concat([key, [0, 0, 0], [0], [0], enc.encode(c.text)])));
    else parts.push(chunk('iTXt', concat([key, [0, 1, 0], [0], [0], zlibSync(enc.encode(c.text))])));
  }
  parts.push(chunk('IDAT', zlibSync(Uint8Array.from([0, 0]))), chunk('IEND', new Uint8Array(0)));
  return concat(parts);
}

function concat(parts: (Uint8Array | number[])[]): Uint8Array {
  const arrays = parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/** Base64 of UTF-8 text (how cards embed their JSON). */
export function b64(text: string): string {
  let bin = '';
  for (const b of enc.encode(text)) bin += String.fromCharCode(b);
  return btoa(bin);
}

export const V2_CARD = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Lin Wan',
    description: '{{char}} runs a tea house; {{user}} is a regular.',
    personality: 'Quiet, observant.',
    scenario: 'A rainy evening in the tea house.',
    first_mes: '林晚放下茶杯。“你又来了。”',
    mes_example: '',
    alternate_greetings: ['Lin Wan looks up from the counter.'],
    creator_notes: 'kept for re-export',
    tags: ['slice of life'],
    extensions: { troupe: { version: 1, overrides: { director: { name: 'card preset' } } }, talkativeness: '0.5' },
    character_book: {
      name: 'Tea house',
      entries: [
        {
          id: 7,
          keys: ['grandmother', '外婆'],
          secondary_keys: [],
          content: "Lin Wan's grandmother lives in Luoyang.",
          enabled: true,
          insertion_order: 10,
          comment: 'Family',
          extensions: { position: 0 },
        },
        { id: 8, keys: ['tea'], content: 'The tea house serves only green tea.', enabled: false, insertion_order: 20 },
      ],
    },
  },
};

// Hosts for the host tests: opened offline (the demo preset falls back to the in-page demo model, whose
// requests are recorded), disposed after each test (`afterEach(disposeHosts)`).
let n = 0;
const hosts: StandaloneHost[] = [];

export function disposeHosts(): void {
  for (const h of hosts.splice(0)) h.dispose();
}

/** No server at the page's origin: the demo preset falls back to the in-page demo model. */
export const offline = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;

export function recordingDemo() {
  const requests: ChatRequest[] = [];
  const inner = createDemoModelClient({ delayMs: 0 });
  const client: ModelClient = (req, opts) => {
    requests.push(req);
    return inner(req, opts);
  };
  return { requests, client };
}

export async function openHost(prefix: string, over: StandaloneHostOptions = {}) {
  const demo = recordingDemo();
  const host = createStandaloneHost({ prefix, origin: 'http://page.test', fetch: offline, demoFallback: () => demo.client, locale: 'en', ...over });
  hosts.push(host);
  await host.ready;
  return { host, demo };
}

export const freshPrefix = () => `sa${++n}-${Math.random().toString(36).slice(2, 7)}-`;
export const chatTexts = (h: StandaloneHost) => h.chat.value!.messages.map((m) => `${m.role}: ${messageText(m)}`);

/** A handler that takes over and lets the test drive the slot. */
export function takeoverHandler() {
  const turns: GenerationTurn[] = [];
  let release!: (slot: ReplySlot) => void;
  const slotReady = new Promise<ReplySlot>((r) => (release = r));
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  const handler = async (turn: GenerationTurn): Promise<GenerationDecision> => {
    turns.push(turn);
    return takeOver(turn, async (slot) => {
      release(slot);
      await done;
    });
  };
  return { turns, handler, slotReady, finish };
}
