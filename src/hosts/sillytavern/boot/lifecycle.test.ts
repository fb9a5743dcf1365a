import { expect, test } from 'vitest';
import { disabledInSillyTavern } from './lifecycle.ts';
import type { SillyTavernGlobal } from '../types.ts';

const st = (disabledExtensions: unknown): SillyTavernGlobal =>
  ({ getContext: () => ({ extensionSettings: { disabledExtensions } }) }) as unknown as SillyTavernGlobal;
const url = (folder: string) => `http://127.0.0.1:8000/scripts/extensions/third-party/${folder}/dist/index.js`;

test('the boot module knows when SillyTavern lists its own folder as disabled', () => {
  expect(disabledInSillyTavern(url('troupe'), st(['third-party/troupe']))).toBe(true);
  expect(disabledInSillyTavern(url('SillyTavern-Troupe'), st(['third-party/SillyTavern-Troupe']))).toBe(true);
  expect(disabledInSillyTavern(url('Troupe%20copy'), st(['third-party/Troupe copy']))).toBe(true);
  // Another extension disabled, none, no list (1.12 and the stand-in), no SillyTavern, another URL shape.
  expect(disabledInSillyTavern(url('troupe'), st(['third-party/other', 'vectors']))).toBe(false);
  expect(disabledInSillyTavern(url('troupe'), st([]))).toBe(false);
  expect(disabledInSillyTavern(url('troupe'), st(undefined))).toBe(false);
  expect(disabledInSillyTavern(url('troupe'), undefined)).toBe(false);
  expect(disabledInSillyTavern('http://127.0.0.1:8790/index.js', st(['third-party/troupe']))).toBe(false);
});
