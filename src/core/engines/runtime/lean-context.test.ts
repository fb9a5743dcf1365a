// What each request carries: preloaded skills in the system text (not the catalog, and no skill tools
// when nothing is left to read), each lore entry once, floors said, and the plain reply a turn is measured against.
import { describe, expect, test } from 'vitest';
import type { Skill } from '../../skills/types.ts';
import { resolveAgentSkills } from './agent-skills.ts';
import { dedupeLore, plainReplyChars, storyMessages, type StoryContext } from './story.ts';

const skill = (name: string, body: string): Skill => ({
  name,
  scope: 'global',
  manifest: { name, description: `about ${name}`, tags: [], frontmatter: {}, body },
  files: [{ path: 'SKILL.md', text: body }],
  hash: name,
  size: body.length,
  installedAt: 0,
  updatedAt: 0,
});

describe('preloaded skills', () => {
  const inventory = [skill('method', '# Method\nStep one.'), skill('rules', '# Rules'), skill('extra', '# Extra')];

  test('a preloaded skill is in the system text, out of the catalog; the rest stay readable', () => {
    const s = resolveAgentSkills({ mode: { visible: ['rules'] }, agent: { visible: ['+', 'method'], preload: ['method'] } }, inventory);
    expect(s.catalog).toMatch(/^<skill name="method">\n# Method\nStep one\.\n<\/skill>\n\n<available_skills>\n- rules: about rules\n/);
    expect(s.catalog).not.toContain('- method:');
    expect(s.names).toEqual(['rules', 'method']);
    expect(s.preloaded).toEqual(['method']);
    expect(s.tools.map((t) => t.name)).toEqual(['skill_read']);
  });

  test('nothing left to read: no catalog block and no skill tools', () => {
    const s = resolveAgentSkills({ agent: { visible: ['method'], preload: ['method'] } }, inventory);
    expect(s.catalog).toBe('<skill name="method">\n# Method\nStep one.\n</skill>');
    expect(s.tools).toEqual([]);
  });

  test('a preload name that is not visible is not loaded', () => {
    const s = resolveAgentSkills({ agent: { visible: ['rules'], deny: ['method'], preload: ['method'] } }, inventory);
    expect(s.catalog).not.toContain('<skill name="method">');
    expect(s.preloaded).toBeUndefined();
  });
});

describe('the story each agent reads', () => {
  const story: StoryContext = {
    background: ['Card.'],
    lore: [
      { book: 'Eldoria', uid: 1, content: 'The glade is warded.' },
      { book: 'eldoria', uid: 7, content: '  The glade  is warded. ' },
      { book: 'eldoria', uid: 8, content: 'The river runs east.' },
    ],
    history: [
      { role: 'assistant', content: 'Greeting.' },
      { role: 'user', content: 'Hello.' },
    ],
    after: [],
  };

  test('an entry held by two books appears once, in its first place', () => {
    expect(dedupeLore(story.lore).map((e) => `${e.book}:${e.uid}`)).toEqual(['Eldoria:1', 'eldoria:8']);
  });

  test('the story says how floors are numbered, after the history (the stable head keeps its bytes)', () => {
    const msgs = storyMessages({ ...story, firstFloor: 10 }, { budget: { maxMessages: 1 } });
    expect(msgs[0].content).not.toContain('Floors');
    expect(msgs.at(-1)!.content).toContain("the chat's messages are numbered from floor 0, its first message; the messages above are floors 11–11.");
  });

  test('a plain reply is the card, lore and whole chat as one request', () => {
    const chars = plainReplyChars(story);
    expect(chars).toBe(
      JSON.stringify([
        {
          role: 'system',
          content:
            'Card.\n\n<active_lore>\n[Eldoria] The glade is warded.\n\n[eldoria] The glade  is warded.\n\n[eldoria] The river runs east.\n</active_lore>',
        },
        ...story.history,
      ]).length,
    );
  });
});

describe("the host's instructions to the writer", () => {
  const story: StoryContext = {
    instructions: ['Write the next reply of Maren. Stay in character.'],
    background: ['Card.'],
    lore: [],
    history: [{ role: 'user', content: 'Hi.' }],
    after: [],
  };
  test('only the writer reads them; a plain reply carries them', () => {
    expect(storyMessages(story)[0].content).not.toContain('Stay in character');
    expect(storyMessages(story, { writer: true })[0].content).toContain('<story_context>\n\nWrite the next reply of Maren. Stay in character.\n\nCard.');
    expect(plainReplyChars(story)).toBe(
      JSON.stringify([
        { role: 'system', content: 'Write the next reply of Maren. Stay in character.\n\nCard.' },
        { role: 'user', content: 'Hi.' },
      ]).length,
    );
  });
});
