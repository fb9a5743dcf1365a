import { describe, expect, it } from 'vitest';
import { fakeLockManager } from '../../../test/fixtures/fake-locks.ts';
import { tabRunLocks, webRunLocks } from './run-lock.ts';

describe('run locks', () => {
  it('tab locks: one holder per chat until released; other chats are independent', async () => {
    const locks = tabRunLocks();
    const a = await locks.tryAcquire('c1');
    expect(a).toBeTypeOf('function');
    expect(await locks.tryAcquire('c1')).toBeNull();
    expect(await locks.tryAcquire('c2')).toBeTypeOf('function');
    a!();
    a!(); // releasing twice is harmless
    expect(await locks.tryAcquire('c1')).toBeTypeOf('function');
  });

  it('web locks: two tabs sharing one lock manager cannot both hold a chat', async () => {
    const manager = fakeLockManager();
    const tabA = webRunLocks(manager);
    const tabB = webRunLocks(manager);
    const a = await tabA.tryAcquire('c1');
    expect(a).toBeTypeOf('function');
    expect(manager.held.has('troupe-run:c1')).toBe(true);
    expect(await tabB.tryAcquire('c1')).toBeNull();
    a!();
    await expect.poll(() => manager.held.has('troupe-run:c1')).toBe(false);
    expect(await tabB.tryAcquire('c1')).toBeTypeOf('function');
  });
});
