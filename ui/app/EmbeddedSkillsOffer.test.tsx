// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { fromEmbedded } from '../../src/app/skills/embedded-read.ts';
import type { EmbeddedSkill } from '../../src/core/profiles/embedded-skills.ts';
import { presetScope } from '../../src/core/profiles/presets.ts';
import { lang } from '../i18n/index.ts';
import { EmbeddedSkillsOffer } from './EmbeddedSkillsOffer.tsx';

let n = 0;
afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const SCOPE = presetScope('director', 'default');
const skill = (name: string, body: string, description = `About ${name}.`): EmbeddedSkill => ({
  name,
  files: [{ path: 'SKILL.md', text: `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n` }],
});

/** An app with `same-one` and `differs-one` installed in the preset scope, and an offer of five skills. */
async function setup() {
  const app = createApp({ prefix: `ui-offer-${++n}-` });
  await app.ready;
  await app.skills.installSkills(
    [fromEmbedded(skill('same-one', 'Same body.'), SCOPE).skill!, fromEmbedded(skill('differs-one', 'Old body.'), SCOPE).skill!],
    SCOPE,
  );
  // Installed elsewhere (global) only: still new for this scope.
  await app.skills.installSkills([fromEmbedded(skill('new-two', 'Global copy.'), 'global').skill!], 'global');
  const offered = [
    skill('new-one', 'Fresh.'),
    skill('new-two', 'Fresh too.'),
    skill('same-one', 'Same body.'),
    skill('differs-one', 'New body.'),
    { name: 'broken', files: [{ path: 'SKILL.md', text: '---\nname: other-name\ndescription: x\n---\n' }] },
  ];
  const onDone = vi.fn();
  render(<EmbeddedSkillsOffer skills={offered} scope={SCOPE} inventory={app.skills.inventory.value} service={app.skills} onDone={onDone} />);
  const dialog = screen.getByRole('dialog', { name: lang.value === 'en' ? 'Skills in the imported profile' : '导入的配置中的 Skill' });
  // The rows show once the skills service has read the offered skills.
  await within(dialog).findByText('broken', { selector: 'strong' });
  return { app, onDone, dialog };
}

const rowOf = (dialog: HTMLElement, name: string) => within(dialog).getByText(name, { selector: 'strong' }).closest('li')!;
/** The skill's radio group (Install / Replace / Skip). */
const choice = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name: `What to do with ${name}` });
const radios = (group: HTMLElement) => within(group).getAllByRole('radio') as HTMLInputElement[];
const optionsOf = (group: HTMLElement) => radios(group).map((r) => r.value);
const chosen = (group: HTMLElement) => radios(group).find((r) => r.checked)?.value;
const pick = (group: HTMLElement, value: string) => fireEvent.click(radios(group).find((r) => r.value === value)!);
const installed = (app: App) => Object.fromEntries(app.skills.inventory.value.filter((s) => s.scope === SCOPE).map((s) => [s.name, s.description] as const));

describe('EmbeddedSkillsOffer', () => {
  test('names the scope and marks each skill new / same / differs / invalid with the choices that fit', async () => {
    const { dialog } = await setup();
    expect(dialog.textContent).toContain('The file carries 5 skills.');
    expect(dialog.textContent).toContain('they go to Preset · ');
    expect(rowOf(dialog, 'new-one').textContent).toContain('— new');
    expect(rowOf(dialog, 'new-two').textContent).toContain('— new');
    expect(rowOf(dialog, 'same-one').textContent).toContain('already installed, same content');
    expect(rowOf(dialog, 'differs-one').textContent).toContain('installed, different content');
    expect(rowOf(dialog, 'broken').textContent).toContain('cannot be installed');
    // New: install (default) or skip. Same: only skip. Differs: replace or skip, skip by default.
    expect(optionsOf(choice(dialog, 'new-one'))).toEqual(['install', 'skip']);
    expect(chosen(choice(dialog, 'new-one'))).toBe('install');
    expect(optionsOf(choice(dialog, 'same-one'))).toEqual(['skip']);
    expect(optionsOf(choice(dialog, 'differs-one'))).toEqual(['replace', 'skip']);
    expect(chosen(choice(dialog, 'differs-one'))).toBe('skip');
    // An invalid one has no choice, and says why (the file and the rule).
    expect(within(dialog).queryByRole('group', { name: 'What to do with broken' })).toBeNull();
    expect(rowOf(dialog, 'broken').textContent).toMatch(/SKILL\.md/);
  });

  test('Apply with the defaults installs only the new ones and leaves the rest as they were', async () => {
    const { app, dialog, onDone } = await setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Installed 2 skills.'));
    expect(installed(app)).toEqual({
      'same-one': 'About same-one.',
      'differs-one': 'About differs-one.',
      'new-one': 'About new-one.',
      'new-two': 'About new-two.',
    });
    const body = async (name: string) => (await app.skills.readSkill(SCOPE, name))!.files.find((f) => f.path === 'SKILL.md')!.text;
    expect(await body('differs-one')).toContain('Old body.');
    expect(await body('new-two')).toContain('Fresh too.');
    // The global copy of new-two is untouched.
    expect((await app.skills.readSkill('global', 'new-two'))!.files[0]!.text).toContain('Global copy.');
    expect(app.skills.inventory.value.some((s) => s.name === 'broken' || s.name === 'other-name')).toBe(false);
  });

  test('Apply carries out the choices: replace one, skip a new one', async () => {
    const { app, dialog, onDone } = await setup();
    pick(choice(dialog, 'differs-one'), 'replace');
    pick(choice(dialog, 'new-one'), 'skip');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Installed 2 skills.'));
    expect(Object.keys(installed(app)).sort()).toEqual(['differs-one', 'new-two', 'same-one']);
    const text = (await app.skills.readSkill(SCOPE, 'differs-one'))!.files.find((f) => f.path === 'SKILL.md')!.text;
    expect(text).toContain('New body.');
  });

  test('Close (or Escape) applies nothing', async () => {
    const { app, dialog, onDone } = await setup();
    const before = installed(app);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onDone).toHaveBeenCalledWith();
    expect(installed(app)).toEqual(before);
  });

  test('speaks Simplified Chinese', async () => {
    lang.value = 'zh-CN';
    const { dialog } = await setup();
    expect(rowOf(dialog, 'same-one').textContent).toContain('已安装，内容相同');
    expect(within(dialog).getByRole('button', { name: '应用' })).toBeTruthy();
  });
});
