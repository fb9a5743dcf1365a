// The commands' Chinese table in Traditional characters, converted at build time (scripts/hant-plugin.ts).
declare module 'virtual:troupe-hant-commands' {
  const table: typeof import('./messages-zh-CN.ts');
  export default table;
}
