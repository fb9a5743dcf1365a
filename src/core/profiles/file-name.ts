// The file name an exported preset is saved under (small and dependency-free: SillyTavern's boot
// module names the file /troupe-export offers without loading the profile code).

/** `troupe-<mode>-<name>.json`, with everything but letters, digits, `.`, `_` and `-` made a `-`. */
export function profileFileName(mode: string, name: string): string {
  const safe =
    name
      .trim()
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'profile';
  return `troupe-${mode}-${safe}.json`;
}
