import { randomUUID } from 'node:crypto';
import type { Repositories } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { JobQueue } from '@signpost/queue';
import { assertStrongPassword } from './account-service.js';
import { hashPassword } from './passwords.js';
import { hashToken } from './secret-tokens.js';

/** The same answer whether or not the account exists, so the form cannot tell who has one. */
export const RESET_REQUESTED =
  'If an account with a verified email exists for that address, a password reset link is on its way.';

export interface PasswordResetDeps {
  repos: Repositories;
  queue: Pick<JobQueue, 'enqueue'>;
}

/** Password resets: the link by mail, then the new password from it. */
export class PasswordResets {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * Queues a reset mail for a verified account; an unknown or unverified address gets nothing and the
   * caller the same answer (verification is needed for password reset:
   * docs/product-rules.md, Accounts and sessions).
   */
  async request(email: string): Promise<void> {
    const user = await this.deps.repos.users.findByEmail(email);
    if (!user || user.email_verified_at === null || user.is_demo) return;
    await this.deps.queue.enqueue('send-account-email', {
      userId: user.id,
      kind: 'reset-password',
      requestId: randomUUID(),
    });
  }

  /**
   * Sets the new password from a reset (or set-password) link, once, and signs the account out
   * everywhere: its sessions and its API keys, which whoever knew the old password may have made.
   */
  async reset(token: string, newPassword: string): Promise<void> {
    assertStrongPassword(newPassword);
    const { repos } = this.deps;
    const outcome = await repos.emailTokens.use(hashToken(token), 'reset-password');
    if (outcome.kind === 'expired') {
      throw new AppError('expired_token', 'Reset link has expired. Please request a new password reset.', {
        details: { code: 'EXPIRED_TOKEN' },
      });
    }
    if (outcome.kind !== 'used') {
      throw new AppError('invalid_token', 'Reset link is invalid. Please request a new password reset.', {
        details: { code: 'INVALID_TOKEN' },
      });
    }
    const passwordHash = await hashPassword(newPassword);
    await repos.transaction(async (tx) => {
      await tx.users.setPasswordHash(outcome.userId, passwordHash);
      // The link reached the inbox, which proves the address as a verification link would.
      await tx.users.markEmailVerified(outcome.userId);
      await tx.sessions.revokeAllOfUser(outcome.userId);
      await tx.apiKeys.revokeAllOfUser(outcome.userId);
    });
  }
}
