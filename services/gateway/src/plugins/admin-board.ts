import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUEUE_BOARD_PATH, ROUTES } from '@signpost/contracts';
import type { UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Runtime } from '@signpost/runtime';
import { declaredRoute } from '../http/declared-route.js';
import { requireAccount } from './caller.js';
import { boardCookie, readCookie } from './admin-board-cookie.js';

/** A board session is short: it is opened from the dashboard just before the board is visited. */
const BOARD_SESSION_SECONDS = 10 * 60;
const BOARD_PURPOSE = 'queue-board';
const boardClaimsSchema = z.object({ sub: z.string().uuid(), purpose: z.literal(BOARD_PURPOSE) });

const notAdmin = () => new AppError('admin_only', 'Only administrators can open the queue board.');

export interface AdminBoardOptions {
  runtime: Pick<Runtime, 'config' | 'queue' | 'repos'>;
}

/**
 * bull-board for the accounts in ADMIN_EMAILS whose email is verified, on the BullMQ backend only (the in-process queue of
 * the embedded mode keeps its jobs in memory and has no board). A browser navigation cannot carry the
 * bearer token the web app keeps, so a signed-in administrator first POSTs for a board session: a
 * short-lived token in an HttpOnly, SameSite=Strict cookie scoped to the board's path. Every board
 * request checks that cookie and that its account is still an administrator with a verified email.
 */
export const adminBoard: FastifyPluginAsyncZod<AdminBoardOptions> = async (app, { runtime }) => {
  const queues = runtime.queue.inspectableQueues();
  const admins = new Set(runtime.config.auth.adminEmails);
  const secure = runtime.config.http.publicUrl.startsWith('https:');
  // Only a verified address counts: anyone may register an unverified account under an admin's email.
  const isAdmin = (account: Pick<UserRow, 'email' | 'email_verified_at' | 'is_demo'>) =>
    !account.is_demo && account.email_verified_at !== null && admins.has(account.email.toLowerCase());

  // Asked by the dashboard, which offers the board only to those it would let in.
  app.route({
    ...declaredRoute(ROUTES.queueBoardAccess, {
      tags: ['admin'],
      summary: 'Whether the signed-in account may open the queue board',
      responses: { 200: 'Whether the board would open for this session.' },
    }),
    handler: async (request) => {
      const caller = requireAccount(request.caller);
      return { allowed: queues.length > 0 && caller.sessionId !== undefined && isAdmin(caller.account) };
    },
  });
  if (queues.length === 0) return;

  app.route({
    ...declaredRoute(ROUTES.openQueueBoard, {
      tags: ['admin'],
      summary: 'Opens a short session on the queue board for an administrator (sets a cookie)',
      responses: { 200: 'The board session is open; navigate to the path.' },
    }),
    handler: async (request, reply) => {
      const caller = requireAccount(request.caller);
      // A board session comes from a person's signed-in session, never from an API key.
      if (caller.sessionId === undefined || !isAdmin(caller.account)) throw notAdmin();
      const token = app.jwt.sign(
        { sub: caller.account.id, purpose: BOARD_PURPOSE },
        { expiresIn: BOARD_SESSION_SECONDS },
      );
      reply.header('set-cookie', boardCookie(token, { maxAgeSeconds: BOARD_SESSION_SECONDS, secure }));
      return { path: QUEUE_BOARD_PATH, expiresInSeconds: BOARD_SESSION_SECONDS };
    },
  });

  /** The board's answer to a request without an administrator's session; undefined lets it through. */
  const refusal = async (request: FastifyRequest): Promise<AppError | undefined> => {
    const token = readCookie(request.headers.cookie);
    if (!token) return new AppError('unauthorized', 'Open the queue board from the dashboard first.');
    let accountId: string;
    try {
      accountId = boardClaimsSchema.parse(app.jwt.verify(token)).sub;
    } catch {
      return new AppError('unauthorized', 'The queue board session has ended. Open it again.');
    }
    const account = await runtime.repos.users.get(accountId);
    return account && isAdmin(account) ? undefined : notAdmin();
  };

  await app.register(async (board) => {
    // bull-board installs its own error handler in this scope, so a refusal is answered here.
    board.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = await refusal(request);
      if (refused) return reply.code(refused.status).send({ error: refused.code, message: refused.message });
    });
    // Loaded only on the BullMQ backend: the embedded process has no board to serve.
    const [{ createBullBoard }, { BullMQAdapter }, { FastifyAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/fastify'),
    ]);
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  });
};
