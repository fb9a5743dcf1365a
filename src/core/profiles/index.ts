// Public exports of src/core/profiles (re-exported by src/core/index.ts).
export {};
