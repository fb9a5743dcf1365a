export function renderSkillsReadme(): string;
