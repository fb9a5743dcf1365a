// UTF-8 text from network reads that may end in the middle of a character.
// Two decoders, chosen read by read (measured in Node 20 on 3-4 KB reads):
// - one shared non-streaming TextDecoder, whose UTF-8 fast path decodes ASCII about 5x faster than
//   a streaming decoder and costs nothing to set up (a streaming decoder's first call does, which
//   is most of the decoding cost of a short stream). The read is cut after its last complete
//   character and the cut-off bytes (at most 3) are put in front of the next read.
// - a streaming TextDecoder (`stream: true`, which in Node turns the fast path off for good and goes
//   through ICU): about 1.5x faster than the fast path on text with many non-ASCII characters.
// Reads start on the fast path; a read that held non-ASCII text moves the stream to the streaming
// decoder, and an all-ASCII read that ends on a whole character moves it back.
//
// Why the text is the same: a UTF-8 decoder (WHATWG) has no pending state right before a lead byte;
// an unfinished or broken sequence before it is reported as U+FFFD first. The fast path only cuts
// right before a lead byte, so decoding the two parts separately gives what decoding them together
// would; and the decoders only change hands where the one giving up holds no pending bytes (the fast
// path's cut-off bytes go to the streaming decoder in front of the next read).

/** Shared: without `stream` it keeps no state between calls. The BOM is handled per stream below. */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const BOM = 0xfeff;
const STREAM = { stream: true };

export class Utf8Chunks {
  /** The start of a character cut off at the end of the previous read (1–3 bytes), if any. */
  private carry: Uint8Array | undefined;
  /** No text produced yet: a leading byte order mark is still to be dropped. */
  private atStart = true;
  /** Created the first time the streaming decoder has work. */
  private streaming: InstanceType<typeof TextDecoder> | undefined;
  /** The streaming decoder has the stream now (and may hold the start of a character). */
  private useStreaming = false;

  /** Text of every complete character in `bytes` (and in the bytes carried over from before). */
  decode(bytes: Uint8Array): string {
    let input = bytes;
    const carry = this.carry;
    if (carry !== undefined) {
      input = new Uint8Array(carry.length + bytes.length);
      input.set(carry);
      input.set(bytes, carry.length);
      this.carry = undefined;
    }
    if (this.useStreaming) {
      // (No carry here: the streaming decoder keeps a cut character itself.)
      const text = this.streamingDecoder().decode(input, STREAM);
      // All ASCII and nothing cut off at the end: the streaming decoder holds nothing, hand back.
      if (input.length > 0 && text.length === input.length && completeLength(input) === input.length) this.useStreaming = false;
      return this.start(text);
    }
    const cut = completeLength(input);
    if (cut < input.length) {
      this.carry = input.slice(cut);
      input = input.subarray(0, cut);
    }
    if (cut === 0) return '';
    let text = utf8.decode(input);
    if (text.length !== cut) {
      // Non-ASCII text: the next reads go to the streaming decoder, which takes the carry first
      // (it answers '' for the start of a character, or U+FFFD for bytes that cannot continue).
      this.useStreaming = true;
      if (this.carry !== undefined) {
        text += this.streamingDecoder().decode(this.carry, STREAM);
        this.carry = undefined;
      }
    }
    return this.start(text);
  }

  /** The stream ended: an unfinished character becomes U+FFFD, as a streaming decoder's flush does. */
  end(): string {
    if (this.useStreaming) {
      this.useStreaming = false;
      // Never created: nothing was read after the switch, so nothing is pending.
      return this.streaming === undefined ? '' : this.start(this.streaming.decode());
    }
    const carry = this.carry;
    if (carry === undefined) return '';
    this.carry = undefined;
    return this.start(utf8.decode(carry));
  }

  /** Created when first needed (a one-read stream never needs it). */
  private streamingDecoder(): InstanceType<typeof TextDecoder> {
    return (this.streaming ??= new TextDecoder('utf-8', { ignoreBOM: true }));
  }

  private start(text: string): string {
    if (!this.atStart || text.length === 0) return text;
    this.atStart = false;
    return text.charCodeAt(0) === BOM ? text.slice(1) : text;
  }
}

/**
 * Length of `b` without a trailing character that is cut off: the position of the last lead byte
 * when fewer bytes follow it than it announces (invalid leads count as announcing 2 or 4; the
 * decoder reports them either way).
 */
export function completeLength(b: Uint8Array): number {
  const n = b.length;
  if (n === 0 || b[n - 1] < 0x80) return n;
  const stop = n > 3 ? n - 3 : 0;
  for (let i = n - 1; i >= stop; i--) {
    const c = b[i];
    if (c < 0x80) return n;
    if (c >= 0xc0) {
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return n - i < need ? i : n;
    }
  }
  // Three continuation bytes end the read: they finish a 4-byte character or are stray ones.
  return n;
}
