import type { z } from 'zod';
import { badRequest } from '@signpost/errors';

/** Validates request input against its contract; the first problem becomes the user's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'The request is not valid.';
  throw badRequest(
    field && !message.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${message}` : message,
    'invalid_input',
  );
}
