// @vitest-environment happy-dom
// Manage Skills → Skill packages, and the banner of a chat that runs a package.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Skill } from '../../../src/core/skills/types.ts';
import { lang } from '../../i18n/index.ts';
import type { SkillsActions } from '../../../src/app/skills/skills-contract.ts';
import { ManageSkillsDialog } from '../manage/ManageSkillsDialog.tsx';
import type {
  ChatPackageActions,
  ChatPackageView,
  PackageInstallResult,
  PackagesActions,
  PackageSummary,
} from '../../../src/app/packages/packages-contract.ts';
import { ChatPackageBanner } from './ChatPackageBanner.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const PKG: PackageSummary = {
  name: 'story-compass',
  bookKind: 'dialogue',
  description: 'Keeps a long role-play on course.',
  workers: [
    { id: 'brief-keeper', description: 'Canon.', inputTags: ['story.brief'], outputTags: ['story.canon'] },
    { id: 'beat-planner', description: 'Beat.', inputTags: ['story.canon', 'story.threads'], outputTags: [] },
  ],
  recipes: [
    { path: 'recipes/mystery.md', title: 'Mystery', description: 'Clues before answers.' },
    { path: 'recipes/slow-burn.md', title: 'Slow burn' },
  ],
  demandTag: 'story.brief',
  startupMode: 'agent-first',
  uiPrompt: 'Tell me the story you want.',
  tags: ['continuity'],
  version: 1,
  fileCount: 9,
  size: 9000,
  hash: 'h',
};

const skillOf = (name: string): Skill => ({
  name,
  scope: 'package:story-compass',
  manifest: { name, description: 'd', tags: [], frontmatter: {}, body: '' },
  files: [{ path: 'SKILL.md', text: `---\nname: ${name}\n---\nBody of ${name}` }],
  hash: name,
  size: 1,
  installedAt: 0,
  updatedAt: 0,
});

function packageActions(over: Partial<PackagesActions> = {}): PackagesActions {
  const ok = async () => ({ ok: true as const });
  const done = async (): Promise<PackageInstallResult> => ({ installed: ['tale'], unchanged: [], conflicts: [], issues: [] });
  return {
    installFiles: vi.fn(done),
    installBundled: vi.fn(done),
    exportZip: vi.fn(ok),
    remove: vi.fn(ok),
    readSkill: vi.fn(async (_p: string, name: string) => skillOf(name)),
    setDefault: vi.fn(ok),
    ...over,
  };
}

function open(pa = packageActions(), defaultName = '') {
  render(<ManageSkillsDialog open onClose={() => {}} inventory={[]} actions={{} as SkillsActions} packages={{ packages: [PKG], defaultName, actions: pa }} />);
  return { pa, section: screen.getByRole('region', { name: 'Skill packages' }) };
}

describe('Skill packages in Manage Skills', () => {
  it('lists each package with its kind, workers and their tags, recipes and version', () => {
    const { section } = open();
    const row = within(section).getByRole('listitem', { name: 'story-compass' });
    expect(row.textContent).toContain('dialogue');
    expect(row.textContent).toContain('2 recipes');
    expect(row.textContent).toContain('version 1');
    expect(within(row).getByRole('list', { name: 'Workers' }).textContent).toContain('brief-keeper — reads story.brief; writes story.canon');
    expect(within(row).getByRole('list', { name: 'Workers' }).textContent).toContain('beat-planner — reads story.canon, story.threads; writes nothing');
  });

  it('sets and clears the default package', async () => {
    const { pa } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Use for new chats' }));
    await screen.findByText('New chats start with story-compass.');
    expect(pa.setDefault).toHaveBeenCalledWith('story-compass');
    cleanup();
    open(pa, 'story-compass');
    const b = screen.getByRole('button', { name: 'Stop using for new chats' });
    expect(b.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Default for new chats')).toBeTruthy();
    fireEvent.click(b);
    await waitFor(() => expect(pa.setDefault).toHaveBeenLastCalledWith(null));
  });

  it('views the orchestrator and each worker skill', async () => {
    const { pa } = open();
    fireEvent.click(screen.getByRole('button', { name: 'View files' }));
    expect((await screen.findByLabelText('SKILL.md', { selector: 'pre' })).textContent).toContain('Body of story-compass');
    fireEvent.change(screen.getByRole('combobox', { name: 'Skill' }), { target: { value: 'beat-planner' } });
    await waitFor(() => expect(screen.getByLabelText('SKILL.md', { selector: 'pre' }).textContent).toContain('Body of beat-planner'));
    expect(pa.readSkill).toHaveBeenCalledWith('story-compass', 'beat-planner');
  });

  it('installs a zip, asking about a same-name package first; export and delete', async () => {
    let call = 0;
    const installFiles = vi.fn(
      async (): Promise<PackageInstallResult> =>
        call++ === 0
          ? {
              installed: [],
              unchanged: [],
              conflicts: [
                {
                  name: 'story-compass',
                  existing: { description: 'a', fileCount: 9, size: 9000, hash: 'a' },
                  incoming: { description: 'b', fileCount: 10, size: 9100, hash: 'b' },
                },
              ],
              issues: [],
            }
          : { installed: ['story-compass-2'], unchanged: [], conflicts: [], issues: [] },
    );
    const { pa } = open(packageActions({ installFiles }));
    const input = screen.getByTestId('install-package-zip') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File([new Uint8Array([80, 75])], 'p.zip')], configurable: true });
    fireEvent.change(input);
    await screen.findByText('1 package already installed with different content');
    fireEvent.click(screen.getByRole('radio', { name: 'Rename' }));
    expect((screen.getByRole('textbox', { name: 'New name for the incoming story-compass' }) as HTMLInputElement).value).toBe('story-compass-2');
    fireEvent.click(screen.getByRole('button', { name: 'Apply and install' }));
    await screen.findByText('Installed packages: story-compass-2.');
    expect(installFiles).toHaveBeenLastCalledWith(
      { kind: 'zip', files: [expect.any(File)] },
      { decisions: { 'story-compass': { action: 'rename', newName: 'story-compass-2' } } },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export .zip' }));
    await waitFor(() => expect(pa.exportZip).toHaveBeenCalledWith('story-compass'));
    fireEvent.click(within(screen.getByRole('listitem', { name: 'story-compass' })).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete the package “story-compass” with its orchestrator and 2 workers? This cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await screen.findByText('Deleted package: story-compass');
  });

  it('a bad package is refused with its issues', async () => {
    const issues = [
      { file: 'workers/outline/SKILL.md', rule: 'package-field-missing', message: 'tale/workers/outline/SKILL.md: the frontmatter has no `inputTags`' },
    ];
    open(packageActions({ installFiles: vi.fn(async () => ({ installed: [], unchanged: [], conflicts: [], issues })) }));
    const input = screen.getByTestId('install-package-zip') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'p.zip')], configurable: true });
    fireEvent.change(input);
    const alert = (await screen.findByText('No package was installed:')).closest('[role="alert"], .troupe-message')!;
    expect(alert.textContent).toContain('the frontmatter has no `inputTags`');
  });
});

describe('<ChatPackageBanner>', () => {
  const chatActions = (): ChatPackageActions => ({ chooseRecipe: vi.fn(async () => {}), submitDemand: vi.fn(async () => {}), unbind: vi.fn(async () => {}) });

  it('shows the uiPrompt and the recipe picker; the first message will be the answer', () => {
    const a = chatActions();
    const view: ChatPackageView = { chatId: 'c', package: PKG };
    render(<ChatPackageBanner view={view} actions={a} />);
    const region = screen.getByRole('region', { name: 'Skill package: story-compass' });
    expect(region.textContent).toContain('Tell me the story you want.');
    expect(region.textContent).toContain('Your first message will be kept as “story.brief”.');
    const select = within(region).getByRole('combobox', { name: 'Recipe' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a recipe…', 'Mystery', 'Slow burn']);
    fireEvent.change(select, { target: { value: 'recipes/mystery.md' } });
    expect(a.chooseRecipe).toHaveBeenCalledWith('recipes/mystery.md');
    fireEvent.click(within(region).getByRole('button', { name: 'Don’t use the package in this chat' }));
    expect(a.unbind).toHaveBeenCalled();
  });

  it('an intake package asks for the answer before chatting; in Chinese too', () => {
    const a = chatActions();
    lang.value = 'zh-CN';
    render(<ChatPackageBanner view={{ chatId: 'c', package: { ...PKG, startupMode: 'intake' }, recipe: 'recipes/mystery.md' }} actions={a} />);
    expect(screen.getByText('Clues before answers.')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: '你的回答' }), { target: { value: 'A lighthouse mystery.' } });
    fireEvent.click(screen.getByRole('button', { name: '保存回答' }));
    expect(a.submitDemand).toHaveBeenCalledWith('A lighthouse mystery.');
  });

  it('nothing when the chat runs no package; the kept answer once given', () => {
    const { container } = render(<ChatPackageBanner view={null} actions={chatActions()} />);
    expect(container.textContent).toBe('');
    render(<ChatPackageBanner view={{ chatId: 'c', package: PKG, demand: 'x' }} actions={chatActions()} />);
    expect(screen.getByText('Your first answer is kept as “story.brief”.')).toBeTruthy();
  });
});
