// The public, DOM-free API of Troupe, built as dist/core.js. Every export is documented in docs/api.md.
export const VERSION = '0.1.0';
