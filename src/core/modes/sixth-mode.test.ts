// A sixth mode is its folder and one registry line: this test adds a made-up capsule mode ("sketch": one
// agent, one limit, the chat tools, its own lint and engine; test/fixtures/sketch-mode.ts) to the
// registry and nothing else, then finds it everywhere the core keeps something per mode — the mode
// list and type guard, the profile parser, the tool switches, the lint, the shipped presets, the export
// format, the turn decision, and a capsule turn that loads and runs its engine. Its words in the slash
// commands are src/app/commands/sixth-mode.test.ts; its panel folder is ui/panel/modes/sixth-mode.test.tsx.
import { describe, expect, test, vi } from 'vitest';
import { CAPSULE_MODES, isMode, MODES, type Mode } from '../profiles/modes.ts';

vi.mock('./registry.ts', async (importOriginal) => {
  const { MODE_REGISTRY } = await importOriginal<typeof import('./registry.ts')>();
  const { sketchMode } = await import('../../../test/fixtures/sketch-mode.ts');
  return { MODE_REGISTRY: [...MODE_REGISTRY, sketchMode] };
});

const SKETCH = 'sketch' as Mode;

describe('a sixth mode, added by its registry line alone', () => {
  test('is a mode, and a capsule mode', () => {
    expect(MODES).toEqual(['director', 'loop', 'spec', 'agenda', 'single', 'sketch']);
    expect(CAPSULE_MODES).toContain('sketch');
    expect(isMode('sketch')).toBe(true);
  });

  test('its profiles parse with the shared base around its parts, clamped to its ranges', async () => {
    const { parseProfile, defaultProfile } = await import('../profiles/parse.ts');
    const p = defaultProfile(SKETCH) as unknown as Record<string, unknown>;
    expect(Object.keys(p).slice(0, 4)).toEqual(['mode', 'apiPreset', 'promptPreset', 'skills']);
    expect(p.sketchStrokes).toBe(3);
    const { profile, warnings } = parseProfile(SKETCH, { mode: 'loop', sketchStrokes: 40 });
    expect((profile as unknown as Record<string, unknown>).sketchStrokes).toBe(9);
    expect(warnings.map((w) => w.code)).toContain('mode_forced');
    const { limitRanges } = await import('./index.ts');
    expect(limitRanges(SKETCH)).toMatchObject({ sketchStrokes: { min: 1, max: 9, def: 3 } });
  });

  test('its tool switches, lint, shipped presets and export format are found by its id', async () => {
    const { MODE_TOOL_NAMESPACES, defaultToolFlags } = await import('./tools.ts');
    expect(MODE_TOOL_NAMESPACES[SKETCH]).toEqual(['chat']);
    expect(defaultToolFlags(SKETCH)).toEqual({ custom: {}, chat: { read_range: true, search: true } });

    const { lintProfile } = await import('../profiles/lint.ts');
    const { parseProfile } = await import('../profiles/parse.ts');
    const blank = parseProfile(SKETCH, { sketcher: { systemPrompt: ' ' } }).profile;
    expect(lintProfile(SKETCH, blank).map((i) => i.path)).toContain('sketcher.systemPrompt');

    const { firstStartLibrary, shippedPresetCost, shippedDefaultOf } = await import('../profiles/shipped.ts');
    const lib = firstStartLibrary(SKETCH, 'zh');
    expect(lib.presets.map((p) => p.id)).toEqual(['default', 'default-zh']);
    expect(lib.activePresetId).toBe('default-zh');
    expect(shippedPresetCost(SKETCH, 'default')).toBe('One stroke.');
    expect((shippedDefaultOf(SKETCH, lib.presets[1]!.profile) as unknown as { sketcher: { systemPrompt: string } }).sketcher.systemPrompt).toBe('速写场景。');

    const { EXPORT_FORMATS, exportProfile, importProfile } = await import('../profiles/envelope.ts');
    expect(EXPORT_FORMATS[SKETCH]).toBe('troupe_profile_sketch_v1');
    const file = exportProfile(SKETCH, 'Mine', parseProfile(SKETCH, { sketchStrokes: 5 }).profile);
    expect(file.format).toBe('troupe_profile_sketch_v1');
    const back = importProfile(SKETCH, JSON.stringify(file));
    expect(back.ok && (back.profile as unknown as Record<string, unknown>).sketchStrokes).toBe(5);
  });

  test('its descriptor carries its words for the commands, from its own file', async () => {
    const { MODE_DESCRIPTORS } = await import('./index.ts');
    const { modeWords } = await import('../../../test/fixtures/sketch-words.ts');
    expect(MODE_DESCRIPTORS[SKETCH].words).toBe(modeWords);
    expect(modeWords.blurb).toEqual({ en: expect.any(String), 'zh-CN': expect.stringMatching(/[\u4e00-\u9fff]/) });
  });

  test('its turn writes a capsule, with the engine its descriptor loads', async () => {
    const { modeTurn } = await import('./index.ts');
    expect(modeTurn(SKETCH, 'impersonate', 'full')).toBe('capsule');
    expect(modeTurn(SKETCH, 'quiet', 'full')).toBeNull();

    const { runCapsuleTurn } = await import('../engines/capsule/turn.ts');
    const { storyFromMessages } = await import('../engines/runtime/story.ts');
    const { parseProfile } = await import('../profiles/parse.ts');
    const profile = parseProfile(SKETCH, { sketchStrokes: 4 }).profile;
    const result = await runCapsuleTurn({
      mode: SKETCH,
      profile,
      story: storyFromMessages([{ role: 'user', content: 'Draw me a harbour.' }]),
      clientFor: () => {
        throw new Error('the sketch engine calls no model');
      },
    } as unknown as Parameters<typeof runCapsuleTurn>[0]);
    expect(result.outcome).toBe('completed');
    expect(result.capsule).toContain('4 strokes of guidance');
  });
});
