// src/core/index.ts
var e = "0.1.0";
export { e as VERSION };
