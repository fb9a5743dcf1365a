// `npm start`: build, then serve the standalone page on 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { serve } from './serve.mjs';

const root = resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
const port = Number(process.env.PORT ?? 8790);
const server = await serve({ root: resolve(root, 'dist/page'), port });
console.log(`Troupe is running at ${server.url}  (Ctrl+C to stop)`);
