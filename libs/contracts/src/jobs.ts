import { z } from 'zod';

/** Job payloads carry ids only; the database is the state (design.md). */
export const discoverSitePayloadSchema = z.object({ analysisId: z.string().uuid() }).strict();
export const extractBatchPayloadSchema = z
  .object({ analysisId: z.string().uuid(), batch: z.number().int().nonnegative() })
  .strict();
export const scorePagesPayloadSchema = z.object({ analysisId: z.string().uuid() }).strict();
export const compileResultPayloadSchema = z.object({ analysisId: z.string().uuid() }).strict();

export type DiscoverSitePayload = z.infer<typeof discoverSitePayloadSchema>;
export type ExtractBatchPayload = z.infer<typeof extractBatchPayloadSchema>;
export type ScorePagesPayload = z.infer<typeof scorePagesPayloadSchema>;
export type CompileResultPayload = z.infer<typeof compileResultPayloadSchema>;
