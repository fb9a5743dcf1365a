// The content plugins every build of Troupe's sources needs — the shipped build (vite.config.ts), the
// tests (vitest.config.ts) and the test pages built with vite's API: the bundled skills as a virtual
// module, and their Traditional Chinese twins (with the Chinese presets and command tables), made at
// build time.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bundledSkillsPlugin } from './bundled-skills-plugin.ts';
import { hantPlugin } from './hant-plugin.ts';

export function contentPlugins(root: string): Plugin[] {
  return [
    bundledSkillsPlugin(resolve(root, 'skills-bundled')),
    hantPlugin({
      skills: resolve(root, 'skills-bundled'),
      defaults: resolve(root, 'src/core/profiles/defaults'),
      commands: resolve(root, 'src/app/commands/messages-zh-CN.ts'),
    }),
  ];
}
