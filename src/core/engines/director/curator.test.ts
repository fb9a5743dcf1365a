// memory_curator on its own: which curator a director config gets, and what the shipped one is.
import { describe, expect, test } from 'vitest';
import { directorDefaultBody } from '../../profiles/defaults/director.ts';
import { parseProfile } from '../../profiles/parse.ts';
import type { Skill } from '../../skills/types.ts';
import { MEMORY_CURATOR_ID, shippedMemoryCurator, withMemoryCurator } from './curator.ts';
import { directorConfigFromProfile } from './from-profile.ts';

const skill = (name: string): Skill => ({
  name,
  scope: 'global',
  manifest: { name, description: `What ${name} teaches.`, tags: [], frontmatter: { name, description: `What ${name} teaches.` }, body: `# ${name}\nRule one.` },
  files: [{ path: 'SKILL.md', text: `---\nname: ${name}\ndescription: What ${name} teaches.\n---\n# ${name}\nRule one.` }],
  hash: name,
  size: 10,
  installedAt: 0,
  updatedAt: 0,
});
const memoryTools = [
  'memory_schema',
  'memory_list_candidates',
  'memory_compaction_candidates',
  'memory_node_create',
  'memory_node_edit',
  'memory_keyword_search',
];
const opts = { skills: ['event-summary-rules-zh', 'memory-curator-method-zh', 'other-skill'].map(skill), extraToolNames: memoryTools };
const config = (variant: 'minimal' | 'full') => directorConfigFromProfile(parseProfile('director', directorDefaultBody('zh', variant)).profile, opts);

describe('memory_curator on its own', () => {
  test('the shipped curator: its prompt, its method preloaded, its write tools, prefetch, on the given connection', () => {
    const c = shippedMemoryCurator('zh', { apiPresetName: 'cheap', promptPresetName: 'terse' }, opts);
    expect(c.id).toBe(MEMORY_CURATOR_ID);
    expect(c.systemPrompt).toContain('memory_curator');
    expect(c.apiPresetName).toBe('cheap');
    expect(c.promptPresetName).toBe('terse');
    expect(c.skills?.preloaded?.sort()).toEqual(['event-summary-rules-zh', 'memory-curator-method-zh']);
    expect(c.tools).toEqual(expect.arrayContaining(['memory_node_create', 'memory_node_edit']));
    expect(c.tools).not.toContain('memory_keyword_search');
    expect(c.prefetch).toEqual(['memory_schema', 'memory_list_candidates', 'memory_compaction_candidates']);
  });

  test('a team without a curator gets the shipped one in the after wave, on writer-only turns too, every N turns', () => {
    const base = config('minimal');
    expect(base.subAgents.some((a) => a.id === MEMORY_CURATOR_ID)).toBe(false);
    const out = withMemoryCurator(base, () => shippedMemoryCurator('zh', {}, opts), 3);
    const c = out.subAgents.find((a) => a.id === MEMORY_CURATOR_ID)!;
    expect(out.subAgents).toHaveLength(base.subAgents.length + 1);
    expect({ wave: c.wave, fullTurnsOnly: c.fullTurnsOnly, everyTurns: c.everyTurns }).toEqual({ wave: 'after', fullTurnsOnly: false, everyTurns: 3 });
    // Its story holds the turns since its last run.
    expect(c.story?.maxMessages).toBeGreaterThanOrEqual(2 * 3 + 2);
    expect(base.subAgents.some((a) => a.id === MEMORY_CURATOR_ID)).toBe(false); // the input is not changed
  });

  test("a team with its own curator keeps it (prompt, connection), made to run on every turn's after wave", () => {
    const base = config('full');
    const own = base.subAgents.find((a) => a.id === MEMORY_CURATOR_ID)!;
    const edited = { ...base, subAgents: base.subAgents.map((a) => (a === own ? { ...a, systemPrompt: 'My curator.', apiPresetName: 'mine' } : a)) };
    let asked = false;
    const out = withMemoryCurator(
      edited,
      () => {
        asked = true;
        return shippedMemoryCurator('zh', {}, opts);
      },
      1,
    );
    const c = out.subAgents.filter((a) => a.id === MEMORY_CURATOR_ID);
    expect(asked).toBe(false);
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({ systemPrompt: 'My curator.', apiPresetName: 'mine', wave: 'after', fullTurnsOnly: false, everyTurns: 1 });
    expect(out.subAgents.map((a) => a.id)).toEqual(base.subAgents.map((a) => a.id));
  });
});
