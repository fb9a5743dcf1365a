// Skills benchmarks on the built core: resolve + catalog for 1,000 installed skills, skill_search
// throughput over 50 MB of skill text, importing a 16 MB skill from a zip, and reading a listing of
// 100,000 files against one of 10,000 (the ratio says whether the work stays linear).
import { performance } from 'node:perf_hooks';
import { core, medianMs } from './util.mjs';

const MB = 1024 * 1024;
const WORDS = (
  'the voice of each character stays distinct while the narrator keeps a steady distance from ' +
  'stock phrases and predictable beats so that every scene carries details only it could hold'
).split(' ');

/** Deterministic prose-like text: lines of 40–120 characters. */
function prose(bytes, seed) {
  let x = seed >>> 0 || 1;
  const rnd = (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const parts = [];
  let size = 0;
  while (size < bytes) {
    let line = '';
    const target = 40 + rnd(80);
    while (line.length < target) line += (line ? ' ' : '') + WORDS[rnd(WORDS.length)];
    parts.push(line);
    size += line.length + 1;
  }
  return parts.join('\n') + '\n';
}

const skillMd = (name, description, body = '') => `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\n${body}`;

export default async () => {
  const { parseSkill, resolveInstalled, resolveVisibleSkills, renderSkillCatalog, createSkillTools, exportSkillZip, importSkillZip, skillFromFileList } =
    await core();
  const rows = [];
  const notes = [];

  // 1. Resolve + catalog, 1,000 installed skills (plus preset and character overrides of some names).
  const installed = [];
  for (let i = 0; i < 1000; i++) {
    const name = `skill-${String(i).padStart(4, '0')}`;
    const description = `Use when the scene needs rule set ${i}: ${WORDS.slice(0, 8 + (i % 12)).join(' ')}.`;
    installed.push({ name, scope: 'global', description, tags: [], fileCount: 1, size: 1, hash: '' });
    if (i % 10 === 0)
      installed.push({ name, scope: 'preset:director/default', description: description + ' (preset)', tags: [], fileCount: 1, size: 1, hash: '' });
    if (i % 25 === 0)
      installed.push({ name, scope: 'character:Alice.png', description: description + ' (character)', tags: [], fileCount: 1, size: 1, hash: '' });
  }
  const context = { mode: 'director', presetId: 'default', character: 'Alice.png' };
  const policy = {
    mode: { visible: ['skill-0003', 'skill-0001', '*'], deny: ['skill-0500'] },
    agent: { visible: ['+', 'skill-0999', 'missing-skill'], deny: ['skill-0002'] },
  };
  let catalog = '';
  const resolveMs = await medianMs(
    () => {
      const inPlay = resolveInstalled(installed, context);
      const names = resolveVisibleSkills(policy, inPlay.keys());
      catalog = renderSkillCatalog(names.map((n) => inPlay.get(n)));
    },
    { runs: 101, warmup: 20 },
  );
  rows.push({ name: 'resolve + catalog, 1,000 installed skills (1,140 entries)', value: resolveMs, unit: 'ms', target: '< 2 ms', pass: resolveMs < 2 });
  notes.push(`catalog: ${catalog.split('\n').length - 3} skills, ${(catalog.length / 1024).toFixed(0)} KB`);

  // 2. skill_search over 50 MB of skill text: 4 skills of 12.5 MB in 4 files each, a rare needle.
  const skills = [];
  for (let s = 0; s < 4; s++) {
    const files = [{ path: 'SKILL.md', text: skillMd(`big-${s}`, 'Large reference skill.', prose(64 * 1024, s + 1)) }];
    for (let f = 0; f < 4; f++) {
      let text = prose(3.1 * MB, 100 + s * 10 + f);
      const mid = text.indexOf('\n', text.length >> 1);
      text = text.slice(0, mid + 1) + 'Here the Lighthouse Keeper speaks.\n' + text.slice(mid + 1);
      files.push({ path: `references/part-${f}.md`, text });
    }
    const r = parseSkill(files, { folderName: `big-${s}` });
    if (!r.skill) throw new Error(JSON.stringify(r.issues));
    skills.push(r.skill);
  }
  const totalBytes = skills.reduce((n, s) => n + s.size, 0);
  const search = createSkillTools(skills)[2];
  const searchAll = () => {
    let hits = 0;
    for (const s of skills) hits += search.execute({ name: s.name, query: 'lighthouse keeper', limit: 100 }, {}).hits.length;
    return hits;
  };
  const t0 = performance.now();
  const coldHits = searchAll();
  const coldMs = performance.now() - t0;
  const warmMs = await medianMs(searchAll, { runs: 9, warmup: 2 });
  const mbs = (ms) => totalBytes / MB / (ms / 1000);
  rows.push({
    name: `skill_search, ${(totalBytes / MB).toFixed(1)} MB of text, warm (folded copies cached)`,
    value: mbs(warmMs),
    unit: 'MB/s',
    target: '≥ 200 MB/s',
    pass: mbs(warmMs) >= 200,
  });
  rows.push({ name: 'skill_search, same text, first call (folds and caches each file)', value: mbs(coldMs), unit: 'MB/s' });
  if (coldHits !== 16) notes.push(`unexpected hit count ${coldHits}`);
  const frequent = await medianMs(() => search.execute({ name: 'big-0', query: 'voice', limit: 100, contextLines: 2 }, {}), { runs: 21, warmup: 3 });
  rows.push({ name: 'skill_search, frequent word, 100 hits with context (one skill)', value: frequent, unit: 'ms' });

  // 3. Importing a 16 MB skill from a zip: 12 MB of text in 4 files, 4 MB of binary.
  const files = [{ path: 'SKILL.md', text: skillMd('full', 'A skill at the 16 MB limit.') }];
  for (let f = 0; f < 4; f++) files.push({ path: `references/r${f}.md`, text: prose(3 * MB, 500 + f).slice(0, 3 * MB) });
  const used = files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
  const bin = new Uint8Array(16 * MB - used);
  let x = 12345;
  for (let i = 0; i < bin.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    bin[i] = x >>> 24;
  }
  bin[0] = 0;
  files.push({ path: 'assets/blob.bin', bytes: bin });
  const big = parseSkill(files, { folderName: 'full' });
  if (!big.skill) throw new Error(JSON.stringify(big.issues));
  const zip = exportSkillZip(big.skill);
  let imported;
  const importMs = await medianMs(() => (imported = importSkillZip(zip)), { runs: 7, warmup: 1 });
  if (imported.skills[0]?.hash !== big.skill.hash) throw new Error('round trip changed the skill');
  rows.push({
    name: `zip import of a 16 MB skill (${(zip.length / MB).toFixed(1)} MB zip)`,
    value: importMs,
    unit: 'ms',
    target: '< 1000 ms',
    pass: importMs < 1000,
  });
  const exportMs = await medianMs(() => exportSkillZip(big.skill), { runs: 5, warmup: 1 });
  rows.push({ name: 'zip export of the same skill', value: exportMs, unit: 'ms' });

  // 4. A repository listing: 2 skill folders among n files, the rest outside any skill (ignored): the
  // per-path work (checks, folders, warnings) dominates, so 10× the files should cost no more than ~10×.
  const listing = (n) => {
    const entries = [];
    for (let i = 0; i < 2; i++) entries.push({ path: `repo/skills/s${i}/SKILL.md`, bytes: new TextEncoder().encode(skillMd(`s${i}`, 'A skill.')) });
    for (let i = 0; entries.length < n; i++) entries.push({ path: `repo/docs/d${i % 100}/page-${i}.md`, bytes: new Uint8Array(0) });
    return entries;
  };
  const small = listing(10_000);
  const large = listing(100_000);
  const smallMs = await medianMs(() => skillFromFileList(small), { runs: 5, warmup: 1 });
  const largeMs = await medianMs(() => skillFromFileList(large), { runs: 5, warmup: 1 });
  rows.push({ name: 'listing of 100,000 files (2 skills), read and its warnings built', value: largeMs, unit: 'ms' });
  rows.push({
    name: 'same, 100,000 files ÷ 10,000 files (≈ 10 when linear)',
    value: largeMs / smallMs,
    unit: '×',
    target: '< 15×',
    pass: largeMs / smallMs < 15,
  });

  return { title: 'Skills', rows, notes };
};
