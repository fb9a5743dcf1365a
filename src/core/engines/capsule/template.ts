// Prompt templates of capsule agents: `{{name}}` placeholders filled in one pass (text put in is never
// scanned again, so a chat line containing "{{last_user}}" stays as written). Names the caller does
// not know are left untouched, so a typo shows up in the prompt instead of vanishing.

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

export function renderTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(vars, name) ? vars[name] : whole));
}

/** The placeholder names a template uses, in order of first use. */
export function templateVariables(template: string): string[] {
  const out: string[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) if (!out.includes(m[1])) out.push(m[1]);
  return out;
}

/** `### <id>\n<text>` blocks for named outputs, or `none` (default `(none)`; the turn's frames give it in its language). */
export function formatOutputs(outputs: readonly { id: string; text: string }[], none = '(none)'): string {
  const parts = outputs.filter((o) => o.text.trim()).map((o) => `### ${o.id}\n${o.text.trim()}`);
  return parts.length ? parts.join('\n\n') : none;
}
