import { describe, expect, it } from 'vitest';
import { defaultProfile } from '../../core/profiles/parse.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { agentChoices } from './agents.ts';
import { editPolicy } from './policy-edit.ts';
import { CommandError } from './types.ts';

const withSubs = (ids: string[]): DirectorProfile => {
  const p = defaultProfile('director');
  const template = p.subAgents[0]!;
  return { ...p, subAgents: ids.map((id) => ({ ...template, id })) };
};

describe('agent names', () => {
  it('fixed names win over sub-agent ids; `mode` always means the mode level', () => {
    const p = withSubs(['main', 'scout', 'mode', 'scout']);
    expect(agentChoices('director', p).map((a) => a.value)).toEqual(['main', 'scout', 'mode']);
    const edited = editPolicy('director', p, 'P', 'main', 'visible', ['a-skill']).profile;
    // The edit sets the visible list and keeps the rest of the policy (the shipped main agent preloads its style).
    expect(edited.mainAgent.skills).toEqual({ visible: ['a-skill'], preload: ['draft-writer-style-en'] });
    expect(edited.subAgents[0]!.skills).toEqual(p.subAgents[0]!.skills);
    const modeEdit = editPolicy('director', p, 'P', 'mode', 'deny', ['x']).profile;
    expect(modeEdit.skills.deny).toEqual(['x']);
    expect(modeEdit.subAgents[2]!.skills).toEqual(p.subAgents[2]!.skills);
  });

  it("every mode's agents with a skills policy, named as commands name them, the mode level last", () => {
    const said = (mode: Parameters<typeof defaultProfile>[0]) => agentChoices(mode, defaultProfile(mode)).map((a) => `${a.value}: ${a.description}`);
    expect(said('director')[0]).toBe('main: the main agent');
    expect(
      said('director')
        .slice(1, -1)
        .every((a) => a.endsWith(': sub-agent')),
    ).toBe(true);
    expect(said('loop')).toEqual(['loop: the loop agent', 'mode: the mode-level list agents start from']);
    expect(said('single')).toEqual(['node: the node', 'mode: the mode-level list agents start from']);
    expect(said('agenda')[0]).toBe('planner: the planner');
    const spec = defaultProfile('spec');
    const nodes = spec.stages.flatMap((st) => st.nodes.map((n) => `${n.id}: node of stage ${st.id}`));
    expect(said('spec')).toEqual([...nodes, 'mode: the mode-level list agents start from']);
  });

  it('editing leaves the profile passed in untouched', () => {
    const p = withSubs(['scout']);
    const before = JSON.stringify(p);
    editPolicy('director', p, 'P', 'scout', 'deny', ['a', 'b']);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('refuses without touching anything when the agent or a name is wrong', () => {
    const p = withSubs(['scout']);
    expect(() => editPolicy('director', p, 'P', 'nobody', 'visible', [])).toThrow(CommandError);
    expect(() => editPolicy('director', p, 'P', 'scout', 'visible', ['ok', 'Not OK'])).toThrow(/"Not OK" is not a skill name/);
    expect(() => editPolicy('director', p, 'P', 'scout', 'visible', ['x'.repeat(129)])).toThrow(/is not a skill name/);
  });
});
