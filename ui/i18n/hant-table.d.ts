// A UI string table converted to Traditional characters at build time (`<area>.zh-CN.ts?hant-table`,
// scripts/hant-plugin.ts): its `<area>.zh-TW.ts` imports it and adds the strings Taiwan says otherwise.
declare module '*?hant-table' {
  const table: Readonly<Record<string, string>>;
  export default table;
}
