// Public exports of src/core/engines (re-exported by src/core/index.ts).
export {};
