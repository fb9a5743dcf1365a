// The harness of the <ManageSkillsDialog> tests: an inventory of four skills in three scopes, the
// dialog's actions as spies (each answering like the app on success), and the dialog rendered open.
import { render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { vi } from 'vitest';
import type { Skill, SkillScope, SkillSummary } from '../../../src/core/skills/types.ts';
import type { InstallResult, SkillsActions } from '../../../src/app/skills/skills-contract.ts';
import { summary } from '../testFixtures.ts';
import { ManageSkillsDialog, type ManageSkillsDialogProps } from './ManageSkillsDialog.tsx';

export const HTML_BODY = '---\nname: writer\ndescription: x\n---\n<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';

export const baseInventory: SkillSummary[] = [
  summary('zeta', 'global', { description: 'Last by name', tags: ['style'], fileCount: 3, size: 2048 }),
  summary('writer', 'global', { description: 'Writes things', fileCount: 2, size: 700 }),
  summary('voice', 'character:alice.png', { description: 'Alice voice', tags: ['voice', 'alice'] }),
  summary('planner', 'preset:director/default', { description: 'Plans turns' }),
];

export function skillOf(s: SkillSummary, files: Skill['files']): Skill {
  return {
    name: s.name,
    scope: s.scope,
    manifest: { name: s.name, description: s.description, tags: s.tags, frontmatter: {}, body: '' },
    files,
    hash: s.hash,
    size: s.size,
    installedAt: 0,
    updatedAt: 0,
  };
}

export function fakeActions(over: Partial<SkillsActions> = {}): SkillsActions {
  const ok = async () => ({ ok: true as const });
  return {
    installFiles: vi.fn(async (): Promise<InstallResult> => ({ installed: [], unchanged: [], conflicts: [], issues: [] })),
    exportZip: vi.fn(ok),
    readSkill: vi.fn(async (scope: SkillScope, name: string) => {
      const s = baseInventory.find((x) => x.scope === scope && x.name === name);
      if (!s) return undefined;
      return skillOf(s, [
        { path: 'references/notes.md', text: 'Some notes' },
        { path: 'SKILL.md', text: name === 'writer' ? HTML_BODY : `---\nname: ${name}\ndescription: d\n---\nBody` },
        { path: 'assets/logo.png', bytes: new Uint8Array(3000) },
      ]);
    }),
    validateFile: vi.fn(() => []),
    saveFile: vi.fn(ok),
    rename: vi.fn(ok),
    move: vi.fn(ok),
    remove: vi.fn(ok),
    create: vi.fn(ok),
    planBundled: vi.fn(async () => ({ items: [] })),
    importBundled: vi.fn(ok),
    previewUrl: vi.fn(async () => ({ skills: [], unchanged: [], conflicts: [], issues: [] })),
    installPreview: vi.fn(async (): Promise<InstallResult> => ({ installed: [], unchanged: [], conflicts: [], issues: [] })),
    checkUpdate: vi.fn(async (_scope: SkillScope, name: string) => ({ name, changes: [], upToDate: true, issues: [] })),
    applyUpdate: vi.fn(ok),
    addFile: vi.fn(ok),
    moveFile: vi.fn(ok),
    deleteFile: vi.fn(ok),
    ...over,
  };
}

export function Harness(props: Partial<ManageSkillsDialogProps> & { actions: SkillsActions }) {
  const [open, setOpen] = useState(true);
  return (
    <ManageSkillsDialog
      open={open}
      onClose={() => setOpen(false)}
      inventory={props.inventory ?? baseInventory}
      scopes={props.scopes ?? [{ scope: 'preset:director/default' }, { scope: 'character:alice.png', label: 'Alice' }]}
      {...props}
    />
  );
}

export function open(actions = fakeActions(), extra: Partial<ManageSkillsDialogProps> = {}, title = 'Manage Skills') {
  render(<Harness actions={actions} {...extra} />);
  return { actions, dialog: screen.getByRole('dialog', { name: title }) };
}

export const row = (name: string) => screen.getByRole('listitem', { name });
export const groupTitles = () => screen.getAllByRole('region').map((r) => r.querySelector('h3 span')?.textContent);
