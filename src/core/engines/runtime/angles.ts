// "Let me choose the angle": the angles a turn offers the user (read from plot_brainstormer's sketches),
// what the user answers, and the runtime notice that gives the writer the answer. The pause itself is
// the app's (it asks through the turn's `chooseAngle`); the engines decide when to ask.
import type { FrameTexts } from '../../profiles/defaults/director-texts.ts';

/** At most this many angles are offered (plus "your own"). */
export const MAX_ANGLES = 4;
/** An offered angle is one line of at most this many characters. */
export const ANGLE_CHARS = 200;

/** The user's answer: one of the offered angles, their own, or "the writer picks" (no answer in time, or asked so). */
export type AngleChoice = { kind: 'angle'; index: number; text: string } | { kind: 'own'; text: string } | { kind: 'auto' };

/** A turn re-run with the angle already chosen (a pause answered after a reload): the sketches it chose among, and the answer. */
export interface ChosenAngle {
  choice: AngleChoice;
  /** The brainstormers' sketches as they reported them. */
  sketches: readonly string[];
}

const LABEL = (names: string) => new RegExp(`^[\\s>*_#-]*(?:${names})[*_]*\\s*[:：][*_]*\\s*(.+)$`, 'im');
const ANGLE = LABEL('Angle|角度');
const BEAT = LABEL('Beat|这一拍|節拍|节拍');

const oneLine = (s: string) =>
  s
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (s: string) => (s.length > ANGLE_CHARS ? `${s.slice(0, ANGLE_CHARS - 1).trimEnd()}…` : s);

/**
 * The one-line angle of one sketch: its `Angle:` line, with its `Beat:` line after a dash when it has
 * one ('' when the sketch has neither). The shipped brainstormer reports both labels in every language.
 */
export function angleOf(sketch: string): string {
  const angle = oneLine(ANGLE.exec(sketch)?.[1] ?? '');
  const beat = oneLine(BEAT.exec(sketch)?.[1] ?? '');
  if (!angle || angle === '…') return clip(beat === '…' ? '' : beat);
  return clip(beat && beat !== '…' ? `${angle} — ${beat}` : angle);
}

const ANGLE_START = new RegExp(ANGLE.source, 'gim');

/** A text's sketches: one per `Angle:` line (a plan may hold several options), or the whole text. */
function sketchesIn(text: string): string[] {
  const starts = [...text.matchAll(ANGLE_START)].map((m) => m.index);
  if (starts.length <= 1) return [text];
  return starts.map((at, i) => text.slice(at, starts[i + 1]));
}

/** The angles of the sketches, in order: each sketch's line, empty and repeated ones left out, at most MAX_ANGLES. */
export function parseAngles(sketches: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of sketches.flatMap(sketchesIn)) {
    const a = angleOf(s);
    if (a && !out.includes(a)) out.push(a);
    if (out.length === MAX_ANGLES) break;
  }
  return out;
}

/** Reads an answer back (from storage or the UI): null when it is not one. */
export function angleChoiceOf(raw: unknown): AngleChoice | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (r.kind === 'auto') return { kind: 'auto' };
  if (typeof r.text !== 'string' || !r.text.trim()) return null;
  const text = oneLine(r.text).slice(0, 2000);
  if (r.kind === 'own') return { kind: 'own', text };
  if (r.kind === 'angle' && Number.isInteger(r.index) && (r.index as number) >= 0) return { kind: 'angle', index: r.index as number, text };
  return null;
}

/** What the writer is told of the answer, in the team's language. */
export function angleNotice(choice: AngleChoice, F: Pick<FrameTexts, 'angleChosen' | 'angleOwn' | 'angleLeft'>): string {
  if (choice.kind === 'angle') return F.angleChosen(choice.text);
  if (choice.kind === 'own') return F.angleOwn(choice.text);
  return F.angleLeft;
}
