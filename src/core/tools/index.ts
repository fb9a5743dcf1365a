// Public exports of src/core/tools (re-exported by src/core/index.ts).
export {};
