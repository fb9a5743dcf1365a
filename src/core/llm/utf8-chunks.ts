// UTF-8 text from network reads that may end in the middle of a character.
// `TextDecoder.decode(bytes, {stream: true})` does this, but in Node 20 the first streaming call
// turns the decoder's UTF-8 fast path off for good (it then goes through ICU, about twice as slow
// on a few-KB read, and the fixed cost dominates small streams). So each read is cut after its last
// complete character, decoded by one shared non-streaming decoder, and the cut-off bytes (at most 3)
// are put in front of the next read.
//
// Why the text is the same: a UTF-8 decoder (WHATWG) has no pending state right before a lead byte;
// an unfinished or broken sequence before it is reported as U+FFFD first. We only ever cut right
// before a lead byte, so decoding the two parts separately gives what decoding them together would.

/** Shared: without `stream` it keeps no state between calls. The BOM is handled per stream below. */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const BOM = 0xfeff;

export class Utf8Chunks {
  /** The start of a character cut off at the end of the previous read (1–3 bytes), if any. */
  private carry: Uint8Array | undefined;
  /** No text produced yet: a leading byte order mark is still to be dropped. */
  private atStart = true;

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
    const cut = completeLength(input);
    if (cut < input.length) {
      this.carry = input.slice(cut);
      input = input.subarray(0, cut);
    }
    return cut === 0 ? '' : this.start(utf8.decode(input));
  }

  /** The stream ended: an unfinished character becomes U+FFFD, as a streaming decoder's flush does. */
  end(): string {
    const carry = this.carry;
    if (carry === undefined) return '';
    this.carry = undefined;
    return this.start(utf8.decode(carry));
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
