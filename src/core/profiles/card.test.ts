import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clearOverride, overrideModes, readOverride, saveOverride, setCardSkills, type CardLike } from './card.ts';
import { cardConsentKey, cardNeedsConsent, readCardSkills } from './card-skills.ts';
import { defaultProfile, parseProfile } from './parse.ts';
import { createProfileResolver } from './effective.ts';

const fixture = (name: string): CardLike => JSON.parse(readFileSync(new URL(`../../../test/fixtures/profiles/${name}`, import.meta.url), 'utf8'));
const card = (troupe?: unknown, extra: Record<string, unknown> = {}): CardLike => ({
  avatar: 'a.png',
  data: { name: 'A', extensions: { ...(troupe === undefined ? {} : { troupe }), ...extra } },
});

describe('character card overrides', () => {
  it('save → read gives the profile back; other modes are untouched', () => {
    const loop = parseProfile('loop', { maxRounds: 7 }).profile;
    const ext1 = saveOverride(undefined, 'loop', loop);
    expect(ext1).toEqual({ version: 1, overrides: { loop } });
    const director = parseProfile('director', { maxRounds: 9, subAgents: [] }).profile;
    const ext2 = saveOverride(ext1, 'director', director);
    expect(ext1.overrides.director).toBeUndefined(); // pure
    const c = card(ext2);
    const r = readOverride(c, 'loop');
    expect(r).toEqual({ ok: true, profile: loop, warnings: [], from: 'troupe' });
    expect(readOverride(c, 'director')?.ok && (readOverride(c, 'director') as { profile: { maxRounds: number } }).profile.maxRounds).toBe(9);
    expect(readOverride(c, 'spec')).toBeNull();
    expect(overrideModes(c)).toEqual(['director', 'loop']);
  });

  it('keeps unknown fields of our extension object and strips secrets on save', () => {
    const ext = saveOverride({ version: 1, overrides: {}, note: 'keep' }, 'single', {
      ...defaultProfile('single'),
      apiKey: 'sk-abcdefghijklmnopqrstuvwxyz',
    } as never);
    expect(ext.note).toBe('keep');
    expect(JSON.stringify(ext)).not.toContain('sk-abc');
  });

  it('clear removes the override for one mode, also hiding Luker data for it', () => {
    const luker = fixture('luker-card-override.json');
    expect(readOverride(luker, 'director')?.ok).toBe(true);
    const ext = clearOverride(luker.data!.extensions!.troupe, 'director');
    expect(ext.overrides).toEqual({ director: null });
    const cleared: CardLike = { ...luker, data: { ...luker.data, extensions: { ...luker.data!.extensions, troupe: ext } } };
    expect(readOverride(cleared, 'director')).toBeNull();
    expect(readOverride(cleared, 'loop')?.ok).toBe(true); // still Luker's loop override
    expect(overrideModes(cleared)).toEqual(['loop']);
  });

  it("reads Luker's legacy override object", () => {
    const c = fixture('luker-card-override.json');
    const d = readOverride(c, 'director');
    if (!d?.ok) throw new Error('expected an override');
    expect(d.from).toBe('luker');
    expect(d.profile).toMatchObject({ maxRounds: 10, maxConcurrentSubagents: 2, maxTotalSubagentRuns: 8, subAgents: [] });
    expect(d.profile.mainAgent.systemPrompt).toBe('Card director prompt.');
    expect(d.profile).not.toHaveProperty('updatedAt');
    const l = readOverride(c, 'loop');
    if (!l?.ok) throw new Error('expected an override');
    expect(l.profile.loopAgent.systemPrompt).toBe('Card loop prompt.');
    expect(l.profile.maxRounds).toBe(5);
    expect(readOverride(c, 'agenda')).toBeNull();
    expect(readOverride(c, 'single')).toBeNull();
  });

  it("reads Luker's per-mode library with an active id, and honours its off switch", () => {
    const c = fixture('luker-card-library.json');
    const d = readOverride(c, 'director');
    if (!d?.ok) throw new Error('expected an override');
    expect(d.profile.mainAgent.systemPrompt).toBe("Guard's director.");
    expect(d.profile.maxRounds).toBe(15);
    expect(d.profile).not.toHaveProperty('name');
    // This library has message switches, so a main agent with tools: null inherits them.
    expect(d.profile.mainAgent.tools).toBeNull();
    expect(d.profile.tools.message?.write_message).toBe(true);
    const off = structuredClone(c);
    (off.data!.extensions!.orchestrator as Record<string, unknown>).enabled = false;
    expect(readOverride(off, 'director')).toBeNull();
  });

  it('ours wins over Luker for the same mode', () => {
    const c = fixture('luker-card-override.json');
    c.data!.extensions!.troupe = saveOverride(undefined, 'director', parseProfile('director', { maxRounds: 42 }).profile);
    const d = readOverride(c, 'director');
    expect(d?.ok && d.from).toBe('troupe');
    expect(d?.ok && d.profile.maxRounds).toBe(42);
  });

  it('an unusable stored override is reported, not thrown', () => {
    const r = readOverride(card({ version: 1, overrides: { loop: 'garbage' } }), 'loop');
    expect(r).toMatchObject({ ok: false, from: 'troupe' });
    expect(r && !r.ok && r.error).toMatch(/loop override cannot be used: A profile must be a JSON object/);
  });

  it('no card, no extensions, junk extension → no override', () => {
    expect(readOverride(null, 'director')).toBeNull();
    expect(readOverride({}, 'director')).toBeNull();
    expect(readOverride(card('junk'), 'director')).toBeNull();
  });
});

describe('card skills and consent', () => {
  it('reads our skills and Luker embedded skills', () => {
    const ext = setCardSkills(undefined, [{ name: 's', files: [{ path: 'SKILL.md', text: 'x' }] }]);
    expect(readCardSkills(card(ext)).skills.map((s) => s.name)).toEqual(['s']);
    expect(readCardSkills(fixture('luker-card-library.json')).skills.map((s) => s.name)).toEqual(['guard-voice']);
    expect(setCardSkills(ext, []).skills).toBeUndefined();
  });

  it('asks before enabling a card override or skills, once per payload', () => {
    const plain = card();
    expect(cardConsentKey(plain)).toBeNull();
    expect(cardNeedsConsent(plain, new Set())).toBe(false);

    const withOverride = card(saveOverride(undefined, 'loop', defaultProfile('loop')));
    const key = cardConsentKey(withOverride)!;
    expect(key).toMatch(/^a\.png#[0-9a-f]{14}$/);
    expect(cardNeedsConsent(withOverride, new Set())).toBe(true);
    expect(cardNeedsConsent(withOverride, new Set([key]))).toBe(false);

    // Different content → asked again.
    const changed = card(saveOverride(undefined, 'loop', parseProfile('loop', { maxRounds: 3 }).profile));
    expect(cardNeedsConsent(changed, new Set([key]))).toBe(true);

    expect(cardNeedsConsent(fixture('luker-card-override.json'), new Set())).toBe(true);
    expect(cardNeedsConsent(card(setCardSkills(undefined, [{ name: 's', files: [{ path: 'a', text: '' }] }])), new Set())).toBe(true);
    // A cleared-only extension carries nothing to consent to.
    expect(cardNeedsConsent(card(clearOverride(undefined, 'loop')), new Set())).toBe(false);
  });
});

describe('a card override from outside gets the limits of an imported profile', () => {
  const cardWith = (override: unknown): CardLike => ({
    avatar: 'x.png',
    data: { name: 'X', extensions: { troupe: { version: 1, overrides: { director: override } } } },
  });

  it('refuses one nested 20,000 levels deep with a clear message; its consent key and the resolver do not throw', () => {
    const deep = JSON.parse(`{"mode":"director","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    const card = cardWith(deep);
    expect(readOverride(card, 'director')).toEqual({
      ok: false,
      error: "The character card's director override cannot be used: it is nested too deeply (more than 100 levels of objects and lists); no real profile is.",
      from: 'troupe',
    });
    expect(cardConsentKey(card)).toBe('x.png#nested-too-deeply');
    const r = createProfileResolver().resolve({ mode: 'director', card, library: null });
    expect(r.source).toBe('default');
    expect(r.warnings.map((w) => w.message)).toContain(
      "The character card's director override cannot be used: it is nested too deeply (more than 100 levels of objects and lists); no real profile is.",
    );
  });

  it('refuses a team over the limit and does not keep a huge unknown field', () => {
    const many = { mode: 'director', subAgents: Array.from({ length: 300 }, (_, i) => ({ id: `a${i}` })) };
    expect(readOverride(cardWith(many), 'director')).toMatchObject({
      ok: false,
      error: "The character card's director override cannot be used: it has 300 sub-agents; at most 64 are allowed.",
    });
    const junk = { mode: 'director', junk: 'y'.repeat(200_000), note: 'kept' };
    const r = readOverride(cardWith(junk), 'director');
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect((r.profile as Record<string, unknown>).junk).toBeUndefined();
    expect((r.profile as Record<string, unknown>).note).toBe('kept');
    expect(r.warnings).toContainEqual({ path: 'junk', code: 'dropped', message: 'an unknown field of 195 KB was not kept.' });
  });
});
