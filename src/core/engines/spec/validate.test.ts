import { describe, expect, test } from 'vitest';
import { parseProfile } from '../../profiles/parse.ts';
import type { SpecConfig, SpecNodeConfig } from './config.ts';
import { runSpecCapsule } from './engine.ts';
import { validateSpecConfig } from './validate.ts';

const node = (id: string, type: 'worker' | 'review' = 'worker'): SpecNodeConfig => ({
  id,
  agentId: id,
  type,
  systemPrompt: '',
  userPromptTemplate: '',
  tools: [],
});
const config = (stages: SpecConfig['stages']): SpecConfig => ({
  stages,
  nodeIterationMaxRounds: 3,
  reviewRerunMaxRounds: 1,
  toolCallRetryMax: 0,
  maxRecentMessages: 5,
  includeWorldInfo: false,
  useStreaming: false,
});

describe('validateSpecConfig', () => {
  test('a review node in a parallel stage or in the final stage, duplicate ids, empty stages', () => {
    const issues = validateSpecConfig(
      config([
        { id: 'a', mode: 'parallel', nodes: [node('w1'), node('r1', 'review')] },
        { id: 'b', mode: 'serial', nodes: [] },
        { id: 'c', mode: 'serial', nodes: [node('w1'), node('r2', 'review')] },
      ]),
    );
    expect(issues).toEqual([
      { path: 'stages[0].nodes[1]', message: 'Review node "r1" sits in the parallel stage "a"; review nodes may only sit in serial stages.' },
      { path: 'stages[1].nodes', message: 'Stage "b" has no nodes.' },
      { path: 'stages[2].nodes[0].id', message: 'Node id "w1" is used twice (also at stages[0].nodes[0]); node ids must be unique.' },
      {
        path: 'stages[2].nodes[1]',
        message: 'Review node "r2" sits in the final stage "c"; the final stage writes the guidance and may hold worker nodes only.',
      },
    ]);
    expect(validateSpecConfig(config([]))).toEqual([{ path: 'stages', message: 'The spec workflow has no stages.' }]);
    expect(
      validateSpecConfig(
        config([
          { id: 'x', mode: 'serial', nodes: [node('w'), node('r', 'review')] },
          { id: 'y', mode: 'parallel', nodes: [node('f1'), node('f2')] },
        ]),
      ),
    ).toEqual([]);
  });

  test('the engine refuses an invalid workflow before touching a model', async () => {
    let called = false;
    const res = await runSpecCapsule(
      config([
        { id: 'p', mode: 'parallel', nodes: [node('r', 'review')] },
        { id: 'f', mode: 'serial', nodes: [node('w')] },
      ]),
      {
        note: () => {},
        clientFor: () => {
          called = true;
          throw new Error('no');
        },
      } as never,
    );
    expect(res).toMatchObject({ status: 'failed', invalid: true });
    expect(res.error).toContain('stages[0].nodes[0]: Review node "r" sits in the parallel stage "p"');
    expect(called).toBe(false);
  });

  test('the profile sanitizer already makes a stage with a review node serial (and says so)', () => {
    const { profile, warnings } = parseProfile('spec', {
      stages: [
        { id: 'p', mode: 'parallel', nodes: ['a', { id: 'r', type: 'review' }] },
        { id: 'f', nodes: ['w'] },
      ],
    });
    expect(profile.stages[0].mode).toBe('serial');
    expect(warnings.some((w) => w.path === 'stages[0].mode')).toBe(true);
  });
});
