import { describe, expect, test } from 'vitest';
import { serverDeepMerge } from '../../../test/fixtures/st-context/server-merge.ts';
import { ABSENT_STRING, checkPlainData, decodeExtension, encodeExtension, NOTHING_TO_WRITE, planExtensionWrites } from './card-merge.ts';

/** One write as SillyTavern does it: memory gets the written value, the disk gets merge(disk, written). */
function write(state: { memory: Record<string, unknown>; disk: Record<string, unknown> }, key: string, value: unknown) {
  const present = Object.hasOwn(state.memory, key);
  const { value: wire, conflicts } = encodeExtension(state.memory[key], value, present);
  if (wire === NOTHING_TO_WRITE) return conflicts;
  state.memory = { ...state.memory, [key]: wire };
  state.disk = serverDeepMerge(state.disk, { [key]: wire }) as Record<string, unknown>;
  return conflicts;
}

const read = (ext: Record<string, unknown>, key: string) => decodeExtension(ext[key]);

describe('card extension writes survive SillyTavern’s server merge', () => {
  test('a plain null would lose the next object: the reason for the encoding', () => {
    const disk = serverDeepMerge({ troupe: null }, { troupe: { overrides: { director: { mode: 'director' } } } }) as Record<string, unknown>;
    expect(disk.troupe).toEqual({});
  });

  const sequence: [string, unknown][] = [
    ['save director', { version: 1, overrides: { director: { mode: 'director', maxRounds: 20, tools: null } } }],
    ['save loop too', { version: 1, overrides: { director: { mode: 'director', maxRounds: 20, tools: null }, loop: { mode: 'loop', agents: ['a'] } } }],
    ['clear director (null)', { version: 1, overrides: { director: null, loop: { mode: 'loop', agents: ['a'] } } }],
    ['save director again', { version: 1, overrides: { director: { mode: 'director', maxRounds: 5, tools: { collab: true } }, loop: { mode: 'loop' } } }],
    ['shrink the profile', { version: 1, overrides: { director: { mode: 'director' } } }],
    ['remove the whole field', undefined],
    ['write it again after removal', { version: 1, overrides: { spec: { mode: 'spec' } }, skills: [{ name: 's' }] }],
  ];

  test('after every step the disk, read back, equals what the app wrote, and so does memory', () => {
    const state = { memory: {} as Record<string, unknown>, disk: {} as Record<string, unknown> };
    for (const [step, value] of sequence) {
      const conflicts = write(state, 'troupe', value);
      expect(conflicts, step).toEqual([]);
      expect(read(state.memory, 'troupe'), `${step} (memory)`).toEqual(value);
      expect(read(state.disk, 'troupe'), `${step} (disk)`).toEqual(value);
      expect(state.disk.troupe, `${step}: disk and memory hold the same bytes`).toEqual(state.memory.troupe);
    }
  });

  test('removing a value that is not there writes nothing', () => {
    expect(encodeExtension(undefined, undefined, false).value).toBe(NOTHING_TO_WRITE);
  });

  test('an object replacing a stored string is reported as a conflict', () => {
    const { conflicts } = encodeExtension({ a: 'text' }, { a: { b: 1 } }, true);
    expect(conflicts).toEqual(['a']);
  });

  test('arrays are replaced whole and decoded untouched', () => {
    const state = { memory: {} as Record<string, unknown>, disk: {} as Record<string, unknown> };
    write(state, 'troupe', { list: [{ a: null }, 1] });
    write(state, 'troupe', { list: [2] });
    expect(read(state.disk, 'troupe')).toEqual({ list: [2] });
  });

  test('other extensions’ values decode to themselves', () => {
    expect(decodeExtension({ world: 'Forest Lore', depth_prompt: { prompt: '', depth: 4 } })).toEqual({
      world: 'Forest Lore',
      depth_prompt: { prompt: '', depth: 4 },
    });
  });

  test('values that are not plain JSON, or use a reserved key, are refused with the path', () => {
    expect(() => checkPlainData({ a: { f: () => 1 } })).toThrow(/a\.f: function is not JSON data/);
    expect(() => checkPlainData({ a: [1, Number.NaN] })).toThrow(/a\[1\]: NaN is not a finite number/);
    expect(() => checkPlainData({ __troupe_null__: true })).toThrow(/reserved/);
    expect(() => checkPlainData(new Date())).toThrow(/not JSON data/);
    expect(() => checkPlainData({ ok: [1, 'x', null, { y: false }] })).not.toThrow();
  });
});

describe('planned writes leave nothing of older values behind', () => {
  /** All of a plan's writes, as SillyTavern applies each: memory replaced, disk merged. */
  function apply(state: { memory: Record<string, unknown>; disk: Record<string, unknown> }, key: string, value: unknown) {
    const present = Object.hasOwn(state.memory, key);
    const writes = planExtensionWrites(state.memory[key], value, present);
    for (const wire of writes) {
      state.memory = { ...state.memory, [key]: wire };
      state.disk = serverDeepMerge(state.disk, { [key]: wire }) as Record<string, unknown>;
    }
    return writes;
  }
  const big = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`agent${i}`, { prompt: 'x'.repeat(200), tools: { read: true } }]));

  test('each step reads back as written, and the disk holds just the fresh encoding', () => {
    const state = { memory: {} as Record<string, unknown>, disk: {} as Record<string, unknown> };
    const steps: [string, unknown][] = [
      ['save a large director', { version: 1, overrides: { director: big(40) } }],
      ['clear it (null entry)', { version: 1, overrides: { director: null } }],
      ['save again', { version: 1, overrides: { director: { mode: 'director', tools: { collab: true } } } }],
      ['remove', undefined],
      ['an object where a string was', { version: 1, overrides: { loop: { mode: 'loop' } } }],
      ['a nested kind change', { version: 1, overrides: { loop: 'off' } }],
      ['and back to an object', { version: 1, overrides: { loop: { mode: 'loop', maxRounds: 2 } } }],
    ];
    for (const [step, value] of steps) {
      apply(state, 'troupe', value);
      expect(read(state.disk, 'troupe'), `${step} (disk)`).toEqual(value);
      expect(state.disk.troupe, `${step}: disk equals memory`).toEqual(state.memory.troupe);
      const fresh = value === undefined ? ABSENT_STRING : encodeExtension(undefined, value, false).value;
      expect(state.disk.troupe, `${step}: no tombstones of older data`).toEqual(fresh);
    }
  });

  test('a save that removes nothing is one write; a removal is one short string', () => {
    const state = { memory: {} as Record<string, unknown>, disk: {} as Record<string, unknown> };
    expect(apply(state, 'troupe', { version: 1, overrides: { director: big(3) } })).toHaveLength(1);
    expect(apply(state, 'troupe', { version: 1, overrides: { director: big(4) } })).toHaveLength(1);
    expect(apply(state, 'troupe', undefined)).toEqual([ABSENT_STRING]);
    expect(apply(state, 'troupe', undefined)).toEqual([]);
  });
});
