import type { IncomingMessage, ServerResponse } from 'node:http';
export function createSearchProxy(options?: {
  /** How host names become addresses (default: the system's resolver). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** The most one proxied request may take (default 20,000 ms). */
  timeoutMs?: number;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
