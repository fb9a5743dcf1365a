import { describe, expect, it } from 'vitest';
import { parseSkill } from '../../core/skills/parse.ts';
import { fromEmbedded } from './embedded-read.ts';
import { toEmbedded } from './embedded.ts';

describe('embedded skills', () => {
  it('round-trips text and binary files with the same content hash', () => {
    const skill = parseSkill(
      [
        { path: 'SKILL.md', text: '---\nname: carry\ndescription: Travels in a card.\n---\nBody\n' },
        { path: 'assets/x.bin', bytes: new Uint8Array([0, 1, 2, 255, 0]) },
      ],
      { folderName: 'carry' },
    ).skill!;
    const e = toEmbedded(skill);
    expect(e.files.find((f) => f.path === 'assets/x.bin')!.base64).toBe('AAEC/wA=');
    const back = fromEmbedded(JSON.parse(JSON.stringify(e)), 'character:alice.png');
    expect(back.issues).toEqual([]);
    expect(back.skill!.hash).toBe(skill.hash);
    expect(back.skill!.scope).toBe('character:alice.png');
  });

  it('refuses an embedded skill whose name differs from its SKILL.md', () => {
    const r = fromEmbedded({ name: 'other', files: [{ path: 'SKILL.md', text: '---\nname: carry\ndescription: d\n---\n' }] }, 'global');
    expect(r.skill).toBeUndefined();
    expect(r.issues[0]!.rule).toBe('name-folder-mismatch');
  });
});
