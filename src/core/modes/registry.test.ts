// The mode registry names every mode, and each descriptor agrees with what the rest of the core does
// with that mode: its schema is the one parseProfile uses, its limits and switches are fields of the
// profile with the schema's ranges, its generation types are the boot gate's, its tools the mode's.
import { describe, expect, it } from 'vitest';
import { CAPSULE_MODES, MODES } from '../profiles/modes.ts';
import { defaultProfile, parseProfile, PROFILE_SCHEMAS } from '../profiles/parse.ts';
import { MODE_TOOL_NAMESPACES } from './tools.ts';
import { CAPSULE_GENERATION_TYPES, DIRECTOR_GENERATION_TYPES, isCapsuleGenerationType, isDirectorGenerationType } from '../engines/runtime/generation.ts';
import { leadAgent, limitRanges, modeTurn, MODE_DESCRIPTORS, modeDescriptor, modeDescriptors, runsFor, type ModeDescriptor } from './index.ts';

/** The value at a path like `stages[1].nodes[0]`. */
const at = (root: unknown, path: string): unknown =>
  path.split(/\.|(?=\[)/).reduce<unknown>((v, key) => (v as Record<string, unknown>)[key.replace(/^\[(\d+)\]$/, '$1')], root);

/** What the boot gate knew before the registry: capsule modes run for the capsule types, the director for its own. */
const modeRunsFor = (mode: string, t: unknown) =>
  (CAPSULE_MODES as readonly string[]).includes(mode) ? isCapsuleGenerationType(t) : isDirectorGenerationType(t);

const TYPES = [...new Set([...DIRECTOR_GENERATION_TYPES, ...CAPSULE_GENERATION_TYPES, 'quiet', 'dry_run', '', 42])];

describe('the mode registry', () => {
  it('has one descriptor per mode, in MODES order, each under its own name', () => {
    expect(Object.keys(MODE_DESCRIPTORS)).toEqual([...MODES]);
    expect(modeDescriptors().map((d) => d.mode)).toEqual([...MODES]);
    for (const m of MODES) expect(modeDescriptor(m).mode).toBe(m);
  });

  describe.each(MODES)('%s', (mode) => {
    const d = modeDescriptor(mode) as ModeDescriptor;
    const profile = defaultProfile(mode) as unknown as Record<string, unknown>;

    it('its schema is the one profiles are parsed with', () => {
      expect(PROFILE_SCHEMAS[mode]).toBe(d.schema);
      const { profile: parsed, warnings } = parseProfile(mode, { mode: 'other' });
      expect(parsed.mode).toBe(mode);
      expect(warnings.map((w) => w.code)).toContain('mode_forced');
    });

    it('its profile starts with the shared base and ends with the shared tail', () => {
      const keys = Object.keys(profile);
      expect(keys.slice(0, 4)).toEqual(['mode', 'apiPreset', 'promptPreset', 'skills']);
      expect(keys.indexOf('toolCallRetryMax')).toBeGreaterThan(3);
      expect(keys.indexOf('lorebookFilter')).toBeLessThan(keys.indexOf('budget'));
      expect(keys.indexOf('useStreaming')).toBeLessThan(keys.indexOf('lorebookFilter'));
    });

    it('its limits are numbers of the profile at their schema default, clamped to their range', () => {
      expect(d.limits.length).toBeGreaterThan(0);
      for (const { field, range } of d.limits) {
        expect(profile[field], field).toBe(range.def);
        const over = parseProfile(mode, { [field]: range.max + 1 }).profile as unknown as Record<string, unknown>;
        expect(over[field], field).toBe(range.max);
      }
      expect(Object.keys(limitRanges(mode))).toEqual(d.limits.map((l) => l.field));
    });

    it('its switches are booleans of the profile', () => {
      expect(d.switches).toContain('useStreaming');
      for (const f of d.switches) expect(typeof profile[f], f).toBe('boolean');
    });

    it('runs for the generations the boot gate lets through, and its tools are the mode’s', () => {
      for (const t of TYPES) expect(runsFor(mode, t), String(t)).toBe(modeRunsFor(mode, t));
      expect(d.tools).toEqual(MODE_TOOL_NAMESPACES[mode]);
    });

    it('a turn: the director takes the reply over (alone when asked), a capsule mode writes a capsule for the full team only', () => {
      for (const t of TYPES) {
        const runs = modeRunsFor(mode, t);
        expect(modeTurn(mode, t, 'off')).toBeNull();
        expect(modeTurn(mode, t, 'full'), String(t)).toBe(runs ? d.output : null);
        expect(modeTurn(mode, t, 'light'), String(t)).toBe(runs && mode === 'director' ? 'reply' : null);
      }
      expect(modeTurn(mode, 'quiet', 'full')).toBeNull();
    });

    it('names its agents where they sit: the fixed one, its team list, and a lead with a prompt', () => {
      const agents = d.agents(profile);
      expect(agents.length).toBeGreaterThan(0);
      for (const a of agents) expect(a.path.split(/[.[]/)[0]! in profile, a.path).toBe(true);
      if (d.fixedId) expect(agents[0]).toMatchObject({ id: d.fixedId, path: expect.not.stringContaining('[') });
      if (d.team) {
        const list = profile[d.team.key] as unknown[];
        expect(Array.isArray(list)).toBe(true);
        expect(agents.filter((a) => a.role === d.team!.role)).toHaveLength(list.length);
      }
      expect(typeof leadAgent(mode, profile)?.holder.systemPrompt).toBe('string');
      // Each holder is the object at its path in the profile passed in (an edit of a copy lands in that copy).
      for (const a of agents) expect(at(profile, a.path), a.path).toBe(a.holder);
    });

    it('its engine loads (from its own chunk in the browser) and is the engine of its kind of turn', async () => {
      const engine = await d.engine();
      expect(Object.keys(engine)).toEqual([d.output]);
      expect(typeof (engine as Record<string, unknown>)[d.output]).toBe('function');
    });

    it('a capsule mode writes a capsule (and has its placement); the director writes the reply, alone when asked', () => {
      const capsule = (CAPSULE_MODES as readonly string[]).includes(mode);
      expect(d.output).toBe(capsule ? 'capsule' : 'reply');
      expect('capsule' in profile).toBe(capsule);
      expect(d.writerAlone).toBe(!capsule);
    });
  });
});
