export function renderApiDoc(): string;
