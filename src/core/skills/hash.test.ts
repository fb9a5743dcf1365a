import { expect, test } from 'vitest';
import { hashBytes, hashSkillFiles } from './hash.ts';
import { encodeText } from './text.ts';

const f = (path: string, s: string) => ({ path, bytes: encodeText(s) });

test('hashBytes is deterministic and sensitive to every byte, the length and the seed', () => {
  const a = encodeText('The quick brown fox jumps over the lazy dog');
  expect(hashBytes(a)).toEqual(hashBytes(a.slice()));
  const seen = new Set<string>();
  for (let i = 0; i < a.length; i++) {
    const b = a.slice();
    b[i] ^= 1;
    seen.add(hashBytes(b).join());
  }
  expect(seen.size).toBe(a.length);
  expect(seen.has(hashBytes(a).join())).toBe(false);
  expect(hashBytes(new Uint8Array([0]))).not.toEqual(hashBytes(new Uint8Array([0, 0])));
  expect(hashBytes(a, 1)).not.toEqual(hashBytes(a, 2));
});

test('hashBytes gives the same answer for aligned and unaligned views', () => {
  const buf = new Uint8Array(40);
  for (let i = 0; i < 40; i++) buf[i] = (i * 37) & 255;
  const aligned = buf.subarray(4, 4 + 23);
  const copy = new Uint8Array(24).subarray(1);
  copy.set(aligned);
  expect(hashBytes(copy)).toEqual(hashBytes(aligned));
});

test('no collisions over many small inputs', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 20000; i++) seen.add(hashBytes(encodeText(String(i))).join());
  expect(seen.size).toBe(20000);
});

test('hashSkillFiles ignores order but not paths or content', () => {
  const h = hashSkillFiles([f('SKILL.md', 'x'), f('a.md', 'y')]);
  expect(h).toMatch(/^[0-9a-f]{16}$/);
  expect(hashSkillFiles([f('a.md', 'y'), f('SKILL.md', 'x')])).toBe(h);
  expect(hashSkillFiles([f('SKILL.md', 'x'), f('b.md', 'y')])).not.toBe(h);
  expect(hashSkillFiles([f('SKILL.md', 'x'), f('a.md', 'z')])).not.toBe(h);
  // moving bytes between a path and content does not collide
  expect(hashSkillFiles([f('ab', 'c')])).not.toBe(hashSkillFiles([f('a', 'bc')]));
});
