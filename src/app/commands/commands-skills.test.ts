// /troupe-skills and the commands that edit which skills an agent sees or is denied (/troupe-skill-visible,
// /troupe-skill-deny), in every mode's agents.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { activePreset } from '../../core/profiles/presets.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { director, ok, refused, setup } from './test-setup.ts';

describe('/troupe-skills', () => {
  it('lists installed skills with their scope', async () => {
    const s = await setup();
    const lines = (await ok(s, '/troupe-skills')).split('\n');
    // The 50 bundled skills, filled on first start, in name order.
    expect(lines).toHaveLength(50);
    expect(lines.slice(0, 2)).toEqual(['agenda-planner-method-en (global)', 'agenda-planner-method-zh (global)']);
    expect(lines).toContain('director-anti-cliche-en (global)');
    await s.app.skills.create({ name: 'my-notes', description: 'Notes.', scope: 'preset:director/default' });
    // Named as Manage Skills names it, never by the raw preset id.
    const out = await ok(s, '/troupe-skills');
    const name = s.app.profiles.library('director').presets.find((p) => p.id === 'default')!.name;
    expect(out).toContain(`my-notes (director preset "${name}")`);
    expect(out).not.toContain('preset:director/');
  });

  it('says so when none are installed', async () => {
    const s = await setup();
    for (const skill of s.app.skills.inventory.value) await s.app.skills.remove('global', skill.name);
    expect(await ok(s, '/troupe-skills')).toBe('No skills are installed.');
  });
});

describe('/troupe-skill-visible and /troupe-skill-deny', () => {
  it('edit an agent of the active director preset and save it', async () => {
    const s = await setup();
    const out = await ok(s, '/troupe-skill-visible main + director-anti-cliche-en later-skill');
    expect(out).toContain('Saved in preset "Default (no memory, no search)": agent "main" sees +, director-anti-cliche-en, later-skill.');
    expect(out).toContain('Not installed yet (kept in the list, used once installed): later-skill.');
    // The visible list changes; the main agent's preload (shipped) stays.
    expect(director(s).mainAgent.skills).toEqual({ visible: ['+', 'director-anti-cliche-en', 'later-skill'], preload: ['draft-writer-style-en'] });
    const stored = (await s.app.storage.profiles.get('director')) as { presets: { profile: DirectorProfile }[] };
    expect(stored.presets[0]!.profile.mainAgent.skills?.visible).toEqual(['+', 'director-anti-cliche-en', 'later-skill']);
    expect(s.app.profiles.dirty.value).toBe(false);

    const scout = () => director(s).subAgents.find((a) => a.id === 'chat_scout')!;
    // The shipped scout sees and preloads its method; editing one list leaves the other lists alone.
    const { visible: scoutVisible, preload: scoutPreload } = scout().skills!;
    expect(scoutPreload).toEqual(['chat-scout-method-en']);
    await ok(s, '/troupe-skill-deny chat_scout director-character-voice-en');
    expect(scout().skills).toEqual({ visible: scoutVisible, preload: scoutPreload, deny: ['director-character-voice-en'] });
    expect(await ok(s, '/troupe-skill-deny chat_scout')).toContain('agent "chat_scout" has no denied skills');
    expect(scout().skills).toEqual({ visible: scoutVisible, preload: scoutPreload });
    await ok(s, '/troupe-skill-visible chat_scout');
    expect(scout().skills).toEqual({ preload: scoutPreload });
    await ok(s, '/troupe-skill-visible main');
    expect(director(s).mainAgent.skills).toEqual({ preload: ['draft-writer-style-en'] });
  });

  it('edit the mode level with `mode`', async () => {
    const s = await setup();
    expect(await ok(s, '/troupe-skill-visible mode *')).toContain('the mode level sees *');
    expect(director(s).skills).toEqual({ visible: ['*'], deny: [] });
    await ok(s, '/troupe-skill-deny mode director-anti-cliche-en director-anti-cliche-en');
    expect(director(s).skills).toEqual({ visible: ['*'], deny: ['director-anti-cliche-en'] });
    expect(await ok(s, '/troupe-skill-visible mode')).toContain('agents that inherit it see no skills');
    expect(director(s).skills.visible).toEqual([]);
  });

  it("name each mode's agents: loop, spec nodes, agenda planner and workers, single node", async () => {
    const s = await setup();
    await ok(s, '/troupe-mode loop');
    await ok(s, '/troupe-skill-visible loop director-anti-cliche-en');
    expect((activePreset(s.app.profiles.library('loop'))!.profile as { loopAgent: { skills: unknown } }).loopAgent.skills).toEqual({
      visible: ['director-anti-cliche-en'],
      preload: ['capsule-guidance-en', 'loop-agent-method-en'],
    });
    await refused(s, '/troupe-skill-visible main director-anti-cliche-en', /The loop preset "Default" has no agent "main"\. Agents: loop, mode\./);

    await ok(s, '/troupe-mode spec');
    await ok(s, '/troupe-skill-deny critic director-anti-cliche-en');
    const spec = activePreset(s.app.profiles.library('spec'))!.profile;
    const critic = spec.stages.flatMap((st) => st.nodes).find((n) => n.id === 'critic')!;
    expect(critic.skills).toEqual({ visible: ['spec-review-method-en'], preload: ['spec-review-method-en'], deny: ['director-anti-cliche-en'] });

    await ok(s, '/troupe-mode agenda');
    await ok(s, '/troupe-skill-visible planner director-character-voice-en');
    await ok(s, '/troupe-skill-visible finalizer director-anti-cliche-en');
    const agenda = activePreset(s.app.profiles.library('agenda'))!.profile;
    // The planner's preloaded method stays listed (it is ignored while not visible; the profile check says so).
    expect(agenda.planner.skills).toEqual({ visible: ['director-character-voice-en'], preload: ['agenda-planner-method-en'] });
    expect(agenda.workers.find((w) => w.id === 'finalizer')!.skills).toEqual({ visible: ['director-anti-cliche-en'] });

    await ok(s, '/troupe-mode single');
    await ok(s, '/troupe-skill-visible node director-anti-cliche-en');
    expect(activePreset(s.app.profiles.library('single'))!.profile.node.skills).toEqual({
      visible: ['director-anti-cliche-en'],
      preload: ['capsule-guidance-en'],
    });
  });

  it('refuse an unknown agent, a bad name, a misplaced +, no agent, and unsaved panel edits', async () => {
    const s = await setup();
    const r = await refused(
      s,
      '/troupe-skill-visible ghost director-anti-cliche-en',
      /The director preset "Default \(no memory, no search\)" has no agent "ghost"\. Agents: main, /,
    );
    expect(r.error).toContain('chat_scout');
    expect(r.error).toContain('mode');
    await refused(s, '/troupe-skill-visible main Bad_Name', /"Bad_Name" is not a skill name/);
    await refused(s, '/troupe-skill-visible main "../x"', /"\.\.\/x" is not a skill name/);
    await refused(s, '/troupe-skill-visible main director-anti-cliche-en +', /"\+" keeps the mode's skills only as the first name/);
    await refused(s, '/troupe-skill-deny main +', /no meaning in a deny list/);
    await refused(s, '/troupe-skill-visible mode + director-anti-cliche-en', /no meaning in the mode-level list/);
    await refused(s, '/troupe-skill-deny', /Name an agent of the director preset: main, /);
    s.app.profiles.setDraft('director', { ...director(s), maxRounds: 4 });
    await refused(s, '/troupe-skill-visible main director-anti-cliche-en', /unsaved changes/);
  });
});
