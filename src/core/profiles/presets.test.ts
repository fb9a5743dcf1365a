import { describe, expect, it } from 'vitest';
import { defaultProfile } from './parse.ts';
import {
  activePreset,
  createPreset,
  defaultLibrary,
  deletePreset,
  duplicatePreset,
  parsePresetLibrary,
  renamePreset,
  setActivePreset,
  updatePreset,
} from './presets.ts';

describe('preset library', () => {
  it('starts with an active default', () => {
    const lib = defaultLibrary('loop');
    expect(lib.presets).toHaveLength(1);
    expect(activePreset(lib)).toMatchObject({ id: 'default', name: 'Default' });
    expect(activePreset(lib)!.profile).toEqual(defaultProfile('loop'));
  });

  it('create / duplicate / rename / setActive are pure and keep ids stable and unique', () => {
    const lib0 = defaultLibrary('director');
    const frozen = structuredClone(lib0);
    const { library: lib1, preset: made } = createPreset(lib0, 'director', '  Fast  ');
    expect(lib0).toEqual(frozen);
    expect(made.name).toBe('Fast');
    expect(lib1.activePresetId).toBe(made.id);
    const { library: lib2, preset: copy } = duplicatePreset(lib1, 'default');
    expect(copy.name).toBe('Default (copy)');
    expect(lib2.presets.map((p) => p.id)).toEqual(['default', copy.id, made.id]);
    expect(new Set(lib2.presets.map((p) => p.id)).size).toBe(3);
    expect(copy.profile).toEqual(lib2.presets[0]!.profile);
    expect(copy.profile).not.toBe(lib2.presets[0]!.profile);
    const lib3 = renamePreset(lib2, copy.id, 'Slow');
    expect(lib3.presets.find((p) => p.id === copy.id)!.name).toBe('Slow');
    expect(() => renamePreset(lib3, copy.id, '  ')).toThrow('A preset name cannot be empty.');
    expect(() => setActivePreset(lib3, 'nope')).toThrow(/no preset with id "nope"/);
    expect(setActivePreset(lib3, 'default').activePresetId).toBe('default');
    const edited = { ...defaultProfile('director'), maxRounds: 5 };
    expect(updatePreset(lib3, made.id, edited).presets.find((p) => p.id === made.id)!.profile.maxRounds).toBe(5);
  });

  it('many creations never collide', () => {
    let lib = defaultLibrary('single');
    for (let i = 0; i < 200; i++) lib = createPreset(lib, 'single', `p${i}`).library;
    expect(new Set(lib.presets.map((p) => p.id)).size).toBe(201);
  });

  it('delete returns the preset skill scope and moves the active preset', () => {
    let lib = defaultLibrary('spec');
    const { library, preset } = createPreset(lib, 'spec', 'Mine');
    lib = library;
    const del = deletePreset(lib, 'spec', preset.id);
    expect(del.deletedScope).toBe(`preset:spec/${preset.id}`);
    expect(del.library.activePresetId).toBe('default');
    expect(del.library.presets.map((p) => p.id)).toEqual(['default']);
  });

  it('deleting the last preset leaves a fresh default under a new id', () => {
    const del = deletePreset(defaultLibrary('agenda'), 'agenda', 'default');
    expect(del.deletedScope).toBe('preset:agenda/default');
    expect(del.library.presets).toHaveLength(1);
    expect(del.library.presets[0]!.id).not.toBe('default');
    expect(del.library.activePresetId).toBe(del.library.presets[0]!.id);
  });

  it('parses a stored library, repairing and reporting', () => {
    const { library, warnings } = parsePresetLibrary('loop', {
      activePresetId: 'gone',
      presets: [
        { id: 'a', name: 'A', profile: { maxRounds: 70 } },
        { id: 'a', name: 'A again', profile: {} },
        { name: 'no id', profile: {} },
        { id: 'b', name: 'B', profile: 'broken' },
      ],
    });
    expect(library.presets.map((p) => p.name)).toEqual(['A', 'A again']);
    expect(library.presets[1]!.id).not.toBe('a');
    expect(library.activePresetId).toBe('a');
    expect(library.presets[0]!.profile.maxRounds).toBe(50);
    expect(warnings.map((w) => w.path)).toEqual(['presets[0].profile.maxRounds', 'presets[1].id', 'presets[2]', 'presets[3].profile', 'activePresetId']);
    expect(parsePresetLibrary('loop', undefined).library.presets[0]!.id).toBe('default');
    expect(() => parsePresetLibrary('loop', 5)).toThrow(/JSON object/);
  });
});
