import type { IncomingMessage, ServerResponse } from 'node:http';
export function serve(options: {
  root: string;
  port?: number;
  host?: string;
  lenient?: boolean;
  api?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
}): Promise<{ url: string; port: number; close(): Promise<void> }>;
