import { z } from 'zod';
import { errorBodySchema } from './error-body.js';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const dependencyStatusSchema = z.enum(['ok', 'unreachable']);
export type DependencyStatus = z.infer<typeof dependencyStatusSchema>;

const dependencies = { database: dependencyStatusSchema, queue: dependencyStatusSchema };

export const readinessResponseSchema = z.object({ status: z.literal('ready'), ...dependencies });

/** 503 from /readyz: the usual error body, plus which dependency is down so an operator sees it at once. */
export const unreadyResponseSchema = errorBodySchema.extend(dependencies);
