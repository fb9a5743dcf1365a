// Message text as text: newlines kept by CSS, `*actions*` shown in italics. Everything is built as
// text nodes and <em> elements; nothing in a message is ever parsed as HTML.
import type { ComponentChildren } from 'preact';

/** Splits on `*…*` runs within a line (role-play's action markup). */
export function richParts(text: string): { em: boolean; text: string }[] {
  const out: { em: boolean; text: string }[] = [];
  const re = /\*([^*\n]+)\*/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push({ em: false, text: text.slice(last, m.index) });
    out.push({ em: true, text: m[1] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ em: false, text: text.slice(last) });
  return out;
}

export function RichText({ text }: { text: string }) {
  const parts: ComponentChildren[] = richParts(text).map((p, i) => (p.em ? <em key={i}>{p.text}</em> : p.text));
  return <div class="troupe-msg__text">{parts}</div>;
}
