import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHANGE_TOOLS } from '../workbench/ops.ts';
import { SKILL_TOOL_NAMES } from '../skills/tools.ts';
import { DIRECTOR_TEAM_IDS } from './defaults/director-texts.ts';
import { BUILT_IN_TOOL_NAMES, reservedToolNameProblem } from './reserved-tool-names.ts';
import { CORE_TOOL_NAMES, TOOL_VERBS, toolNameFor, type ToolNamespace } from './tools.ts';

/** Every `defineTool({ name: '…' })` in src/core (tests left out): the names the core really defines. */
function definedToolNames(): string[] {
  const root = new URL('..', import.meta.url).pathname;
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        for (const m of readFileSync(p, 'utf8').matchAll(/defineTool\(\{\s*name:\s*'([A-Za-z0-9_-]+)'/g)) out.push(m[1]!);
      }
    }
  };
  walk(root);
  return out;
}

describe('the names Troupe keeps for its own tools', () => {
  test('every tool the core defines is refused, found by reading src/core (a new tool that is not covered fails here)', () => {
    const defined = definedToolNames();
    expect(defined.length).toBeGreaterThan(40);
    const all = [...defined, ...CHANGE_TOOLS, ...SKILL_TOOL_NAMES, ...CORE_TOOL_NAMES];
    for (const ns of Object.keys(TOOL_VERBS) as ToolNamespace[]) for (const v of TOOL_VERBS[ns]) all.push(toolNameFor(ns, v));
    for (const name of all) expect(reservedToolNameProblem(name), name).not.toBe('');
    for (const name of defined) expect(BUILT_IN_TOOL_NAMES.has(name) || reservedToolNameProblem(name).includes('starts with'), name).toBe(true);
  });

  test('the names issue 31 found accepted, future ones in the namespaces, sub-agents and Object.prototype members are refused with a reason', () => {
    expect(reservedToolNameProblem('search_visit')).toBe('"search_visit" is the name of a built-in tool; choose another.');
    expect(reservedToolNameProblem('search_web')).toBe(`"search_web" starts with "search_", which is kept for Troupe's built-in tools; choose another name.`);
    for (const n of [
      'memory_node_delete',
      'memory_keyword_search',
      'lorebook_force_activate',
      'memory_future_verb',
      'skill_install',
      'chat_delete',
      'note_wipe',
      'Memory-Node-Delete',
      'SEARCH_WEB',
      'finalize',
      'submit_result',
      'write_message',
      'dispatch_anything',
      'tools_set',
    ]) {
      expect(reservedToolNameProblem(n), n).not.toBe('');
    }
    for (const id of DIRECTOR_TEAM_IDS) expect(reservedToolNameProblem(id), id).toMatch(/default sub-agents|starts with|built-in/);
    expect(reservedToolNameProblem('canon_scout')).toBe(`"canon_scout" is the name of one of Troupe's default sub-agents; choose another.`);
    for (const n of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__proto__']) {
      expect(reservedToolNameProblem(n), n).toMatch(/member every JavaScript object has/);
    }
  });

  test('other names are free', () => {
    for (const n of ['dice_roll', 'weather', 'GenerateImage', 'roll-dice', 'memo', 'searcher', 'chatter', 'note', 'Constructor_x'])
      expect(reservedToolNameProblem(n), n).toBe('');
  });
});
