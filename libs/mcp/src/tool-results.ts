import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ErrorBody } from '@signpost/contracts';
import { isAppError } from '@signpost/errors';
import type { z } from 'zod';

/**
 * Where a failed call's error code and details travel (`_meta`), beside the sentence an agent reads:
 * the REST API's error body, for a program that acts on `resetAt` or `suggestedUpgrade`.
 */
export const ERROR_META_KEY = 'signpost/error';

const INTERNAL = 'Something went wrong on our side. Please try again in a moment.';

/**
 * A tool's answer: its structured content, and the same as JSON text for clients that read only text
 * (unless the tool has better text to give). The content goes through the tool's output schema, which
 * drops any field the schema does not name: clients check it against that schema's JSON Schema, which
 * admits no other field.
 */
export function structuredResult<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  value: z.input<S>,
  text?: string,
): CallToolResult {
  const structuredContent = schema.parse(value);
  return {
    content: [{ type: 'text', text: text ?? JSON.stringify(structuredContent) }],
    structuredContent,
  };
}

function failureResult(body: ErrorBody): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: body.message }],
    _meta: { [ERROR_META_KEY]: body },
  };
}

/**
 * A refusal or failure as a tool error (`isError`) rather than a JSON-RPC error: the protocol keeps
 * those for calls it cannot route, while a plan's limit or an unreachable site is something the agent
 * should read and act on. An unexpected failure is reported and answered without its details.
 */
export function toolFailure(error: unknown, reportError: (error: unknown) => void): CallToolResult {
  if (isAppError(error))
    return failureResult({ error: error.code, message: error.message, ...error.details });
  reportError(error);
  return failureResult({ error: 'internal', message: INTERNAL });
}
