// Public exports of src/core/skills (re-exported by src/core/index.ts).
export {};
