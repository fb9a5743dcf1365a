// The capsule's text: the profile's custom instruction, a blank line, then the guidance the agents wrote.
// An empty body means no capsule at all (the instruction alone is never injected).

export function buildCapsuleText(customInstruction: string, body: string): string {
  const guidance = body.trim();
  if (!guidance) return '';
  const instruction = customInstruction.trim();
  return instruction ? `${instruction}\n\n${guidance}` : guidance;
}

/** Joins several outputs (e.g. the final stage's nodes) with a blank line, skipping empty ones. */
export function joinOutputs(outputs: readonly string[]): string {
  return outputs
    .map((o) => o.trim())
    .filter(Boolean)
    .join('\n\n');
}
