import { describe, expect, it } from 'vitest';
import { resolveVisibleSkills } from '../skills/visibility.ts';
import { ok, run, setup, sub } from './testing.ts';

const main = (d: { profile: unknown }) => (d.profile as { mainAgent: { skills?: { visible?: string[]; deny?: string[] } } }).mainAgent;
const modeSkills = (d: { profile: unknown }) => (d.profile as { skills: { visible: string[]; deny: string[] } }).skills;

describe('skill_bind_to_agent', () => {
  it('adds to an agent that inherits with "+" and keeps the "+"', () => {
    const { ctx, draft } = setup('director', ['pacing-rules-en']);
    const next = ok(ctx, draft, 'skill_bind_to_agent', { agentId: 'main', skill: 'pacing-rules-en' });
    // Its preload stays as it was: a new binding is read on demand.
    expect(main(next).skills).toEqual({ visible: ['+', 'draft-writer-style-en', 'pacing-rules-en'], preload: ['draft-writer-style-en'], deny: [] });
    // The mode baseline is still in what it sees.
    const seen = resolveVisibleSkills({ mode: modeSkills(next), agent: main(next).skills as never }, ctx.installed.keys());
    expect(seen).toEqual([...modeSkills(next).visible, 'draft-writer-style-en', 'pacing-rules-en']);
  });

  it('an agent with no list (inherits the mode) gets ["+", skill], never a list that drops the mode\'s skills', () => {
    const { ctx, draft } = setup('director', ['pacing-rules-en']);
    const d = structuredClone(draft);
    delete (sub(d, 'voice_critic') as { skills?: unknown }).skills;
    const r = run(ctx, d, 'skill_bind_to_agent', { agentId: 'voice_critic', skill: 'pacing-rules-en' });
    expect(r.ok && sub(r.draft, 'voice_critic').skills).toEqual({ visible: ['+', 'pacing-rules-en'], deny: [] });
    expect(r.ok && r.summary).toContain('keeps the mode\'s skills ("+")');
  });

  it('an agent with its own list (no "+") gets the name appended and no "+"', () => {
    const { ctx, draft } = setup('director', ['pacing-rules-en']);
    const d = ok(ctx, draft, 'skill_unbind_from_agent', { agentId: 'main', skill: 'director-no-meta-en' });
    (main(d) as { skills: unknown }).skills = { visible: ['draft-writer-style-en'] };
    const next = ok(ctx, d, 'skill_bind_to_agent', { agentId: 'main', skill: 'pacing-rules-en' });
    expect(main(next).skills!.visible).toEqual(['draft-writer-style-en', 'pacing-rules-en']);
  });

  it('binding a skill the agent denies takes it off its deny list', () => {
    const { ctx, draft } = setup('director');
    const d = ok(ctx, draft, 'skill_bind_to_agent', { agentId: 'chat_scout', skill: 'director-no-meta-en', list: 'deny' });
    expect(sub(d, 'chat_scout').skills).toMatchObject({ deny: ['director-no-meta-en'] });
    const r = run(ctx, d, 'skill_bind_to_agent', { agentId: 'chat_scout', skill: 'director-no-meta-en' });
    expect(r.ok && sub(r.draft, 'chat_scout').skills).toMatchObject({ deny: [] });
    expect(r.ok && r.warnings.join()).toContain("was on chat_scout's deny list");
  });

  it('refuses: unknown agent, not installed (with near names), already there, denied at mode level, "*"', () => {
    const { ctx, draft } = setup('director');
    expect(run(ctx, draft, 'skill_bind_to_agent', { agentId: 'ghost', skill: 'director-no-meta-en' })).toMatchObject({ ok: false, code: 'unknown_agent' });
    const missing = run(ctx, draft, 'skill_bind_to_agent', { agentId: 'main', skill: 'no-meta' });
    expect(missing).toMatchObject({ ok: false, code: 'skill_not_installed' });
    expect(!missing.ok && missing.hint).toContain('director-no-meta-en');
    expect(run(ctx, draft, 'skill_bind_to_agent', { agentId: 'chat_scout', skill: 'chat-scout-method-en' })).toMatchObject({ ok: false, code: 'no_change' });
    const denied = ok(ctx, draft, 'skill_set_mode_defaults', { deny: ['draft-writer-style-en'] });
    expect(run(ctx, denied, 'skill_bind_to_agent', { agentId: 'chat_scout', skill: 'draft-writer-style-en' })).toMatchObject({
      ok: false,
      code: 'denied_at_mode',
    });
    const star = structuredClone(draft);
    (sub(star, 'chat_scout') as { skills?: unknown }).skills = { visible: ['*'] };
    expect(run(ctx, star, 'skill_bind_to_agent', { agentId: 'chat_scout', skill: 'draft-writer-style-en' })).toMatchObject({ ok: false, code: 'no_change' });
    // Nothing was changed by any of them.
    expect(draft.profile).toEqual(setup('director').profile);
  });

  it('binds to a deny list, also for a name not installed (with a warning)', () => {
    const { ctx, draft } = setup('director');
    const r = run(ctx, draft, 'skill_bind_to_agent', { agentId: 'main', skill: 'future-skill', list: 'deny' });
    expect(r.ok && main(r.draft).skills!.deny).toEqual(['future-skill']);
    expect(r.ok && r.warnings.join()).toContain('not installed');
  });

  it('works on the agents of the other modes: loop, spec nodes by node or agent id, agenda workers, single', () => {
    for (const [mode, id] of [
      ['loop', 'loop'],
      ['spec', 'distiller'],
      ['agenda', 'critic'],
      ['agenda', 'planner'],
      ['single', 'node'],
    ] as const) {
      const { ctx, draft } = setup(mode, ['pacing-rules-en']);
      const r = run(ctx, draft, 'skill_bind_to_agent', { agentId: id, skill: 'pacing-rules-en' });
      expect(r.ok, `${mode} ${id}: ${!r.ok && r.error}`).toBe(true);
    }
  });
});

describe('skill_unbind_from_agent', () => {
  it("removes a name from the agent's own list, and from its preload (a preload must be visible)", () => {
    const { ctx, draft } = setup('director');
    const r = run(ctx, draft, 'skill_unbind_from_agent', { agentId: 'main', skill: 'draft-writer-style-en' });
    expect(r.ok && main(r.draft).skills).toEqual({ visible: ['+'], preload: [], deny: [] });
    expect(r.ok && r.warnings).toEqual([]);
  });

  it('a skill the agent inherits from the mode is denied for that agent only; the mode list stays whole', () => {
    const { ctx, draft } = setup('director');
    const r = run(ctx, draft, 'skill_unbind_from_agent', { agentId: 'main', skill: 'director-no-meta-en' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(modeSkills(r.draft)).toEqual(modeSkills(draft));
    expect(main(r.draft).skills).toEqual({ visible: ['+', 'draft-writer-style-en'], preload: ['draft-writer-style-en'], deny: ['director-no-meta-en'] });
    expect(r.summary).toContain('denied for main only');
  });

  it("emptying a replacing list says the agent now inherits the mode's skills", () => {
    const { ctx, draft } = setup('director');
    const d = structuredClone(draft);
    (sub(d, 'chat_scout') as { skills?: unknown }).skills = { visible: ['chat-scout-method-en'] };
    const r = run(ctx, d, 'skill_unbind_from_agent', { agentId: 'chat_scout', skill: 'chat-scout-method-en' });
    expect(r.ok && r.warnings[0]).toMatch(/own list is now empty, so it inherits the mode's skills \("director-anti-cliche-en"/);
  });

  it('takes a name off a deny list; refuses what is not there', () => {
    const { ctx, draft } = setup('director');
    const d = ok(ctx, draft, 'skill_bind_to_agent', { agentId: 'main', skill: 'director-no-meta-en', list: 'deny' });
    expect(main(ok(ctx, d, 'skill_unbind_from_agent', { agentId: 'main', skill: 'director-no-meta-en', list: 'deny' })).skills!.deny).toEqual([]);
    expect(run(ctx, draft, 'skill_unbind_from_agent', { agentId: 'main', skill: 'director-no-meta-en', list: 'deny' })).toMatchObject({
      ok: false,
      code: 'no_change',
    });
    expect(run(ctx, draft, 'skill_unbind_from_agent', { agentId: 'chat_scout', skill: 'voice-critic-method-en' })).toMatchObject({
      ok: false,
      code: 'no_change',
    });
  });
});

describe('skill_set_mode_defaults', () => {
  it('replaces the lists given and names the agents whose skills change', () => {
    const { ctx, draft } = setup('director');
    const r = run(ctx, draft, 'skill_set_mode_defaults', { visible: ['director-anti-cliche-en'] });
    expect(r.ok && modeSkills(r.draft)).toEqual({ visible: ['director-anti-cliche-en'], deny: [] });
    // Only the main agent inherits ("+"); the sub-agents' own lists do not take the mode's skills.
    expect(r.ok && r.summary).toMatch(/Agents whose skills change: main\.$/);
  });

  it('refuses "+", bad names and names not installed; allows "*" and denying names not installed', () => {
    const { ctx, draft } = setup('director');
    expect(run(ctx, draft, 'skill_set_mode_defaults', { visible: ['+'] })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(run(ctx, draft, 'skill_set_mode_defaults', { visible: ['Bad Name'] })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(run(ctx, draft, 'skill_set_mode_defaults', { visible: ['nope-en'] })).toMatchObject({ ok: false, code: 'skill_not_installed' });
    expect(run(ctx, draft, 'skill_set_mode_defaults', {})).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(run(ctx, draft, 'skill_set_mode_defaults', { visible: ['*'], deny: ['nope-en'] }).ok).toBe(true);
  });
});
