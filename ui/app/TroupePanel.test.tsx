// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { exportProfileFile } from '../../src/core/profiles/envelope.ts';
import { defaultProfile } from '../../src/core/profiles/parse.ts';
import { presetScope } from '../../src/core/profiles/presets.ts';
import type { CharacterCard } from '../../src/ports/host.ts';
import { fakeModel, type Responder } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost, type MemoryHost } from '../../test/fixtures/memory-host.ts';
import { lang } from '../i18n/index.ts';
import { openRow } from '../panel/testHarness.tsx';
import { TroupePanel } from './TroupePanel.tsx';
import { loadModeCards } from '../panel/modes/index.ts';

// The capsule modes' cards load from their own chunk in the product; here they are loaded before the tests.
beforeAll(() => loadModeCards());

let n = 0;
afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const MIRA: CharacterCard = { key: 'mira.png', name: 'Mira', extensions: {} };
const finalizing: Responder = (req) => {
  if (!req.tools?.some((t) => t.name === 'finalize')) return { text: 'ok' };
  return req.messages.some((m) => m.role === 'tool')
    ? { toolCalls: [{ name: 'finalize', args: {} }] }
    : { toolCalls: [{ name: 'write_message', args: { text: 'Rain.' } }] };
};

async function setup(options: { card?: CharacterCard | null; prefix?: string } = {}) {
  const host = memoryHost(fakeModel(finalizing), { card: options.card === undefined ? MIRA : options.card });
  const app = createApp({ prefix: options.prefix ?? `ui-troupe-${++n}-`, host });
  await app.ready;
  render(<TroupePanel app={app} />);
  const panel = screen.getByRole('region', { name: 'Multi-agent orchestration' });
  return { app, host: host as MemoryHost, panel };
}

const modeRow = (panel: HTMLElement) => within(panel).getByRole('group', { name: 'Mode-level skills (baseline for every agent)' });
const chipLabels = (el: HTMLElement) => [...el.querySelectorAll('.troupe-chip')].map((c) => c.getAttribute('aria-label'));
const modeSelect = (panel: HTMLElement) => within(panel).getByRole('combobox', { name: 'Execution mode' }) as HTMLSelectElement;
const saveButton = (panel: HTMLElement) => within(within(panel).getByRole('group', { name: 'Presets' })).getByRole('button', { name: 'Save' });

describe('TroupePanel', () => {
  test('shows the current mode’s draft, and switching mode shows (and stores) that mode’s own', async () => {
    const { app, panel } = await setup();
    expect(panel.dataset.mode).toBe('director');
    expect(modeSelect(panel).value).toBe('director');
    expect(panel.querySelector('[data-card="director"]')).not.toBeNull();
    // The English default preset (the page is English): the five shared skills at mode level.
    expect(chipLabels(modeRow(panel))).toEqual([
      'director-anti-cliche-en (visible)',
      'director-character-voice-en (visible)',
      'director-no-meta-en (visible)',
      'director-output-discipline-en (visible)',
      'director-en-style-baseline (visible)',
    ]);
    openRow('voice_critic');
    expect(within(panel).getByRole('group', { name: 'Skills of voice_critic' })).toBeTruthy();
    expect(within(panel).getByText('Character card: Mira')).toBeTruthy();

    // A director edit, then loop: loop's card, not the director's edit.
    fireEvent.click(within(modeRow(panel)).getByRole('button', { name: 'director-anti-cliche-en (visible)' }));
    await waitFor(() =>
      expect(chipLabels(modeRow(panel))).toEqual([
        'director-character-voice-en (visible)',
        'director-no-meta-en (visible)',
        'director-output-discipline-en (visible)',
        'director-en-style-baseline (visible)',
      ]),
    );
    fireEvent.change(modeSelect(panel), { target: { value: 'loop' } });
    await waitFor(() => expect(panel.dataset.mode).toBe('loop'));
    expect(panel.querySelector('[data-card="loop"]')).not.toBeNull();
    expect(within(panel).queryByRole('group', { name: 'Skills of voice_critic' })).toBeNull();
    // Loop's own default policy: the capsule guidance.
    expect(app.profiles.drafts.value.loop.skills).toEqual({ visible: ['capsule-guidance-en'], deny: [] });
    expect(chipLabels(modeRow(panel))).toEqual(['capsule-guidance-en (visible)']);
    expect(await app.storage.settings.get('app')).toMatchObject({ mode: 'loop' });
    fireEvent.change(modeSelect(panel), { target: { value: 'director' } });
    await waitFor(() =>
      expect(chipLabels(modeRow(panel))).toEqual([
        'director-character-voice-en (visible)',
        'director-no-meta-en (visible)',
        'director-output-discipline-en (visible)',
        'director-en-style-baseline (visible)',
      ]),
    );
  });

  test('the Enabled switch is the app setting', async () => {
    const { app, panel } = await setup();
    const toggle = within(panel).getByRole('switch', { name: 'Enabled' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(app.profiles.settings.value.enabled).toBe(true));
    expect(toggle.checked).toBe(true);
  });

  test('Save persists the draft: another app on the same storage loads it', async () => {
    const prefix = `ui-troupe-${++n}-`;
    const { app, panel } = await setup({ prefix });
    fireEvent.click(within(modeRow(panel)).getByRole('button', { name: 'director-anti-cliche-en (visible)' }));
    await waitFor(() => expect(app.profiles.dirty.value).toBe(true));
    fireEvent.click(saveButton(panel));
    await waitFor(() => expect(app.profiles.dirty.value).toBe(false));
    cleanup();
    const again = createApp({ prefix });
    await again.ready;
    expect(again.profiles.drafts.value.director.skills).toEqual({
      visible: ['director-character-voice-en', 'director-no-meta-en', 'director-output-discipline-en', 'director-en-style-baseline'],
      deny: [],
    });
    expect(again.profiles.drafts.value.director).toEqual(app.profiles.drafts.value.director);
  });

  test('Manage Skills… opens the dialog on the app’s inventory; what it installs reaches the chips', async () => {
    const { app, panel } = await setup();
    // A name the profile uses before it is installed: greyed.
    app.profiles.setDraft('director', { ...app.profiles.drafts.value.director, skills: { visible: ['scene-pacing'], deny: [] } });
    await waitFor(() => expect(chipLabels(modeRow(panel))).toEqual(['scene-pacing (not installed)']));

    fireEvent.click(within(panel).getByRole('button', { name: 'Manage Skills…' }));
    // The dialog is its own chunk: the first opening imports it (slow under vitest's transform).
    const dialog = await screen.findByRole('dialog', { name: 'Manage Skills' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('listitem', { name: 'director-anti-cliche-en' })).toBeTruthy();
    expect(within(dialog).getByRole('listitem', { name: 'director-dispatch-protocol-zh' })).toBeTruthy();
    // The install targets offered: global, the active preset, the card.
    const target = within(dialog).getByRole('combobox', { name: 'Install into' }) as HTMLSelectElement;
    expect([...target.options].map((o) => o.value)).toEqual(['global', presetScope('director', 'default'), 'character:mira.png']);

    const { parseSkill } = await import('../../src/core/skills/parse.ts');
    const sp = parseSkill([{ path: 'SKILL.md', text: '---\nname: scene-pacing\ndescription: Keeps scenes moving.\n---\n' }], {
      folderName: 'scene-pacing',
      scope: 'global',
    });
    await app.skills.installSkills([sp.skill!], 'global');
    await waitFor(() => expect(within(dialog).getByRole('listitem', { name: 'scene-pacing' })).toBeTruthy());
    await waitFor(() => expect(chipLabels(modeRow(panel))).toEqual(['scene-pacing (visible)']));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an imported profile carrying skills opens the offer; Apply installs them for the new preset', async () => {
    const { app, host, panel } = await setup();
    const profile = { ...defaultProfile('director'), skills: { visible: ['tide-lore'], deny: [] } };
    const embedded = [{ name: 'tide-lore', files: [{ path: 'SKILL.md', text: '---\nname: tide-lore\ndescription: Tides.\n---\n' }] }];
    const file = exportProfileFile('director', 'Harbour', profile, { skills: embedded });
    const input = within(within(panel).getByRole('group', { name: 'Profile' })).getByLabelText('Import profile…', { selector: 'input' }) as HTMLInputElement;
    Object.defineProperty(input, 'files', { configurable: true, value: [new File([file.text], file.fileName, { type: 'application/json' })] });
    fireEvent.change(input);
    const offer = await screen.findByRole('dialog', { name: 'Skills in the imported profile' });
    // Transient news is the host's toast, not a banner in the panel.
    await waitFor(() => expect(host.notices).toContainEqual({ level: 'success', message: 'Profile imported.' }));
    expect(within(panel).queryByText('Profile imported.')).toBeNull();
    const lib = app.profiles.library('director');
    expect(lib.presets.map((p) => p.name)).toEqual([
      'Default (no memory, no search)',
      'Default (memory + search)',
      '默认（无记忆、无搜索）',
      '默认（记忆 + 搜索）',
      'Harbour',
    ]);
    expect(app.profiles.drafts.value.director.skills).toEqual({ visible: ['tide-lore'], deny: [] });
    expect(chipLabels(modeRow(panel))).toEqual(['tide-lore (not installed)']);

    // The choice is a labelled radio group (shown once the offered skills are read); the scope is named by the preset's name, not its id.
    const choice = await within(offer).findByRole('group', { name: /tide-lore/ });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((r) => [(r.parentElement!.textContent ?? '').trim(), (r as HTMLInputElement).checked]),
    ).toEqual([
      ['Install', true],
      ['Skip', false],
    ]);
    expect(offer.textContent).toContain('Harbour');
    expect(offer.textContent).not.toMatch(/director\/p-/);
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const scope = presetScope('director', lib.activePresetId);
    expect(app.skills.inventory.value.filter((s) => s.scope === scope).map((s) => s.name)).toEqual(['tide-lore']);
    await waitFor(() => expect(chipLabels(modeRow(panel))).toEqual(['tide-lore (visible)']));
  });

  test('a card carrying Troupe settings asks first, above the panel', async () => {
    const card: CharacterCard = { ...MIRA, extensions: { troupe: { version: 1, overrides: { director: defaultProfile('director') } } } };
    const { app } = await setup({ card });
    const alert = screen.getByText('This character card carries Troupe settings').closest<HTMLElement>('[role=alert]')!;
    expect(alert.textContent).toContain('Orchestration override for: director.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(screen.queryByText('This character card carries Troupe settings')).toBeNull());
    expect(app.profiles.needsConsent(card)).toBe(false);
  });

  test('Save to character card override writes the card through the host and shows the badge', async () => {
    const { app, host, panel } = await setup();
    // A skill of this character that the profile does not use is not carried into the card.
    await app.skills.create({ name: 'unused-notes', description: 'Notes.', scope: `character:${host.card!.key}` });
    const clear = within(panel).getByRole('button', { name: 'Clear character card override' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save to character card override' }));
    const ask = await within(panel).findByRole('group', { name: /^Save this profile into/ });
    expect(ask.textContent).toContain('No skills are embedded');
    fireEvent.click(within(ask).getByRole('button', { name: 'Save to card' }));
    await waitFor(() => expect(within(panel).getByText('Character override active')).toBeTruthy());
    expect(JSON.stringify(host.card!.extensions.troupe)).not.toContain('unused-notes');
    expect((host.card!.extensions.troupe as { overrides: Record<string, unknown> }).overrides.director).toMatchObject({ mode: 'director' });
    await waitFor(() => expect(clear.disabled).toBe(false));
  });

  test('without a card the card buttons are disabled', async () => {
    const { panel } = await setup({ card: null });
    expect(within(panel).getByText('No character card selected')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Save to character card override' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('the status line follows the orchestrator: a finished director turn', async () => {
    const { app, host, panel } = await setup();
    const status = () => panel.querySelector('.troupe-status [role=status]')!.textContent;
    expect(status()).toBe('Last run: none yet');
    await app.profiles.setEnabled(true);
    await host.generate('normal');
    await waitFor(() => expect(status()).toBe('Last run: done · Director (multi-agent)'));
  });

  test('after a run, its trace can be exported as JSON without secrets', async () => {
    const { app, host } = await setup();
    expect(screen.queryByRole('button', { name: 'Export last run trace' })).toBeNull();
    await app.profiles.setEnabled(true);
    await host.generate('normal');
    const saved: { name: string; text: string }[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((text) => saved.push({ name: 'blob', text }));
      return 'blob:x';
    };
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Export last run trace' }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    const trace = JSON.parse(saved[0]!.text);
    expect(trace.format).toBe('troupe_trace_v1');
    expect(trace.entries.length).toBeGreaterThan(0);
  });

  test('a Traditional Chinese host: zh-TW labels, the Chinese preset active on first start, the English one a click away', async () => {
    lang.value = 'zh-TW';
    const host = memoryHost(fakeModel(finalizing), { card: MIRA });
    host.locale = () => 'zh-tw';
    const app: App = createApp({ prefix: `ui-troupe-${++n}-`, host });
    await app.ready;
    render(<TroupePanel app={app} />);
    const panel = screen.getByRole('region', { name: '多代理編排' });
    expect(screen.getByRole('button', { name: '管理 Skills…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '匯出編排' })).toBeTruthy();
    const select = within(within(panel).getByRole('group', { name: '預設集' })).getByRole('combobox') as HTMLSelectElement;
    // The Chinese presets in Traditional characters (converted at build time).
    expect(select.selectedOptions[0]!.textContent).toBe('預設（無記憶、無搜尋）');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Default (no memory, no search)',
      'Default (memory + search)',
      '預設（無記憶、無搜尋）',
      '預設（記憶 + 搜尋）',
    ]);
    expect(app.profiles.drafts.value.director.mainAgent.systemPrompt).toMatch(/^你是角色扮演裡這一回合回覆的執筆人/);
    expect(within(panel).getByRole('button', { name: '設定檢查: 未發現問題。' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'default' } });
    await waitFor(() => expect(app.profiles.drafts.value.director.skills.visible[0]).toBe('director-anti-cliche-en'));
  });

  test('the memory + search preset: the profile check finds no problem, only notices of what the host lacks', async () => {
    const { app, panel } = await setup();
    await app.profiles.selectPreset('director', 'default-full');
    await waitFor(() => expect(within(panel).getByText('Profile check: No problems found. · 2 notices about this host')).toBeTruthy());
    const items = [...panel.querySelectorAll('.troupe-lint__item')];
    expect(items.map((i) => i.querySelector('.troupe-lint__severity')!.textContent)).toEqual(['Needs', 'Needs']);
    // Memory is here without vector search (no embeddings set up); web search is off.
    expect(items[0]!.textContent).toContain('memory_vector_search, which is not available now. Vector search appears once embeddings are set up');
    expect(items[0]!.textContent).toContain('Working without those tools: "memory_scout".');
    expect(items[1]!.textContent).toContain('Not offered until it does: "canon_scout".');
  });

  test('speaks Simplified Chinese', async () => {
    lang.value = 'zh-CN';
    const host = memoryHost(fakeModel(finalizing), { card: MIRA });
    const app: App = createApp({ prefix: `ui-troupe-${++n}-`, host });
    await app.ready;
    render(<TroupePanel app={app} />);
    expect(screen.getByRole('button', { name: '管理 Skills…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出编排' })).toBeTruthy();
  });
});

test('the Add… picker names scopes by preset and character name, not by key', async () => {
  const host = memoryHost(fakeModel(finalizing), { card: MIRA });
  const app: App = createApp({ prefix: `ui-troupe-${++n}-`, host });
  await app.ready;
  await app.skills.create({ name: 'mira-only', description: 'For Mira.', scope: `character:${MIRA.key}` });
  await app.skills.create({ name: 'preset-only', description: 'For the preset.', scope: 'preset:director/default' });
  render(<TroupePanel app={app} />);
  fireEvent.click(screen.getAllByRole('button', { name: /^Add… to/ })[0]!);
  const list = await screen.findByRole('listbox');
  expect(list.textContent).toContain(`Character · ${MIRA.name}`);
  expect(list.textContent).toContain('Preset · director · Default');
  expect(list.textContent).not.toContain(MIRA.key);
});
