// The shapes of the workbench's stored records, checked on every read (the store puts a record that
// fails aside in the quarantine): a session (the conversation and its pending changes) and the Undo
// history of a scope (the last applied versions).
import { z } from 'zod';
import type { ChatMessage } from '../../core/llm/types.ts';
import type { SkillFile } from '../../core/skills/types.ts';
import { MODES } from '../../core/profiles/modes.ts';
import { parseChangeOp, type ChangeOp } from '../../core/workbench/ops.ts';

export const HISTORY_LIMIT = 20;
/** Messages kept per session; older exchanges are dropped whole. */
export const MESSAGE_LIMIT = 600;

const ToolCallSchema = z.looseObject({ id: z.string(), name: z.string(), arguments: z.string(), extra: z.record(z.string(), z.unknown()).optional() });

const MessageSchema = z.looseObject({
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  content: z.string().nullable(),
  toolCalls: z.array(ToolCallSchema).optional(),
  toolCallId: z.string().optional(),
  name: z.string().optional(),
  reasoning: z.string().optional(),
});

const OpSchema = z.unknown().transform((raw, ctx) => {
  const r = parseChangeOp(raw);
  if (!r.ok) {
    ctx.addIssue({ code: 'custom', message: r.error });
    return z.NEVER;
  }
  return r.op;
});

export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

const ChangeSchema = z.object({
  id: z.string().min(1),
  op: OpSchema,
  summary: z.string(),
  status: z.enum(CHANGE_STATUSES),
  /** Who proposed it: the workbench AI, or another extension through the API with `{review: true}`. */
  source: z.enum(['workbench', 'api']),
  at: z.number(),
});

export interface PendingChange {
  id: string;
  op: ChangeOp;
  summary: string;
  status: ChangeStatus;
  source: 'workbench' | 'api';
  at: number;
}

const SessionSchema = z.object({
  version: z.literal(1),
  mode: z.enum(MODES),
  messages: z.array(MessageSchema).max(MESSAGE_LIMIT * 2),
  changes: z.array(ChangeSchema).max(1000),
  nextId: z.number().int().min(1),
  /** The connection the workbench AI uses ('' = the default). */
  connection: z.string(),
  /** What happened since the AI last answered (applied, rejected…), told with the next message. */
  notes: z
    .array(z.string())
    .max(50)
    .default(() => []),
});

export interface WorkbenchSession {
  version: 1;
  mode: (typeof MODES)[number];
  messages: ChatMessage[];
  changes: PendingChange[];
  nextId: number;
  connection: string;
  notes: string[];
}

const FileSchema = z.custom<SkillFile>(
  (f) =>
    !!f &&
    typeof f === 'object' &&
    typeof (f as SkillFile).path === 'string' &&
    (typeof (f as SkillFile).text === 'string') !== (f as SkillFile).bytes instanceof Uint8Array,
  'a file holds a path and either text or bytes',
);

const VersionSchema = z.object({
  at: z.number(),
  /** The profile before the apply (what Undo writes back). */
  before: z.record(z.string(), z.unknown()),
  /** The hash of what the apply wrote: Undo refuses when the stored profile is no longer that. */
  afterHash: z.string(),
  /** Skills the apply wrote, with their files before it (null: the skill was new). */
  skills: z.array(z.object({ name: z.string(), scope: z.string(), before: z.array(FileSchema).nullable() })),
  changes: z.array(z.object({ id: z.string(), tool: z.string(), summary: z.string() })),
  /** `workbench` or `api`: who applied it. */
  by: z.enum(['workbench', 'api']),
});

const HistorySchema = z.object({ version: z.literal(1), versions: z.array(VersionSchema).max(HISTORY_LIMIT) });

export type HistoryVersion = z.output<typeof VersionSchema>;
export interface WorkbenchHistory {
  version: 1;
  versions: HistoryVersion[];
}

export const parseSession = (raw: unknown): WorkbenchSession => SessionSchema.parse(raw) as WorkbenchSession;
export const parseHistory = (raw: unknown): WorkbenchHistory => HistorySchema.parse(raw) as WorkbenchHistory;

export const emptySession = (mode: WorkbenchSession['mode']): WorkbenchSession => ({
  version: 1,
  mode,
  messages: [],
  changes: [],
  nextId: 1,
  connection: '',
  notes: [],
});
export const emptyHistory = (): WorkbenchHistory => ({ version: 1, versions: [] });

/** Drops the oldest exchanges (from one user message to the next) until at most `limit` messages remain. */
export function trimMessages(messages: ChatMessage[], limit = MESSAGE_LIMIT): ChatMessage[] {
  let out = messages;
  while (out.length > limit) {
    const next = out.findIndex((m, i) => i > 0 && m.role === 'user');
    if (next <= 0) return out.slice(-limit);
    out = out.slice(next);
  }
  return out;
}
