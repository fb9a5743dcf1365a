// Writes skills-bundled/README.md from the skills' own frontmatter (name, description): one table per
// language, grouped by who reads the skill. `node scripts/skills-readme.mjs`; a test fails when the
// committed file is stale.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load as loadYaml } from 'js-yaml';

const root = resolve(import.meta.dirname, '..');
const dir = join(root, 'skills-bundled');

/** Who reads a shipped skill, from its name (the shipped profiles bind them so). */
function reader(name) {
  const base = name.replace(/-(?:zh|en)$/, '');
  if (/^director-(?:anti-cliche|character-voice|no-meta|output-discipline)$|^director-(?:zh|en)-style-baseline$/.test(base)) return ['1', 'every director agent (mode level)'];
  if (/^(?:director-turn-workflow|director-dispatch-protocol|draft-writer-style)$/.test(base)) return ['2', 'director main agent'];
  if (base === 'event-summary-rules') return ['3', '`memory_curator`'];
  if (base === 'capsule-guidance') return ['4', 'every capsule-mode agent (mode level)'];
  if (base === 'loop-agent-method') return ['5', 'loop agent'];
  if (base === 'agenda-planner-method') return ['5', 'agenda planner'];
  if (base === 'spec-review-method') return ['5', 'spec review node'];
  const m = /^(.+)-method$/.exec(base);
  if (m) return ['3', `\`${m[1].replace(/-/g, '_')}\``];
  return ['6', 'any agent that lists it'];
}

function frontmatter(text, file) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m) throw new Error(`${file}: no frontmatter`);
  return loadYaml(m[1]);
}

const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function renderSkillsReadme() {
  const skills = readdirSync(dir)
    // Skill folders only: packages/ holds skill packages, listed in their own registry.
    .filter((n) => statSync(join(dir, n)).isDirectory() && existsSync(join(dir, n, 'SKILL.md')))
    .sort()
    .map((folder) => {
      const fm = frontmatter(readFileSync(join(dir, folder, 'SKILL.md'), 'utf8'), `skills-bundled/${folder}/SKILL.md`);
      const lang = /(?:^|-)zh(?:-|$)/.test(fm.name) ? 'zh' : 'en';
      const [order, who] = reader(fm.name);
      return { name: fm.name, description: fm.description, lang, order, who };
    });
  const table = (lang) =>
    ['| skill | read by | description |', '|---|---|---|']
      .concat(
        skills
          .filter((s) => s.lang === lang)
          .sort((a, b) => a.order.localeCompare(b.order) || a.name.localeCompare(b.name))
          .map((s) => `| \`${s.name}\` | ${s.who} | ${cell(s.description)} |`),
      )
      .join('\n');
  const count = (lang) => skills.filter((s) => s.lang === lang).length;
  return `# Bundled skills

The skills Troupe ships: ${skills.length} folders, ${count('zh')} in Chinese and ${count('en')} in English, with the same
structure. They fill the global scope on first start; **Manage Skills… → Import bundled** re-imports
them. The shipped director presets bind them so: the shared writing rules at mode level (the main
agent's catalog, read on demand), the main agent \`+\` its drafting skill, preloaded, and each sub-agent
exactly its method skill, preloaded (its role prompt gives the report format). The turn workflow and
dispatch protocol skills are no longer bound by a shipped preset; they stay for profiles that name them.

A description is what every agent that sees the skill pays for on every request, so each is one
short line. This file is generated from the frontmatter by \`node scripts/skills-readme.mjs\`; a test
fails when it is stale.

## 中文 (Chinese)

${table('zh')}

## English

${table('en')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(join(dir, 'README.md'), renderSkillsReadme());
  console.log('wrote skills-bundled/README.md');
}
