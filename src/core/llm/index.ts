// Public exports of src/core/llm (re-exported by src/core/index.ts).
export type * from './types.ts';
