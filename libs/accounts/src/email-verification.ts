import type { Repositories } from '@signpost/db';
import { AppError } from '@signpost/errors';
import { hashToken } from './secret-tokens.js';

export interface VerificationResult {
  success: boolean;
  alreadyVerified: boolean;
  email: string;
}

const INVALID_LINK = 'Invalid or expired verification token';

/** Verification links, followed once each. */
export class EmailVerification {
  constructor(private readonly deps: { repos: Repositories }) {}

  /**
   * Follows a verification link. Verifying an email also gives its owner the analyses started
   * anonymously with that email, which only its owner could have asked for.
   */
  async verify(token: string): Promise<VerificationResult> {
    const { repos } = this.deps;
    const outcome = await repos.emailTokens.use(hashToken(token), 'verify-email');
    if (outcome.kind === 'expired') throw new AppError('expired_token', INVALID_LINK);
    if (outcome.kind === 'invalid') throw new AppError('invalid_token', INVALID_LINK);
    const user = await repos.users.get(outcome.userId);
    if (!user) throw new AppError('invalid_token', INVALID_LINK);
    if (outcome.kind === 'spent') {
      if (user.email_verified_at === null) throw new AppError('invalid_token', INVALID_LINK);
      return { success: true, alreadyVerified: true, email: user.email };
    }
    const newlyVerified = await repos.transaction(async (tx) => {
      const verified = await tx.users.markEmailVerified(user.id);
      if (verified) await tx.analyses.attachAnonymousByEmail(user.email, user.id);
      return verified;
    });
    return { success: true, alreadyVerified: !newlyVerified, email: user.email };
  }
}
