// @vitest-environment happy-dom
// The director card's Advanced block: its limits and switches (from the mode's descriptor) and its summary line.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { openAdvanced } from '../testHarness.tsx';
import { setup } from './directorFixtures.ts';

afterEach(cleanup);

describe('limits and behaviour', () => {
  it('the token budget per turn is the profile’s budget.maxTokens (0 is off), its cost cap untouched', () => {
    const { draft } = setup();
    openAdvanced();
    const spin = screen.getByRole('spinbutton', { name: 'Token budget per turn (0: off)' }) as HTMLInputElement;
    expect(spin.value).toBe('0');
    fireEvent.change(spin, { target: { value: '40000' } });
    expect(draft().budget).toEqual({ maxTokens: 40000, maxCost: 0 });
    fireEvent.change(spin, { target: { value: '-5' } });
    expect(draft().budget.maxTokens).toBe(0);
  });

  it('limits clamp to the schema’s ranges', () => {
    const { draft } = setup();
    openAdvanced();
    const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
    fireEvent.change(spin('Maximum tool-calling rounds'), { target: { value: '80' } });
    expect(draft().maxRounds).toBe(50);
    expect(spin('Maximum tool-calling rounds').value).toBe('50');
    fireEvent.change(spin('Maximum concurrent sub-agents'), { target: { value: '0' } });
    expect(draft().maxConcurrentSubagents).toBe(1);
    fireEvent.change(spin('Maximum total sub-agent runs per turn'), { target: { value: '250' } });
    expect(draft().maxTotalSubagentRuns).toBe(100);
    fireEvent.change(spin('Maximum total sub-agent runs per turn'), { target: { value: '7.4' } });
    expect(draft().maxTotalSubagentRuns).toBe(7);
    // Emptying a required limit keeps the stored value.
    fireEvent.change(spin('Maximum tool-calling rounds'), { target: { value: '' } });
    expect(draft().maxRounds).toBe(50);
    expect(spin('Maximum tool-calling rounds').value).toBe('50');
    expect(spin('Maximum concurrent sub-agents').min).toBe('1');
    expect(spin('Maximum concurrent sub-agents').max).toBe('16');
  });

  it('Discard partial message on abort and Use streaming transport are switches on the profile', () => {
    const { draft } = setup();
    openAdvanced();
    const discard = screen.getByRole('switch', { name: 'Discard partial message on abort' }) as HTMLInputElement;
    const stream = screen.getByRole('switch', { name: 'Use streaming transport' }) as HTMLInputElement;
    expect([discard.checked, stream.checked]).toEqual([false, true]);
    fireEvent.click(discard);
    fireEvent.click(stream);
    expect([draft().discardOnAbort, draft().useStreaming]).toEqual([true, false]);
  });
});

describe('Advanced', () => {
  it('Advanced is closed and its summary names what is not at its default', () => {
    const { draft } = setup();
    expect(screen.queryByRole('spinbutton', { name: 'Maximum tool-calling rounds' })).toBeNull();
    const summary = () => document.querySelector('.troupe-advanced__summary')!.textContent;
    expect(summary()).toBe('Limits, tools and the rest are at their defaults.');
    openAdvanced();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum tool-calling rounds' }), { target: { value: '7' } });
    expect(draft().maxRounds).toBe(7);
    expect(summary()).toContain('Maximum tool-calling rounds 7');
  });
});
