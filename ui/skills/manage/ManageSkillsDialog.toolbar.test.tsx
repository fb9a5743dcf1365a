// @vitest-environment happy-dom
// <ManageSkillsDialog>'s toolbar: create a skill, import the bundled ones, install picked files or a
// folder, resolve conflicts, and the progress bar of a long import.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkillScope } from '../../../src/core/skills/types.ts';
import { lang } from '../../i18n/index.ts';
import type { ImportProgress, InstallOptions, InstallResult } from '../../../src/app/skills/skills-contract.ts';
import { summary } from '../testFixtures.ts';
import { baseInventory, fakeActions, Harness, open, skillOf } from './testHarness.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
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
    const installFiles = vi.fn(
      async (): Promise<InstallResult> => ({
        installed: ['pdf'],
        unchanged: ['docx'],
        conflicts: [],
        issues: [],
      }),
    );
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
    const installFiles = vi.fn(
      async (): Promise<InstallResult> => ({
        installed: [],
        unchanged: [],
        conflicts: [],
        issues: [{ file: '../evil/SKILL.md', rule: 'zip.path', message: 'path escapes the skill folder' }],
      }),
    );
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
    const installFiles = vi.fn(
      async (_s: unknown, _scope: SkillScope, options?: InstallOptions): Promise<InstallResult> =>
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
    const installFiles = vi.fn(
      async (): Promise<InstallResult> => ({
        installed: [],
        unchanged: [],
        conflicts: [
          {
            name: 'zeta',
            scope: 'global',
            existing: { description: '', fileCount: 1, size: 1, hash: 'a' },
            incoming: { description: '', fileCount: 1, size: 1, hash: 'b' },
          },
        ],
        issues: [],
      }),
    );
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
