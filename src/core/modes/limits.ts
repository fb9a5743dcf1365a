// A mode's Advanced limits: top-level numbers of its profile, each with the range its schema enforces.
import type { z } from 'zod';
import { rangeOf } from '../profiles/ranges.ts';
import type { KeysOf, ModeLimit } from './types.ts';

export function limitsOf<S extends z.ZodType, K extends KeysOf<z.output<S>, number>>(schema: S, fields: readonly K[]): readonly ModeLimit<z.output<S>>[] {
  return fields.map((field) => ({ field, range: rangeOf(schema, field) }));
}
