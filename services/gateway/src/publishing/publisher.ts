import type { UserRow } from '@signpost/db';
import { AppError } from '@signpost/errors';
import type { Caller } from '@signpost/usage';

/** The account a publishing call acts for; published files and proofs of control belong to one. */
export function accountOf(caller: Caller): UserRow {
  if (caller.kind !== 'account') {
    throw new AppError('unauthorized', 'Sign in to publish a file; published files belong to an account.');
  }
  return caller.account;
}

/**
 * The account that may publish or prove control of a site: not a demo session, whose account is
 * purged within a day and could otherwise hold a site's address for anyone who clicked 'Try Demo'.
 */
export function publisherOf(caller: Caller): UserRow {
  const account = accountOf(caller);
  if (account.is_demo) {
    throw new AppError('demo_read_only', 'Demo sessions cannot publish files. Sign up to publish yours.');
  }
  return account;
}
