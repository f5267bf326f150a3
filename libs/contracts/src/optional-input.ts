import type { z } from 'zod';

/*
 * JSON clients send null for "no value" as often as they leave a field out. Every optional field of
 * a request takes both, and reads null as absent: these wrap the field's own schema, which keeps its
 * messages for any other value.
 */

/** An optional request field: missing, undefined or null all read as absent. */
export function optionalInput<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/** A request field with a default: missing, undefined or null all read as `fallback`. */
export function defaultedInput<T extends z.ZodType>(schema: T, fallback: NonNullable<z.output<T>>) {
  return schema.nullish().transform((value) => value ?? fallback);
}
