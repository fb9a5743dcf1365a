import { describe, expect, test } from 'vitest';
import { orchestratorMd, packageFiles, workerMd } from '../../../../test/fixtures/skills/packages.ts';
import { SKILL_LIMITS } from '../limits.ts';
import type { SkillFile } from '../types.ts';
import { parseSkillPackage } from './parse.ts';
import { packageSkills } from './skills.ts';

const rules = (r: { issues: { rule: string }[] }) => r.issues.map((i) => i.rule);
const orch = (front: string, body = '# x\n') => `---\nname: tale\ndescription: A tale.\n${front}---\n${body}`;
const withOrch = (text: string, rest: SkillFile[] = [{ path: 'workers/outline/SKILL.md', text: workerMd('outline') }]) => [
  { path: 'orchestrator.md', text },
  ...rest,
];

describe('orchestrator frontmatter', () => {
  test('every field is read: required, optional, defaults', () => {
    const front = [
      'category: dialogue',
      'bookKind: dialogue',
      'workers: [outline]',
      'demandTag: 用户.需求',
      'startupMode: intake',
      'uiPrompt: "  Describe the story you want.  "',
      'tags: [romance, slow-burn]',
      'version: 2',
      'author: someone',
      '',
    ].join('\n');
    const r = parseSkillPackage(withOrch(orch(front)), { folderName: 'tale' });
    expect(r.issues).toEqual([]);
    expect(r.package!.manifest).toMatchObject({
      name: 'tale',
      description: 'A tale.',
      category: 'dialogue',
      bookKind: 'dialogue',
      workers: ['outline'],
      demandTag: '用户.需求',
      startupMode: 'intake',
      uiPrompt: 'Describe the story you want.',
      tags: ['romance', 'slow-burn'],
      version: 2,
    });
    expect(r.package!.manifest.frontmatter.author).toBe('someone');

    const d = parseSkillPackage(withOrch(orch('category: novel\n')), { folderName: 'tale', folderKind: 'novel' });
    expect(d.issues).toEqual([]);
    expect(d.package!.manifest).toMatchObject({ bookKind: 'novel', demandTag: 'book.brief', startupMode: 'agent-first', tags: [], workers: ['outline'] });
    expect(d.package!.manifest.uiPrompt).toBeUndefined();
    expect(d.package!.manifest.version).toBeUndefined();
  });

  test('bookKind: from the frontmatter, else the folder, else category', () => {
    expect(parseSkillPackage(withOrch(orch('category: novel\n'))).package!.bookKind).toBe('novel');
    expect(parseSkillPackage(withOrch(orch('category: dialogue\n')), { folderKind: 'dialogue' }).package!.bookKind).toBe('dialogue');
    const folder = parseSkillPackage(withOrch(orch('category: novel\n')), { folderName: 'tale', folderKind: 'dialogue' });
    expect(folder.issues.map((i) => i.message)).toEqual([
      `tale/orchestrator.md: \`category\` is "novel" but the package's bookKind is "dialogue"; they must be equal`,
    ]);
    const declared = parseSkillPackage(withOrch(orch('category: novel\nbookKind: novel\n')), { folderName: 'tale', folderKind: 'dialogue' });
    expect(rules(declared)).toEqual(['package-bookkind-folder']);
  });

  test('suggestedWorkers is read when workers is absent, and ignored with a warning beside it', () => {
    const two = [
      { path: 'workers/outline/SKILL.md', text: workerMd('outline') },
      { path: 'workers/draft/SKILL.md', text: workerMd('draft') },
    ];
    const s = parseSkillPackage(withOrch(orch('category: dialogue\nsuggestedWorkers: [draft]\n'), two));
    expect(s.package!.workers.map((w) => w.id)).toEqual(['draft']);
    expect(s.warnings.map((w) => w.rule)).toEqual(['package-worker-unlisted']);
    expect(s.warnings[0]!.message).toBe('workers/outline: workers/outline/ is not listed in `workers`; it is kept as files but no agent runs it');
    const both = parseSkillPackage(withOrch(orch('category: dialogue\nworkers: [outline, draft]\nsuggestedWorkers: [draft]\n'), two));
    expect(both.package!.workers.map((w) => w.id)).toEqual(['outline', 'draft']);
    expect(both.warnings.map((w) => w.rule)).toEqual(['package-field-ignored']);
  });

  test('without a workers list every worker folder is bound, in folder order', () => {
    const r = parseSkillPackage(packageFiles({ name: 'tale', listWorkers: false, workers: [{ id: 'zeta' }, { id: 'alpha' }] }), { folderName: 'tale' });
    expect(r.issues).toEqual([]);
    expect(r.package!.workers.map((w) => w.id)).toEqual(['alpha', 'zeta']);
  });

  test('each bad field is an issue naming the file and the field', () => {
    const front = ['category: poem', 'bookKind: 3', 'workers: outline', 'demandTag: ""', 'startupMode: fast', 'uiPrompt: [a]', 'version: "1.2.3"', ''].join(
      '\n',
    );
    const r = parseSkillPackage(withOrch(orch(front)), { folderName: 'tale' });
    expect(r.package).toBeUndefined();
    expect(r.issues.map((i) => i.message)).toEqual([
      'tale/orchestrator.md: `category` must be "novel" or "dialogue", not "poem"',
      'tale/orchestrator.md: `bookKind` must be "novel" or "dialogue", not a number',
      'tale/orchestrator.md: `workers` must be a list of worker ids (a-z, 0-9, _ and -), not "outline"',
      'tale/orchestrator.md: `demandTag` must be a tag (non-empty text), not ""',
      'tale/orchestrator.md: `startupMode` must be "agent-first" or "intake", not "fast"',
      'tale/orchestrator.md: `uiPrompt` must be text, not a list with an item that is not allowed',
      'tale/orchestrator.md: `version` must be a number, not "1.2.3"',
    ]);
    expect(new Set(r.issues.map((i) => i.file))).toEqual(new Set(['orchestrator.md']));
  });

  test('required fields: name, description, category', () => {
    const r = parseSkillPackage(withOrch('---\nauthor: x\n---\nbody\n'));
    expect(rules(r)).toEqual(['name-missing', 'description-missing', 'package-field-missing']);
    expect(r.issues[2]!.message).toBe('orchestrator.md: the frontmatter has no `category`');
    expect(rules(parseSkillPackage(withOrch('no frontmatter')))).toEqual(['frontmatter-missing']);
  });

  test('the name must equal the folder', () => {
    const r = parseSkillPackage(packageFiles({ name: 'tale' }), { folderName: 'other' });
    expect(r.issues.map((i) => i.message)).toEqual(['other/orchestrator.md: the name "tale" differs from its folder name "other"; they must be equal']);
  });

  test('orchestrator.md missing, binary or too large', () => {
    expect(rules(parseSkillPackage([{ path: 'workers/outline/SKILL.md', text: workerMd('outline') }]))).toEqual(['no-package']);
    expect(rules(parseSkillPackage([{ path: 'orchestrator.md', bytes: new Uint8Array([0, 1, 2]) }]))).toEqual(['package-orchestrator-not-text']);
    const big = orch('category: dialogue\n', 'x'.repeat(SKILL_LIMITS.maxSkillMdBytes));
    expect(rules(parseSkillPackage(withOrch(big)))).toEqual(['package-orchestrator-too-large']);
  });
});

describe('workers', () => {
  test('a listed worker without a folder is an error that names it', () => {
    const r = parseSkillPackage(withOrch(orch('category: dialogue\nworkers: [outline, critic]\n')), { folderName: 'tale' });
    expect(r.issues.map((i) => i.message)).toEqual(['tale/orchestrator.md: `workers` lists "critic", but there is no workers/critic/SKILL.md']);
    const noSkillMd = parseSkillPackage(
      withOrch(orch('category: dialogue\nworkers: [outline, critic]\n'), [
        { path: 'workers/outline/SKILL.md', text: workerMd('outline') },
        { path: 'workers/critic/notes.md', text: 'x' },
      ]),
    );
    expect(rules(noSkillMd)).toEqual(['package-worker-missing']);
  });

  test('ids are unique and never the package name', () => {
    expect(rules(parseSkillPackage(withOrch(orch('category: dialogue\nworkers: [outline, outline]\n'))))).toEqual(['package-worker-duplicate']);
    const self = parseSkillPackage(withOrch(orch('category: dialogue\nworkers: [tale]\n'), [{ path: 'workers/tale/SKILL.md', text: workerMd('tale') }]));
    expect(rules(self)).toEqual(['package-worker-is-package']);
    const selfFolder = parseSkillPackage(withOrch(orch('category: dialogue\n'), [{ path: 'workers/tale/SKILL.md', text: workerMd('tale') }]));
    expect(rules(selfFolder)).toEqual(['package-worker-is-package']);
  });

  test('a worker SKILL.md follows the skill rules, with its path inside the package', () => {
    const r = parseSkillPackage(withOrch(orch('category: dialogue\n'), [{ path: 'workers/outline/SKILL.md', text: workerMd('draft') }]), {
      folderName: 'tale',
    });
    expect(r.issues).toEqual([
      {
        file: 'workers/outline/SKILL.md',
        rule: 'name-folder-mismatch',
        skill: 'tale',
        message: 'tale/workers/outline/SKILL.md: the name "draft" differs from its folder name "outline"; they must be equal',
      },
    ]);
    const noDesc = parseSkillPackage(
      withOrch(orch('category: dialogue\n'), [{ path: 'workers/outline/SKILL.md', text: '---\nname: outline\ninputTags: []\noutputTags: []\n---\n' }]),
    );
    expect(noDesc.issues.map((i) => i.message)).toEqual(['workers/outline/SKILL.md: the frontmatter has no `description` (or it is empty)']);
  });

  test('inputTags and outputTags: required, a list or one tag', () => {
    const r = parseSkillPackage(
      withOrch(orch('category: dialogue\nworkers: [outline, draft]\n'), [
        { path: 'workers/outline/SKILL.md', text: workerMd('outline', 'book.brief', ['story.outline', 'story.outline']) },
        { path: 'workers/draft/SKILL.md', text: workerMd('draft', ['story.outline', 'book.brief'], []) },
      ]),
    );
    expect(r.issues).toEqual([]);
    expect(r.package!.workers).toEqual([
      { id: 'outline', description: 'The outline worker.', inputTags: ['book.brief'], outputTags: ['story.outline'] },
      { id: 'draft', description: 'The draft worker.', inputTags: ['story.outline', 'book.brief'], outputTags: [] },
    ]);
    const bad = parseSkillPackage(
      withOrch(orch('category: dialogue\n'), [{ path: 'workers/outline/SKILL.md', text: '---\nname: outline\ndescription: d\ninputTags: [ok, 3]\n---\n' }]),
      { folderName: 'tale' },
    );
    expect(bad.issues.map((i) => i.message)).toEqual([
      'tale/workers/outline/SKILL.md: `inputTags` must be a list of tags (non-empty text), not a list with an item that is not allowed',
      'tale/workers/outline/SKILL.md: the frontmatter has no `outputTags`',
    ]);
  });
});

describe('files and limits', () => {
  test('recipes/, modules/ and worker-templates/ are kept as files; recipes are listed', () => {
    const r = parseSkillPackage(
      packageFiles({
        name: 'tale',
        recipes: {
          'slow-burn.md': '---\ntitle: Slow burn\ndescription: Weeks of longing.\n---\n# x\n',
          'catalog.yaml': 'recipes: []\n',
          'quick.yaml': 'name: Quick start\n',
          'plain.md': '# Plain heading\n',
        },
        extra: [
          { path: 'modules/catalog.yaml', text: 'modules: []\n' },
          { path: 'worker-templates/critic.md', text: '# critic template\n' },
          { path: 'recipes/nested/deep.md', text: 'not a recipe' },
        ],
      }),
      { folderName: 'tale' },
    );
    expect(r.issues).toEqual([]);
    const p = r.package!;
    expect(p.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['orchestrator.md', 'modules/catalog.yaml', 'worker-templates/critic.md', 'recipes/catalog.yaml', 'recipes/nested/deep.md']),
    );
    expect(p.recipes).toEqual([
      { path: 'recipes/plain.md', title: 'Plain heading' },
      { path: 'recipes/quick.yaml', title: 'Quick start' },
      { path: 'recipes/slow-burn.md', title: 'Slow burn', description: 'Weeks of longing.' },
    ]);
  });

  test('the limits of a skill hold for the whole package', () => {
    const many = packageFiles({ name: 'tale', extra: Array.from({ length: SKILL_LIMITS.maxFiles - 1 }, (_, i) => ({ path: `modules/m${i}.md`, text: 'x' })) });
    expect(rules(parseSkillPackage(many))).toEqual(['package-too-many-files']);
    const mb3 = 'x'.repeat(3 * 1024 * 1024);
    const big = packageFiles({ name: 'tale', extra: Array.from({ length: 6 }, (_, i) => ({ path: `modules/m${i}.md`, text: mb3 })) });
    expect(rules(parseSkillPackage(big))).toEqual(['package-too-large']);
    const huge = packageFiles({ name: 'tale', extra: [{ path: 'modules/big.bin', bytes: new Uint8Array(SKILL_LIMITS.maxFileBytes + 1) }] });
    expect(rules(parseSkillPackage(huge))).toEqual(['file-too-large']);
    expect(rules(parseSkillPackage(packageFiles({ name: 'tale', extra: [{ path: '../escape.md', text: 'x' }] })))).toEqual(['path-traversal']);
  });

  test('the hash is the content: same files, same hash; one byte changed, another', () => {
    const a = parseSkillPackage(packageFiles({ name: 'tale' }), { now: 1 }).package!;
    const b = parseSkillPackage([...packageFiles({ name: 'tale' })].reverse(), { now: 2 }).package!;
    expect(a.hash).toBe(b.hash);
    const files = packageFiles({ name: 'tale' });
    files[1] = { ...files[1]!, text: files[1]!.text + ' ' };
    expect(parseSkillPackage(files).package!.hash).not.toBe(a.hash);
  });
});

describe('packageSkills', () => {
  test('the orchestrator skill carries orchestrator.md as SKILL.md plus the files outside workers/; each worker only its own folder', () => {
    const p = parseSkillPackage(
      packageFiles({
        name: 'tale',
        workers: [{ id: 'outline', extra: [{ path: 'references/beats.md', text: 'b' }] }, { id: 'draft' }],
        recipes: { 'a.md': '# A\n' },
        extra: [{ path: 'modules/m.md', text: 'm' }],
      }),
      { folderName: 'tale' },
    ).package!;
    const { orchestrator, workers } = packageSkills(p);
    expect(orchestrator).toMatchObject({ name: 'tale', scope: 'package:tale', manifest: { name: 'tale', description: 'Runs tale.' } });
    expect(orchestrator.files.map((f) => f.path)).toEqual(['SKILL.md', 'modules/m.md', 'recipes/a.md']);
    expect(orchestrator.files[0]!.text).toBe(orchestratorMd('tale', 'dialogue', '', ['outline', 'draft']));
    expect(workers.map((w) => [w.name, w.scope, w.files.map((f) => f.path)])).toEqual([
      ['outline', 'package:tale', ['SKILL.md', 'references/beats.md']],
      ['draft', 'package:tale', ['SKILL.md']],
    ]);
    expect(workers[0]!.manifest.description).toBe('The outline worker.');
  });
});
