// What the skills catalog costs on every request: the `<available_skills>` block (with its hint line)
// of each shipped director preset's main agent and of each sub-agent, in tokens of the o200k encoding
// (gpt-tokenizer), built by the core as a turn builds it from the real skills-bundled/ descriptions.
// Target: the main agent's catalog at most 300 tokens.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { core } from './util.mjs';

const TARGET = 300;

/** The bundled skills as the core parses them (name → description). */
function bundledDescriptions(c) {
  const root = new URL('../skills-bundled', import.meta.url).pathname;
  const out = new Map();
  // Skill folders only (the folder also holds README.md and packages/).
  for (const dir of readdirSync(root)
    .sort()
    .filter((d) => existsSync(join(root, d, 'SKILL.md')))) {
    const text = readFileSync(join(root, dir, 'SKILL.md'), 'utf8');
    const r = c.parseSkill([{ path: 'SKILL.md', text }], { folderName: dir, scope: 'global' });
    if (!r.skill) throw new Error(`skills-bundled/${dir} does not parse`);
    out.set(r.skill.name, r.skill.manifest.description);
  }
  return out;
}

export default async function catalogBench() {
  const c = await core();
  const descriptions = bundledDescriptions(c);
  const installed = [...descriptions.keys()];
  const catalogOf = (mode, agent) => {
    const names = c.resolveVisibleSkills({ mode, agent }, installed);
    return c.renderSkillCatalog(names.map((name) => ({ name, description: descriptions.get(name) })));
  };
  const rows = [];
  let largestSub = { tokens: 0, name: '' };
  for (const preset of c.shippedPresets('director')) {
    const p = c.shippedProfile('director', preset);
    const main = catalogOf(p.skills, p.mainAgent.skills);
    const tokens = encode(main).length;
    rows.push({ name: `main agent catalog: ${preset.name} [${preset.lang}]`, value: tokens, unit: 'tokens', target: `≤ ${TARGET}`, pass: tokens <= TARGET });
    for (const s of p.subAgents) {
      const t = encode(catalogOf(p.skills, s.skills)).length;
      if (t > largestSub.tokens) largestSub = { tokens: t, name: `${s.id} [${preset.lang}]` };
    }
  }
  rows.push({ name: `largest sub-agent catalog: ${largestSub.name}`, value: largestSub.tokens, unit: 'tokens' });
  const longest = [...descriptions].map(([name, d]) => ({ name, tokens: encode(d).length })).sort((a, b) => b.tokens - a.tokens)[0];
  rows.push({ name: `longest description: ${longest.name}`, value: longest.tokens, unit: 'tokens' });
  return {
    title: 'Skills catalog size per request (o200k tokens)',
    rows,
    notes: ['The catalog is the <available_skills> block plus its skill_read hint, exactly as the system message carries it.'],
  };
}
