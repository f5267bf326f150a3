import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

/**
 * The message of a 400 invalid_input: the first problem the contract found, prefixed with the field
 * it concerns unless the contract's sentence already names that field.
 */
export function invalidInputMessage(issues: readonly ZodFastifySchemaValidationError[]): string {
  const issue = issues[0];
  // The type provider keeps zod's path only as a JSON pointer; users read it dotted.
  const field = issue?.instancePath.slice(1).replaceAll('/', '.');
  const message = issue?.message ?? 'The request is not valid.';
  return field && !message.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${message}` : message;
}
