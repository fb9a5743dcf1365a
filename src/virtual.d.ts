declare module 'virtual:troupe-bundled-skills' {
  const rows: { skill: string; path: string; text?: string; base64?: string }[];
  export default rows;
}

declare module 'virtual:troupe-bundled-packages' {
  /** Files of skills-bundled/packages/, paths relative to it (registry.yaml, `{bookKind}/{name}/…`). */
  const rows: { path: string; text?: string; base64?: string }[];
  export default rows;
}

declare module 'virtual:troupe-bundled-names' {
  /** The bundled skills' names (folder names = the skills' `name`), sorted. */
  const names: string[];
  export default names;
}
