declare module 'virtual:troupe-bundled-skills' {
  const rows: { skill: string; path: string; text?: string; base64?: string }[];
  export default rows;
}
