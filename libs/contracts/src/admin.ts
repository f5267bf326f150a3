import { z } from 'zod';

/** Where the queue board is served; its session cookie is scoped to this path. */
export const QUEUE_BOARD_PATH = '/admin/queues' as const;

/**
 * The answer to opening a queue board session: the board's address, to navigate to, and how long the
 * session cookie set with this answer lasts.
 */
export const queueBoardSessionSchema = z
  .object({
    path: z.literal(QUEUE_BOARD_PATH),
    expiresInSeconds: z.number().int().positive(),
  })
  .strict();
export type QueueBoardSession = z.infer<typeof queueBoardSessionSchema>;

/** Whether the signed-in account may open the queue board here (an administrator, on BullMQ). */
export const queueBoardAccessSchema = z.object({ allowed: z.boolean() }).strict();
export type QueueBoardAccess = z.infer<typeof queueBoardAccessSchema>;
