// Profile files: export → import round trips, secrets kept out, mode mismatch, embedded skills (Luker's
// files and the export written for Luker: envelope-luker.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { bytesToBase64 } from './embedded-skills.ts';
import { exportProfile, exportProfileFile, importProfile } from './envelope.ts';
import { MODES } from './modes.ts';
import { defaultProfile, parseProfile } from './parse.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/profiles/${name}`, import.meta.url), 'utf8');
const MISMATCH = 'Imported file does not match the current mode.';

describe('round trip', () => {
  it.each(MODES)('%s: default → export → JSON → import gives the same profile', (mode) => {
    const profile = defaultProfile(mode);
    const { text, fileName } = exportProfileFile(mode, 'My preset', profile);
    expect(fileName).toBe(`troupe-${mode}-My-preset.json`);
    const res = importProfile(mode, text);
    if (!res.ok) throw new Error(res.error);
    expect(res.profile).toEqual(profile);
    expect(res.warnings).toEqual([]);
    expect(res.name).toBe('My preset');
    expect(res.origin).toBe('troupe');
  });

  it.each(MODES)('%s: an edited profile with unknown fields survives the round trip', (mode) => {
    const edited = parseProfile(mode, {
      ...defaultProfile(mode),
      apiPreset: 'conn-a',
      extraThing: { keep: true },
      skills: { visible: ['x'], deny: ['y'] },
    }).profile;
    const res = importProfile(mode, JSON.stringify(exportProfile(mode, 'n', edited)));
    expect(res.ok && res.profile).toEqual(edited);
  });

  it('our director file without its extensions marker is still read as ours', () => {
    const env = exportProfile('director', 'x', defaultProfile('director')) as unknown as Record<string, unknown>;
    delete env.extensions;
    const res = importProfile('director', env);
    expect(res.ok && res.origin).toBe('troupe');
    expect(res.ok && res.profile).toEqual(defaultProfile('director'));
  });

  it('envelope shape and format names', () => {
    const env = exportProfile('director', 'D', defaultProfile('director'), { now: new Date('2026-01-02T03:04:05Z') });
    expect(Object.keys(env)).toEqual(['format', 'mode', 'name', 'exportedAt', 'profile', 'extensions']);
    expect(env).toMatchObject({
      format: 'luker_orchestrator_profile_v3',
      mode: 'director',
      name: 'D',
      exportedAt: '2026-01-02T03:04:05.000Z',
      extensions: { troupe: { version: 1 } },
    });
    expect(exportProfile('loop', 'x', defaultProfile('loop')).format).toBe('troupe_profile_loop_v1');
    expect(exportProfile('spec', 'x', defaultProfile('spec')).format).toBe('troupe_profile_spec_v1');
    expect(exportProfile('agenda', 'x', defaultProfile('agenda')).format).toBe('troupe_profile_agenda_v1');
    expect(exportProfile('single', 'x', defaultProfile('single')).format).toBe('troupe_profile_single_v1');
  });
});

describe('secrets never leave', () => {
  const secretProfile = () =>
    parseProfile('director', {
      apiKey: 'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
      mainAgent: { systemPrompt: 'Use key sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123 carefully.', password: 'hunter2' },
      subAgents: [
        {
          id: 'a',
          systemPrompt: 'x',
          connection: { url: 'https://user:pw@example.com/v1', openaiApiKey: 'abc', headers: { Authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' } },
        },
      ],
      extra: ['AIzaSyA1234567890abcdefghijklmnopqrstuv', 'plain'],
      tokenBudget: 5000,
      maxTokensNote: 'keep',
    }).profile;

  it('export strips fields named like credentials and values shaped like them', () => {
    const env = exportProfile('director', 'x', secretProfile());
    const text = JSON.stringify(env);
    for (const s of ['sk-proj-', 'sk-ant-', 'hunter2', 'user:pw', 'Bearer abc', 'AIzaSy', '"abc"']) expect(text).not.toContain(s);
    const p = env.profile as Record<string, any>;
    expect(p.apiKey).toBeUndefined();
    expect(p.mainAgent.password).toBeUndefined();
    expect(p.mainAgent.systemPrompt).toBe('Use key [removed] carefully.');
    expect(p.subAgents[0].connection).toEqual({ headers: {} });
    expect(p.extra).toEqual(['plain']);
    expect(p.tokenBudget).toBe(5000);
    expect(p.maxTokensNote).toBe('keep');
    expect(p.maxTotalSubagentRuns).toBe(16);
  });

  it('import strips them too and reports where', () => {
    const env = { format: 'troupe_profile_loop_v1', mode: 'loop', name: 'x', profile: { secret: 'abc', loopAgent: { systemPrompt: 'hi', token: 'zzz' } } };
    const res = importProfile('loop', env);
    if (!res.ok) throw new Error(res.error);
    expect(JSON.stringify(res.profile)).not.toContain('zzz');
    expect(
      res.warnings
        .filter((w) => w.code === 'secret_removed')
        .map((w) => w.path)
        .sort(),
    ).toEqual(['loopAgent.token', 'secret']);
  });
});

describe('mode mismatch and malformed files', () => {
  it('refuses a file of another mode with the exact message', () => {
    const text = JSON.stringify(exportProfile('loop', 'x', defaultProfile('loop')));
    expect(importProfile('director', text)).toEqual({ ok: false, error: MISMATCH });
    expect(importProfile('loop', fixture('luker-director-v3.json'))).toEqual({ ok: false, error: MISMATCH });
    expect(importProfile('agenda', fixture('luker-spec-v1.json'))).toEqual({ ok: false, error: MISMATCH });
    expect(importProfile('spec', { mode: 'agenda', profile: {} })).toEqual({ ok: false, error: MISMATCH });
  });

  it.each([
    ['', /empty/],
    ['{"format": "luker_orchestrator_profile_v3", ', /not valid JSON/],
    ['[1,2]', /must be a JSON object/],
    ['"text"', /must be a JSON object/],
    ['{"format":"luker_orchestrator_profile_v3","mode":"director"}', /no "profile" object/],
    ['{"format":"luker_orchestrator_profile_v3","profile":[]}', /"profile" must be a JSON object/],
    ['{"format":"luker_orchestrator_profile_v3","profile":"x"}', /"profile" must be a JSON object/],
    ['{"format":"something_else_v9","profile":{}}', /Unknown profile format "something_else_v9"/],
    ['{"profile":{}}', /names no format and no mode/],
    ['{"mode":"chaos","profile":{}}', /Unknown execution mode "chaos"/],
    ['{"format":"troupe_profile_director_v7","profile":{}}', /newer version of Troupe/],
    ['{"format":"luker_orchestrator_profile_v3","mode":"loop","profile":{}}', /inconsistent/],
  ])('%s → a message naming the problem', (text, message) => {
    const res = importProfile('director', text);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error).toMatch(message);
  });

  it('repairs what it can and lists it', () => {
    const res = importProfile('director', {
      format: 'luker_orchestrator_profile_v3',
      extensions: { troupe: { version: 1 } },
      profile: { maxRounds: 'lots', subAgents: 'none' },
    });
    if (!res.ok) throw new Error(res.error);
    expect(res.profile.maxRounds).toBe(20);
    expect(res.warnings.map((w) => w.path).sort()).toEqual(['maxRounds', 'subAgents']);
  });
});

describe('embedded skills', () => {
  it('export carries the given skills and import returns them', () => {
    const skills = [
      {
        name: 'voice',
        files: [
          { path: 'SKILL.md', text: '---\nname: voice\ndescription: d\n---\nbody' },
          { path: 'img/a.png', base64: 'iVBORw0KGgo=' },
        ],
      },
    ];
    const env = exportProfile('single', 'x', defaultProfile('single'), { skills });
    expect(env.skills).toEqual(skills);
    const res = importProfile('single', JSON.stringify(env));
    expect(res.ok && res.skills).toEqual(skills);
    const without = importProfile('single', env, { embeddedSkills: false });
    expect(without.ok && without.skills).toBeUndefined();
  });

  it('bad entries are skipped with a warning; the profile still imports', () => {
    const env = {
      ...exportProfile('single', 'x', defaultProfile('single')),
      skills: [{ name: 'ok', files: [{ path: 'SKILL.md', text: 't' }] }, { name: 'evil', files: [{ path: '../../etc/passwd', text: 'x' }] }, 'junk'],
    };
    const res = importProfile('single', env);
    if (!res.ok) throw new Error(res.error);
    expect(res.skills!.map((s) => s.name)).toEqual(['ok']);
    expect(res.warnings.map((w) => w.path)).toEqual(['skills[1].files[0]', 'skills[1]', 'skills[2]']);
  });

  it("reads Luker's zipped skill items", () => {
    const zip = zipSync({ 'SKILL.md': strToU8('---\nname: z\ndescription: zipped\n---\nhello'), 'bin/x.dat': new Uint8Array([0xff, 0x00, 0xfe]) });
    const env = {
      format: 'luker_orchestrator_profile_v4',
      profile: { mode: 'loop' },
      extensions: {
        luker: {
          embedded_skills_source: {
            version: 1,
            items: [{ bundleFormat: 'archive-base64-v1', name: 'z', fileName: 'z.zip', contentBase64: bytesToBase64(zip), sha256: '' }],
          },
        },
      },
    };
    const res = importProfile('loop', env);
    if (!res.ok) throw new Error(res.error);
    const files = Object.fromEntries(res.skills![0]!.files.map((f) => [f.path, f]));
    expect(files['SKILL.md']!.text).toContain('hello');
    expect(files['bin/x.dat']!.base64).toBe(bytesToBase64(new Uint8Array([0xff, 0x00, 0xfe])));
  });
});
