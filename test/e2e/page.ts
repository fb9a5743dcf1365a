// The built standalone page served with the demo model at /demo/v1, as `npm start` serves it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const dist = join(import.meta.dirname, '../../dist');

export async function servePage(options: { delayMs?: number } = {}) {
  const { createDemoHandler } = await import(pathToFileURL(join(dist, 'demo.js')).href);
  return serve({ root: join(dist, 'page'), api: createDemoHandler({ prefix: '/demo/v1', delayMs: options.delayMs ?? 0 }) });
}
