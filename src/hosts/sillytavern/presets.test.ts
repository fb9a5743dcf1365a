// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { CHAT_PRESET, CRITIC_PRESET, DIRECTOR_PRESET } from '../../../test/fixtures/st-presets/index.ts';
import { presetFromSt } from './presets.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();
const presets = { 'Director A': DIRECTOR_PRESET(), 'Critic B': CRITIC_PRESET(), Daily: CHAT_PRESET() };

describe('presetFromSt', () => {
  test('sampling fields by their SillyTavern names; off values are not sent; instructions in order around the chat history', () => {
    const p = presetFromSt('Director A', DIRECTOR_PRESET(), { substitute: (t) => t.replaceAll('{{char}}', 'Seraphina').replaceAll('{{user}}', 'Kai') });
    expect(p.request).toEqual({ temperature: 0.35, topP: 0.9, frequencyPenalty: 0.1, presencePenalty: 0, maxTokens: 2400 });
    expect(p.before).toEqual(['You direct the story of Seraphina and Kai. Plan before you write.', 'Prefer short, concrete sentences.']);
    expect(p.after).toEqual(['Stay in the language Kai writes in.']);
    expect(p.skipped).toBeUndefined();
  });

  test('card, persona, example and world-info placeholders (and prompts built on card macros) are skipped and listed', () => {
    const p = presetFromSt('Daily', CHAT_PRESET());
    expect(p.before).toEqual(["Write {{char}}'s next reply in a fictional chat between {{char}} and {{user}}."]);
    expect(p.after).toEqual([]);
    expect(p.skipped).toEqual([
      'world info (before)',
      'persona',
      'character description',
      'character personality',
      'scenario',
      'Card recap',
      'world info (after)',
      'example dialogue',
    ]);
    expect(JSON.stringify(p)).not.toContain('{{description}}');
  });

  test('the live settings use their own field names and never set the output limit (that is the chat reply length)', () => {
    const p = presetFromSt(
      'Daily',
      { temp_openai: 0.7, top_p_openai: 1, top_k_openai: 20, openai_max_tokens: 300, seed: 7, reasoning_effort: 'low', prompts: [], prompt_order: [] },
      { live: true },
    );
    expect(p.request).toEqual({ temperature: 0.7, topP: 1, topK: 20, seed: 7, reasoningEffort: 'low' });
  });
});

describe('SillyTavern prompt presets', () => {
  for (const variant of ['1.12', 'current'] as const) {
    test(`${variant}: the preset select's names; bodies of the named presets; '' is the current settings`, async () => {
      const { host, st } = open({
        variant,
        ccPresets: presets,
        selectedPreset: 'Daily',
        oai: { temp_openai: 0.6, prompts: CHAT_PRESET().prompts, prompt_order: CHAT_PRESET().prompt_order },
      });
      await host.ready();
      expect(host.listPromptPresets!()).toEqual([{ name: 'Director A' }, { name: 'Critic B' }, { name: 'Daily' }]);
      const source = await host.promptPresetSource!(['Director A', 'Critic B', 'Gone']);
      expect(source('Director A')).toMatchObject({
        name: 'Director A',
        request: { temperature: 0.35 },
        before: [expect.stringContaining('You direct the story of Seraphina'), 'Prefer short, concrete sentences.'],
      });
      expect(source('Critic B')).toMatchObject({ name: 'Critic B', request: { temperature: 1.05, topK: 40, maxTokens: 800 } });
      expect(source('Gone')).toBeUndefined();
      expect(source('')).toMatchObject({ name: 'Daily', request: { temperature: 0.6 } });
      expect(source('')!.request).not.toHaveProperty('maxTokens');
      const settingsReads = st.requests.filter((r) => r.url === '/api/settings/get').length;
      // 1.12 has no getCompletionPresetByName: the bodies come from the settings route, read once per turn.
      expect(settingsReads).toBe(variant === '1.12' ? 1 : 0);
    });
  }

  test('no preset manager: no presets, one notice, no failure', async () => {
    const { host, notices } = open({ variant: 'current', omit: ['getPresetManager'] }, { importModule: null });
    await host.ready();
    expect(host.listPromptPresets!()).toEqual([]);
    host.listPromptPresets!();
    expect(notices.filter((n) => /preset manager/.test(n.message))).toHaveLength(1);
    const source = await host.promptPresetSource!([]);
    expect(source('Anything')).toBeUndefined();
  });
});
