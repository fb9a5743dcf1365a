// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Skill, SkillScope, SkillSummary } from '../../../src/core/skills/types.ts';
import { lang } from '../../i18n/index.ts';
import type { ImportProgress, InstallOptions, InstallResult, SkillsActions } from '../../../src/app/skills/skills-contract.ts';
import { summary } from '../testFixtures.ts';
import { ManageSkillsDialog, type ManageSkillsDialogProps } from './ManageSkillsDialog.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const HTML_BODY = '---\nname: writer\ndescription: x\n---\n<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';

const baseInventory: SkillSummary[] = [
  summary('zeta', 'global', { description: 'Last by name', tags: ['style'], fileCount: 3, size: 2048 }),
  summary('writer', 'global', { description: 'Writes things', fileCount: 2, size: 700 }),
  summary('voice', 'character:alice.png', { description: 'Alice voice', tags: ['voice', 'alice'] }),
  summary('planner', 'preset:director/default', { description: 'Plans turns' }),
];

function skillOf(s: SkillSummary, files: Skill['files']): Skill {
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

function fakeActions(over: Partial<SkillsActions> = {}): SkillsActions {
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

function Harness(props: Partial<ManageSkillsDialogProps> & { actions: SkillsActions }) {
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

function open(actions = fakeActions(), extra: Partial<ManageSkillsDialogProps> = {}, title = 'Manage Skills') {
  render(<Harness actions={actions} {...extra} />);
  return { actions, dialog: screen.getByRole('dialog', { name: title }) };
}

const row = (name: string) => screen.getByRole('listitem', { name });
const groupTitles = () => screen.getAllByRole('region').map((r) => r.querySelector('h3 span')?.textContent);

describe('<ManageSkillsDialog> listing', () => {
  it('groups the inventory global → preset → character, names sorted inside a group', () => {
    open();
    expect(groupTitles()).toEqual(['Global', 'Preset · director/default', 'Character · Alice']);
    const global = screen.getByRole('region', { name: /Global/ });
    expect(within(global).getAllByRole('listitem', { name: /./ }).map((li) => li.getAttribute('data-skill'))).toEqual(['writer', 'zeta']);
    expect(global.textContent).toContain('2 skills');
  });

  it('shows name, description, tags, file count, size and scope on each row', () => {
    open();
    const zeta = row('zeta');
    expect(zeta.textContent).toContain('Last by name');
    expect(within(zeta).getByRole('list', { name: 'Tags' }).textContent).toBe('style');
    expect(zeta.textContent).toContain('3 files');
    expect(zeta.textContent).toContain('2.0 KB');
    expect(zeta.textContent).toContain('Global');
  });

  it('filters by scope and by search over name, description and tags', () => {
    open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Scope:' }), { target: { value: 'character:alice.png' } });
    expect(groupTitles()).toEqual(['Character · Alice']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Scope:' }), { target: { value: 'all' } });
    const search = screen.getByRole('searchbox', { name: 'Search skills' });
    fireEvent.input(search, { target: { value: 'PLANS' } });
    expect(screen.getAllByRole('listitem', { name: /./ }).map((li) => li.getAttribute('data-skill'))).toEqual(['planner']);
    fireEvent.input(search, { target: { value: 'alice' } });
    expect(screen.getAllByRole('listitem', { name: /./ }).map((li) => li.getAttribute('data-skill'))).toEqual(['voice']);
    fireEvent.input(search, { target: { value: 'nothing-like-this' } });
    expect(screen.getByText('No skill matches this filter.')).toBeTruthy();
  });

  it('focuses the search box on open and closes on Escape', () => {
    open();
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nothing is installed', () => {
    open(fakeActions(), { inventory: [] });
    expect(screen.getByText(/No skills installed yet/)).toBeTruthy();
  });
});

describe('<ManageSkillsDialog> row actions', () => {
  it('View files shows an HTML-looking SKILL.md as literal text, and binary files by size only', async () => {
    const { actions } = open();
    fireEvent.click(within(row('writer')).getByRole('button', { name: 'View files' }));
    const pre = await screen.findByLabelText('SKILL.md', { selector: 'pre' });
    expect(pre.textContent).toBe(HTML_BODY);
    expect(pre.querySelector('img,script,b')).toBeNull();
    expect(document.querySelector('.troupe-dialog img, .troupe-dialog script')).toBeNull();
    expect(actions.readSkill).toHaveBeenCalledWith('global', 'writer');
    const files = screen.getByRole('list', { name: 'Files of writer' });
    // SKILL.md first, the binary file listed with its size.
    expect(within(files).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'SKILL.md',
      'assets/logo.png',
      'references/notes.md',
    ]);
    expect(files.textContent).toContain('binary, 2.9 KB');
    fireEvent.click(within(files).getByRole('button', { name: 'assets/logo.png' }));
    expect(screen.getByText(/assets\/logo\.png is a binary file/)).toBeTruthy();
    fireEvent.click(within(files).getByRole('button', { name: 'references/notes.md' }));
    expect(screen.getByLabelText('references/notes.md', { selector: 'pre' }).textContent).toBe('Some notes');
  });

  it('Edit refuses to save a SKILL.md that fails validation, naming the file and rule; Ctrl+S saves once fixed', async () => {
    const validateFile = vi.fn((_s: SkillScope, _n: string, path: string, text: string) =>
      text.includes('description:') ? [] : [{ file: path, rule: 'frontmatter.description', message: 'description is required' }],
    );
    const { actions } = open(fakeActions({ validateFile }));
    fireEvent.click(within(row('zeta')).getByRole('button', { name: 'Edit' }));
    const area = (await screen.findByRole('textbox', { name: 'Content of SKILL.md' })) as HTMLTextAreaElement;
    expect(area.value).toContain('name: zeta');
    fireEvent.input(area, { target: { value: '---\nname: zeta\n---\nNo description' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('Cannot save SKILL.md:');
    const box = alert.closest('[role="alert"]')!;
    expect(box.textContent).toContain('description is required');
    expect(box.textContent).toContain('frontmatter.description');
    expect(actions.saveFile).not.toHaveBeenCalled();

    const fixed = '---\nname: zeta\ndescription: ok\n---\nBody';
    fireEvent.input(area, { target: { value: fixed } });
    fireEvent.keyDown(area, { key: 's', ctrlKey: true });
    await waitFor(() => expect(actions.saveFile).toHaveBeenCalledWith('global', 'zeta', 'SKILL.md', fixed, expect.stringContaining('name: zeta')));
    expect(await screen.findByText('Saved SKILL.md of zeta.')).toBeTruthy();
    expect(screen.queryByText('Cannot save SKILL.md:')).toBeNull();
  });

  it('Edit shows errors the save itself reports', async () => {
    const saveFile = vi.fn(async () => ({
      ok: false as const,
      issues: [{ file: 'references/notes.md', rule: 'limits.fileBytes', message: 'over 4 MB' }],
    }));
    open(fakeActions({ saveFile }));
    fireEvent.click(within(row('zeta')).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('textbox', { name: 'Content of SKILL.md' });
    fireEvent.change(screen.getByRole('combobox', { name: 'File' }), { target: { value: 'references/notes.md' } });
    const area = screen.getByRole('textbox', { name: 'Content of references/notes.md' });
    fireEvent.input(area, { target: { value: 'changed' } });
    fireEvent.keyDown(area, { key: 's', metaKey: true });
    const alert = await screen.findByText('Cannot save references/notes.md:');
    expect(alert.closest('[role="alert"]')!.textContent).toContain('limits.fileBytes');
  });

  it('unsaved edits survive other panels, lock Rename/Move/Delete of that skill, and closing asks first', async () => {
    const { actions } = open();
    fireEvent.click(within(row('zeta')).getByRole('button', { name: 'Edit' }));
    const area = await screen.findByRole('textbox', { name: 'Content of SKILL.md' });
    fireEvent.input(area, { target: { value: 'draft text' } });
    // Another row's Delete opens without closing the editor.
    fireEvent.click(within(row('writer')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('textbox', { name: 'Content of SKILL.md' })).toBe(area);
    expect((area as HTMLTextAreaElement).value).toBe('draft text');
    for (const name of ['Rename', 'Move to…', 'Delete']) {
      expect((within(row('zeta')).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    // Closing the editor asks to discard.
    fireEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    const discard = screen.getByRole('group', { name: 'Discard unsaved changes in 1 file?' });
    fireEvent.click(within(discard).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Content of SKILL.md' })).toBe(area);
    // Closing the dialog asks too; "Keep editing" keeps it open.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const ask = screen.getByRole('group', { name: 'Unsaved edits in 1 skill will be lost. Close anyway?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard and close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.saveFile).not.toHaveBeenCalled();
  });

  it('Rename checks the name rule and collisions, then renames', async () => {
    const { actions } = open();
    fireEvent.click(within(row('zeta')).getByRole('button', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'New name' }) as HTMLInputElement;
    expect(input.value).toBe('zeta');
    fireEvent.input(input, { target: { value: 'Bad Name' } });
    // The submit button is the form's "Rename" (the row's "Rename" toggles the form).
    const submit = within(screen.getByRole('form', { name: 'Rename zeta' })).getByRole('button', { name: 'Rename' });
    fireEvent.click(submit);
    expect(screen.getByText(/must match/)).toBeTruthy();
    fireEvent.input(input, { target: { value: 'writer' } });
    fireEvent.click(submit);
    expect(screen.getByText('A skill named “writer” already exists in Global.')).toBeTruthy();
    expect(actions.rename).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'zeta-2' } });
    fireEvent.click(submit);
    await waitFor(() => expect(actions.rename).toHaveBeenCalledWith('global', 'zeta', 'zeta-2'));
    expect(await screen.findByText('Renamed: zeta → zeta-2')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Rename zeta' })).toBeNull();
  });

  it('Escape inside the rename form closes the form, not the dialog', () => {
    open();
    const toggle = within(row('zeta')).getByRole('button', { name: 'Rename' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'New name' }), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Rename zeta' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(toggle);
  });

  it('Move to… offers the other scopes, refuses a name clash, and moves', async () => {
    const inventory = [...baseInventory, summary('zeta', 'character:alice.png')];
    const { actions } = open(fakeActions(), { inventory });
    const zetaGlobal = within(screen.getByRole('region', { name: /Global/ })).getByRole('listitem', { name: 'zeta' });
    fireEvent.click(within(zetaGlobal).getByRole('button', { name: 'Move to…' }));
    const form = screen.getByRole('form', { name: 'Move zeta' });
    const select = within(form).getByRole('combobox', { name: 'Move to scope' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Preset · director/default', 'Character · Alice']);
    fireEvent.change(select, { target: { value: 'character:alice.png' } });
    expect(within(form).getByRole('alert').textContent).toBe('A skill named “zeta” already exists in Character · Alice.');
    expect((within(form).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'preset:director/default' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(actions.move).toHaveBeenCalledWith('global', 'zeta', 'preset:director/default'));
    expect(await screen.findByText('Moved zeta: Global → Preset · director/default')).toBeTruthy();
  });

  it('Delete asks inside the dialog first; Cancel keeps the skill, confirming deletes it', async () => {
    const { actions } = open();
    const del = within(row('zeta')).getByRole('button', { name: 'Delete' });
    fireEvent.click(del);
    const question = screen.getByRole('group', { name: 'Delete skill “zeta” from Global? This cannot be undone.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(actions.remove).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(del);
    fireEvent.click(del);
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(actions.remove).toHaveBeenCalledWith('global', 'zeta'));
    expect(await screen.findByText('Deleted skill: zeta')).toBeTruthy();
  });

  it('Export .zip calls the action and reports failures naming the file', async () => {
    const exportZip = vi.fn(async () => ({
      ok: false as const,
      issues: [{ file: 'assets/huge.bin', rule: 'limits.skillBytes', message: 'skill over 16 MB' }],
    }));
    const { actions } = open(fakeActions({ exportZip }));
    fireEvent.click(within(row('voice')).getByRole('button', { name: 'Export .zip' }));
    await waitFor(() => expect(actions.exportZip).toHaveBeenCalledWith('character:alice.png', 'voice'));
    const alert = await screen.findByText('Could not export voice:');
    expect(alert.closest('[role="alert"]')!.textContent).toContain('assets/huge.bin');
    expect(alert.closest('[role="alert"]')!.textContent).toContain('limits.skillBytes');
  });

  it('shows an error message when an action throws', async () => {
    open(fakeActions({ exportZip: vi.fn(async () => Promise.reject(new Error('disk full'))) }));
    fireEvent.click(within(row('zeta')).getByRole('button', { name: 'Export .zip' }));
    expect(await screen.findByText('Something went wrong: disk full')).toBeTruthy();
  });
});

describe('<ManageSkillsDialog> toolbar', () => {
  it('Create new validates, creates, then opens the editor on the new skill', async () => {
    function Live() {
      const [inventory, setInventory] = useState(baseInventory);
      const actions = fakeActions({
        create: vi.fn(async ({ name, scope }) => {
          setInventory((inv) => [...inv, summary(name, scope)]);
          return { ok: true as const };
        }),
        readSkill: vi.fn(async (scope, name) => skillOf(summary(name, scope), [{ path: 'SKILL.md', text: `---\nname: ${name}\n---\n` }])),
      });
      return <Harness actions={actions} inventory={inventory} />;
    }
    render(<Live />);
    fireEvent.click(screen.getByRole('button', { name: 'Create new' }));
    const form = screen.getByRole('form', { name: 'Create a new skill' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    fireEvent.input(name, { target: { value: 'fresh' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByRole('alert').textContent).toBe('A description is required.');
    fireEvent.input(within(form).getByRole('textbox', { name: /Description/ }), { target: { value: 'When fresh' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Scope' }), { target: { value: 'character:alice.png' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created skill: fresh')).toBeTruthy();
    const fresh = screen.getByRole('listitem', { name: 'fresh' });
    expect(fresh.closest('section')!.textContent).toContain('Character · Alice');
    const area = (await within(fresh).findByRole('textbox', { name: 'Content of SKILL.md' })) as HTMLTextAreaElement;
    expect(area.value).toContain('name: fresh');
  });

  it('Import bundled lists what it would overwrite before importing, and can keep edits', async () => {
    const planBundled = vi.fn(async () => ({
      items: [
        { name: 'b-new', description: '', state: 'new' as const },
        { name: 'b-edited', description: '', state: 'edited' as const },
        { name: 'b-same', description: '', state: 'unchanged' as const },
      ],
    }));
    const { actions } = open(fakeActions({ planBundled }));
    fireEvent.click(screen.getByRole('button', { name: 'Import bundled' }));
    const panel = await screen.findByRole('region', { name: 'Import bundled skills' });
    expect(panel.textContent).toContain('Would overwrite your edits (1):b-edited');
    expect(panel.textContent).toContain('Will be added (1):b-new');
    expect(actions.importBundled).not.toHaveBeenCalled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Import, keep my edits' }));
    await waitFor(() => expect(actions.importBundled).toHaveBeenCalledWith({ overwriteEdited: false }));
    expect(await screen.findByText('Bundled skills imported.')).toBeTruthy();
  });

  it('Import bundled with edits can overwrite them; with nothing to do it only offers Close', async () => {
    const planBundled = vi.fn(async () => ({ items: [{ name: 'b', description: '', state: 'edited' as const }] }));
    const { actions } = open(fakeActions({ planBundled }));
    fireEvent.click(screen.getByRole('button', { name: 'Import bundled' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import and overwrite my edits' }));
    await waitFor(() => expect(actions.importBundled).toHaveBeenCalledWith({ overwriteEdited: true }));
    cleanup();
    open(fakeActions({ planBundled: vi.fn(async () => ({ items: [{ name: 'b', description: '', state: 'unchanged' as const }] })) }));
    fireEvent.click(screen.getByRole('button', { name: 'Import bundled' }));
    const panel = await screen.findByRole('region', { name: 'Import bundled skills' });
    expect(panel.textContent).toContain('all installed and unchanged');
    expect(within(panel).queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('installs picked files into the chosen scope and reports the result', async () => {
    const installFiles = vi.fn(async (): Promise<InstallResult> => ({
      installed: ['pdf'],
      unchanged: ['docx'],
      conflicts: [],
      issues: [],
    }));
    open(fakeActions({ installFiles }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Install into' }), { target: { value: 'preset:director/default' } });
    const zip = new File([new Uint8Array([80, 75, 3, 4])], 'pdf.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByTestId('install-zip'), { target: { files: [zip] } });
    await waitFor(() => expect(installFiles).toHaveBeenCalledTimes(1));
    const [source, scope] = installFiles.mock.calls[0] as unknown as [{ kind: string; files: File[] }, SkillScope];
    expect(source.kind).toBe('zip');
    expect(source.files[0]!.name).toBe('pdf.zip');
    expect(scope).toBe('preset:director/default');
    expect(await screen.findByText('Installed: pdf. Already installed, unchanged: docx.')).toBeTruthy();
  });

  it('the folder picker is a directory input', () => {
    open();
    const folder = screen.getByTestId('install-folder');
    expect(folder.hasAttribute('webkitdirectory')).toBe(true);
  });

  it('shows install errors naming the file and rule, and nothing else happens', async () => {
    const installFiles = vi.fn(async (): Promise<InstallResult> => ({
      installed: [],
      unchanged: [],
      conflicts: [],
      issues: [{ file: '../evil/SKILL.md', rule: 'zip.path', message: 'path escapes the skill folder' }],
    }));
    open(fakeActions({ installFiles }));
    fireEvent.change(screen.getByTestId('install-files'), { target: { files: [new File(['x'], 'SKILL.md')] } });
    const alert = await screen.findByText('Nothing was installed:');
    const box = alert.closest('[role="alert"]')!;
    expect(box.textContent).toContain('../evil/SKILL.md');
    expect(box.textContent).toContain('path escapes the skill folder');
    expect(box.textContent).toContain('zip.path');
  });

  it('offers Replace / Keep / Rename per conflicting skill and re-runs the install with the choices', async () => {
    const conflict = (name: string) => ({
      name,
      scope: 'global' as SkillScope,
      existing: { description: 'old', fileCount: 1, size: 100, hash: 'a' },
      incoming: { description: 'new', fileCount: 2, size: 200, hash: 'b' },
    });
    const installFiles = vi.fn(async (_s: unknown, _scope: SkillScope, options?: InstallOptions): Promise<InstallResult> =>
      options?.decisions
        ? { installed: ['zeta', 'writer-2'], unchanged: [], kept: ['other'], conflicts: [], issues: [] }
        : { installed: [], unchanged: [], conflicts: [conflict('zeta'), conflict('writer'), conflict('other')], issues: [] },
    );
    open(fakeActions({ installFiles }));
    fireEvent.change(screen.getByTestId('install-zip'), { target: { files: [new File(['z'], 'bundle.zip')] } });
    const panel = await screen.findByRole('region', { name: '3 skills already installed with different content' });
    const item = (name: string) => within(panel).getByRole('group', { name: `${name} in Global` });
    expect(item('zeta').textContent).toContain('Installed: 1 files, 100 B. New: 2 files, 200 B.');
    fireEvent.click(within(item('zeta')).getByRole('radio', { name: 'Replace' }));
    fireEvent.click(within(item('writer')).getByRole('radio', { name: 'Rename' }));
    const newName = within(item('writer')).getByRole('textbox', { name: 'New name for the incoming writer' }) as HTMLInputElement;
    expect(newName.value).toBe('writer-2');
    // A taken name is refused before anything runs.
    fireEvent.input(newName, { target: { value: 'zeta' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply and install' }));
    expect(within(item('writer')).getByRole('alert').textContent).toContain('already exists');
    expect(installFiles).toHaveBeenCalledTimes(1);
    fireEvent.input(newName, { target: { value: 'writer-2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply and install' }));
    await waitFor(() => expect(installFiles).toHaveBeenCalledTimes(2));
    expect(installFiles.mock.calls[1]![2]!.decisions).toEqual({
      zeta: { action: 'replace' },
      writer: { action: 'rename', newName: 'writer-2' },
      other: { action: 'keep' },
    });
    expect(await screen.findByText('Installed: zeta, writer-2. Kept the existing: other.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /already installed/ })).toBeNull();
  });

  it('cancelling the conflict choices writes nothing', async () => {
    const installFiles = vi.fn(async (): Promise<InstallResult> => ({
      installed: [],
      unchanged: [],
      conflicts: [
        { name: 'zeta', scope: 'global', existing: { description: '', fileCount: 1, size: 1, hash: 'a' }, incoming: { description: '', fileCount: 1, size: 1, hash: 'b' } },
      ],
      issues: [],
    }));
    open(fakeActions({ installFiles }));
    fireEvent.change(screen.getByTestId('install-zip'), { target: { files: [new File(['z'], 'z.zip')] } });
    const panel = await screen.findByRole('region', { name: /already installed/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel install' }));
    expect(await screen.findByText('Install cancelled; nothing was changed.')).toBeTruthy();
    expect(installFiles).toHaveBeenCalledTimes(1);
  });

  it('shows a progress bar fed by the install callback while a large import runs', async () => {
    let report: ((p: ImportProgress) => void) | undefined;
    let finish: ((r: InstallResult) => void) | undefined;
    const installFiles = vi.fn(
      (_s: unknown, _scope: SkillScope, options?: InstallOptions) =>
        new Promise<InstallResult>((resolve) => {
          report = options?.onProgress;
          finish = resolve;
        }),
    );
    open(fakeActions({ installFiles }));
    fireEvent.change(screen.getByTestId('install-zip'), { target: { files: [new File(['z'], 'big.zip')] } });
    await waitFor(() => expect(report).toBeDefined());
    expect(screen.getByText('Installing…')).toBeTruthy();
    report!({ done: 40, total: 160, label: 'big.zip' });
    const bar = (await screen.findByRole('progressbar', { name: 'big.zip — 25%' })) as HTMLProgressElement;
    expect(bar.getAttribute('value')).toBe('40');
    expect(bar.getAttribute('max')).toBe('160');
    finish!({ installed: ['big'], unchanged: [], conflicts: [], issues: [] });
    expect(await screen.findByText('Installed: big.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows progress given by the app through the progress prop', () => {
    open(fakeActions(), { progress: { done: 1, total: 4 } });
    expect(screen.getByRole('progressbar', { name: '25%' })).toBeTruthy();
  });
});

describe('<ManageSkillsDialog> language', () => {
  it('renders Chinese labels', async () => {
    lang.value = 'zh-CN';
    const { dialog } = open(fakeActions(), {}, '管理 Skills');
    expect(within(dialog).getByRole('searchbox', { name: '搜索 Skill' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '导入内置 Skills' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '新建' })).toBeTruthy();
    const zeta = row('zeta');
    expect(zeta.textContent).toContain('3 个文件');
    expect(within(zeta).getByRole('button', { name: '查看文件' })).toBeTruthy();
    expect(within(zeta).getByRole('button', { name: '移动到……' })).toBeTruthy();
    fireEvent.click(within(zeta).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('group', { name: '从全局删除 Skill“zeta”？此操作无法撤销。' })).toBeTruthy();
    expect(groupTitles()).toEqual(['全局', '预设 · director/default', '角色卡 · Alice']);
  });
});
