import { describe, expect, it } from 'vitest';
import { ok, run, setup } from './testing.ts';
import { skillMdText } from './apply-skill-files.ts';

const METHOD = {
  path: 'SKILL.md',
  text: skillMdText('voice-critic-method-en', 'How voice_critic reviews a draft.', '# Method\n\nQuote the line, say why, propose a replacement.\n'),
};

describe('skill_create', () => {
  it('makes a skill in the edited scope, validated like an install, and an agent can be bound to it', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'skill_create', {
      name: 'pacing-rules-en',
      description: 'Pacing rules for a scene: when to cut, when to linger.',
      body: '# Pacing\n\n- Cut a beat that repeats the last one.\n',
      files: [{ path: 'references/examples.md', text: 'Example.' }],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.draft.skills).toHaveLength(1);
    expect(r.draft.skills[0]).toMatchObject({
      name: 'pacing-rules-en',
      scope: 'preset:director/default',
      description: 'Pacing rules for a scene: when to cut, when to linger.',
    });
    expect(r.draft.skills[0]!.files.map((f) => f.path)).toEqual(['SKILL.md', 'references/examples.md']);
    expect(r.draft.skills[0]!.files[0]!.text).toBe(
      "---\nname: pacing-rules-en\ndescription: 'Pacing rules for a scene: when to cut, when to linger.'\n---\n\n# Pacing\n\n- Cut a beat that repeats the last one.\n",
    );
    expect(r.draft.profile).toBe(draft.profile);
    const bound = ok(ctx, r.draft, 'skill_bind_to_agent', { agentId: 'main', skill: 'pacing-rules-en' });
    expect((bound.profile as { mainAgent: { skills: { visible: string[] } } }).mainAgent.skills.visible).toContain('pacing-rules-en');
  });

  it('refuses what an install refuses: a bad name, a taken name, a bad path, too long a description', () => {
    const { ctx, draft } = setup();
    const bad = run(ctx, draft, 'skill_create', { name: 'Pacing Rules', description: 'x', body: 'x' });
    expect(bad).toMatchObject({ ok: false, code: 'invalid_skill' });
    expect(!bad.ok && bad.error).toContain('is not allowed');
    expect(run(ctx, draft, 'skill_create', { name: 'director-no-meta-en', description: 'x', body: 'x' })).toMatchObject({ ok: false, code: 'skill_exists' });
    const path = run(ctx, draft, 'skill_create', { name: 'p-en', description: 'x', body: 'x', files: [{ path: '../escape.md', text: 'x' }] });
    expect(!path.ok && path.error).toContain('../escape.md: "." and ".." are not allowed');
    expect(() => run(ctx, draft, 'skill_create', { name: 'p-en', description: 'x'.repeat(5000), body: 'x' })).toThrow(/description/);
  });
});

describe('skill_edit', () => {
  it("replaces a passage of an installed skill's file and keeps its scope and the hash it was based on", () => {
    const { ctx, draft } = setup('director', [], { 'voice-critic-method-en': [METHOD] });
    const r = run(ctx, draft, 'skill_edit', { name: 'voice-critic-method-en', find: 'propose a replacement', replaceWith: 'propose one replacement' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.draft.skills[0]).toMatchObject({ name: 'voice-critic-method-en', scope: 'global', baseHash: 'h-voice-critic-method-en' });
    expect(r.draft.skills[0]!.files[0]!.text).toContain('propose one replacement.');
    expect(r.warnings.join()).toContain('global skill');
  });

  it('writes a whole new file, and edits a skill created in the session again', () => {
    const { ctx, draft } = setup();
    const made = ok(ctx, draft, 'skill_create', { name: 'pacing-rules-en', description: 'Pacing.', body: 'Body.' });
    const r = run(ctx, made, 'skill_edit', { name: 'pacing-rules-en', path: 'references/more.md', text: 'More.' });
    expect(r.ok && r.draft.skills.map((s) => s.files.map((f) => f.path))).toEqual([['SKILL.md', 'references/more.md']]);
    expect(r.ok && r.draft.skills[0]!.baseHash).toBeUndefined();
  });

  it('refuses: both or neither of text and find, a missing skill or file, no match, a renamed frontmatter, no change', () => {
    const { ctx, draft } = setup('director', [], { 'voice-critic-method-en': [METHOD] });
    const n = 'voice-critic-method-en';
    expect(run(ctx, draft, 'skill_edit', { name: n })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(run(ctx, draft, 'skill_edit', { name: n, text: 'x', find: 'y' })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(run(ctx, draft, 'skill_edit', { name: 'ghost', text: 'x' })).toMatchObject({ ok: false, code: 'skill_not_installed' });
    expect(run(ctx, draft, 'skill_edit', { name: n, path: 'nope.md', find: 'x', replaceWith: 'y' })).toMatchObject({ ok: false, code: 'file_not_found' });
    expect(run(ctx, draft, 'skill_edit', { name: n, find: 'absent', replaceWith: 'y' })).toMatchObject({ ok: false, code: 'patch_not_found' });
    const renamed = run(ctx, draft, 'skill_edit', { name: n, find: 'name: voice-critic-method-en', replaceWith: 'name: other-name' });
    expect(renamed).toMatchObject({ ok: false, code: 'invalid_skill' });
    expect(run(ctx, draft, 'skill_edit', { name: n, text: METHOD.text })).toMatchObject({ ok: false, code: 'no_change' });
    expect(run(ctx, draft, 'skill_edit', { name: 'director-no-meta-en', text: 'x' })).toMatchObject({ ok: false, code: 'skill_unreadable' });
  });
});
