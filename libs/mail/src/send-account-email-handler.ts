import { newSecretToken } from '@signpost/accounts';
import type { Config } from '@signpost/config';
import type { Repositories } from '@signpost/db';
import { defineHandler } from '@signpost/queue';
import { accountEmail, accountEmailLink } from './account-email-templates.js';
import type { Mailer } from './mailer.js';

export interface SendAccountEmailDeps {
  config: Pick<Config, 'auth' | 'http'>;
  repos: Pick<Repositories, 'users' | 'emailTokens'>;
  mailer: Mailer;
}

/**
 * Makes the token here rather than in the request, so no secret ever waits in the queue. Issuing it
 * voids the account's older tokens of the same purpose: only the newest mail works. A failed send
 * throws and the queue retries with a fresh token.
 */
export function sendAccountEmailHandler(deps: SendAccountEmailDeps) {
  return defineHandler('send-account-email', async ({ userId, kind }) => {
    const user = await deps.repos.users.get(userId);
    if (!user) return;
    if (kind === 'verify-email' && user.email_verified_at !== null) return;

    // A new buyer sets a password through the reset page, so it is a reset token that lives as long
    // as a verification link (the mail may be read the next day).
    const purpose = kind === 'verify-email' ? 'verify-email' : 'reset-password';
    const lifetimeMinutes =
      kind === 'reset-password'
        ? deps.config.auth.resetTokenMinutes
        : deps.config.auth.verificationTokenHours * 60;
    const { token, hash } = newSecretToken();
    await deps.repos.emailTokens.issue(
      user.id,
      purpose,
      hash,
      new Date(Date.now() + lifetimeMinutes * 60_000),
    );

    const link = accountEmailLink(deps.config.http.publicUrl, kind, token);
    await deps.mailer.send({ to: user.email, ...accountEmail(kind, link, lifetimeMinutes) });
  });
}
