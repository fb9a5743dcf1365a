// The director card tests' shared set-up: an inventory, connections and presets, a director profile
// with three sub-agents, and the panel rendered over it in the test harness.
import { render, screen } from '@testing-library/preact';
import { defaultProfile, type DirectorProfile, type DirectorSubAgent } from '../../../src/core/profiles/index.ts';
import { summary } from '../../skills/testFixtures.ts';
import { harness, openRow, type HarnessOptions } from '../testHarness.tsx';

const inventory = ['alpha', 'beta', 'gamma', 'delta'].map((n) => summary(n));
const connections = [
  { value: 'fast', label: 'Fast (gpt-mini)' },
  { value: 'strong', label: 'Strong' },
];
const promptPresets = [{ value: 'tools-only', label: 'Tools only' }];

export function sub(id: string, extra: Partial<DirectorSubAgent> = {}): DirectorSubAgent {
  return {
    id,
    description: `${id} desc`,
    systemPrompt: `${id} prompt`,
    apiPreset: '',
    promptPreset: '',
    tools: null,
    maxRounds: null,
    ...extra,
  } as DirectorSubAgent;
}

export function director(over: Partial<DirectorProfile> = {}): DirectorProfile {
  return { ...defaultProfile('director'), skills: { visible: ['alpha'], deny: [] }, subAgents: [sub('scout'), sub('critic'), sub('curator')], ...over };
}

export function setup(profile = director(), opts: HarnessOptions = {}) {
  const { element, handle } = harness({ inventory, connections, promptPresets, profiles: { director: profile }, ...opts });
  render(element);
  return { handle, draft: () => handle.drafts.director as DirectorProfile };
}

export const row = (name: string) => screen.getByRole('group', { name });
/** A team row with its editor open (one at a time). */
export const opened = (name: string) => openRow(name);
export const subIds = (d: DirectorProfile) => d.subAgents.map((s) => s.id);
