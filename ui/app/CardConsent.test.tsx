// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { defaultProfile } from '../../src/core/profiles/parse.ts';
import type { CharacterCard } from '../../src/ports/host.ts';
import { fakeModel } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { lang } from '../i18n/index.ts';
import { CardConsent } from './CardConsent.tsx';

let n = 0;
afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const skillFile = (name: string, description: string) => ({
  name,
  files: [{ path: 'SKILL.md', text: `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\nStay in the harbour's voice.\n` }],
});

const carrying = (troupe: unknown): CharacterCard => ({ key: 'mira.png', name: 'Mira', extensions: { troupe } });
const overrideAndSkill = () =>
  carrying({ version: 1, overrides: { director: { ...defaultProfile('director'), maxRounds: 9 } }, skills: [skillFile('harbour-voice', 'How Mira talks.')] });

async function setup(card: CharacterCard | null, prefix = `ui-consent-${++n}-`): Promise<App> {
  const app = createApp({
    prefix,
    host: memoryHost(
      fakeModel(() => ({ text: 'x' })),
      { card },
    ),
  });
  await app.ready;
  return app;
}

const banner = () => screen.queryByRole('alert');
const characterSkills = (app: App) => app.skills.inventory.value.filter((s) => s.scope === 'character:mira.png').map((s) => s.name);

describe('CardConsent', () => {
  test('asks for a card carrying an override and skills, naming both', async () => {
    const app = await setup(overrideAndSkill());
    render(<CardConsent app={app} />);
    const alert = banner()!;
    expect(alert.textContent).toContain('This character card carries Troupe settings');
    expect(alert.textContent).toContain('Orchestration override for: director.');
    expect(alert.textContent).toContain('1 skill for this character: harbour-voice.');
    expect(screen.getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  test('names the tools from outside Troupe the override switches on and the hand-written tools it carries (their code asks again)', async () => {
    const base = defaultProfile('director');
    const sub = { ...base.subAgents[0]!, tools: { custom: { GenerateImage: true, web_fetch: true, off_tool: false } } };
    const hand = { name: 'hand_dice', description: 'Rolls.', parameters: { type: 'object', properties: {} }, code: 'return 4', sample: '{}' };
    const app = await setup(
      carrying({
        version: 1,
        overrides: { director: { ...base, tools: { ...base.tools, custom: { dice_roll: true, hand_dice: true } }, subAgents: [sub], customTools: [hand] } },
      }),
    );
    render(<CardConsent app={app} />);
    const text = banner()!.textContent!;
    expect(text).toContain('It switches on 3 tools from outside Troupe (other extensions, SillyTavern) for its agents: GenerateImage, dice_roll, web_fetch.');
    expect(text).toContain('It carries 1 hand-written tool: hand_dice. Each runs only after you read its code and allow it.');
    expect(text).not.toContain('off_tool');
    cleanup();
    lang.value = 'zh-TW';
    render(<CardConsent app={app} />);
    await waitFor(() => expect(banner()!.textContent).toContain('它帶有 1 個手寫工具：hand_dice。'));
  });

  test('a card naming many tools lists a dozen and counts the rest', async () => {
    const base = defaultProfile('director');
    const custom = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`tool_${String(i).padStart(2, '0')}`, true]));
    const app = await setup(carrying({ version: 1, overrides: { director: { ...base, tools: { ...base.tools, custom } } } }));
    render(<CardConsent app={app} />);
    expect(banner()!.textContent).toContain(
      'for its agents: tool_00, tool_01, tool_02, tool_03, tool_04, tool_05, tool_06, tool_07, tool_08, tool_09, tool_10, tool_11 and 28 more.',
    );
  });

  test('asks for a card carrying only skills, without an override line', async () => {
    const app = await setup(
      carrying({ version: 1, overrides: {}, skills: [skillFile('harbour-voice', 'How Mira talks.'), skillFile('tide-tables', 'Times.')] }),
    );
    render(<CardConsent app={app} />);
    expect(banner()!.textContent).toContain('2 skills for this character: harbour-voice, tide-tables.');
    expect(banner()!.textContent).not.toContain('Orchestration override');
  });

  test('stays away for a card carrying nothing for Troupe, and without a card', async () => {
    const plain = await setup({ key: 'plain.png', name: 'Plain', extensions: { other: { x: 1 } } });
    const { unmount } = render(<CardConsent app={plain} />);
    expect(banner()).toBeNull();
    unmount();
    const none = await setup(null);
    render(<CardConsent app={none} />);
    expect(banner()).toBeNull();
  });

  test('Enable installs the card’s skills into its character scope, records consent and hides', async () => {
    const prefix = `ui-consent-${++n}-`;
    const card = overrideAndSkill();
    const app = await setup(card, prefix);
    render(<CardConsent app={app} />);
    expect(app.profiles.effective('director', card).profile.maxRounds).not.toBe(9);
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(characterSkills(app)).toEqual(['harbour-voice']);
    expect(app.profiles.needsConsent(card)).toBe(false);
    expect(app.profiles.settings.value.consentedCards).toHaveLength(1);
    // The override is now used for turns.
    expect(app.profiles.effective('director', card).profile.maxRounds).toBe(9);
    // Remembered: the same card does not ask again after a reload.
    cleanup();
    const again = await setup(card, prefix);
    render(<CardConsent app={again} />);
    expect(banner()).toBeNull();
    expect(characterSkills(again)).toEqual(['harbour-voice']);
  });

  test('a skill already there with other content is kept, not overwritten', async () => {
    const card = overrideAndSkill();
    const app = await setup(card);
    const { fromEmbedded } = await import('../../src/app/skills/embedded-read.ts');
    const own = fromEmbedded(skillFile('harbour-voice', 'My own edit.'), 'character:mira.png').skill!;
    await app.skills.installSkills([own], 'character:mira.png');
    render(<CardConsent app={app} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(app.skills.inventory.value.find((s) => s.scope === 'character:mira.png')!.description).toBe('My own edit.');
  });

  test('Not now hides it, installs nothing and does not ask again for the same content', async () => {
    const prefix = `ui-consent-${++n}-`;
    const card = overrideAndSkill();
    const app = await setup(card, prefix);
    render(<CardConsent app={app} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(characterSkills(app)).toEqual([]);
    expect(app.profiles.settings.value.consentedCards).toEqual([]);
    expect(app.profiles.effective('director', card).profile.maxRounds).not.toBe(9);
    cleanup();
    const again = await setup(card, prefix);
    render(<CardConsent app={again} />);
    expect(banner()).toBeNull();
    // Changed content is a new question.
    cleanup();
    const changed = await setup(carrying({ version: 1, overrides: { loop: defaultProfile('loop') } }), prefix);
    render(<CardConsent app={changed} />);
    expect(banner()!.textContent).toContain('Orchestration override for: loop.');
  });

  test('speaks Simplified Chinese', async () => {
    lang.value = 'zh-CN';
    const app = await setup(overrideAndSkill());
    render(<CardConsent app={app} />);
    expect(banner()!.textContent).toContain('此角色卡带有 Troupe 设置');
    expect(screen.getByRole('button', { name: '启用' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '暂不' })).toBeTruthy();
  });
});
