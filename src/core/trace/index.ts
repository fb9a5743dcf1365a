// Public exports of src/core/trace (re-exported by src/core/index.ts).
export {};
