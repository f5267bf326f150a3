import { z } from 'zod';
import { analysisStatusSchema } from './analysis.js';
import { stageIdSchema } from './stages.js';

/** A nudge published when an analysis changes; listeners re-read the record from the database. */
export const progressEventSchema = z.object({
  analysisId: z.string().uuid(),
  status: analysisStatusSchema,
  stage: stageIdSchema,
  at: z.string(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;
