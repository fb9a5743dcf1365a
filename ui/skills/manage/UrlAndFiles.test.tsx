// @vitest-environment happy-dom
// Manage Skills: From URL… (preview, refusals, conflicts), Update from source (diff before replace),
// and files inside a skill (add, upload, rename/move, delete; SKILL.md stays).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Skill, SkillScope, SkillSummary } from '../../../src/core/skills/types.ts';
import { lang } from '../../i18n/index.ts';
import type { InstallResult, SkillsActions, UpdatePreview, UrlPreview } from '../../../src/app/skills/skills-contract.ts';
import { summary } from '../testFixtures.ts';
import { ManageSkillsDialog } from './ManageSkillsDialog.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const SOURCE = {
  url: 'https://github.com/anthropics/skills/tree/main/skills/pdf',
  kind: 'github' as const,
  repo: 'anthropics/skills',
  ref: 'main',
  path: 'skills/pdf',
  fetchedAt: 1,
};
const inventory: SkillSummary[] = [summary('writer', 'global', { fileCount: 2 }), summary('pdf', 'global', { source: SOURCE })];
const skill = (name: string): Skill => ({
  name,
  scope: 'global',
  manifest: { name, description: 'd', tags: [], frontmatter: {}, body: '' },
  files: [
    { path: 'SKILL.md', text: `---\nname: ${name}\ndescription: d\n---\n` },
    { path: 'references/notes.md', text: 'Some notes' },
  ],
  hash: 'h',
  size: 10,
  installedAt: 0,
  updatedAt: 0,
});

function actions(over: Partial<SkillsActions> = {}): SkillsActions {
  const ok = async () => ({ ok: true as const });
  const done = async (): Promise<InstallResult> => ({ installed: ['pdf'], unchanged: [], conflicts: [], issues: [] });
  return {
    installFiles: vi.fn(done),
    exportZip: vi.fn(ok),
    readSkill: vi.fn(async (_s: SkillScope, name: string) => skill(name)),
    validateFile: vi.fn(() => []),
    saveFile: vi.fn(ok),
    rename: vi.fn(ok),
    move: vi.fn(ok),
    remove: vi.fn(ok),
    create: vi.fn(ok),
    planBundled: vi.fn(async () => ({ items: [] })),
    importBundled: vi.fn(ok),
    previewUrl: vi.fn(
      async (): Promise<UrlPreview> => ({
        token: 't1',
        source: SOURCE,
        skills: [{ name: 'pdf', description: 'PDF work', fileCount: 3, size: 2048, files: ['SKILL.md', 'forms.md', 'scripts/a.py'] }],
        unchanged: [],
        conflicts: [],
        issues: [],
      }),
    ),
    installPreview: vi.fn(done),
    checkUpdate: vi.fn(async (): Promise<UpdatePreview> => ({ name: 'pdf', upToDate: true, changes: [], issues: [] })),
    applyUpdate: vi.fn(ok),
    addFile: vi.fn(ok),
    moveFile: vi.fn(ok),
    deleteFile: vi.fn(ok),
    ...over,
  };
}

function open(a = actions()) {
  render(<ManageSkillsDialog open onClose={() => {}} inventory={inventory} actions={a} />);
  return a;
}
const row = (name: string) => screen.getByRole('listitem', { name });

describe('From URL…', () => {
  it('previews what a URL holds, then installs it on Install', async () => {
    const a = open();
    fireEvent.click(screen.getByRole('button', { name: 'From URL…' }));
    const input = screen.getByRole('textbox', { name: 'Skill URL' });
    expect(document.activeElement).toBe(input);
    fireEvent.input(input, { target: { value: SOURCE.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('Will install into Global:');
    expect(a.previewUrl).toHaveBeenCalledWith(SOURCE.url, 'global');
    expect(screen.getByText('From anthropics/skills@main/skills/pdf')).toBeTruthy();
    expect(screen.getByText('pdf — 3 files, 2.0 KB')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Files of pdf' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SKILL.md', 'forms.md', 'scripts/a.py']);
    expect(a.installPreview).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await screen.findByText('Installed: pdf.');
    expect(a.installPreview).toHaveBeenCalledWith('t1', undefined);
    expect(screen.queryByRole('textbox', { name: 'Skill URL' })).toBeNull();
  });

  it('a refusal says what to do, in both languages, and offers no Install', async () => {
    const issues = [
      { file: 'anthropics/skills/skills/pdf', rule: 'url-rate-limit', message: "GitHub's limit for requests without an account is used up (60 an hour)." },
    ];
    const a = open(actions({ previewUrl: vi.fn(async () => ({ skills: [], unchanged: [], conflicts: [], issues })) }));
    fireEvent.click(screen.getByRole('button', { name: 'From URL…' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Skill URL' }), { target: { value: SOURCE.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = (await screen.findByText(/GitHub’s hourly limit/)).closest('[role="alert"]')!;
    expect(alert.textContent).toContain('download the .zip and use “Install .zip…”');
    expect(alert.textContent).toContain('60 an hour');
    expect(alert.textContent).toContain('url-rate-limit');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    lang.value = 'zh-CN';
    await waitFor(() => expect(screen.getByText(/GitHub 对未登录请求的每小时限额已用完/)).toBeTruthy());
    expect(a.installPreview).not.toHaveBeenCalled();
  });

  it('same-name skills in the preview are decided first (Replace / Keep / Rename)', async () => {
    const conflicts = [
      {
        name: 'pdf',
        scope: 'global' as const,
        existing: { description: 'old', fileCount: 2, size: 10, hash: 'a' },
        incoming: { description: 'new', fileCount: 3, size: 20, hash: 'b' },
      },
    ];
    const a = open(
      actions({
        previewUrl: vi.fn(async () => ({
          token: 't2',
          skills: [{ name: 'pdf', description: 'x', fileCount: 3, size: 20, files: [] }],
          unchanged: [],
          conflicts,
          issues: [],
        })),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'From URL…' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Skill URL' }), { target: { value: SOURCE.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('1 skill already installed with different content');
    fireEvent.click(screen.getByRole('radio', { name: 'Replace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply and install' }));
    await waitFor(() => expect(a.installPreview).toHaveBeenCalledWith('t2', { pdf: { action: 'replace' } }));
  });
});

describe('From URL… on a huge repository', () => {
  it('100,000 ignored files are one line with a count; opened, they show 50 at a time, paged; the page stays small', async () => {
    const warnings = Array.from({ length: 100_000 }, (_, i) => ({
      file: `big/docs/page-${i}.md`,
      rule: 'ignored-file',
      message: `big/docs/page-${i}.md: ignored: outside any skill folder (not fetched)`,
    }));
    open(
      actions({
        previewUrl: vi.fn(
          async (): Promise<UrlPreview> => ({
            token: 't3',
            source: SOURCE,
            skills: [{ name: 'pdf', description: 'PDF work', fileCount: 1, size: 10, files: ['SKILL.md'] }],
            unchanged: [],
            conflicts: [],
            issues: [],
            warnings,
          }),
        ),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'From URL…' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Skill URL' }), { target: { value: SOURCE.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const summaryLine = await screen.findByText('100,000 files were ignored (not part of any skill): open to see them');
    expect(document.body.querySelectorAll('*').length).toBeLessThan(300);
    expect(screen.queryByText(/page-0\.md/)).toBeNull();
    // Opened (a <summary> is reached with Tab and toggled with Enter or Space), the first page shows.
    expect(summaryLine.tagName).toBe('SUMMARY');
    const details = summaryLine.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const list = await screen.findByRole('list', { name: '100,000 files were ignored (not part of any skill): open to see them' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(list.textContent).toContain('big/docs/page-0.md: ignored');
    expect(screen.getByText('1–50 of 100,000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('51–100 of 100,000');
    expect(list.textContent).toContain('big/docs/page-50.md');
    expect(list.textContent).not.toContain('big/docs/page-0.md');
    expect(document.body.querySelectorAll('*').length).toBeLessThan(500);
    lang.value = 'zh-TW';
    await screen.findByText('已忽略 100,000 個檔案（不屬於任何 Skill）：展開查看');
    expect(screen.getByRole('button', { name: '下一頁' })).toBeTruthy();
  });
});

describe('Update from source', () => {
  it('only skills with a source offer it; it shows the diff and replaces only on confirmation', async () => {
    const update: UpdatePreview = {
      token: 'u1',
      name: 'pdf',
      source: SOURCE,
      upToDate: false,
      issues: [],
      changes: [
        {
          path: 'SKILL.md',
          status: 'changed',
          before: 10,
          after: 40,
          hunks: [
            [
              { kind: 'same', text: '# pdf' },
              { kind: 'add', text: 'Always keep the original file.' },
            ],
          ],
        },
        { path: 'forms.md', status: 'removed', before: 5 },
      ],
    };
    const a = open(actions({ checkUpdate: vi.fn(async () => update) }));
    expect(within(row('writer')).queryByRole('button', { name: 'Update from source' })).toBeNull();
    fireEvent.click(within(row('pdf')).getByRole('button', { name: 'Update from source' }));
    await screen.findByText('The source has changed. Replacing pdf makes these changes:');
    expect(a.checkUpdate).toHaveBeenCalledWith('global', 'pdf');
    const diff = screen.getByLabelText('Changes in SKILL.md', { selector: 'pre' });
    expect(diff.textContent).toContain('+ Always keep the original file.');
    expect(row('pdf').textContent).toContain('forms.md removed');
    expect(a.applyUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Replace with this version' }));
    await screen.findByText('Updated pdf from its source.');
    expect(a.applyUpdate).toHaveBeenCalledWith('u1');
  });

  it('says so when the skill is the same as its source', async () => {
    open();
    fireEvent.click(within(row('pdf')).getByRole('button', { name: 'Update from source' }));
    await screen.findByText('pdf is the same as its source.');
    expect(screen.queryByRole('button', { name: 'Replace with this version' })).toBeNull();
  });
});

describe('files inside a skill', () => {
  it('add a text file, rename / move one, delete one; SKILL.md stays', async () => {
    const a = open();
    fireEvent.click(within(row('writer')).getByRole('button', { name: 'View files' }));
    await screen.findByLabelText('SKILL.md', { selector: 'pre' });
    expect(screen.getByText('SKILL.md stays: it cannot be renamed, moved or deleted.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions for SKILL.md' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New file…' }));
    const form = screen.getByRole('form', { name: 'Add a text file to writer' });
    fireEvent.input(within(form).getByRole('textbox', { name: 'Path (folder/name)' }), { target: { value: 'references/beats.md' } });
    fireEvent.input(within(form).getByRole('textbox', { name: 'Content' }), { target: { value: '# Beats' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add file' }));
    await screen.findByText('Added references/beats.md to writer.');
    expect(a.addFile).toHaveBeenCalledWith('global', 'writer', 'references/beats.md', '# Beats');

    fireEvent.click(screen.getByRole('button', { name: 'references/notes.md' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Actions for references/notes.md' })).getByRole('button', { name: 'Rename / move' }));
    const move = screen.getByRole('form', { name: 'Rename or move references/notes.md' });
    expect((within(move).getByRole('combobox', { name: 'Folder (empty = top)' }) as HTMLInputElement).value).toBe('references');
    fireEvent.input(within(move).getByRole('combobox', { name: 'Folder (empty = top)' }), { target: { value: 'docs' } });
    fireEvent.input(within(move).getByRole('textbox', { name: 'File name' }), { target: { value: 'notes-1.md' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Save' }));
    await screen.findByText('Moved references/notes.md → docs/notes-1.md.');
    expect(a.moveFile).toHaveBeenCalledWith('global', 'writer', 'references/notes.md', 'docs/notes-1.md');

    fireEvent.click(screen.getByRole('button', { name: 'references/notes.md' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Actions for references/notes.md' })).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete references/notes.md from writer? This cannot be undone.')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    fireEvent.click(confirm);
    await screen.findByText('Deleted references/notes.md.');
    expect(a.deleteFile).toHaveBeenCalledWith('global', 'writer', 'references/notes.md');
  });

  it('upload puts the picked file into the folder as bytes; a refused change shows its issues', async () => {
    const addFile = vi.fn(async () => ({
      ok: false as const,
      issues: [{ file: 'assets/face.png', rule: 'file-too-large', message: 'the file is 5 MB; at most 4 MB per file' }],
    }));
    const a = open(actions({ addFile }));
    fireEvent.click(within(row('writer')).getByRole('button', { name: 'View files' }));
    await screen.findByLabelText('SKILL.md', { selector: 'pre' });
    fireEvent.click(screen.getByRole('button', { name: 'Upload file…' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Upload into folder (empty = top)' }), { target: { value: 'assets' } });
    const input = screen.getByTestId('upload-file') as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'face.png');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    await screen.findByText('Could not add assets/face.png:');
    expect(a.addFile).toHaveBeenCalledWith('global', 'writer', 'assets/face.png', new Uint8Array([137, 80, 78, 71]));
    expect(screen.getByText(/at most 4 MB per file/)).toBeTruthy();
  });
});
