// The Chinese texts converted to Traditional characters at build time (scripts/hant-plugin.ts).
declare module 'virtual:troupe-hant-texts' {
  export const director: typeof import('./director-zh.ts');
  export const capsule: typeof import('./capsule-zh.ts');
  export const shipped: typeof import('./shipped-zh.ts');
}

declare module 'virtual:troupe-bundled-skills-hant' {
  /** The rows of the Chinese bundled skills, in Traditional characters (the rows of virtual:troupe-bundled-skills). */
  const rows: { skill: string; path: string; text?: string; base64?: string }[];
  export default rows;
}
