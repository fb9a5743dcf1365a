// @vitest-environment happy-dom
// Removing sub-agents in the panel never leaves the main agent told about one that is gone: for each
// shipped director preset, remove its members one by one (the row's Remove button, then Save), run a
// real director turn after each removal, and read what the main agent was sent from the request log.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { createApp } from '../../src/app/app.ts';
import { DIRECTOR_TEAM_IDS } from '../../src/core/profiles/defaults/director-texts.ts';
import { shippedPresets } from '../../src/core/profiles/shipped.ts';
import type { ChatRequest } from '../../src/core/llm/types.ts';
import { fakeModel, type Responder } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { lang } from '../i18n/index.ts';
import { openRow } from '../panel/testHarness.tsx';
import { TroupePanel } from './TroupePanel.tsx';

let n = 0;
afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const isMain = (r: ChatRequest) => !!r.tools?.some((t) => t.name === 'finalize');
const writeThenFinalize: Responder = (req) => {
  if (!isMain(req)) return { text: 'ok' };
  return req.messages.some((m) => m.role === 'tool')
    ? { toolCalls: [{ name: 'finalize', args: {} }] }
    : { toolCalls: [{ name: 'write_message', args: { text: 'Rain.' } }] };
};

/** Everything the main agent is told about its team: its system text and its tools' definitions. */
const toldToMain = (r: ChatRequest) => [...r.messages.filter((m) => m.role === 'system').map((m) => m.content ?? ''), JSON.stringify(r.tools)].join('\n');
/** canon_scout needs web search, which this host lacks: never offered. */
const NOT_OFFERED = new Set(['canon_scout']);

test.each(shippedPresets('director').map((p) => [p.name, p] as const))(
  '%s: remove every sub-agent in turn; the main agent never hears of a removed one',
  async (_name, preset) => {
    const model = fakeModel(writeThenFinalize);
    const host = memoryHost(model);
    const app = createApp({ prefix: `ui-removal-${++n}-`, host });
    await app.ready;
    await app.profiles.setEnabled(true);
    await app.profiles.selectPreset('director', preset.id);
    render(<TroupePanel app={app} />);
    const panel = screen.getByRole('region', { name: 'Multi-agent orchestration' });
    const save = within(within(panel).getByRole('group', { name: 'Presets' })).getByRole('button', { name: 'Save' });

    const team = app.profiles.drafts.value.director.subAgents.map((s) => s.id);
    expect(team.length).toBe(preset.variant === 'full' ? 12 : 9);
    const removed: string[] = [];
    const turn = async () => {
      const before = model.requests.length;
      const r = await host.generate('normal');
      expect(r.decision.kind).toBe('takeover');
      return model.requests.slice(before).find(isMain)!;
    };

    // Before any removal: every offered member is named, the others are not.
    let told = toldToMain(await turn());
    for (const id of team) expect(told.includes(id), id).toBe(!NOT_OFFERED.has(id));

    for (const id of team) {
      openRow(id);
      fireEvent.click(await within(panel).findByRole('button', { name: `Remove: ${id}` }));
      await waitFor(() => expect(app.profiles.dirty.value).toBe(true));
      fireEvent.click(save);
      await waitFor(() => expect(app.profiles.dirty.value).toBe(false));
      removed.push(id);
      told = toldToMain(await turn());
      for (const gone of removed) expect(told, `after removing ${removed.join(', ')}`).not.toMatch(new RegExp(`\\b${gone}\\b`));
      for (const left of team.filter((t) => !removed.includes(t) && !NOT_OFFERED.has(t)))
        expect(told, `after removing ${removed.join(', ')}`).toMatch(new RegExp(`\\b${left}\\b`));
      // No shipped id outside the remaining team is named either.
      for (const other of DIRECTOR_TEAM_IDS.filter((t) => !team.includes(t))) expect(told).not.toMatch(new RegExp(`\\b${other}\\b`));
    }
    // With nobody left the main agent works alone: no dispatch tool, the prompt says so.
    const last = model.requests.filter(isMain).at(-1)!;
    expect(last.tools!.map((t) => t.name)).not.toContain('dispatch_subagent');
    expect(toldToMain(last)).toContain(preset.lang === 'zh' ? '这一回合你独自写' : 'You write alone this turn');
  },
);
