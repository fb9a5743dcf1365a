import { describe, expect, test } from 'vitest';
import { explainVisibleSkills, resolveVisibleSkills } from './visibility.ts';

// The names of the shipped Chinese director skills, as in the policy examples.
const ANTI = 'director-anti-cliche-zh';
const VOICE = 'director-character-voice-zh';
const NOMETA = 'director-no-meta-zh';
const DISCIPLINE = 'director-output-discipline-zh';
const STYLE = 'director-zh-style-baseline';
const WORKFLOW = 'director-turn-workflow-zh';
const DISPATCH = 'director-dispatch-protocol-zh';
const installed = [
  ANTI,
  VOICE,
  NOMETA,
  DISCIPLINE,
  STYLE,
  WORKFLOW,
  DISPATCH,
  'voice-critic-method-zh',
  'event-summary-rules-zh',
  'plot-brainstormer-method-zh',
  'only-this-one',
  'scripts-experimental',
];

describe('the policy examples', () => {
  const mode = { visible: [ANTI, VOICE], deny: [] };

  test('rule 1: agent visible empty → the mode list', () => {
    expect(resolveVisibleSkills({ mode, agent: { visible: [] } }, installed)).toEqual([ANTI, VOICE]);
  });

  test('rule 1: agent visible omitted (no skills field at all) → the mode list', () => {
    expect(resolveVisibleSkills({ mode, agent: {} }, installed)).toEqual([ANTI, VOICE]);
    expect(resolveVisibleSkills({ mode }, installed)).toEqual([ANTI, VOICE]);
  });

  test('rule 2: leading "+" → mode list, then the rest', () => {
    expect(resolveVisibleSkills({ mode, agent: { visible: ['+', WORKFLOW] } }, installed)).toEqual([ANTI, VOICE, WORKFLOW]);
  });

  test('rule 3: no leading "+" → the agent list replaces the mode list', () => {
    expect(resolveVisibleSkills({ mode, agent: { visible: ['only-this-one'] } }, installed)).toEqual(['only-this-one']);
  });

  test('deny is a union of both levels and wins over visible', () => {
    const policy = { mode: { deny: [ANTI] }, agent: { visible: ['+', ANTI] } };
    expect(resolveVisibleSkills(policy, installed)).toEqual([]);
    // deny at the agent level removes a mode-level name too
    expect(resolveVisibleSkills({ mode, agent: { visible: ['+', WORKFLOW], deny: [VOICE] } }, installed)).toEqual([ANTI, WORKFLOW]);
    // an agent cannot undo a mode-level deny by replacing the list
    expect(resolveVisibleSkills({ mode: { visible: [ANTI], deny: [VOICE] }, agent: { visible: [VOICE] } }, installed)).toEqual([]);
  });

  test('wildcard: "*" with a deny', () => {
    const r = resolveVisibleSkills({ agent: { visible: ['*'], deny: ['scripts-experimental'] } }, installed);
    expect(r).toEqual([...installed].filter((n) => n !== 'scripts-experimental').sort());
  });

  test('the shipped director profile: every agent gets the five shared rules plus its own', () => {
    const modePolicy = { visible: [ANTI, VOICE, NOMETA, DISCIPLINE, STYLE] };
    const shared = [ANTI, VOICE, NOMETA, DISCIPLINE, STYLE];
    expect(resolveVisibleSkills({ mode: modePolicy, agent: { visible: ['+', WORKFLOW, DISPATCH] } }, installed)).toEqual([...shared, WORKFLOW, DISPATCH]);
    expect(resolveVisibleSkills({ mode: modePolicy, agent: { visible: ['+', 'voice-critic-method-zh'] } }, installed)).toEqual([
      ...shared,
      'voice-critic-method-zh',
    ]);
    expect(resolveVisibleSkills({ mode: modePolicy, agent: { visible: ['+', 'event-summary-rules-zh'] } }, installed)).toEqual([
      ...shared,
      'event-summary-rules-zh',
    ]);
    expect(resolveVisibleSkills({ mode: modePolicy, agent: { visible: ['+', 'plot-brainstormer-method-zh'] } }, installed)).toEqual([
      ...shared,
      'plot-brainstormer-method-zh',
    ]);
    // a sub-agent without a skills field inherits the mode defaults (rule 1)
    expect(resolveVisibleSkills({ mode: modePolicy }, installed)).toEqual(shared);
  });

  test('missing skills (renamed, deleted, never installed) are dropped silently', () => {
    expect(resolveVisibleSkills({ mode, agent: { visible: ['+', 'renamed-away', WORKFLOW] } }, [ANTI, WORKFLOW])).toEqual([ANTI, WORKFLOW]);
    expect(resolveVisibleSkills({ mode }, [])).toEqual([]);
  });

  test('names only: a scope prefix is not a name', () => {
    expect(resolveVisibleSkills({ agent: { visible: [`global:${ANTI}`, `global/${ANTI}`] } }, installed)).toEqual([]);
  });
});

describe('ordering and edge cases', () => {
  test('first appearance, no duplicates, "*" expands alphabetically in place', () => {
    const names = ['zeta', 'alpha', 'mid', 'beta'];
    expect(resolveVisibleSkills({ agent: { visible: ['mid', '*', 'alpha', 'mid'] } }, names)).toEqual(['mid', 'alpha', 'beta', 'zeta']);
    expect(resolveVisibleSkills({ mode: { visible: ['beta', 'beta'] }, agent: { visible: ['+', 'beta', '*'] } }, names)).toEqual([
      'beta',
      'alpha',
      'mid',
      'zeta',
    ]);
  });

  test('"*" in deny hides everything; "+" alone inherits; stray "+" is ignored', () => {
    expect(resolveVisibleSkills({ mode: { visible: ['*'] }, agent: { deny: ['*'] } }, ['a', 'b'])).toEqual([]);
    expect(resolveVisibleSkills({ mode: { visible: ['a'] }, agent: { visible: ['+'] } }, ['a', 'b'])).toEqual(['a']);
    expect(resolveVisibleSkills({ mode: { visible: ['+', 'a'] }, agent: { visible: ['b', '+'] } }, ['a', 'b'])).toEqual(['b']);
  });

  test('a missing mode list is empty; garbage from JSON is ignored', () => {
    expect(resolveVisibleSkills({}, ['a'])).toEqual([]);
    const junk = { mode: { visible: ['a', 3, null, { x: 1 }] as unknown as string[], deny: 'a' as unknown as string[] } };
    expect(resolveVisibleSkills(junk, ['a'])).toEqual(['a']);
  });

  test('accepts any iterable of installed names, e.g. map keys', () => {
    const m = new Map([
      ['b', 1],
      ['a', 2],
    ]);
    expect(resolveVisibleSkills({ mode: { visible: ['*'] } }, m.keys())).toEqual(['a', 'b']);
  });
});

describe('explainVisibleSkills', () => {
  test('states for an agent row: inherited, visible, denied, not installed', () => {
    const e = explainVisibleSkills({ mode: { visible: ['a', 'b', 'gone'], deny: ['b'] }, agent: { visible: ['+', 'c', 'missing'], deny: ['d', 'ghost'] } }, [
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(e.visible).toEqual(['a', 'c']);
    expect(e.rule).toBe('extend');
    expect(e.inheritsMode).toBe(true);
    expect(e.entries).toEqual([
      { name: 'a', state: 'inherited', from: 'mode' },
      { name: 'b', state: 'denied', from: 'mode' },
      { name: 'gone', state: 'not-installed', from: 'mode' },
      { name: 'c', state: 'visible', from: 'agent' },
      { name: 'missing', state: 'not-installed', from: 'agent' },
      { name: 'd', state: 'denied', from: 'deny' },
      { name: 'ghost', state: 'not-installed', from: 'deny' },
    ]);
    expect(e.states.a).toBe('inherited');
  });

  test('the mode row itself (no agent): mode names are plainly visible', () => {
    const e = explainVisibleSkills({ mode: { visible: ['a'] } }, ['a']);
    expect(e.rule).toBe('inherit');
    expect(e.entries).toEqual([{ name: 'a', state: 'visible', from: 'mode' }]);
    expect(explainVisibleSkills({ mode: { visible: ['a'] }, agent: {} }, ['a']).states.a).toBe('inherited');
  });

  test('an agent naming a mode skill again shows it as its own', () => {
    expect(explainVisibleSkills({ mode: { visible: ['a'] }, agent: { visible: ['+', 'a'] } }, ['a']).entries).toEqual([
      { name: 'a', state: 'visible', from: 'agent' },
    ]);
  });

  test('wildcard and deny-all', () => {
    const e = explainVisibleSkills({ agent: { visible: ['*'], deny: ['b'] } }, ['b', 'a']);
    expect(e.rule).toBe('replace');
    expect(e.wildcard).toBe(true);
    expect(e.entries).toEqual([
      { name: 'a', state: 'visible', from: 'wildcard' },
      { name: 'b', state: 'denied', from: 'wildcard' },
    ]);
    const all = explainVisibleSkills({ mode: { visible: ['a'] }, agent: { deny: ['*'] } }, ['a']);
    expect(all.denyAll).toBe(true);
    expect(all.visible).toEqual([]);
    expect(all.states.a).toBe('denied');
  });

  test('explain agrees with resolve on random policies', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const pool = ['a', 'b', 'c', 'd', 'e', '*', '+', 'x'];
    const list = () => Array.from({ length: rnd(5) }, () => pool[rnd(pool.length)]);
    for (let i = 0; i < 500; i++) {
      const policy = { mode: { visible: list(), deny: list().filter((t) => t !== '+') }, agent: rnd(3) ? { visible: list(), deny: list() } : undefined };
      const installedNames = ['a', 'b', 'c', 'd'].filter(() => rnd(4) > 0);
      const e = explainVisibleSkills(policy, installedNames);
      expect(e.visible).toEqual(resolveVisibleSkills(policy, installedNames));
      const shown = e.entries.filter((x) => x.state === 'visible' || x.state === 'inherited').map((x) => x.name);
      expect(shown).toEqual(e.visible);
    }
  });
});
