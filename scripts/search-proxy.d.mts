import type { IncomingMessage, ServerResponse } from 'node:http';
export function createSearchProxy(options?: { fetch?: typeof fetch }): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
