// @vitest-environment happy-dom
// <ManageSkillsDialog>: the listing, each row's actions and the Chinese labels. The toolbar (create,
// import, install, conflicts, progress) is in ManageSkillsDialog.toolbar.test.tsx.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { lang } from '../../i18n/index.ts';
import { summary } from '../testFixtures.ts';
import { baseInventory, fakeActions, groupTitles, HTML_BODY, open, row } from './testHarness.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

describe('<ManageSkillsDialog> listing', () => {
  it('groups the inventory global → preset → character, names sorted inside a group', () => {
    open();
    expect(groupTitles()).toEqual(['Global', 'Preset · director/default', 'Character · Alice']);
    const global = screen.getByRole('region', { name: /Global/ });
    expect(
      within(global)
        .getAllByRole('listitem', { name: /./ })
        .map((li) => li.getAttribute('data-skill')),
    ).toEqual(['writer', 'zeta']);
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
    expect(
      within(files)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['SKILL.md', 'assets/logo.png', 'references/notes.md']);
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
