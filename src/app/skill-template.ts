// The SKILL.md a newly created skill starts with.
import { dump } from 'js-yaml';

export function skillTemplate(name: string, description: string): string {
  const front = dump({ name, description }, { lineWidth: -1 }).trimEnd();
  return `---
${front}
---

# ${name}

${description}

## When to use

- TODO: the situations where an agent should read this skill.

## Steps

1. TODO: what the agent should do, in order.
`;
}
