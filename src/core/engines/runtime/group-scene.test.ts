import { describe, expect, test } from 'vitest';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';
import { briefCard, floorRanges, renderGroupScene, sceneAbsences, unwitnessedFloors } from './group-scene.ts';
import { plainReplyMessages, storyBackground, storyMessages, type StoryContext } from './story.ts';

describe('who witnessed what', () => {
  const records = [undefined, ['mira', 'bram'], ['bram'], ['bram'], undefined, ['bram', 'cole'], ['mira', 'bram', 'cole']];

  test('a member missed the messages whose record leaves it out; a message without a record was seen by all', () => {
    expect(unwitnessedFloors(records, 'mira')).toEqual([2, 3, 5]);
    expect(unwitnessedFloors(records, 'bram')).toEqual([]);
    expect(unwitnessedFloors(records, 'cole')).toEqual([1, 2, 3]);
    expect(unwitnessedFloors(records, 'mira', 10)).toEqual([12, 13, 15]);
  });

  test('absences list only the members who missed something, in the order given', () => {
    const members = [
      { key: 'cole', name: 'Cole' },
      { key: 'bram', name: 'Bram' },
      { key: 'mira', name: 'Mira' },
    ];
    expect(sceneAbsences(records, members)).toEqual([
      { name: 'Cole', floors: [1, 2, 3] },
      { name: 'Mira', floors: [2, 3, 5] },
    ]);
    expect(sceneAbsences([], members)).toEqual([]);
  });

  test('floors read as short ranges', () => {
    expect(floorRanges([4, 5, 6, 9])).toBe('4–6, 9');
    expect(floorRanges([9, 4, 4, 5])).toBe('4–5, 9');
    expect(floorRanges([7])).toBe('7');
    expect(floorRanges([])).toBe('');
  });

  test('a card is cut to its length with an ellipsis', () => {
    expect(briefCard(['A  scholar.\n', undefined, 'curious'])).toBe('A scholar. curious');
    const long = briefCard(['x'.repeat(50)], 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the group scene block', () => {
  const scene = { speaker: 'Mira', present: [{ name: 'Bram', card: 'A smith.' }, { name: 'Cole' }], absent: [{ name: 'Mira', floors: [4, 5, 6] }] };
  const story: StoryContext = { background: ['Character: Mira'], lore: [], history: [{ role: 'user', content: 'Hi' }], after: [], scene };

  test('names the speaker, the others present and what the speaker missed, in the team’s language', () => {
    expect(renderGroupScene(scene)).toBe(
      [
        '<group_scene>',
        "This is a group chat; the reply being written is Mira's.",
        'Also in the scene:',
        '- Bram: A smith.',
        '- Cole',
        "Mira was not present for floors 4–6: of those events Mira knows only what was said later in Mira's presence.",
        '</group_scene>',
      ].join('\n'),
    );
    const zh = renderGroupScene(scene, DIRECTOR_TEXTS.zh.frames.scene);
    expect(zh).toContain('Mira 不在场的楼层：4–6');
    expect(zh).toContain('同在场的还有：');
  });

  test('every agent’s story holds it after the chat (the background keeps its bytes); templates read it in the background; a plain reply has none', () => {
    const messages = storyMessages(story);
    expect(messages[0].content).not.toContain('<group_scene>');
    expect(String(messages.at(-1)!.content)).toContain('<group_scene>');
    expect(storyMessages(story, { words: DIRECTOR_TEXTS.zh.frames }).at(-1)!.content).toContain('不在场的楼层');
    expect(storyBackground(story)).toContain("the reply being written is Mira's");
    expect(JSON.stringify(plainReplyMessages(story))).not.toContain('group_scene');
    expect(String(storyMessages({ ...story, scene: undefined }).at(-1)!.content)).not.toContain('group_scene');
  });
});
