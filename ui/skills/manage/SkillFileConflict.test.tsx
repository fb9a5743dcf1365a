// @vitest-environment happy-dom
// T2: one skill file edited in two places (two SkillsServices on one database, as two tabs). A save
// that would overwrite the other's save shows both versions and lets the user choose; an editor
// with no unsaved edits shows the other's save by itself.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createBundledSkills } from '../../../src/app/skills/bundled.ts';
import { hashSkill } from '../../../src/app/skills/skill-hash.ts';
import { SkillsService } from '../../../src/app/skills/skills-service.ts';
import { openStorage } from '../../../src/storage/index.ts';
import { lang } from '../../i18n/index.ts';
import { ManageSkillsDialog } from './ManageSkillsDialog.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

let n = 0;
const md = (body: string) => `---\nname: voice\ndescription: How Mira talks.\n---\n\n${body}\n`;

async function twoTabs() {
  const prefix = `conflict-${++n}-`;
  const tab = () => new SkillsService({ repo: openStorage({ hashSkill, prefix }).skills, bundled: createBundledSkills([]), saveAs: () => {} });
  const a = tab();
  const b = tab();
  await a.create({ name: 'voice', description: 'How Mira talks.', scope: 'global' });
  await a.saveFile('global', 'voice', 'SKILL.md', md('First version.'));
  await b.refresh();
  return { a, b };
}

/** Tab A's dialog, re-rendered from its inventory signal like the app's container does. */
function Dialog({ service }: { service: SkillsService }) {
  return <ManageSkillsDialog open onClose={() => {}} inventory={service.inventory.value} actions={service} scopes={[]} />;
}

async function editVoice() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return (await screen.findByRole('textbox', { name: 'Content of SKILL.md' })) as HTMLTextAreaElement;
}

describe('the same skill file edited in two tabs', () => {
  it('a save over the other tab\'s save shows both versions; "Keep mine" saves mine, knowingly', async () => {
    const { a, b } = await twoTabs();
    render(<Dialog service={a} />);
    const area = await editVoice();
    fireEvent.input(area, { target: { value: md('Mine, from tab A.') } });
    expect((await b.saveFile('global', 'voice', 'SKILL.md', md('Theirs, from tab B.'), md('First version.'))).ok).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('SKILL.md was saved elsewhere (another tab?) after you began editing. Choose the version to keep.');
    const box = alert.closest('[role="alert"]')!;
    expect((box.querySelector('textarea') as HTMLTextAreaElement).value).toContain('Theirs, from tab B.');
    expect(box.querySelectorAll('textarea')[1]!.value).toContain('Mine, from tab A.');
    // Nothing was overwritten yet.
    expect((await b.readSkill('global', 'voice'))!.files[0]!.text).toContain('Theirs, from tab B.');

    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect((await b.readSkill('global', 'voice'))!.files[0]!.text).toContain('Mine, from tab A.'));
    await waitFor(() => expect(screen.queryByText(/was saved elsewhere/)).toBeNull());
  });

  it('"Use the saved version" takes the other tab\'s text and saves nothing', async () => {
    const { a, b } = await twoTabs();
    render(<Dialog service={a} />);
    const area = await editVoice();
    fireEvent.input(area, { target: { value: md('Mine.') } });
    await b.saveFile('global', 'voice', 'SKILL.md', md('Theirs.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use the saved version' }));
    await waitFor(() => expect(area.value).toContain('Theirs.'));
    expect((await a.readSkill('global', 'voice'))!.files[0]!.text).toContain('Theirs.');
  });

  it('an open editor without unsaved edits shows what the other tab saved', async () => {
    const { a, b } = await twoTabs();
    render(<Dialog service={a} />);
    const area = await editVoice();
    expect(area.value).toContain('First version.');
    await b.saveFile('global', 'voice', 'SKILL.md', md('Saved in tab B.'));
    await a.refresh(); // what the app does when the other tab's write is announced
    await waitFor(() => expect(area.value).toContain('Saved in tab B.'));
  });
});
