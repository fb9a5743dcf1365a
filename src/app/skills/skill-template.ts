// The SKILL.md a newly created skill starts with. The description is written as a JSON string,
// which is a YAML double-quoted scalar (YAML 1.2 reads JSON), so any text round-trips without the
// YAML writer in the bundle; the name is a plain skill name.

export function skillTemplate(name: string, description: string): string {
  return `---
name: ${name}
description: ${JSON.stringify(description)}
---

# ${name}

${description}

## When to use

- TODO: the situations where an agent should read this skill.

## Steps

1. TODO: what the agent should do, in order.
`;
}
