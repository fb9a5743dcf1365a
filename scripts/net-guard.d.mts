import type { IncomingMessage } from 'node:http';
export function addressProblem(ip: string): string | null;
export function ownHosts(localAddress: string | undefined, localPort: number | undefined): Set<string>;
export function foreignRequestProblem(req: IncomingMessage): { status: 421 | 403; message: string } | null;
