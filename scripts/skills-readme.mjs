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
  if (/^director-(?:anti-cliche|character-voice|no-meta|output-discipline)$|^director-(?:zh|en)-style-baseline$/.test(base))
    return ['1', 'every director agent (mode level)'];
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

/**
 * What changed in the shipped skills, newest first: the pair (both languages move together, to the same
 * version) and what it now says. Written by hand with each change; the versions are checked against the
 * skills' frontmatter.
 */
const CHANGES = [
  {
    title: "The team's words (issue 28): hard rules, the two languages saying the same thing",
    items: [
      [
        'director-no-meta',
        '1.1.0',
        'Adds the chat and the turn as meta ("last turn", 上一轮/本轮 → "a moment ago", 刚才/昨夜), the team\'s labels leaking into prose (preset names, "sub-agent", "brief"), and the exception for a card that is itself about a story; its draft_search pattern catches 上一轮|上一回合|本轮|上次回复|玩家|用户 and their English counterparts. Both languages have the same six sections.',
      ],
      ['voice-critic-method', '2.1.0', 'Scans for the same chat words; a meta finding is reported even past the five-finding cap (both languages).'],
      [
        'director-dispatch-protocol',
        '2.0.0',
        "One set of keys in both languages: briefs `Turn:` `Focus:` `Known:` `Return:` plus each member's slots (no 「要回」); reports as the role prompts give them (`Item:` `Source:` `Why:`, `Quote:` `Problem:` `Fix:`…); one empty result, `No results: <reason>` (notes_curator `No change`).",
      ],
      [
        'director-turn-workflow',
        '2.0.0',
        'The lean turn in both languages (a dispatch answers with its report; write, review and finalize in few responses); a full turn dispatches both critics, a simple turn neither.',
      ],
      [
        'capsule-guidance',
        '1.1.0',
        'The same six labels in both languages (Request / Facts / Characters / Threads / Beat / Avoid), the same hand-in table, never the chat as a clock.',
      ],
      [
        'agenda-planner-method',
        '1.1.0',
        'The Chinese method follows the English sections (inputs, steps, briefs, budget, example, do not); both say three or four steps.',
      ],
      ['spec-review-method', '1.1.0', 'The Chinese method follows the English sections; both: feedback at most three points, never the same rerun twice.'],
      [
        'director-output-discipline',
        '1.1.0',
        'The same seven sections in both languages (start inside the moment, end on the story, reports and guidance); format rules as intent_scout reports them (`Item: [rule]`).',
      ],
      [
        'director-character-voice',
        '1.1.0',
        'The same six sections in both languages (archetypes under "living people", ensembles in Chinese, want as a layer).',
      ],
      ['director-anti-cliche', '1.1.0', 'The English skill takes the Chinese shape: one test, six kinds (fake depth its own kind), procedure, limits.'],
      [
        'intent-scout-method',
        '2.1.0',
        'Shorter (issue 26): the "simple or not" section is one line under "Do not", since the role prompt already says a plain exchange gets `No results`.',
      ],
      [
        'memory-curator-method',
        '3.0.0',
        'One response (issue 26): the schema, the newest nodes and the groups ready to roll up arrive prefetched in its task; it looks a name up first only when the list is cut; it creates, edits, links, rolls up and hands its report in with submit_result together; a node created in that response is named in the report by its title.',
      ],
      [
        'event-summary-rules',
        '2.1.0',
        'English cousins of X式/专属X ("their own special X", "X-style"); an event links the event it pays off, never that event and its rollup both.',
      ],
    ],
  },
];

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
      return { name: fm.name, description: fm.description, lang, order, who, version: String(fm.metadata?.version ?? '') };
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
  const changes = CHANGES.map(({ title, items }) =>
    [
      `### ${title}`,
      '',
      ...items.map(([base, version, what]) => {
        const names = [`${base}-en`, `${base}-zh`];
        for (const n of names) {
          const s = skills.find((x) => x.name === n);
          if (!s) throw new Error(`skills-readme: CHANGES names ${n}, which is not bundled`);
          if (s.version !== version) throw new Error(`skills-readme: CHANGES gives ${n} version ${version}; its frontmatter says ${s.version}`);
        }
        return `- \`${base}-en\` / \`-zh\` ${version}: ${what}`;
      }),
    ].join('\n'),
  ).join('\n\n');
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

## What changed

Both languages of a skill move together, to the same version.

${changes}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(join(dir, 'README.md'), renderSkillsReadme());
  console.log('wrote skills-bundled/README.md');
}
