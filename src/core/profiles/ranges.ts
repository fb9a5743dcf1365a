// Number ranges read from the profile schemas, so what edits a profile (the panel's inputs, a mode's
// limits) clamps exactly as parsing does.
import type { ZodType } from 'zod';

export interface Range {
  min: number;
  max: number;
  /** The schema default (null for nullable fields without a number default). */
  def: number | null;
}

interface Introspect {
  _zod: { def: { type: string; innerType?: Introspect; defaultValue?: unknown } };
  minValue?: number | null;
  maxValue?: number | null;
  shape?: Record<string, Introspect>;
}

/** Unwraps default / prefault / nullable / optional layers down to the inner schema. */
function unwrap(schema: Introspect): { inner: Introspect; def: unknown } {
  let cur = schema;
  let def: unknown;
  for (;;) {
    const d = cur._zod.def;
    if (d.innerType && ['default', 'prefault', 'nullable', 'optional'].includes(d.type)) {
      if (def === undefined && d.type === 'default') {
        const v = d.defaultValue;
        def = typeof v === 'function' ? (v as () => unknown)() : v;
      }
      cur = d.innerType;
    } else return { inner: cur, def };
  }
}

/** The integer range of a number field of an object schema, e.g. `rangeOf(loopSchema, 'maxRounds')`. */
export function rangeOf(objectSchema: ZodType, key: string): Range {
  const obj = unwrap(objectSchema as unknown as Introspect).inner;
  const field = obj.shape?.[key];
  if (!field) throw new Error(`No field "${key}" in the schema.`);
  const { inner, def } = unwrap(field);
  if (inner._zod.def.type !== 'number') throw new Error(`Field "${key}" is not a number.`);
  return {
    min: inner.minValue ?? Number.MIN_SAFE_INTEGER,
    max: inner.maxValue ?? Number.MAX_SAFE_INTEGER,
    def: typeof def === 'number' ? def : null,
  };
}

/** A nested object field of an object schema (e.g. `capsule` of loop). */
export function fieldSchema(objectSchema: ZodType, key: string): ZodType {
  const field = unwrap(objectSchema as unknown as Introspect).inner.shape?.[key];
  if (!field) throw new Error(`No field "${key}" in the schema.`);
  return field as unknown as ZodType;
}
