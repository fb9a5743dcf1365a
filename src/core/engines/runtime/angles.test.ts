import { describe, expect, test } from 'vitest';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';
import { angleChoiceOf, angleNotice, angleOf, ANGLE_CHARS, parseAngles } from './angles.ts';

const sketch = (angle: string, beat: string) => `Angle: ${angle}\nBeat: ${beat}\nSteps:\n  1. She hesitates.\nEnds on: the door.\nCost: pace.`;

describe('angles from plot_brainstormer sketches', () => {
  test('one line per sketch: its Angle, then its Beat after a dash', () => {
    expect(angleOf(sketch('the rising river', 'Mira must choose the boat or the map.'))).toBe('the rising river — Mira must choose the boat or the map.');
  });

  test('the shape survives markdown, full-width colons and a missing Beat', () => {
    expect(angleOf("**Angle:** Ines's promise\n**Beat:** she keeps it, barely")).toBe("Ines's promise — she keeps it, barely");
    expect(angleOf('Angle：河水在涨\nBeat：她得在船和地图之间选')).toBe('河水在涨 — 她得在船和地图之间选');
    expect(angleOf('Angle: only the angle')).toBe('only the angle');
    expect(angleOf('Beat: only the beat')).toBe('only the beat');
    expect(angleOf('No results: nothing is open.')).toBe('');
  });

  test('a long line is cut to one line of ANGLE_CHARS', () => {
    const a = angleOf(sketch('x'.repeat(400), 'y'));
    expect(a).toHaveLength(ANGLE_CHARS);
    expect(a.endsWith('…')).toBe(true);
  });

  test('parseAngles: in order, empty and repeated sketches left out, at most four', () => {
    const sketches = [sketch('a', '1'), 'no shape here', sketch('a', '1'), sketch('b', '2'), sketch('c', '3'), sketch('d', '4'), sketch('e', '5')];
    expect(parseAngles(sketches)).toEqual(['a — 1', 'b — 2', 'c — 3', 'd — 4']);
    expect(parseAngles([])).toEqual([]);
  });

  test('a plan with several options gives one angle per Angle line', () => {
    const plan = 'Plan for the beat.\nAngle: the grandmother\nBeat: she admits it.\n\nAngle: the umbrella\nBeat: she hides.';
    expect(parseAngles([plan, sketch('c', '3')])).toEqual(['the grandmother — she admits it.', 'the umbrella — she hides.', 'c — 3']);
  });

  test('answers read back: angle, own, auto; anything else is not an answer', () => {
    expect(angleChoiceOf({ kind: 'angle', index: 1, text: ' b\n— 2 ' })).toEqual({ kind: 'angle', index: 1, text: 'b — 2' });
    expect(angleChoiceOf({ kind: 'own', text: 'she lies about the map' })).toEqual({ kind: 'own', text: 'she lies about the map' });
    expect(angleChoiceOf({ kind: 'auto' })).toEqual({ kind: 'auto' });
    expect(angleChoiceOf({ kind: 'own', text: '  ' })).toBeNull();
    expect(angleChoiceOf({ kind: 'angle', index: -1, text: 'x' })).toBeNull();
    expect(angleChoiceOf('angle')).toBeNull();
  });

  test('the writer is told the answer in the team language', () => {
    const en = DIRECTOR_TEXTS.en.frames;
    const zh = DIRECTOR_TEXTS.zh.frames;
    expect(angleNotice({ kind: 'angle', index: 0, text: 'a — 1' }, en)).toContain('a — 1');
    expect(angleNotice({ kind: 'own', text: 'mine' }, zh)).toContain('mine');
    expect(angleNotice({ kind: 'auto' }, en)).toBe(en.angleLeft);
  });
});
