import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { asBytes, packageTree, workerMd } from '../../../../test/fixtures/skills/packages.ts';
import { writeZip } from '../../../../test/fixtures/skills/zip-writer.ts';
import { SKILL_LIMITS } from '../limits.ts';
import { loadSkillPackages } from './load.ts';
import { exportPackageZip, importPackageZip } from './zip.ts';

const enc = new TextEncoder();
function load(files: { path: string; text?: string; bytes?: Uint8Array }[]) {
  const map = new Map(asBytes(files).map((f) => [f.path, f.bytes]));
  return loadSkillPackages([...map.keys()], (p) => map.get(p)!);
}
const REGISTRY = `skills:
  - name: world-simulator
    description: The default package.
    category: dialogue
    bookKind: dialogue
    path: dialogue/world-simulator/orchestrator.md
  - name: quick-tale
    description: A flat one.
    category: novel
    bookKind: novel
    path: novel/quick-tale.md
`;
const FLAT = '---\nname: quick-tale\ndescription: A one-file package.\ncategory: novel\n---\n# Quick tale\n';

describe('loading from a skills folder', () => {
  test('registry-based: the packages it lists, folder and flat, and nothing else', () => {
    const r = load([
      { path: 'skills/registry.yaml', text: REGISTRY },
      ...packageTree({ name: 'world-simulator', workers: [{ id: 'design-flow' }, { id: 'design-step' }] }, 'skills/'),
      ...packageTree({ name: 'unlisted' }, 'skills/'),
      { path: 'skills/novel/quick-tale.md', text: FLAT },
    ]);
    expect(r.issues).toEqual([]);
    expect(r.packages.map((p) => [p.name, p.bookKind, p.workers.map((w) => w.id)])).toEqual([
      ['world-simulator', 'dialogue', ['design-flow', 'design-step']],
      ['quick-tale', 'novel', []],
    ]);
    expect(r.packages[1]!.files.map((f) => f.path)).toEqual(['orchestrator.md']);
  });

  test('registry problems are named: bad entries, missing paths, disagreements with the orchestrator', () => {
    const r = load([
      {
        path: 'registry.yaml',
        text: 'skills:\n  - name: tale\n    description: x\n    category: novel\n    bookKind: novel\n    path: novel/tale/orchestrator.md\n  - name: gone\n    description: x\n    category: novel\n    bookKind: novel\n    path: novel/gone/orchestrator.md\n  - name: broken\n    category: poem\n',
      },
      ...packageTree({ name: 'tale', bookKind: 'dialogue' }).map((f) => ({ ...f, path: f.path.replace(/^dialogue\//, 'novel/') })),
    ]);
    expect(r.packages).toEqual([]);
    expect(r.issues.map((i) => i.message)).toEqual([
      'registry.yaml: registry.yaml entry 3 (broken): `description` is missing',
      'registry.yaml: registry.yaml entry 3 (broken): `category` must be "novel" or "dialogue"',
      'registry.yaml: registry.yaml entry 3 (broken): `bookKind` is missing',
      'registry.yaml: registry.yaml entry 3 (broken): `path` is missing',
      'registry.yaml: registry.yaml lists "gone" at novel/gone/orchestrator.md, which is not in the input',
      // tale's orchestrator says category: dialogue while it sits in novel/
      'tale/orchestrator.md: `category` is "dialogue" but the package\'s bookKind is "novel"; they must be equal',
    ]);
    expect(load([{ path: 'registry.yaml', text: 'skills: 3\n' }]).issues.map((i) => i.rule)).toEqual(['registry-shape']);
    expect(load([{ path: 'registry.yaml', text: 'skills: [\n' }]).issues.map((i) => i.rule)).toEqual(['registry-yaml']);
  });

  test('scan-based: novel/ and dialogue/ hold {name}/orchestrator.md and flat .md files', () => {
    const r = load([
      ...packageTree({ name: 'world-simulator', workers: [{ id: 'outline' }] }, 'repo-main/skills/'),
      ...packageTree({ name: 'mystery', bookKind: 'novel', workers: [{ id: 'outline' }] }, 'repo-main/skills/'),
      { path: 'repo-main/skills/novel/quick-tale.md', text: FLAT },
      { path: 'repo-main/skills/novel/README.md', text: 'How to write packages.' },
      { path: 'repo-main/README.md', text: 'x' },
    ]);
    expect(r.issues).toEqual([]);
    expect(r.packages.map((p) => `${p.bookKind}/${p.name}`).sort()).toEqual(['dialogue/world-simulator', 'novel/mystery', 'novel/quick-tale']);
    expect(r.warnings.map((w) => w.message)).toEqual(['repo-main/skills/novel/README.md: ignored: not an orchestrator (no YAML frontmatter)']);
    // The same worker id in two packages: each package has its own.
    const outlines = r.packages.filter((p) => p.workers.some((w) => w.id === 'outline'));
    expect(outlines).toHaveLength(2);
  });

  test('one package folder on its own (a picked folder or a zip of it), and an input without packages', () => {
    const r = load(packageTree({ name: 'tale' }).map((f) => ({ ...f, path: f.path.replace(/^dialogue\//, '') })));
    expect(r.issues).toEqual([]);
    expect(r.packages.map((p) => p.name)).toEqual(['tale']);
    expect(load([{ path: 'x/SKILL.md', text: 'x' }]).issues.map((i) => i.rule)).toEqual(['no-package']);
  });

  test('two packages of one name are refused', () => {
    const r = load([...packageTree({ name: 'tale' }, 'a/'), ...packageTree({ name: 'tale', bookKind: 'novel' }, 'a/')]);
    expect(r.issues.map((i) => i.rule)).toEqual(['package-duplicate']);
  });
});

describe('zips', () => {
  test('round trip: export, import, same packages and hashes; the same bytes twice', () => {
    const input = load([
      ...packageTree({
        name: 'world-simulator',
        workers: [{ id: 'design-flow', extra: [{ path: 'assets/map.png', bytes: new Uint8Array([0x89, 0x50, 0, 1, 2]) }] }],
        recipes: { 'slow.md': '# Slow\n' },
      }),
      { path: 'novel/quick-tale.md', text: FLAT },
    ]);
    expect(input.issues).toEqual([]);
    const zip = exportPackageZip(input.packages);
    expect(exportPackageZip([...input.packages].reverse())).toEqual(zip);
    const names = Object.keys(unzipSync(zip));
    expect(names).toEqual([
      'registry.yaml',
      'novel/quick-tale/orchestrator.md',
      'dialogue/world-simulator/orchestrator.md',
      'dialogue/world-simulator/recipes/slow.md',
      'dialogue/world-simulator/workers/design-flow/SKILL.md',
      'dialogue/world-simulator/workers/design-flow/assets/map.png',
    ]);
    const back = importPackageZip(zip, { fileName: 'packages.zip' });
    expect(back.issues).toEqual([]);
    const pairs = (list: typeof back.packages) => list.map((p) => `${p.name}:${p.hash}`).sort();
    expect(pairs(back.packages)).toEqual(pairs(input.packages));
    const map = back.packages.find((p) => p.name === 'world-simulator')!.files.find((f) => f.path === 'workers/design-flow/assets/map.png')!;
    expect(map.bytes).toEqual(new Uint8Array([0x89, 0x50, 0, 1, 2]));
  });

  test('a zip of one package folder, without a registry', () => {
    const tree = Object.fromEntries(packageTree({ name: 'tale' }).map((f) => [f.path.replace(/^dialogue\//, ''), strToU8(f.text!)]));
    const r = importPackageZip(zipSync(tree));
    expect(r.issues).toEqual([]);
    expect(r.packages.map((p) => p.name)).toEqual(['tale']);
  });

  test('archive safety is the skill zip path: traversal and links refuse the whole zip', () => {
    const evil = importPackageZip(zipSync({ 'dialogue/tale/orchestrator.md': strToU8('x'), 'dialogue/tale/../../x': strToU8('x') }), { fileName: 'evil.zip' });
    expect(evil.packages).toEqual([]);
    expect(evil.issues.map((i) => i.rule)).toEqual(['path-traversal']);
    const link = importPackageZip(
      writeZip([
        { name: 'dialogue/tale/orchestrator.md', data: enc.encode('x') },
        { name: 'dialogue/tale/l', data: enc.encode('/etc'), externalAttrs: (0o120777 << 16) >>> 0 },
      ]),
    );
    expect(link.issues.map((i) => i.rule)).toEqual(['zip-link']);
  });

  test('package limits are checked from declared sizes before inflating', () => {
    // Declared over the package limit, with bogus data: refused without inflating (no CRC error).
    const entries = [
      { name: 'dialogue/tale/orchestrator.md', data: enc.encode('---\nname: tale\n---\n') },
      ...Array.from({ length: 5 }, (_, i) => ({
        name: `dialogue/tale/modules/m${i}.bin`,
        stored: new Uint8Array(8),
        declaredSize: SKILL_LIMITS.maxFileBytes - 1,
        method: 0,
      })),
    ];
    const r = importPackageZip(writeZip(entries));
    expect(r.issues.map((i) => i.rule)).toEqual(['package-too-large']);
    const md = importPackageZip(
      writeZip([{ name: 'dialogue/tale/orchestrator.md', stored: new Uint8Array(4), declaredSize: SKILL_LIMITS.maxSkillMdBytes + 1, method: 0 }]),
    );
    expect(md.issues.map((i) => i.rule)).toEqual(['package-orchestrator-too-large']);
    const worker = importPackageZip(
      writeZip([
        { name: 'dialogue/tale/orchestrator.md', data: enc.encode('x') },
        { name: 'dialogue/tale/workers/outline/SKILL.md', stored: new Uint8Array(4), declaredSize: SKILL_LIMITS.maxSkillMdBytes + 1, method: 0 },
      ]),
    );
    expect(worker.issues.map((i) => i.message)).toEqual([expect.stringMatching(/^tale\/workers\/outline\/SKILL\.md: SKILL\.md is 512 KB/)]);
  });

  test('a package zip with a bad worker is refused with the worker named', () => {
    const tree = Object.fromEntries(
      [...packageTree({ name: 'tale' }), { path: 'dialogue/tale/workers/outline/SKILL.md', text: workerMd('outline').replace('inputTags', 'inTags') }].map(
        (f) => [f.path, strToU8(f.text!)],
      ),
    );
    const r = importPackageZip(zipSync(tree));
    expect(r.packages).toEqual([]);
    expect(r.issues.map((i) => i.message)).toEqual(['tale/workers/outline/SKILL.md: the frontmatter has no `inputTags`']);
  });
});
