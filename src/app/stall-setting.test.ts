// The stall time is one app setting: one range, stored once, and the host's own requests read it too.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeModel } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { createApp } from './app.ts';
import { STALL_TIMEOUT_SEC } from './panel-contract.ts';

let n = 0;

describe('the stall time', () => {
  it('has one range, 10–3600 s, and what the panel stores is what the host reads per request', async () => {
    expect(STALL_TIMEOUT_SEC).toEqual({ min: 10, max: 3600, def: 120 });
    let read: (() => number) | undefined;
    const host = { ...memoryHost(fakeModel(() => ({ text: 'x' }))), useStallTimeout: (ms: () => number) => void (read = ms) };
    const prefix = `stall-${n++}-`;
    const app = createApp({ prefix, host });
    await app.ready;
    expect(read?.()).toBe(120_000);
    // 3,000 s was the standalone Connection form's range only; it is the one range now.
    await app.profiles.updateSettings({ stallTimeoutSec: 3000 });
    expect(read?.()).toBe(3_000_000);
    const again = createApp({ prefix });
    await again.ready;
    expect(again.profiles.settings.value.stallTimeoutSec).toBe(3000);
  });
});
