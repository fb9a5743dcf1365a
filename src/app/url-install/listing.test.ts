import { expect, test } from 'vitest';
import { readListing } from './listing.ts';

const blob = (path: string, size = 1) => ({ path, type: 'blob', size, sha: 'x', mode: '100644' });

test('readListing: the skill folders below the asked folder with their sizes; every other file named once, under the local name', () => {
  const json = JSON.stringify({
    truncated: false,
    tree: [
      { path: 'skills', type: 'tree' },
      blob('README.md'),
      blob('skills/pdf/SKILL.md', 120),
      blob('skills/pdf/forms.md', 30),
      blob('skills/notes.txt', 5),
      blob('other/a/SKILL.md', 9),
    ],
  });
  const r = readListing(new TextEncoder().encode(json).buffer as ArrayBuffer, 'skills', 'skills');
  expect(r).toEqual({
    kind: 'ok',
    folders: [{ belowPrefix: 'pdf/', folderName: 'pdf', below: ['pdf/SKILL.md', 'pdf/forms.md'] }],
    sizes: { 'pdf/SKILL.md': 120, 'pdf/forms.md': 30 },
    ignored: 'skills/notes.txt',
    ignoredCount: 1,
  });
  const all = readListing(json, '', 'repo');
  expect(all.kind === 'ok' && all.ignored.split('\0')).toEqual(['repo/README.md', 'repo/skills/notes.txt']);
});

test('readListing: what is not a listing, a truncated one and a missing folder are told apart', () => {
  expect(readListing('{"tree": 5}', '', 'r')).toEqual({ kind: 'not-listing' });
  expect(readListing('<html>', '', 'r')).toEqual({ kind: 'not-listing' });
  expect(readListing('null', '', 'r')).toEqual({ kind: 'not-listing' });
  expect(readListing(JSON.stringify({ truncated: true, tree: [blob('a/SKILL.md')] }), '', 'r')).toEqual({ kind: 'truncated' });
  expect(readListing(JSON.stringify({ tree: [blob('a/SKILL.md'), null, { path: 7, type: 'blob' }] }), 'b', 'b')).toEqual({ kind: 'no-folder' });
});
