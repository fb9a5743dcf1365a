// Types of bench/turn-cost.bench.mjs.
import type { Skill } from '../src/core/skills/types.ts';
export declare function bundledSkills(core: unknown): Skill[];
declare const run: () => Promise<unknown>;
export default run;
