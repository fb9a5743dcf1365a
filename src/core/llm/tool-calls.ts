// Assembles streamed tool calls into whole ones, whatever way the provider numbers them.
// Each call is a "slot" numbered in the order it opened; argument fragments are kept as a list and
// joined once when the call ends, so assembly is linear in the length of the arguments.
import type { Collected } from './decode-state.ts';
import type { LlmEvent, ToolCall } from './types.ts';

export interface ToolSlot {
  /** Our own number for the call (0, 1, ...): the `index` of its events. */
  n: number;
  id: string;
  name: string;
  parts: string[];
  extra: Record<string, unknown> | undefined;
  ended: boolean;
  /** The id was invented because the provider sent none (yet). */
  inventedId: boolean;
}

const KNOWN_KEYS = new Set(['index', 'id', 'type', 'function']);

export class ToolCallAssembler {
  readonly slots: ToolSlot[] = [];
  // Created on the first tool call: most turns have none.
  private byIndex: Map<number, ToolSlot> | undefined;
  private byId: Map<string, ToolSlot> | undefined;
  private current: ToolSlot | undefined;
  /**
   * Where events go: the decoder's current event list (swapped when the caller takes events); in
   * collect mode there are none, and ended calls go to `collected.toolCalls`.
   */
  private readonly sink: { out: LlmEvent[]; readonly collected?: Collected };
  /** Prefix of invented ids; drawn at random the first time one is needed, unless given. */
  private idPrefix: string | undefined;
  /** How many calls ended with a name (the ones that are reported). */
  completed = 0;

  constructor(sink: { out: LlmEvent[]; readonly collected?: Collected }, idPrefix?: string) {
    this.sink = sink;
    this.idPrefix = idPrefix;
  }

  /**
   * One entry of an OpenAI `delta.tool_calls` list. Slot rules: a known id continues its call.
   * Otherwise a non-negative integer `index` picks the call, except that a new id arriving with a
   * name at a used index opens a new one (some servers number every call 0). Without a usable
   * index, a name opens a new call and anything else continues the most recent one. An id that
   * changes on every fragment without a name (seen from some local servers) continues the call.
   */
  openAiDelta(tc: Record<string, any>): void {
    const index = tc.index;
    const id = typeof tc.id === 'string' && tc.id !== '' ? tc.id : undefined;
    const fn = tc.function;
    const name = fn && typeof fn.name === 'string' && fn.name !== '' ? fn.name : undefined;
    let slot = id !== undefined ? this.byId?.get(id) : undefined;
    if (!slot) {
      if (typeof index === 'number' && index >= 0 && Number.isInteger(index)) {
        const known = this.byIndex?.get(index);
        // A new id *with a name* at a used index is a new call (servers that number every call 0).
        if (known && !known.ended && !(id && name && !known.inventedId)) slot = known;
        else {
          slot = this.open(id, name);
          (this.byIndex ??= new Map()).set(index, slot);
        }
      } else {
        const cur = this.current;
        slot = name || !cur || cur.ended ? this.open(id, name) : cur;
      }
    }
    if (id && slot.inventedId) this.adoptId(slot, id);
    if (name && !slot.name) slot.name = name;
    const args = fn ? fn.arguments : undefined;
    // Provider extras (Gemini's extra_content) ride on a call's first delta or on a metadata-only
    // delta, never on a bare argument fragment, so those skip the key scan.
    if (id !== undefined || name !== undefined || typeof args !== 'string') {
      for (const key in tc) {
        if (!KNOWN_KEYS.has(key) && tc[key] !== undefined && tc[key] !== null) (slot.extra ??= {})[key] = tc[key];
      }
    }
    if (typeof args === 'string') {
      if (args !== '') this.append(slot, args);
    } else if (args !== undefined && args !== null) {
      this.append(slot, JSON.stringify(args));
    }
    this.current = slot;
  }

  /** Opens a call and announces it. */
  open(id: string | undefined, name: string | undefined, extra?: Record<string, unknown>): ToolSlot {
    const n = this.slots.length;
    const slot: ToolSlot = {
      n,
      id: id ?? `${(this.idPrefix ??= randomIdPrefix())}${n}`,
      name: name ?? '',
      parts: [],
      extra,
      ended: false,
      inventedId: id === undefined,
    };
    this.slots.push(slot);
    if (id) (this.byId ??= new Map()).set(id, slot);
    this.current = slot;
    if (this.sink.collected === undefined) this.sink.out.push({ type: 'tool-call-start', index: n, id: slot.id, name: slot.name });
    return slot;
  }

  append(slot: ToolSlot, text: string): void {
    slot.parts.push(text);
    if (this.sink.collected === undefined) this.sink.out.push({ type: 'tool-call-delta', index: slot.n, id: slot.id, argumentsDelta: text });
  }

  /** Ends one call: joins its arguments once. A call that never got a name is dropped (truncated stream). */
  end(slot: ToolSlot, fallbackArguments?: string): void {
    if (slot.ended) return;
    slot.ended = true;
    if (!slot.name) return;
    const parts = slot.parts;
    const args = parts.length === 1 ? parts[0] : parts.length === 0 ? (fallbackArguments ?? '') : parts.join('');
    slot.parts = [];
    const call: ToolCall = { id: slot.id, name: slot.name, arguments: args };
    if (slot.extra) call.extra = slot.extra;
    this.completed++;
    const collected = this.sink.collected;
    if (collected !== undefined) collected.toolCalls.push(call);
    else this.sink.out.push({ type: 'tool-call-end', index: slot.n, call });
  }

  endAll(): void {
    for (const slot of this.slots) if (!slot.ended) this.end(slot);
  }

  private adoptId(slot: ToolSlot, id: string): void {
    slot.id = id;
    slot.inventedId = false;
    (this.byId ??= new Map()).set(id, slot);
  }
}

export function randomIdPrefix(): string {
  return `call_${Math.random().toString(36).slice(2, 10)}_`;
}
